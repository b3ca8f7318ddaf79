import {
  defaultCaseTypeForMatterType,
  MATTER_OUTCOME_MESSAGES,
  type TMatter,
  type TMatterOutcomeInput,
  ZMatterOutcomeInput,
} from "@inkundla/shared";
import { centsToRandInput, readRandAmount } from "../../lib/rand-input";

/** What the outcome form holds: choices as chosen ("" for none), amounts in rand and dates as typed. */
export type MatterOutcomeDraft = {
  outcome: string;
  caseType: string;
  court: string;
  claimed: string;
  awarded: string;
  issuedOn: string;
  finalOrderOn: string;
};

export type MatterOutcomeErrors = Partial<Record<keyof MatterOutcomeDraft, string>>;

export type MatterOutcomeBuildResult =
  | { ok: true; outcome: TMatterOutcomeInput }
  | { ok: false; errors: MatterOutcomeErrors };

/**
 * The form as it opens: the recorded outcome to correct, or a blank one whose case type follows the
 * matter's practice area (most matters of a type fall under the same case type; the person may
 * choose another).
 */
export function outcomeDraftOf(matter: Pick<TMatter, "type" | "outcome">): MatterOutcomeDraft {
  const recorded = matter.outcome;
  if (!recorded) {
    return {
      outcome: "",
      caseType: defaultCaseTypeForMatterType(matter.type),
      court: "",
      claimed: "",
      awarded: "",
      issuedOn: "",
      finalOrderOn: "",
    };
  }
  return {
    outcome: recorded.outcome,
    caseType: recorded.caseType,
    court: recorded.court ?? "",
    claimed: recorded.claimedCents === null ? "" : centsToRandInput(recorded.claimedCents),
    awarded: recorded.awardedCents === null ? "" : centsToRandInput(recorded.awardedCents),
    issuedOn: recorded.issuedOn ?? "",
    finalOrderOn: recorded.finalOrderOn ?? "",
  };
}

/** The amount rules of an outcome: whole cents, never negative; the ceiling is the shared schema's. */
const OUTCOME_AMOUNT_RULES = {
  maxCents: Number.MAX_SAFE_INTEGER,
  messages: {
    amountWhole: MATTER_OUTCOME_MESSAGES.amount,
    amountTooLarge: MATTER_OUTCOME_MESSAGES.amount,
    amountPositive: MATTER_OUTCOME_MESSAGES.amount,
  },
};

const FIELD_OF_INPUT: Record<keyof TMatterOutcomeInput, keyof MatterOutcomeDraft> = {
  outcome: "outcome",
  caseType: "caseType",
  court: "court",
  claimedCents: "claimed",
  awardedCents: "awarded",
  issuedOn: "issuedOn",
  finalOrderOn: "finalOrderOn",
};

/**
 * The draft as the outcome the server takes, checked with the shared schema so the form refuses with
 * the server's own words (a final order before the issue, an unknown court). Amounts typed in rand
 * become whole cents; a blank amount or date is left unrecorded.
 */
export function buildMatterOutcome(draft: MatterOutcomeDraft): MatterOutcomeBuildResult {
  const errors: MatterOutcomeErrors = {};
  const readAmount = (field: "claimed" | "awarded"): number | null => {
    const amount = readRandAmount(draft[field], OUTCOME_AMOUNT_RULES);
    if (amount.kind === "invalid") errors[field] = amount.message;
    return amount.kind === "amount" ? amount.cents : null;
  };
  const candidate = {
    outcome: draft.outcome,
    caseType: draft.caseType,
    court: draft.court || null,
    claimedCents: readAmount("claimed"),
    awardedCents: readAmount("awarded"),
    issuedOn: draft.issuedOn || null,
    finalOrderOn: draft.finalOrderOn || null,
  };
  const parsed = ZMatterOutcomeInput.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF_INPUT[issue.path[0] as keyof TMatterOutcomeInput] ?? "outcome";
    errors[field] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome: parsed.data };
}
