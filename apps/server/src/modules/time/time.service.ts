import {
  encodeListCursor,
  isCursorDate,
  isCursorTimestamp,
  isCursorUuid,
  planOffsetPage,
  type TCreateTimeEntryRequest,
  type TDefaultTimeRate,
  type TListCursor,
  type TTimeEntry,
  type TTimeEntryFilters,
  type TTimeEntrySummary,
  type TUpdateTimeEntryRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { timeError } from "./time.errors.ts";
import {
  countTimeEntries,
  deleteTimeEntry as deleteTimeEntryRow,
  findMatterForTime,
  findRateSettings,
  findTimeEntry,
  insertTimeEntry,
  listTimeEntries as listTimeEntryRows,
  type MatterForTime,
  summarizeTimeEntries,
  type TimeEntryListRow,
  type TimeEntryRecord,
  type TimeEntrySortKey,
  touchMatterAndClient,
  updateTimeEntry as updateTimeEntryRow,
} from "./time.repository.ts";
import { chooseDefaultRate, computeAmountCents, hoursToTenths, tenthsToHours } from "./time.rules.ts";

export type TimeServiceDeps = { db: Db };

export const TIME_AUDIT_ACTIONS = {
  entryCreated: "time_entry.created",
  entryUpdated: "time_entry.updated",
  entryDeleted: "time_entry.deleted",
  timerStopped: "timer.stopped",
} as const;

export function toTimeEntry(record: TimeEntryRecord): TTimeEntry {
  return {
    id: record.id,
    date: record.workedOn,
    matterId: record.matterId,
    matterTitle: record.matterTitle,
    matterReference: record.matterReference,
    description: record.description,
    hours: tenthsToHours(record.hoursTenths),
    rateCents: record.rateCents,
    amountCents: record.amountCents,
    billed: record.billedAt !== null,
    userId: record.userId,
    userName: record.userName,
  };
}

/** The firm's matter that time may be logged on: 404 for any other, 409 once it is closed. */
export async function requireOpenMatter(db: DbExecutor, firmId: string, matterId: string) {
  const matter = isUuid(matterId) ? await findMatterForTime(db, firmId, matterId) : null;
  if (!matter) throw timeError("matter_not_found");
  if (matter.status === "closed") throw timeError("matter_closed");
  return matter;
}

export async function defaultRateFor(db: DbExecutor, firmId: string, userId: string) {
  const settings = await findRateSettings(db, firmId, userId);
  return chooseDefaultRate(settings.memberRateCents, settings.firmDefaultRateCents);
}

export async function readTimeEntry(db: DbExecutor, firmId: string, entryId: string): Promise<TTimeEntry> {
  const record = await findTimeEntry(db, firmId, entryId);
  if (!record) throw new Error(`time entry ${entryId} vanished inside its own transaction`);
  return toTimeEntry(record);
}

/** What the audit trail keeps of an entry, so the activity log reads well after it is gone. */
export function auditDataOf(
  matter: Pick<MatterForTime, "title" | "reference">,
  entry: { hoursTenths: number; amountCents: number; description: string; workedOn?: string },
) {
  return {
    matterTitle: matter.title,
    matterReference: matter.reference,
    hours: tenthsToHours(entry.hoursTenths),
    amountCents: entry.amountCents,
    description: entry.description.slice(0, 200),
    ...(entry.workedOn ? { date: entry.workedOn } : {}),
  };
}

/** The time list has one order; its cursors say so, and carry the last entry's date, log time and id. */
const TIME_LIST_SORT = { sort: "newest", order: "desc" } as const;

function cursorAfter(row: TimeEntryListRow): string {
  const { workedOn, createdAt, id } = row.sortKey;
  return encodeListCursor({ ...TIME_LIST_SORT, key: [workedOn, createdAt, id] });
}

function sortKeyOfCursor(cursor: TListCursor): TimeEntrySortKey {
  const [workedOn, createdAt, id] = cursor.key;
  const isOurs =
    cursor.sort === TIME_LIST_SORT.sort &&
    cursor.order === TIME_LIST_SORT.order &&
    cursor.key.length === 3 &&
    isCursorDate(workedOn) &&
    isCursorTimestamp(createdAt) &&
    isCursorUuid(id);
  if (!isOurs) throw timeError("invalid_cursor");
  return { workedOn, createdAt, id };
}

/**
 * A page of the firm's time, newest first, with the exact total and, when more follow, the cursor of
 * the next page. Pages go by `offset` (the screens' page numbers) or by `cursor` (keyset paging, as
 * cheap on page 4,000 as on page 2).
 */
export async function listTimeEntries(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  query: TTimeEntryFilters & { limit: number; offset: number; cursor?: TListCursor | undefined },
): Promise<{ entries: TTimeEntry[]; total: number; nextCursor: string | null }> {
  const { limit, offset, cursor, ...filters } = query;
  const { firmId } = identity.membership;
  if (cursor && offset > 0) throw timeError("cursor_with_offset");
  const after = cursor ? sortKeyOfCursor(cursor) : null;
  // Counted first: a search that matches nothing (or a page past the end) skips the second scan.
  const total = await countTimeEntries(deps.db, firmId, filters);
  if (total === 0 || (!after && offset >= total)) return { entries: [], total, nextCursor: null };
  let rows: TimeEntryListRow[];
  let hasMore: boolean;
  if (after) {
    // One row more than the page shows, to know whether another page follows.
    const found = await listTimeEntryRows(deps.db, firmId, filters, { limit: limit + 1, after });
    rows = found.slice(0, limit);
    hasMore = found.length > limit;
  } else {
    rows = await listTimeEntryRows(deps.db, firmId, filters, planOffsetPage(total, offset, limit));
    hasMore = offset + rows.length < total;
  }
  const last = rows.at(-1);
  return {
    entries: rows.map(toTimeEntry),
    total,
    nextCursor: hasMore && last ? cursorAfter(last) : null,
  };
}

export async function summarizeFirmTime(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  filters: TTimeEntryFilters,
): Promise<TTimeEntrySummary> {
  const totals = await summarizeTimeEntries(deps.db, identity.membership.firmId, filters);
  return {
    entryCount: totals.entryCount,
    hours: tenthsToHours(totals.hoursTenths),
    amountCents: totals.amountCents,
    unbilledHours: tenthsToHours(totals.unbilledHoursTenths),
    unbilledAmountCents: totals.unbilledAmountCents,
  };
}

export async function getDefaultRate(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
): Promise<TDefaultTimeRate> {
  return defaultRateFor(deps.db, identity.membership.firmId, identity.userId);
}

export async function createTimeEntry(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  input: TCreateTimeEntryRequest,
): Promise<TTimeEntry> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const matter = await requireOpenMatter(tx, firmId, input.matterId);
    const rateCents = input.rateCents ?? (await defaultRateFor(tx, firmId, identity.userId)).rateCents;
    const hoursTenths = hoursToTenths(input.hours);
    const amountCents = computeAmountCents(hoursTenths, rateCents);
    const entryId = await insertTimeEntry(tx, {
      firmId,
      matterId: matter.id,
      userId: identity.userId,
      workedOn: input.date,
      description: input.description,
      hoursTenths,
      rateCents,
      amountCents,
    });
    await touchMatterAndClient(tx, firmId, matter);
    await recordAuditEvent(tx, {
      action: TIME_AUDIT_ACTIONS.entryCreated,
      firmId,
      userId: identity.userId,
      entityType: "time_entry",
      entityId: entryId,
      ipAddress: identity.ipAddress,
      data: auditDataOf(matter, {
        hoursTenths,
        amountCents,
        description: input.description,
        workedOn: input.date,
      }),
    });
    return readTimeEntry(tx, firmId, entryId);
  });
}

