import { CURSOR_TIMESTAMP_FORMAT, type TMatterStatus, type TTimeEntryFilters } from "@inkundla/shared";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { userTable } from "../auth/auth.tables.ts";
import { touchClientContact } from "../clients/index.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { touchMatter } from "../matters/index.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { firmTimeMonthTable, timeEntryTable } from "./time.tables.ts";

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
export async function touchMatterAndClient(
  db: DbExecutor,
  firmId: string,
  matter: { id: string; clientId: string },
): Promise<void> {
  await touchMatter(db, firmId, matter.id);
  await touchClientContact(db, firmId, matter.clientId);
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

/** Case- and accent-insensitive "contains" on the stored folded description (trigram-indexed). */
function descriptionContains(pattern: SQL): SQL {
  return sql`${timeEntryTable.descriptionFolded} like ${pattern}`;
}

/**
 * The entry's matter has a matching title. The matters are found first (trigram index on their
 * folded titles) and handed over as an array, which the index on time_entry.matter_id can answer and
 * PostgreSQL can OR with the description's index; `matter_id in (select …)` could only be checked row
 * by row.
 */
function matterTitleContains(firmId: string, pattern: SQL): SQL {
  return sql`${timeEntryTable.matterId} = any(array(
    select ${matterTable.id} from ${matterTable}
    where ${matterTable.firmId} = ${firmId} and ${matterTable.titleFolded} like ${pattern}
  ))`;
}

/** What a search's words must be in: `'%words%'`, folded as the stored titles and descriptions are. */
function searchPattern(search: string): SQL {
  return sql`'%' || inkundla_fold(${escapeLikePattern(search)}) || '%'`;
}

function filterConditions(firmId: string, filters: TTimeEntryFilters): SQL[] {
  const conditions = conditionsBesideSearch(firmId, filters);
  if (filters.search) {
    const pattern = searchPattern(filters.search);
    conditions.push(sql`(${descriptionContains(pattern)} or ${matterTitleContains(firmId, pattern)})`);
  }
  return conditions;
}

/**
 * The entries the filters match, as parts no entry is in twice, for counting and summing: without a
 * search, one; with one, the entries whose description has the words, and those whose matter's title
 * has them but description does not. Each part is found through its own index. As one condition (the
 * two ORed, as a page of the list reads them) every entry found through its matter was checked
 * against the array of matching matters one element after another: "court", in 20,000 of the large
 * firm's matter titles, took 2.8 s to count.
 */
function disjointMatches(firmId: string, filters: TTimeEntryFilters): SQL[] {
  const conditions = conditionsBesideSearch(firmId, filters);
  if (!filters.search) return [sql.join(conditions, sql` and `)];
  const pattern = searchPattern(filters.search);
  return [
    sql.join([...conditions, descriptionContains(pattern)], sql` and `),
    sql.join(
      [
        ...conditions,
        matterTitleContains(firmId, pattern),
        sql`not coalesce(${descriptionContains(pattern)}, false)`,
      ],
      sql` and `,
    ),
  ];
}

function conditionsBesideSearch(firmId: string, filters: TTimeEntryFilters): SQL[] {
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
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** True when no filter narrows the list, so the firm's kept totals answer instead of a count. */
function isUnfiltered(filters: TTimeEntryFilters): boolean {
  return (
    !filters.matterId &&
    !filters.userId &&
    !filters.clientId &&
    filters.billed === undefined &&
    !filters.from &&
    !filters.to &&
    !filters.search
  );
}

/** The list's order, newest first: date of work, when it was logged, then the id as a tie-break. */
export type TimeEntrySortKey = { workedOn: string; createdAt: string; id: string };

/** A listed entry with its place in the list's order (the key a cursor after it carries). */
export type TimeEntryListRow = TimeEntryRecord & { sortKey: TimeEntrySortKey };

/** Which rows a page holds: `offset` rows in from one end of the list, or the rows after a key. */
export type TimeEntryPage =
  | { limit: number; offset: number; isFromEnd: boolean }
  | { limit: number; after: TimeEntrySortKey };

/**
 * The ids of an unfiltered page `offset` entries in from one end, without walking past every entry
 * before it: the firm's monthly counts (exact, kept in every writing transaction, read in the same
 * snapshot as the entries) say in which month of work the page starts and how many entries of that
 * month come before it, so the walk starts at that month's edge and skips at most one month's entries.
 */
function pageIdsPastWholeMonths(
  firmId: string,
  page: { limit: number; offset: number; isFromEnd: boolean },
): SQL {
  const direction = sql.raw(page.isFromEnd ? "asc" : "desc");
  const monthEdge = page.isFromEnd
    ? sql`${timeEntryTable.workedOn} >= (select month from start)`
    : sql`${timeEntryTable.workedOn} < (select (month + interval '1 month')::date from start)`;
  return sql`with months as (
      select ${firmTimeMonthTable.month} as month,
             coalesce(sum(${firmTimeMonthTable.entryCount}) over (
               order by ${firmTimeMonthTable.month} ${direction}
               rows between unbounded preceding and 1 preceding), 0) as before
        from ${firmTimeMonthTable}
       where ${firmTimeMonthTable.firmId} = ${firmId} and ${firmTimeMonthTable.entryCount} > 0
    ), start as (
      select month, before from months where before <= ${page.offset} order by before desc limit 1
    )
    select ${timeEntryTable.id} from ${timeEntryTable}
     where ${timeEntryTable.firmId} = ${firmId} and ${monthEdge}
     order by ${timeEntryTable.workedOn} ${direction}, ${timeEntryTable.createdAt} ${direction},
              ${timeEntryTable.id} ${direction}
     limit ${page.limit} offset (select ${page.offset} - before from start)`;
}

/**
 * A page of the firm's entries, newest first (by date of work, then by when they were logged). A page
 * counted from the end is read oldest first through the same index and turned round; a page after a
 * key starts right there in the index (keyset paging), however deep it is.
 */
export async function listTimeEntries(
  db: DbExecutor,
  firmId: string,
  filters: TTimeEntryFilters,
  page: TimeEntryPage,
): Promise<TimeEntryListRow[]> {
  const isOldestFirst = "isFromEnd" in page && page.isFromEnd;
  const direction = isOldestFirst ? asc : desc;
  const order = [
    direction(timeEntryTable.workedOn),
    direction(timeEntryTable.createdAt),
    direction(timeEntryTable.id),
  ];
  const conditions = filterConditions(firmId, filters);
  if ("after" in page) {
    conditions.push(
      sql`(${timeEntryTable.workedOn}, ${timeEntryTable.createdAt}, ${timeEntryTable.id})
        < (${page.after.workedOn}::date, ${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  // The page's ids first, walking the (firm_id, worked_on, created_at, id) index; then the matter and
  // person joins for those rows only, so a deep page does not join every row it skips (the ids go in
  // as an array, fetched by primary key).
  const pageIds =
    "offset" in page && page.offset > 0 && isUnfiltered(filters)
      ? pageIdsPastWholeMonths(firmId, page)
      : db
          .select({ id: timeEntryTable.id })
          .from(timeEntryTable)
          .where(and(...conditions))
          .orderBy(...order)
          .limit(page.limit)
          .offset("offset" in page ? page.offset : 0);
  const rows = await db
    .select({
      ...timeEntryColumns,
      createdAtKey: sql<string>`to_char(${timeEntryTable.createdAt} at time zone 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`,
    })
    .from(timeEntryTable)
    .innerJoin(matterTable, eq(matterTable.id, timeEntryTable.matterId))
    .innerJoin(userTable, eq(userTable.id, timeEntryTable.userId))
    .where(sql`${timeEntryTable.id} = any(array(${pageIds}))`)
    .orderBy(...order);
  if (isOldestFirst) rows.reverse();
  return rows.map(({ createdAtKey, ...record }) => ({
    ...record,
    sortKey: { workedOn: record.workedOn, createdAt: createdAtKey, id: record.id },
  }));
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
  const summed = sql`${timeEntryTable.hoursTenths}, ${timeEntryTable.amountCents}, ${timeEntryTable.billedAt}`;
  const parts = disjointMatches(firmId, filters).map(
    (matches) => sql`select ${summed} from ${timeEntryTable} where ${matches}`,
  );
  const [row] = await queryRows<{
    entry_count: string;
    hours_tenths: string;
    amount_cents: string;
    unbilled_hours_tenths: string;
    unbilled_amount_cents: string;
  }>(
    db,
    sql`select count(*) as entry_count,
               coalesce(sum(m.hours_tenths), 0) as hours_tenths,
               coalesce(sum(m.amount_cents), 0) as amount_cents,
               coalesce(sum(m.hours_tenths) filter (where m.billed_at is null), 0) as unbilled_hours_tenths,
               coalesce(sum(m.amount_cents) filter (where m.billed_at is null), 0) as unbilled_amount_cents
          from (${sql.join(parts, sql` union all `)}) as m`,
  );
  return {
    entryCount: Number(row?.entry_count ?? 0),
    hoursTenths: Number(row?.hours_tenths ?? 0),
    amountCents: readCents(row?.amount_cents ?? 0),
    unbilledHoursTenths: Number(row?.unbilled_hours_tenths ?? 0),
    unbilledAmountCents: readCents(row?.unbilled_amount_cents ?? 0),
  };
}

/**
 * Just the number of matching entries (the X-Total-Count of a page). Without filters it is the sum of
 * the firm's monthly totals, which triggers keep exact in every writing transaction: a dozen rows
 * instead of counting 200,000 entries.
 */
export async function countTimeEntries(
  db: DbExecutor,
  firmId: string,
  filters: TTimeEntryFilters,
): Promise<number> {
  if (isUnfiltered(filters)) {
    const [row] = await db
      .select({ count: sql<string>`coalesce(sum(${firmTimeMonthTable.entryCount}), 0)` })
      .from(firmTimeMonthTable)
      .where(eq(firmTimeMonthTable.firmId, firmId));
    return Number(row?.count ?? 0);
  }
  const counts = disjointMatches(firmId, filters).map(
    (matches) => sql`(select count(*) from ${timeEntryTable} where ${matches})`,
  );
  const [row] = await queryRows<{ count: string }>(db, sql`select ${sql.join(counts, sql` + `)} as count`);
  return Number(row?.count ?? 0);
}

/** Issuing: the invoice's time entries are billed, and no longer change (the time API refuses). */
export async function markTimeEntriesBilled(
  db: DbExecutor,
  invoiceId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(timeEntryTable)
    .set({ billedAt: sql`now()`, invoiceId, updatedAt: sql`now()` })
    .where(and(inArray(timeEntryTable.id, [...ids]), isNull(timeEntryTable.billedAt)));
}

/** Voiding an invoice: the time it billed is unbilled again and may go on a new invoice. */
export async function releaseInvoicedTimeEntries(db: DbExecutor, invoiceId: string): Promise<number> {
  const entries = await db
    .update(timeEntryTable)
    .set({ billedAt: null, invoiceId: null, updatedAt: sql`now()` })
    .where(eq(timeEntryTable.invoiceId, invoiceId))
    .returning({ id: timeEntryTable.id });
  return entries.length;
}
