import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewNonVariation } from "./non-variation.rule.ts";

describe("reviewNonVariation (Shifren)", () => {
  it("passes an entrenched clause requiring writing and signature", () => {
    const outcome = reviewNonVariation(
      buildContextFor([
        {
          heading: "VARIATION",
          text: "No variation of this agreement, including this clause, shall be of any force unless reduced to writing and signed by both parties.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "non-variation", status: "compliant" })]);
  });

  it("flags a contract without a non-variation clause, citing Shifren", () => {
    const outcome = reviewNonVariation(
      buildContextFor([{ text: "The Seller sells the vehicle to the Purchaser." }]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "non-variation-missing",
      legalReference: "SA Sentrale Ko-op Graanmaatskappy Bpk v Shifren 1964 (4) SA 760 (A)",
    });
  });

  it("needs review when the clause does not protect itself", () => {
    const outcome = reviewNonVariation(
      buildContextFor([
        { heading: "VARIATION", text: "No amendment of this agreement shall be valid unless in writing." },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.id).toBe("non-variation-not-entrenched");
  });
});
