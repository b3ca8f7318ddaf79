import { isFinishedMatterStatus, type TMatterOutcomeInput, type TMatterStatus } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { matterError } from "./matter.errors.ts";
import { findMatterOutcome, saveMatterOutcome } from "./matter-outcome.repository.ts";
import { isSameMatterOutcome } from "./matter-outcome.rules.ts";

export const MATTER_OUTCOME_AUDIT_ACTION = "matter.outcome_recorded";

/** The matter an outcome is recorded on, with the status it has once the request's change is made. */
type EndedMatter = { id: string; firmId: string; reference: string; title: string; status: TMatterStatus };

/**
 * Refuses (400) an outcome for a matter that has not ended. Called before anything is written, so a
 * refused request leaves the matter as it was.
 */
export function assertMatterMayHaveOutcome(status: TMatterStatus): void {
  if (!isFinishedMatterStatus(status)) throw matterError("outcome_not_finished");
}

/**
 * Records how the matter ended, replacing an earlier record, with its audit line, in the caller's
 * transaction. An outcome saved again unchanged is left alone. Answers whether anything was written.
 */
export async function recordOutcomeOfMatter(
  tx: DbExecutor,
  identity: FirmIdentity,
  matter: EndedMatter,
  input: TMatterOutcomeInput,
): Promise<boolean> {
  assertMatterMayHaveOutcome(matter.status);
  const stored = await findMatterOutcome(tx, matter.id);
  if (stored && isSameMatterOutcome(stored, input)) return false;
  await saveMatterOutcome(tx, {
    firmId: matter.firmId,
    matterId: matter.id,
    recordedByUserId: identity.userId,
    ...input,
  });
  await recordAuditEvent(tx, {
    action: MATTER_OUTCOME_AUDIT_ACTION,
    firmId: matter.firmId,
    userId: identity.userId,
    entityType: "matter",
    entityId: matter.id,
    ipAddress: identity.ipAddress,
    data: {
      matterTitle: matter.title,
      matterReference: matter.reference,
      outcome: input.outcome,
      caseType: input.caseType,
      court: input.court,
      replacedOutcome: stored?.outcome ?? null,
    },
  });
  return true;
}
