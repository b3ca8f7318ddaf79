import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewBreachClause } from "./breach-clause.rule.ts";

describe("reviewBreachClause", () => {
  it("passes a clause giving notice to remedy before cancellation", () => {
    const outcome = reviewBreachClause(
      buildContextFor([
        {
          heading: "BREACH",
          text: "Should a party breach this agreement and fail to remedy the breach within 14 days of written notice, the aggrieved party may cancel this agreement and claim damages.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "breach-clause", status: "compliant" })]);
  });

  it("flags a contract without a breach clause", () => {
    const outcome = reviewBreachClause(
      buildContextFor([{ text: "The Lessee shall pay the rental monthly in advance." }]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "breach-clause-missing",
      severity: "medium",
      clauseIndex: null,
    });
  });
});
