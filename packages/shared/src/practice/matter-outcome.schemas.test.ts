import { describe, expect, it } from "vitest";
import { MATTER_TYPES } from "./matter.schemas.ts";
import {
  CASE_TYPES,
  defaultCaseTypeForMatterType,
  isFinishedMatterStatus,
  isMatterOutcome,
  MATTER_OUTCOME_MESSAGES,
  ZMatterOutcomeInput,
} from "./matter-outcome.schemas.ts";

describe("isFinishedMatterStatus", () => {
  it("counts only completed and closed matters as ended", () => {
    expect(isFinishedMatterStatus("completed")).toBe(true);
    expect(isFinishedMatterStatus("closed")).toBe(true);
    expect(isFinishedMatterStatus("active")).toBe(false);
    expect(isFinishedMatterStatus("pending")).toBe(false);
  });
});

describe("isMatterOutcome", () => {
  it("knows the six outcomes and nothing else", () => {
    expect(isMatterOutcome("default_judgment")).toBe(true);
    expect(isMatterOutcome("draw")).toBe(false);
  });
});

describe("defaultCaseTypeForMatterType", () => {
  it("offers a listed case type for every matter type, and civil litigation for a type it does not know", () => {
    for (const type of MATTER_TYPES) expect(CASE_TYPES).toContain(defaultCaseTypeForMatterType(type));
    expect(defaultCaseTypeForMatterType("Labour Law")).toBe("Employment Law");
    expect(defaultCaseTypeForMatterType("Mining Law")).toBe("Civil Litigation");
  });
});

describe("ZMatterOutcomeInput", () => {
  const outcome = { outcome: "settled", caseType: "Contract Disputes", court: "Magistrates Court" };

  it("accepts a final order on the day of issue", () => {
    const parsed = ZMatterOutcomeInput.parse({
      ...outcome,
      issuedOn: "2025-01-06",
      finalOrderOn: "2025-01-06",
    });
    expect(parsed).toMatchObject({ issuedOn: "2025-01-06", finalOrderOn: "2025-01-06" });
  });

  it.each([
    [{ outcome: "draw" }, MATTER_OUTCOME_MESSAGES.outcome],
    [{ caseType: "Tax" }, MATTER_OUTCOME_MESSAGES.caseType],
    [{ court: "Small Claims Court" }, MATTER_OUTCOME_MESSAGES.court],
    [{ claimedCents: -1 }, MATTER_OUTCOME_MESSAGES.amount],
    [{ awardedCents: 10.5 }, MATTER_OUTCOME_MESSAGES.amount],
    [{ issuedOn: "2025-02-01", finalOrderOn: "2025-01-31" }, MATTER_OUTCOME_MESSAGES.orderBeforeIssue],
  ])("refuses %j with its message", (change, message) => {
    const result = ZMatterOutcomeInput.safeParse({ ...outcome, ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
