import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewConventionalPenalties } from "./conventional-penalties.rule.ts";

describe("reviewConventionalPenalties (Conventional Penalties Act)", () => {
  it("passes a capped penalty payable instead of damages", () => {
    const outcome = reviewConventionalPenalties(
      buildContextFor([
        {
          heading: "PENALTY",
          text: "If the Contractor fails to complete the works by the completion date, it shall pay a penalty of R2 000 per day, up to a maximum of R60 000, in lieu of damages.",
          categories: ["penalty"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ status: "compliant" })]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags a penalty claimed in addition to damages", () => {
    const outcome = reviewConventionalPenalties(
      buildContextFor([
        {
          heading: "PENALTY",
          text: "On breach the Purchaser shall pay a penalty of R50 000, in addition to any damages the Seller may suffer, which shall not exceed R100 000.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "conventional-penalties-s2-penalty-and-damages",
      legalReference: "Conventional Penalties Act 15 of 1962, s 2(1)",
    });
  });

  it("needs review for an uncapped daily penalty", () => {
    const outcome = reviewConventionalPenalties(
      buildContextFor([
        {
          heading: "PENALTY",
          text: "A penalty of R5 000 per day shall be payable for every day of late delivery.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.id).toBe("conventional-penalties-s3-proportion");
  });
});
