import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewEmploymentNotice } from "./employment-notice.rule.ts";

describe("reviewEmploymentNotice (BCEA s 37)", () => {
  it("passes notice that rises to four weeks after a year of service", () => {
    const outcome = reviewEmploymentNotice(
      buildContextFor(
        [
          {
            heading: "TERMINATION",
            text: "Either party may terminate this contract on one week's written notice during the first six months of employment, two weeks' notice thereafter until the end of the first year, and four weeks' notice after one year of service.",
            categories: ["termination"],
          },
        ],
        "Employment Contract",
      ),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "bcea-s37", status: "compliant" })]);
  });

  it("passes one calendar month's notice throughout", () => {
    const outcome = reviewEmploymentNotice(
      buildContextFor([
        {
          heading: "TERMINATION",
          text: "Either party may terminate this contract of employment on one calendar month's written notice.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("compliant");
  });

  it("flags termination on 24 hours' notice as unlawful", () => {
    const outcome = reviewEmploymentNotice(
      buildContextFor(
        [{ heading: "TERMINATION", text: "The Employer may terminate the employment on 24 hours' notice." }],
        "Employment Contract",
      ),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({ id: "bcea-s37-notice", severity: "high" });
  });

  it("flags two weeks' notice throughout, short of four weeks after a year", () => {
    const outcome = reviewEmploymentNotice(
      buildContextFor(
        [{ heading: "TERMINATION", text: "Either party may terminate on two (2) weeks' written notice." }],
        "Employment Contract",
      ),
    );
    expect(outcome.findings[0]).toMatchObject({
      id: "bcea-s37-notice",
      severity: "medium",
      legalReference: "Basic Conditions of Employment Act 75 of 1997, s 37(1)(c)",
    });
  });

  it("does not apply to a contract that is not for employment", () => {
    const outcome = reviewEmploymentNotice(
      buildContextFor(
        [{ heading: "TERMINATION", text: "Either party may terminate on 24 hours' notice." }],
        "Supply Agreement",
      ),
    );
    expect(outcome).toEqual({ checks: [], findings: [] });
  });
});
