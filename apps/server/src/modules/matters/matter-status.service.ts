import {
  canChangeMatterStatus,
  MATTER_STATUS_LABELS,
  type TMatter,
  type TMatterStatusChangeRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import { platformError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { touchClientContact } from "../clients/index.ts";
import { matterError } from "./matter.errors.ts";
import { insertStatusChange, lockFirmForActiveMatters, updateMatterRow } from "./matter.repository.ts";
import {
  assertRoomForActiveMatter,
  MATTER_AUDIT_ACTIONS,
  type MattersDeps,
  requireFirmMatter,
} from "./matter.service.ts";
import { deleteMatterOutcome } from "./matter-outcome.repository.ts";
import { recordOutcomeOfMatter } from "./matter-outcome.service.ts";
import { describeMatter } from "./matter-view.ts";

/**
 * Moves a matter along its lifecycle and records who did it and when. Reopening counts against the
 * plan's active matter limit like opening a new matter does, and takes off the outcome recorded when
 * the matter ended; completing or closing it may record the outcome in the same step.
 */
export async function changeMatterStatus(
  deps: MattersDeps,
  identity: FirmIdentity,
  matterId: string,
  input: TMatterStatusChangeRequest,
): Promise<TMatter> {
  const { firmId } = identity.membership;
  const isReopening = input.status === "active";
  return deps.db.transaction(async (tx) => {
    // The firm row is locked before the matter, in the same order as when a matter is opened.
    const firm = isReopening ? await lockFirmForActiveMatters(tx, firmId) : null;
    if (isReopening && !firm) throw platformError("no_firm");
    const matter = await requireFirmMatter(tx, firmId, matterId, { lockForUpdate: true });
    const from = matter.status;
    const to = input.status;
    if (from === to) {
      throw matterError(
        "status_unchanged",
        `The matter is already ${MATTER_STATUS_LABELS[to].toLowerCase()}.`,
      );
    }
    if (!canChangeMatterStatus(from, to)) {
      throw matterError(
        "status_change_not_allowed",
        `A ${MATTER_STATUS_LABELS[from].toLowerCase()} matter cannot move back to ` +
          `${MATTER_STATUS_LABELS[to].toLowerCase()}. Reopen it to active instead.`,
      );
    }
    if (firm) await assertRoomForActiveMatter(tx, firm, firmId);

    const closedAt = to === "closed" ? new Date() : to === "active" ? null : matter.closedAt;
    await updateMatterRow(tx, matter.id, { status: to, closedAt });
    // A reopened matter has not ended: the outcome recorded when it closed no longer holds.
    const removedOutcome = isReopening ? await deleteMatterOutcome(tx, matter.id) : null;
    await insertStatusChange(tx, {
      firmId,
      matterId: matter.id,
      fromStatus: from,
      toStatus: to,
      changedByUserId: identity.userId,
    });
    await touchClientContact(tx, firmId, matter.clientId);
    await recordAuditEvent(tx, {
      action: MATTER_AUDIT_ACTIONS.statusChanged,
      firmId,
      userId: identity.userId,
      entityType: "matter",
      entityId: matter.id,
      ipAddress: identity.ipAddress,
      data: {
        reference: matter.reference,
        title: matter.title,
        fromStatus: from,
        toStatus: to,
        ...(removedOutcome ? { removedOutcome } : {}),
      },
    });
    if (input.outcome) {
      await recordOutcomeOfMatter(tx, identity, { ...matter, status: to }, input.outcome);
    }
    return describeMatter(tx, await requireFirmMatter(tx, firmId, matter.id));
  });
}
