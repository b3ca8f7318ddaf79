import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewWholeAgreement } from "./whole-agreement.rule.ts";

describe("reviewWholeAgreement", () => {
  it("passes a contract recording that it is the whole agreement", () => {
    const outcome = reviewWholeAgreement(
      buildContextFor([
        {
          heading: "WHOLE AGREEMENT",
          text: "This agreement constitutes the whole agreement between the parties.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "whole-agreement", status: "compliant" })]);
  });

  it("flags a contract without a whole-agreement clause", () => {
    const outcome = reviewWholeAgreement(
      buildContextFor([{ text: "The Seller sells the vehicle to the Purchaser." }]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({ id: "whole-agreement-missing", severity: "low" });
  });
});
