import { describe, expect, it } from "vitest";
import { buildContextFor, CONSUMER_PARTIES } from "../review-test-fixtures.ts";
import { reviewCpaUnfairTerms } from "./cpa-unfair-terms.rule.ts";

describe("reviewCpaUnfairTerms (CPA s 48)", () => {
  it("passes balanced terms, including the consumer's own discretion", () => {
    const outcome = reviewCpaUnfairTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "FEES",
          text: "The Supplier may increase the fees once a year on 30 days' written notice to the Consumer.",
        },
        {
          heading: "CLASSES",
          text: "The Consumer may in his sole discretion choose which classes to attend.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("compliant");
    expect(outcome.findings).toEqual([]);
  });

  it("flags the supplier's sole discretion, unilateral variation, waivers and no-refund terms", () => {
    const outcome = reviewCpaUnfairTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        { heading: "ACCESS", text: "The Supplier may suspend access in its sole and absolute discretion." },
        { heading: "CHANGES", text: "The Supplier may at any time amend these terms." },
        {
          heading: "CLAIMS",
          text: "The Consumer waives all claims against the Supplier arising from the use of the facilities.",
        },
        { heading: "FEES", text: "All fees paid are non-refundable." },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "cpa-s48-sole-discretion",
      "cpa-s48-unilateral-variation",
      "cpa-s48-waiver",
      "cpa-s48-no-refund",
    ]);
  });
});
