import type { TRunningTimer, TStartTimerRequest, TStopTimerRequest, TTimeEntry } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { timeError } from "./time.errors.ts";
import { insertTimeEntry, touchMatterAndClient } from "./time.repository.ts";
import { computeAmountCents, MAX_TENTHS_PER_ENTRY, timerElapsedToTenths } from "./time.rules.ts";
import {
  auditDataOf,
  defaultRateFor,
  readTimeEntry,
  requireOpenMatter,
  TIME_AUDIT_ACTIONS,
  type TimeServiceDeps,
} from "./time.service.ts";
import {
  deleteRunningTimer,
  findRunningTimer,
  insertRunningTimer,
  johannesburgTodaySql,
  type RunningTimerRecord,
} from "./timer.repository.ts";

function toRunningTimer(record: RunningTimerRecord): TRunningTimer {
  return {
    matterId: record.matterId,
    matterTitle: record.matterTitle,
    matterReference: record.matterReference,
    description: record.description,
    startedAt: record.startedAt.toISOString(),
    elapsedSeconds: Math.floor(record.elapsedSeconds),
  };
}

async function requireRunningTimer(db: DbExecutor, identity: FirmIdentity, options: { lock?: boolean } = {}) {
  const timer = await findRunningTimer(db, identity.membership.firmId, identity.userId, options);
  if (!timer) throw timeError("no_timer");
  return timer;
}

export async function getRunningTimer(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
): Promise<TRunningTimer | null> {
  const timer = await findRunningTimer(deps.db, identity.membership.firmId, identity.userId);
  return timer ? toRunningTimer(timer) : null;
}

export async function startTimer(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  input: TStartTimerRequest,
): Promise<TRunningTimer> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const matter = await requireOpenMatter(tx, firmId, input.matterId);
    const isStarted = await insertRunningTimer(tx, {
      firmId,
      userId: identity.userId,
      matterId: matter.id,
      description: input.description ?? "",
    });
    if (!isStarted) throw timeError("timer_running");
    return toRunningTimer(await requireRunningTimer(tx, identity));
  });
}

/**
 * Stops the caller's timer and logs its time as one entry, dated today in South Africa. The entry
 * and the timer's removal commit together, so time is never logged twice nor lost.
 */
export async function stopTimer(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  input: TStopTimerRequest,
): Promise<TTimeEntry> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const timer = await requireRunningTimer(tx, identity, { lock: true });
    const description = input.description?.trim() || timer.description.trim();
    if (!description) throw timeError("timer_description_required");
    const hoursTenths = timerElapsedToTenths(timer.elapsedSeconds);
    if (hoursTenths > MAX_TENTHS_PER_ENTRY) throw timeError("timer_too_long");
    const matter = await requireOpenMatter(tx, firmId, timer.matterId);
    const { rateCents } = await defaultRateFor(tx, firmId, identity.userId);
    const amountCents = computeAmountCents(hoursTenths, rateCents);
    const entryId = await insertTimeEntry(tx, {
      firmId,
      matterId: matter.id,
      userId: identity.userId,
      workedOn: johannesburgTodaySql,
      description,
      hoursTenths,
      rateCents,
      amountCents,
    });
    await deleteRunningTimer(tx, timer.id);
    await touchMatterAndClient(tx, firmId, matter);
    await recordAuditEvent(tx, {
      action: TIME_AUDIT_ACTIONS.timerStopped,
      firmId,
      userId: identity.userId,
      entityType: "time_entry",
      entityId: entryId,
      ipAddress: identity.ipAddress,
      data: {
        ...auditDataOf(matter, { hoursTenths, amountCents, description }),
        elapsedSeconds: Math.floor(timer.elapsedSeconds),
      },
    });
    return readTimeEntry(tx, firmId, entryId);
  });
}

export async function discardTimer(deps: TimeServiceDeps, identity: FirmIdentity): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const timer = await requireRunningTimer(tx, identity, { lock: true });
    await deleteRunningTimer(tx, timer.id);
  });
}
