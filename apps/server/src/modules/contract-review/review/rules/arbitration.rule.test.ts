import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewArbitration } from "./arbitration.rule.ts";

describe("reviewArbitration (Arbitration Act 42 of 1965)", () => {
  it("passes a binding clause naming the seat and the appointing body", () => {
    const outcome = reviewArbitration(
      buildContextFor([
        {
          heading: "ARBITRATION",
          text: "Any dispute shall be referred to arbitration in Johannesburg in accordance with the rules of the Arbitration Foundation of Southern Africa (AFSA) by an arbitrator agreed between the parties or, failing agreement within 10 days, appointed by AFSA.",
          categories: ["arbitration"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "arbitration-act", status: "compliant" })]);
  });

  it("flags a clause without a seat or an appointment mechanism", () => {
    const outcome = reviewArbitration(
      buildContextFor([{ heading: "DISPUTES", text: "Any dispute shall be decided by arbitration." }]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "arbitration-seat",
      "arbitration-appointment",
    ]);
    expect(outcome.findings[1]?.legalReference).toBe("Arbitration Act 42 of 1965, s 12");
  });

  it("flags arbitration only if the parties later agree", () => {
    const outcome = reviewArbitration(
      buildContextFor([
        {
          heading: "DISPUTES",
          text: "If the parties so agree, a dispute may be referred to arbitration in Durban before an arbitrator appointed by AFSA.",
        },
      ]),
    );
    expect(outcome.findings.map((finding) => finding.id)).toEqual(["arbitration-only-if-agreed"]);
  });

  it("gives no check without an arbitration clause", () => {
    expect(
      reviewArbitration(buildContextFor([{ text: "The parties submit to the High Court." }])).checks,
    ).toEqual([]);
  });
});
