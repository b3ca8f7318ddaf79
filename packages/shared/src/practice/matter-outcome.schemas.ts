import { z } from "zod";
import { ZIsoDate } from "../dates.ts";
import type { TMatterStatus } from "./practice.enums.ts";

/**
 * How a matter ended, recorded when it is completed or closed (issue 20): the firm's own history that
 * analytics and case prediction rest on.
 */
export const MATTER_OUTCOMES = ["won", "lost", "settled", "withdrawn", "default_judgment", "other"] as const;
export type TMatterOutcome = (typeof MATTER_OUTCOMES)[number];

export function isMatterOutcome(value: string): value is TMatterOutcome {
  return (MATTER_OUTCOMES as readonly string[]).includes(value);
}

/** The statuses in which a matter has ended, and so may carry an outcome. */
export const MATTER_FINISHED_STATUSES = ["completed", "closed"] as const satisfies readonly TMatterStatus[];

/** Only a completed or closed matter has an outcome: an open one has not ended yet. */
export function isFinishedMatterStatus(status: TMatterStatus): boolean {
  return (MATTER_FINISHED_STATUSES as readonly TMatterStatus[]).includes(status);
}

export const MATTER_OUTCOME_LABELS: Record<TMatterOutcome, string> = {
  won: "Won",
  lost: "Lost",
  settled: "Settled",
  withdrawn: "Withdrawn",
  default_judgment: "Judgment by default",
  other: "Other",
};

/**
 * What an outcome counts for when a success rate is worked out (the method is shown beside every
 * estimate): a win or a default judgment is a success, a settlement half of one, a loss or a
 * withdrawal none; "other" is left out because it says nothing either way.
 */
export const MATTER_OUTCOME_SUCCESS: Record<TMatterOutcome, number | null> = {
  won: 1,
  default_judgment: 1,
  settled: 0.5,
  lost: 0,
  withdrawn: 0,
  other: null,
};

/** The case types of the spec's case prediction form (section 5); an outcome is filed under one. */
export const CASE_TYPES = [
  "Civil Litigation",
  "Commercial Disputes",
  "Employment Law",
  "Property Law",
  "Family Law",
  "Criminal Defense",
  "Contract Disputes",
  "Personal Injury",
  "Intellectual Property",
  "Administrative Law",
] as const;
export type TCaseType = (typeof CASE_TYPES)[number];

/** The courts of the spec's case prediction form (section 5). */
export const CASE_COURTS = [
  "Constitutional Court",
  "Supreme Court of Appeal",
  "High Court - Western Cape",
  "High Court - Gauteng",
  "High Court - KwaZulu-Natal",
  "High Court - Eastern Cape",
  "Magistrates Court",
  "Labour Court",
  "Labour Appeal Court",
  "Competition Appeal Court",
] as const;
export type TCaseCourt = (typeof CASE_COURTS)[number];

/**
 * The case type a matter's practice area most likely falls under, offered as the default when its
 * outcome is recorded (the person can choose another).
 */
export const MATTER_TYPE_CASE_TYPES: Record<string, TCaseType> = {
  Litigation: "Civil Litigation",
  "Road Accident Fund (RAF)": "Personal Injury",
  "Deceased Estates": "Civil Litigation",
  Conveyancing: "Property Law",
  "Labour Law": "Employment Law",
  "Debt Collection": "Contract Disputes",
  "Commercial Law": "Commercial Disputes",
  "Corporate Law": "Commercial Disputes",
  "Criminal Law": "Criminal Defense",
  "Family Law": "Family Law",
  "Property Law": "Property Law",
  "Tax Law": "Administrative Law",
  "Constitutional Law": "Administrative Law",
  "Administrative Law": "Administrative Law",
  "Intellectual Property": "Intellectual Property",
  "Environmental Law": "Administrative Law",
  "Maritime Law": "Commercial Disputes",
};

export function defaultCaseTypeForMatterType(matterType: string): TCaseType {
  return MATTER_TYPE_CASE_TYPES[matterType] ?? "Civil Litigation";
}

export const MATTER_OUTCOME_MESSAGES = {
  outcome: "Outcome must be won, lost, settled, withdrawn, default_judgment or other",
  caseType: "Choose one of the listed case types",
  court: "Choose one of the listed courts",
  amount: "Amounts are whole cents, from 0 up to R 100 000 000 000",
  orderBeforeIssue: "The date of the final order cannot be before the date of issue",
  notFinished: "Record the outcome when the matter is completed or closed",
} as const;

/** R 100 billion in cents: far above any claim, low enough to catch a slip. */
const AMOUNT_CENTS_MAX = 10_000_000_000_000;

const ZAmountCents = z
  .number({ error: MATTER_OUTCOME_MESSAGES.amount })
  .int(MATTER_OUTCOME_MESSAGES.amount)
  .min(0, MATTER_OUTCOME_MESSAGES.amount)
  .max(AMOUNT_CENTS_MAX, MATTER_OUTCOME_MESSAGES.amount)
  .nullable()
  .default(null);

/** The outcome as sent with PATCH /api/matters/{id} or POST /api/matters/{id}/status. */
export const ZMatterOutcomeInput = z
  .strictObject({
    outcome: z.enum(MATTER_OUTCOMES, { error: MATTER_OUTCOME_MESSAGES.outcome }),
    caseType: z.enum(CASE_TYPES, { error: MATTER_OUTCOME_MESSAGES.caseType }),
    court: z.enum(CASE_COURTS, { error: MATTER_OUTCOME_MESSAGES.court }).nullable().default(null),
    claimedCents: ZAmountCents,
    awardedCents: ZAmountCents,
    /** YYYY-MM-DD: when the summons or application was issued. */
    issuedOn: ZIsoDate.nullable().default(null),
    /** YYYY-MM-DD: the date of the final order (or of the settlement). */
    finalOrderOn: ZIsoDate.nullable().default(null),
  })
  .refine((value) => !value.issuedOn || !value.finalOrderOn || value.finalOrderOn >= value.issuedOn, {
    message: MATTER_OUTCOME_MESSAGES.orderBeforeIssue,
    path: ["finalOrderOn"],
  });
export type TMatterOutcomeInput = z.infer<typeof ZMatterOutcomeInput>;
export type TMatterOutcomeDraft = z.input<typeof ZMatterOutcomeInput>;

/** A recorded outcome as the matter page shows it. */
export const ZMatterOutcomeRecord = z.object({
  outcome: z.enum(MATTER_OUTCOMES),
  caseType: z.enum(CASE_TYPES),
  court: z.enum(CASE_COURTS).nullable(),
  claimedCents: z.number().int().nullable(),
  awardedCents: z.number().int().nullable(),
  issuedOn: z.string().nullable(),
  finalOrderOn: z.string().nullable(),
  recordedAt: z.string(),
  recordedByName: z.string().nullable(),
});
export type TMatterOutcomeRecord = z.infer<typeof ZMatterOutcomeRecord>;
