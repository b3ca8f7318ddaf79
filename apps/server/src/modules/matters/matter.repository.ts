import {
  CURSOR_TIMESTAMP_FORMAT,
  isCursorDate,
  isCursorTimestamp,
  isCursorUuid,
  type TConflictDecision,
  type TMatterListQuery,
  type TMatterStatus,
} from "@inkundla/shared";
import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { planTable } from "../plans/plans.tables.ts";
import {
  firmMatterCountTable,
  matterPartyTable,
  matterReferenceCounterTable,
  matterStatusChangeTable,
  matterTable,
  type StoredConflictCheck,
} from "./matter.tables.ts";

/** A person's name as the screens show it: first and last name, or the e-mail address. */
export type PersonName = { firstName: string | null; lastName: string | null; email: string };

export type MatterRecord = {
  id: string;
  firmId: string;
  clientId: string;
  clientName: string;
  reference: string;
  title: string;
  type: string;
  status: TMatterStatus;
  responsibleUserId: string | null;
  responsible: PersonName | null;
  description: string | null;
  openedOn: string;
  closedAt: Date | null;
  conflictCheck: StoredConflictCheck | null;
  conflictDecision: TConflictDecision | null;
  lastActivityAt: Date;
  createdAt: Date;
};

export const PARTY_KINDS = { opposing: "opposing_party", other: "other_party" } as const;

const matterColumns = {
  id: matterTable.id,
  firmId: matterTable.firmId,
  clientId: matterTable.clientId,
  clientName: clientTable.name,
  reference: matterTable.reference,
  title: matterTable.title,
  type: matterTable.type,
  status: matterTable.status,
  responsibleUserId: matterTable.responsibleUserId,
  responsibleFirstName: userTable.firstName,
  responsibleLastName: userTable.lastName,
  responsibleEmail: userTable.email,
  description: matterTable.description,
  openedOn: matterTable.openedOn,
  closedAt: matterTable.closedAt,
  conflictCheck: matterTable.conflictCheck,
  conflictDecision: matterTable.conflictDecision,
  lastActivityAt: matterTable.lastActivityAt,
  createdAt: matterTable.createdAt,
};

/** The matter with its client's name and its responsible person, ready for a where clause. */
function selectMatters(db: DbExecutor) {
  return db
    .select(matterColumns)
    .from(matterTable)
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
    .leftJoin(userTable, eq(userTable.id, matterTable.responsibleUserId))
    .$dynamic();
}

type MatterRow = Awaited<ReturnType<typeof selectMatters>>[number];

function toMatterRecord(row: MatterRow): MatterRecord {
  const { responsibleFirstName, responsibleLastName, responsibleEmail, ...matter } = row;
  return {
    ...matter,
    responsible: responsibleEmail
      ? { firstName: responsibleFirstName, lastName: responsibleLastName, email: responsibleEmail }
      : null,
  };
}

function listConditions(firmId: string, query: TMatterListQuery): SQL[] {
  const conditions: SQL[] = [eq(matterTable.firmId, firmId)];
  if (query.search) {
    const pattern = `%${escapeLikePattern(query.search)}%`;
    // Three indexed conditions PostgreSQL can OR together (a bitmap per trigram index): the stored
    // folded title, the reference, and the matters of clients whose folded name matches. The clients
    // are found first and handed over as an array, which the index on matter.client_id answers.
    conditions.push(sql`(
      ${matterTable.titleFolded} like inkundla_fold(${pattern})
      or lower(${matterTable.reference}) like lower(${pattern})
      or ${matterTable.clientId} = any(array(
        select searched_client.id from client as searched_client
         where searched_client.firm_id = ${firmId}
           and searched_client.name_folded like inkundla_fold(${pattern})
      ))
    )`);
  }
  if (query.status) conditions.push(eq(matterTable.status, query.status));
  if (query.clientId) conditions.push(eq(matterTable.clientId, query.clientId));
  if (query.responsibleUserId) conditions.push(eq(matterTable.responsibleUserId, query.responsibleUserId));
  return conditions;
}

type SortDirection = "asc" | "desc";

