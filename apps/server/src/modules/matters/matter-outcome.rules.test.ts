import type { TMatterOutcomeInput } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { isSameMatterOutcome } from "./matter-outcome.rules.ts";

const recorded: TMatterOutcomeInput = {
  outcome: "won",
  caseType: "Contract Disputes",
  court: "High Court - Gauteng",
  claimedCents: 25_000_000,
  awardedCents: 21_000_000,
  issuedOn: "2024-02-01",
  finalOrderOn: "2025-03-14",
};

describe("isSameMatterOutcome", () => {
  it("finds an outcome saved again unchanged the same", () => {
    expect(isSameMatterOutcome({ ...recorded }, { ...recorded })).toBe(true);
  });

  it.each([
    ["outcome", "settled"],
    ["court", null],
    ["awardedCents", 21_000_001],
    ["finalOrderOn", "2025-03-15"],
  ] as const)("finds a different %s a change", (field, value) => {
    expect(isSameMatterOutcome(recorded, { ...recorded, [field]: value })).toBe(false);
  });
});
