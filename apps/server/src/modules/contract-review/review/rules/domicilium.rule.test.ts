import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewDomicilium } from "./domicilium.rule.ts";

describe("reviewDomicilium", () => {
  it("passes a domicilium at a physical address", () => {
    const outcome = reviewDomicilium(
      buildContextFor([
        {
          heading: "DOMICILIUM CITANDI ET EXECUTANDI",
          text: "The parties choose as their domicilia citandi et executandi: the Lessor at 12 Long Street, Cape Town; the Lessee at 4 Jacaranda Avenue, Pretoria.",
          categories: ["domicilium"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "domicilium", status: "compliant" })]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags a contract without a domicilium clause as high risk", () => {
    const outcome = reviewDomicilium(
      buildContextFor([{ heading: "NOTICES", text: "Notices may be sent by e-mail." }]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings).toEqual([
      expect.objectContaining({
        id: "domicilium-missing",
        severity: "high",
        clause: null,
        clauseIndex: null,
        start: null,
        end: null,
      }),
    ]);
  });

  it("needs review when the domicilium is a post-office box", () => {
    const outcome = reviewDomicilium(
      buildContextFor([
        {
          heading: "DOMICILIUM",
          text: "The Purchaser chooses PO Box 1234, Durban, 4000 as its domicilium citandi et executandi.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.id).toBe("domicilium-postal-address");
  });
});
