import type { TMatterOutcomeInput } from "@inkundla/shared";

const COMPARED_FIELDS = [
  "outcome",
  "caseType",
  "court",
  "claimedCents",
  "awardedCents",
  "issuedOn",
  "finalOrderOn",
] as const satisfies readonly (keyof TMatterOutcomeInput)[];

/**
 * Whether saving `input` would change nothing that was recorded: then the outcome is left as it is,
 * keeping who recorded it and when, and no second audit line says the same thing.
 */
export function isSameMatterOutcome(
  stored: Pick<TMatterOutcomeInput, (typeof COMPARED_FIELDS)[number]>,
  input: TMatterOutcomeInput,
): boolean {
  return COMPARED_FIELDS.every((field) => stored[field] === input[field]);
}
