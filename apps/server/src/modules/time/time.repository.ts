import type { TMatterStatus, TTimeEntryFilters } from "@inkundla/shared";
import { and, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { timeEntryTable } from "./time.tables.ts";

/** The matter facts time recording needs. */
export type MatterForTime = {
  id: string;
  clientId: string;
  title: string;
  reference: string;
  status: TMatterStatus;
};

/** One time entry with the names the list shows. */
export type TimeEntryRecord = {
  id: string;
  firmId: string;
  matterId: string;
  matterTitle: string;
  matterReference: string;
  userId: string;
  userName: string;
  workedOn: string;
  description: string;
  hoursTenths: number;
  rateCents: number;
  amountCents: number;
  billedAt: Date | null;
};

/** "Thandi Ndlovu", or the account name or e-mail when the person has no first and last name. */
export const personNameSql = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${userTable.firstName}, ${userTable.lastName})), ''),
  nullif(${userTable.name}, ''),
  ${userTable.email}
)`;

/** The firm's matter, or null for another firm's or an unknown id. */
export async function findMatterForTime(
  db: DbExecutor,
  firmId: string,
  matterId: string,
): Promise<MatterForTime | null> {
  const rows = await db
    .select({
      id: matterTable.id,
      clientId: matterTable.clientId,
      title: matterTable.title,
      reference: matterTable.reference,
      status: matterTable.status,
    })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's own rate (null when unset) and the firm's default, in cents per hour. */
export async function findRateSettings(
  db: DbExecutor,
  firmId: string,
  userId: string,
): Promise<{ memberRateCents: number | null; firmDefaultRateCents: number }> {
  const rows = await db
    .select({
      memberRateCents: firmMemberTable.hourlyRateCents,
      firmDefaultRateCents: firmTable.defaultHourlyRateCents,
    })
    .from(firmTable)
    .leftJoin(
      firmMemberTable,
      and(eq(firmMemberTable.firmId, firmTable.id), eq(firmMemberTable.userId, userId)),
    )
    .where(eq(firmTable.id, firmId))
    .limit(1);
  const row = rows[0];
  return {
    memberRateCents: row?.memberRateCents ?? null,
    firmDefaultRateCents: row?.firmDefaultRateCents ?? 0,
  };
}

/** The time, matter and client were just worked on: the lists' "last activity" and "last contact". */
export async function touchMatterAndClient(db: DbExecutor, matter: { id: string; clientId: string }) {
  await db.update(matterTable).set({ lastActivityAt: sql`now()` }).where(eq(matterTable.id, matter.id));
  await db.update(clientTable).set({ lastContactAt: sql`now()` }).where(eq(clientTable.id, matter.clientId));
}

export async function insertTimeEntry(
  db: DbExecutor,
  entry: {
    firmId: string;
    matterId: string;
    userId: string;
    workedOn: string | SQL;
    description: string;
    hoursTenths: number;
    rateCents: number;
    amountCents: number;
  },
): Promise<string> {
  const [row] = await db.insert(timeEntryTable).values(entry).returning({ id: timeEntryTable.id });
  if (!row) throw new Error("insertTimeEntry returned no row");
  return row.id;
}

const timeEntryColumns = {
  id: timeEntryTable.id,
  firmId: timeEntryTable.firmId,
  matterId: timeEntryTable.matterId,
  matterTitle: matterTable.title,
  matterReference: matterTable.reference,
  userId: timeEntryTable.userId,
  userName: personNameSql,
  workedOn: timeEntryTable.workedOn,
  description: timeEntryTable.description,
  hoursTenths: timeEntryTable.hoursTenths,
  rateCents: timeEntryTable.rateCents,
  amountCents: timeEntryTable.amountCents,
  billedAt: timeEntryTable.billedAt,
};

/** One of the firm's entries; `lock` holds it for the caller's transaction (edit, delete). */
export async function findTimeEntry(
  db: DbExecutor,
  firmId: string,
  entryId: string,
  options: { lock?: boolean } = {},
): Promise<TimeEntryRecord | null> {
  const query = db
    .select(timeEntryColumns)
    .from(timeEntryTable)
    .innerJoin(matterTable, eq(matterTable.id, timeEntryTable.matterId))
    .innerJoin(userTable, eq(userTable.id, timeEntryTable.userId))
    .where(and(eq(timeEntryTable.firmId, firmId), eq(timeEntryTable.id, entryId)))
    .limit(1);
  const rows = options.lock ? await query.for("update", { of: timeEntryTable }) : await query;
  return rows[0] ?? null;
}

export async function updateTimeEntry(
  db: DbExecutor,
  entryId: string,
  changes: {
    matterId: string;
    workedOn: string;
    description: string;
    hoursTenths: number;
    rateCents: number;
    amountCents: number;
  },
): Promise<void> {
  await db
    .update(timeEntryTable)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(timeEntryTable.id, entryId), isNull(timeEntryTable.billedAt)));
}

export async function deleteTimeEntry(db: DbExecutor, entryId: string): Promise<void> {
  await db.delete(timeEntryTable).where(and(eq(timeEntryTable.id, entryId), isNull(timeEntryTable.billedAt)));
}

/** Case- and accent-insensitive "contains" on the description, served by its trigram index. */
function descriptionContains(term: string): SQL {
  const pattern = sql`'%' || inkundla_fold(${escapeLikePattern(term)}) || '%'`;
  return sql`inkundla_fold(${timeEntryTable.description}) like ${pattern}`;
}

/** The entry's matter has a matching title: searched once per matter (trigram index), not per entry. */
function matterTitleContains(firmId: string, term: string): SQL {
  return sql`${timeEntryTable.matterId} in (
    select ${matterTable.id} from ${matterTable}
    where ${matterTable.firmId} = ${firmId}
      and inkundla_fold(${matterTable.title}) like '%' || inkundla_fold(${escapeLikePattern(term)}) || '%'
  )`;
}

function filterConditions(firmId: string, filters: TTimeEntryFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(timeEntryTable.firmId, firmId)];
  if (filters.matterId) conditions.push(eq(timeEntryTable.matterId, filters.matterId));
  if (filters.userId) conditions.push(eq(timeEntryTable.userId, filters.userId));
  if (filters.clientId) {
    conditions.push(
      sql`${timeEntryTable.matterId} in (select ${matterTable.id} from ${matterTable} where ${matterTable.firmId} = ${firmId} and ${matterTable.clientId} = ${filters.clientId})`,
    );
  }
  if (filters.billed === true) conditions.push(isNotNull(timeEntryTable.billedAt));
  if (filters.billed === false) conditions.push(isNull(timeEntryTable.billedAt));
  if (filters.from) conditions.push(gte(timeEntryTable.workedOn, filters.from));
  if (filters.to) conditions.push(lte(timeEntryTable.workedOn, filters.to));
  if (filters.search) {
    // A union of two indexed searches (trigram on descriptions; entries of matters whose title
    // matches), rather than an OR that the planner can only answer by scanning every entry.
    conditions.push(sql`${timeEntryTable.id} in (
      select ${timeEntryTable.id} from ${timeEntryTable}
       where ${timeEntryTable.firmId} = ${firmId} and ${descriptionContains(filters.search)}
      union
      select ${timeEntryTable.id} from ${timeEntryTable}
       where ${timeEntryTable.firmId} = ${firmId} and ${matterTitleContains(firmId, filters.search)}
    )`);
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A page of the firm's entries, newest first (by date of work, then by when they were logged). */
export async function listTimeEntries(
  db: DbExecutor,
  firmId: string,
  filters: TTimeEntryFilters,
  page: { limit: number; offset: number },
): Promise<TimeEntryRecord[]> {
  const newestFirst = [
    desc(timeEntryTable.workedOn),
    desc(timeEntryTable.createdAt),
    desc(timeEntryTable.id),
  ];
  // The page's ids first, walking the (firm_id, worked_on, created_at, id) index; then the matter and
  // person joins for those rows only, so a deep page does not join every row it skips.
  const pageIds = db
    .select({ pageId: timeEntryTable.id })
    .from(timeEntryTable)
    .where(and(...filterConditions(firmId, filters)))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  return db
    .select(timeEntryColumns)
    .from(timeEntryTable)
    .innerJoin(pageIds, eq(pageIds.pageId, timeEntryTable.id))
    .innerJoin(matterTable, eq(matterTable.id, timeEntryTable.matterId))
    .innerJoin(userTable, eq(userTable.id, timeEntryTable.userId))
    .orderBy(...newestFirst);
}

/** How many entries match, and their totals. */
export async function summarizeTimeEntries(
  db: DbExecutor,
  firmId: string,
  filters: TTimeEntryFilters,
): Promise<{
  entryCount: number;
  hoursTenths: number;
  amountCents: number;
  unbilledHoursTenths: number;
  unbilledAmountCents: number;
}> {
  const query = db
    .select({
      entryCount: sql<string>`count(*)`,
      hoursTenths: sql<string>`coalesce(sum(${timeEntryTable.hoursTenths}), 0)`,
      amountCents: sql<string>`coalesce(sum(${timeEntryTable.amountCents}), 0)`,
      unbilledHoursTenths: sql<string>`coalesce(sum(${timeEntryTable.hoursTenths}) filter (where ${timeEntryTable.billedAt} is null), 0)`,
      unbilledAmountCents: sql<string>`coalesce(sum(${timeEntryTable.amountCents}) filter (where ${timeEntryTable.billedAt} is null), 0)`,
    })
    .from(timeEntryTable);
  const [row] = await query.where(and(...filterConditions(firmId, filters)));
  return {
    entryCount: Number(row?.entryCount ?? 0),
    hoursTenths: Number(row?.hoursTenths ?? 0),
    amountCents: Number(row?.amountCents ?? 0),
    unbilledHoursTenths: Number(row?.unbilledHoursTenths ?? 0),
    unbilledAmountCents: Number(row?.unbilledAmountCents ?? 0),
  };
}

/** Just the number of matching entries (the X-Total-Count of a page). */
export async function countTimeEntries(
  db: DbExecutor,
  firmId: string,
  filters: TTimeEntryFilters,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(timeEntryTable)
    .where(and(...filterConditions(firmId, filters)));
  return Number(row?.count ?? 0);
}
