import { MATTER_OUTCOME_MESSAGES, type TMatterOutcomeRecord } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { buildMatterOutcome, type MatterOutcomeDraft, outcomeDraftOf } from "./matter-outcome-form";

const RECORDED: TMatterOutcomeRecord = {
  outcome: "settled",
  caseType: "Employment Law",
  court: "Labour Court",
  claimedCents: 18_500_050,
  awardedCents: null,
  issuedOn: "2024-05-02",
  finalOrderOn: "2025-01-17",
  recordedAt: "2025-01-20T08:00:00.000Z",
  recordedByName: "Thandi Ndlovu",
};

function draftOf(change: Partial<MatterOutcomeDraft>): MatterOutcomeDraft {
  return { ...outcomeDraftOf({ type: "Litigation", outcome: null }), outcome: "won", ...change };
}

describe("outcomeDraftOf", () => {
  it("opens a blank outcome under the case type of the matter's practice area", () => {
    expect(outcomeDraftOf({ type: "Labour Law", outcome: null })).toMatchObject({
      outcome: "",
      caseType: "Employment Law",
      court: "",
      claimed: "",
    });
  });

  it("opens a recorded outcome with its amounts in rand", () => {
    expect(outcomeDraftOf({ type: "Litigation", outcome: RECORDED })).toEqual({
      outcome: "settled",
      caseType: "Employment Law",
      court: "Labour Court",
      claimed: "185000.50",
      awarded: "",
      issuedOn: "2024-05-02",
      finalOrderOn: "2025-01-17",
    });
  });
});

describe("buildMatterOutcome", () => {
  it("turns rand into whole cents and blanks into null", () => {
    expect(buildMatterOutcome(draftOf({ claimed: "1 250 000,50", court: "Magistrates Court" }))).toEqual({
      ok: true,
      outcome: {
        outcome: "won",
        caseType: "Civil Litigation",
        court: "Magistrates Court",
        claimedCents: 125_000_050,
        awardedCents: null,
        issuedOn: null,
        finalOrderOn: null,
      },
    });
  });

  it("asks for the outcome when none is chosen", () => {
    expect(buildMatterOutcome(draftOf({ outcome: "" }))).toEqual({
      ok: false,
      errors: { outcome: MATTER_OUTCOME_MESSAGES.outcome },
    });
  });

  it("refuses a final order before the issue on the final order's field", () => {
    const result = buildMatterOutcome(draftOf({ issuedOn: "2025-03-01", finalOrderOn: "2025-02-28" }));
    expect(result).toEqual({ ok: false, errors: { finalOrderOn: MATTER_OUTCOME_MESSAGES.orderBeforeIssue } });
  });

  it("refuses a negative amount and a third decimal rather than rounding", () => {
    const result = buildMatterOutcome(draftOf({ claimed: "-100", awarded: "10.555" }));
    expect(result).toEqual({
      ok: false,
      errors: { claimed: MATTER_OUTCOME_MESSAGES.amount, awarded: MATTER_OUTCOME_MESSAGES.amount },
    });
  });
});
