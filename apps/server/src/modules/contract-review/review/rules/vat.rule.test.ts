import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewVat } from "./vat.rule.ts";

describe("reviewVat (VAT Act s 64)", () => {
  it("passes prices stated exclusive of VAT", () => {
    const outcome = reviewVat(
      buildContextFor([
        { heading: "FEES", text: "The monthly fee is R15 000, exclusive of VAT.", categories: ["payment"] },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "vat", status: "compliant" })]);
  });

  it("flags a price that does not mention VAT", () => {
    const context = buildContextFor([
      { heading: "PRICE", text: "The purchase price is R250 000, payable on transfer." },
    ]);
    const outcome = reviewVat(context);
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "vat-unstated",
      severity: "medium",
      legalReference: "Value-Added Tax Act 89 of 1991, s 64",
    });
    expect(context.text.slice(outcome.findings[0]!.start!, outcome.findings[0]!.end!)).toBe("R2");
  });

  it("needs review when VAT is mentioned but its treatment is unclear", () => {
    const outcome = reviewVat(
      buildContextFor([
        { heading: "PRICE", text: "The price is R1 000. VAT will be dealt with as the law requires." },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
  });

  it("gives no check when the contract states no rand amount", () => {
    expect(
      reviewVat(buildContextFor([{ text: "The parties shall co-operate in good faith." }])).checks,
    ).toEqual([]);
  });
});
