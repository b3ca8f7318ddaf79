import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewRestraintOfTrade } from "./restraint-of-trade.rule.ts";

describe("reviewRestraintOfTrade (Magna Alloys v Ellis)", () => {
  it("passes a restraint limited in time, area and activity", () => {
    const outcome = reviewRestraintOfTrade(
      buildContextFor([
        {
          heading: "RESTRAINT OF TRADE",
          text: "For a period of 12 months after termination the Employee shall not be employed by any business that competes with the Company within the Gauteng province.",
          categories: ["restraint-of-trade"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([
      expect.objectContaining({ id: "restraint-of-trade", status: "compliant" }),
    ]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags a restraint with no period and no area", () => {
    const outcome = reviewRestraintOfTrade(
      buildContextFor([
        {
          heading: "RESTRAINT",
          text: "The Seller shall not directly or indirectly compete with the business after the sale.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "restraint-no-period",
      "restraint-no-area",
    ]);
    expect(outcome.findings[0]?.reference).toEqual({
      kind: "case",
      name: "Magna Alloys and Research (SA) (Pty) Ltd v Ellis",
      citation: "1984 (4) SA 874 (A)",
    });
  });

  it("flags a perpetual worldwide restraint", () => {
    const outcome = reviewRestraintOfTrade(
      buildContextFor([
        {
          heading: "RESTRAINT",
          text: "The Consultant shall in perpetuity not compete with the Company anywhere in the world.",
        },
      ]),
    );
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "restraint-unlimited-period",
      "restraint-area",
    ]);
  });

  it("needs review for a five-year restraint", () => {
    const outcome = reviewRestraintOfTrade(
      buildContextFor([
        {
          heading: "RESTRAINT",
          text: "For five (5) years the Seller shall not compete with the business within a radius of 50 km.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.id).toBe("restraint-long-period");
  });
});