/** The direction a sort runs in when the query names none: titles A to Z, everything else newest first. */
export function matterSortOrder(query: Pick<TMatterListQuery, "sort" | "order">): SortDirection {
  return query.order ?? (query.sort === "title" ? "asc" : "desc");
}

/**
 * The columns a sort orders by, the last one making the order total (no two rows tie), with each
 * column's value as text for a cursor and the type to read it back as.
 */
type SortColumn = { column: SQL | AnyColumn; keyText: SQL<string>; type: string };

function sortColumnsOf(sort: TMatterListQuery["sort"]): [SortColumn, SortColumn] {
  const id = { column: matterTable.id, keyText: sql<string>`${matterTable.id}::text`, type: "uuid" };
  switch (sort) {
    case "lastActivity":
      return [
        {
          column: matterTable.lastActivityAt,
          keyText: sql<string>`to_char(${matterTable.lastActivityAt} at time zone 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`,
          type: "timestamptz",
        },
        id,
      ];
    case "title":
      return [{ column: matterTable.title, keyText: sql<string>`${matterTable.title}`, type: "text" }, id];
    case "reference":
      return [
        { column: matterTable.reference, keyText: sql<string>`${matterTable.reference}`, type: "text" },
        id,
      ];
    case "openedOn":
      return [
        { column: matterTable.openedOn, keyText: sql<string>`${matterTable.openedOn}::text`, type: "date" },
        { column: matterTable.reference, keyText: sql<string>`${matterTable.reference}`, type: "text" },
      ];
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown matter sort ${String(unknownSort)}`);
    }
  }
}

/** Whether a cursor's key parts are what the sort's columns hold, so reading them back cannot fail. */
export function isMatterSortKey(sort: TMatterListQuery["sort"], key: (string | null)[]): key is string[] {
  const [first, second] = key;
  if (key.length !== 2 || typeof first !== "string" || typeof second !== "string") return false;
  switch (sort) {
    case "lastActivity":
      return isCursorTimestamp(first) && isCursorUuid(second);
    case "title":
    case "reference":
      return isCursorUuid(second);
    case "openedOn":
      return isCursorDate(first);
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown matter sort ${String(unknownSort)}`);
    }
  }
}

/** Which rows a page holds: `offset` rows in from one end of the list, or the rows after a key. */
export type MatterPage =
  | { limit: number; offset: number; isFromEnd: boolean }
  | { limit: number; after: string[] };

/** A listed matter with the text of its sort key (what a cursor after it carries). */
export type MatterListRow = MatterRecord & { sortKey: string[] };

/**
 * A page of the firm's matters in the query's order. A page counted from the end is read in the
 * opposite order through the same index and turned round; a page after a key starts right there in
 * the index (keyset paging), however deep it is.
 */
export async function listFirmMatters(
  db: DbExecutor,
  firmId: string,
  query: TMatterListQuery,
  page: MatterPage,
): Promise<MatterListRow[]> {
  const order = matterSortOrder(query);
  const isReversed = "isFromEnd" in page && page.isFromEnd;
  const direction = (order === "asc") !== isReversed ? asc : desc;
  const columns = sortColumnsOf(query.sort);
  const orderBy = columns.map(({ column }) => direction(column));
  const conditions = listConditions(firmId, query);
  if ("after" in page) {
    const keyColumns = sql.join(
      columns.map(({ column }) => sql`${column}`),
      sql`, `,
    );
    const keyValues = sql.join(
      columns.map(({ type }, index) => sql`${page.after[index]}::${sql.raw(type)}`),
      sql`, `,
    );
    conditions.push(sql`(${keyColumns}) ${sql.raw(order === "asc" ? ">" : "<")} (${keyValues})`);
  }
  // The page's ids first from the matter table alone, then the joins for those rows only (the ids go
  // in as an array, fetched by primary key).
  const pageIds = db
    .select({ id: matterTable.id })
    .from(matterTable)
    .where(and(...conditions))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset("offset" in page ? page.offset : 0);
  // The key as two plain text columns: parsing a text[] for every row cost more than the page's joins.
  const [firstKey, secondKey] = columns;
  const rows = await db
    .select({ ...matterColumns, sortKeyFirst: firstKey.keyText, sortKeySecond: secondKey.keyText })
    .from(matterTable)
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
    .leftJoin(userTable, eq(userTable.id, matterTable.responsibleUserId))
    .where(sql`${matterTable.id} = any(array(${pageIds}))`)
    .orderBy(...orderBy);
  if (isReversed) rows.reverse();
  return rows.map(({ sortKeyFirst, sortKeySecond, ...row }) => ({
    ...toMatterRecord(row),
    sortKey: [sortKeyFirst, sortKeySecond],
  }));
}

