import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewPopiaOperator } from "./popia-operator.rule.ts";

describe("reviewPopiaOperator (POPIA s 21)", () => {
  it("passes an operator clause with security measures, instructions and breach notice", () => {
    const outcome = reviewPopiaOperator(
      buildContextFor([
        {
          heading: "PERSONAL INFORMATION",
          text: "The Service Provider shall process the personal information of the Client's employees only on the Client's written instructions and shall treat it as confidential. It shall maintain appropriate, reasonable technical and organisational measures to secure it, and shall notify the Client immediately where there are reasonable grounds to believe that the information has been accessed by an unauthorised person.",
          categories: ["operator-terms"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "popia-s21", status: "compliant" })]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags processing of personal information without operator terms", () => {
    const outcome = reviewPopiaOperator(
      buildContextFor([
        {
          heading: "PAYROLL SERVICES",
          text: "The Bureau will process the personal information of the Client's employees to run the monthly payroll.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "popia-s21-operator",
      severity: "high",
      legalReference: "Protection of Personal Information Act 4 of 2013, s 21",
    });
  });

  it("gives no check when no personal information is processed", () => {
    expect(
      reviewPopiaOperator(buildContextFor([{ text: "The Supplier shall deliver 100 pallets of cement." }])),
    ).toEqual({
      checks: [],
      findings: [],
    });
  });
});