/** The entry, locked, once the caller may change it: visible (404), theirs or the owner's (403), unbilled (409). */
async function lockChangeableEntry(tx: DbExecutor, identity: FirmIdentity, entryId: string) {
  const entry = isUuid(entryId)
    ? await findTimeEntry(tx, identity.membership.firmId, entryId, { lock: true })
    : null;
  if (!entry) throw timeError("time_entry_not_found");
  if (entry.userId !== identity.userId && !identity.membership.isOwner) throw timeError("not_entry_author");
  if (entry.billedAt !== null) throw timeError("time_entry_billed");
  return entry;
}

export async function updateTimeEntry(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  entryId: string,
  input: TUpdateTimeEntryRequest,
): Promise<TTimeEntry> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const entry = await lockChangeableEntry(tx, identity, entryId);
    const previousMatter = await findMatterForTime(tx, firmId, entry.matterId);
    if (!previousMatter) throw timeError("matter_not_found");
    const isMoving = input.matterId !== undefined && input.matterId !== entry.matterId;
    const matter = isMoving ? await requireOpenMatter(tx, firmId, input.matterId as string) : previousMatter;
    const hoursTenths = input.hours === undefined ? entry.hoursTenths : hoursToTenths(input.hours);
    const rateCents = input.rateCents ?? entry.rateCents;
    const changes = {
      matterId: matter.id,
      workedOn: input.date ?? entry.workedOn,
      description: input.description ?? entry.description,
      hoursTenths,
      rateCents,
      amountCents: computeAmountCents(hoursTenths, rateCents),
    };
    await updateTimeEntryRow(tx, entry.id, changes);
    await touchMatterAndClient(tx, firmId, matter);
    if (isMoving) await touchMatterAndClient(tx, firmId, previousMatter);
    await recordAuditEvent(tx, {
      action: TIME_AUDIT_ACTIONS.entryUpdated,
      firmId,
      userId: identity.userId,
      entityType: "time_entry",
      entityId: entry.id,
      ipAddress: identity.ipAddress,
      data: auditDataOf(matter, changes),
    });
    return readTimeEntry(tx, firmId, entry.id);
  });
}

export async function deleteTimeEntry(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  entryId: string,
): Promise<void> {
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const entry = await lockChangeableEntry(tx, identity, entryId);
    await deleteTimeEntryRow(tx, entry.id);
    const matter = await findMatterForTime(tx, firmId, entry.matterId);
    if (matter) await touchMatterAndClient(tx, firmId, matter);
    await recordAuditEvent(tx, {
      action: TIME_AUDIT_ACTIONS.entryDeleted,
      firmId,
      userId: identity.userId,
      entityType: "time_entry",
      entityId: entry.id,
      ipAddress: identity.ipAddress,
      data: {
        ...auditDataOf(
          { title: entry.matterTitle, reference: entry.matterReference },
          { ...entry, workedOn: entry.workedOn },
        ),
        authorName: entry.userName,
      },
    });
  });
}