/**
 * How many matters the query finds (X-Total-Count). Without a search or a client or person filter
 * it reads the firm's counts per status, which triggers keep exact in every writing transaction.
 */
export async function countFirmMatters(
  db: DbExecutor,
  firmId: string,
  query: TMatterListQuery,
): Promise<number> {
  if (!query.search && !query.clientId && !query.responsibleUserId) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${firmMatterCountTable.total}), 0)` })
      .from(firmMatterCountTable)
      .where(
        and(
          eq(firmMatterCountTable.firmId, firmId),
          query.status ? eq(firmMatterCountTable.status, query.status) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ total: count() })
    .from(matterTable)
    .where(and(...listConditions(firmId, query)));
  return row?.total ?? 0;
}

export async function findFirmMatter(
  db: DbExecutor,
  firmId: string,
  matterId: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<MatterRecord | null> {
  const query = selectMatters(db)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  const rows = options.lockForUpdate ? await query.for("update", { of: matterTable }) : await query;
  return rows[0] ? toMatterRecord(rows[0]) : null;
}

/**
 * The firm's plan limit, with the firm row locked until the transaction ends: everything that may add
 * an active matter (opening, reopening) and plan changes queue behind it, so two of them cannot both
 * squeeze under the limit. "No key update" leaves inserts that merely reference the firm unblocked.
 */
export async function lockFirmForActiveMatters(
  db: DbExecutor,
  firmId: string,
): Promise<{ planName: string; activeMatterLimit: number | null; referencePrefix: string } | null> {
  const rows = await db
    .select({
      planName: planTable.name,
      activeMatterLimit: planTable.activeMatterLimit,
      referencePrefix: firmTable.matterReferencePrefix,
    })
    .from(firmTable)
    .innerJoin(planTable, eq(planTable.code, firmTable.subscriptionPlan))
    .where(eq(firmTable.id, firmId))
    .limit(1)
    .for("no key update", { of: firmTable });
  return rows[0] ?? null;
}

export async function countActiveFirmMatters(db: DbExecutor, firmId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.status, "active")));
  return row?.total ?? 0;
}

/**
 * The next number of the firm's year, taken in the caller's transaction: the counter row stays locked
 * until it commits, and a rollback gives the number back, so references are gapless and never repeat.
 */
export async function takeNextMatterNumber(db: DbExecutor, firmId: string, year: number): Promise<number> {
  const [row] = await db
    .insert(matterReferenceCounterTable)
    .values({ firmId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [matterReferenceCounterTable.firmId, matterReferenceCounterTable.year],
      set: { lastNumber: sql`${matterReferenceCounterTable.lastNumber} + 1` },
    })
    .returning({ lastNumber: matterReferenceCounterTable.lastNumber });
  if (!row) throw new Error("the matter reference counter returned no row");
  return row.lastNumber;
}

export async function insertMatter(
  db: DbExecutor,
  matter: Pick<
    typeof matterTable.$inferInsert,
    | "firmId"
    | "clientId"
    | "reference"
    | "title"
    | "type"
    | "responsibleUserId"
    | "description"
    | "openedOn"
    | "conflictCheck"
    | "conflictDecision"
    | "createdByUserId"
  >,
): Promise<string> {
  const [row] = await db.insert(matterTable).values(matter).returning({ id: matterTable.id });
  if (!row) throw new Error("insertMatter returned no row");
  return row.id;
}

export async function updateMatterRow(
  db: DbExecutor,
  matterId: string,
  values: Partial<
    Pick<
      typeof matterTable.$inferInsert,
      "title" | "type" | "responsibleUserId" | "description" | "status" | "closedAt"
    >
  >,
): Promise<void> {
  const now = new Date();
  await db
    .update(matterTable)
    .set({ ...values, lastActivityAt: now, updatedAt: now })
    .where(eq(matterTable.id, matterId));
}

/** Something happened on the matter (a note, time, a task): it moves to the top of the list. */
export async function touchMatter(db: DbExecutor, firmId: string, matterId: string): Promise<void> {
  await db
    .update(matterTable)
    .set({ lastActivityAt: new Date() })
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)));
}

export async function replaceMatterParties(
  db: DbExecutor,
  matter: { firmId: string; matterId: string },
  kind: (typeof PARTY_KINDS)[keyof typeof PARTY_KINDS],
  names: string[],
): Promise<void> {
  await db
    .delete(matterPartyTable)
    .where(and(eq(matterPartyTable.matterId, matter.matterId), eq(matterPartyTable.kind, kind)));
  if (names.length === 0) return;
  // One millisecond apart, so the parties read back in the order they were entered.
  const enteredAt = Date.now();
  await db.insert(matterPartyTable).values(
    names.map((name, index) => ({
      firmId: matter.firmId,
      matterId: matter.matterId,
      name,
      kind,
      createdAt: new Date(enteredAt + index),
    })),
  );
}

export async function listMatterParties(
  db: DbExecutor,
  matterId: string,
): Promise<{ id: string; name: string; kind: string }[]> {
  return db
    .select({ id: matterPartyTable.id, name: matterPartyTable.name, kind: matterPartyTable.kind })
    .from(matterPartyTable)
    .where(eq(matterPartyTable.matterId, matterId))
    .orderBy(asc(matterPartyTable.createdAt), asc(matterPartyTable.id));
}

export async function insertStatusChange(
  db: DbExecutor,
  change: {
    firmId: string;
    matterId: string;
    fromStatus: TMatterStatus | null;
    toStatus: TMatterStatus;
    changedByUserId: string;
  },
): Promise<void> {
  await db.insert(matterStatusChangeTable).values(change);
}

export async function listStatusChanges(db: DbExecutor, matterId: string) {
  return db
    .select({
      fromStatus: matterStatusChangeTable.fromStatus,
      toStatus: matterStatusChangeTable.toStatus,
      changedByUserId: matterStatusChangeTable.changedByUserId,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      email: userTable.email,
      changedAt: matterStatusChangeTable.changedAt,
    })
    .from(matterStatusChangeTable)
    .leftJoin(userTable, eq(userTable.id, matterStatusChangeTable.changedByUserId))
    .where(eq(matterStatusChangeTable.matterId, matterId))
    .orderBy(asc(matterStatusChangeTable.changedAt), asc(matterStatusChangeTable.id));
}

/** The firm's client with its archive state; locked against archiving until the transaction ends. */
export async function findClientForMatter(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  options: { lockForShare?: boolean } = {},
): Promise<{ id: string; name: string; isArchived: boolean } | null> {
  const query = db
    .select({
      id: clientTable.id,
      name: clientTable.name,
      isArchived: sql<boolean>`${clientTable.archivedAt} is not null`,
    })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)))
    .limit(1);
  const rows = options.lockForShare ? await query.for("share", { of: clientTable }) : await query;
  return rows[0] ?? null;
}

/** Whether the user is the firm's owner or a member who has accepted their invitation. */
export async function isActiveFirmMember(db: DbExecutor, firmId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: firmMemberTable.userId })
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(
      and(
        eq(firmMemberTable.firmId, firmId),
        eq(firmMemberTable.userId, userId),
        or(
          eq(firmMemberTable.isOwner, true),
          and(eq(userTable.emailVerified, true), eq(userTable.onboardingCompleted, true)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findPeopleNames(db: DbExecutor, userIds: string[]): Promise<Map<string, PersonName>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: userTable.id,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      email: userTable.email,
    })
    .from(userTable)
    .where(inArray(userTable.id, userIds));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
