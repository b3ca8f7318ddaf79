import {
  CURSOR_TIMESTAMP_FORMAT,
  isCursorTimestamp,
  isCursorUuid,
  type TClientListQuery,
  type TClientType,
  type TFicaStatus,
} from "@inkundla/shared";
import { type AnyColumn, and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { isUuid } from "../../platform/ids.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { clientTable, firmClientCountTable } from "./client.tables.ts";

/** A client as the services work with it: every column plus what is computed from its matters. */
export type ClientRecord = {
  id: string;
  firmId: string;
  type: TClientType;
  name: string;
  idNumber: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  physicalAddress: string | null;
  postalAddress: string | null;
  ficaStatus: TFicaStatus;
  ficaVerifiedOn: string | null;
  notes: string | null;
  lastContactAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  activeMatters: number;
};

export type ClientValues = Pick<
  typeof clientTable.$inferInsert,
  | "type"
  | "name"
  | "idNumber"
  | "registrationNumber"
  | "vatNumber"
  | "email"
  | "phone"
  | "physicalAddress"
  | "postalAddress"
  | "ficaStatus"
  | "ficaVerifiedOn"
  | "notes"
>;

/** Counted only for the rows a query returns (PostgreSQL evaluates it after the sort and limit). */
// Written out in full: drizzle leaves the outer table's columns unqualified, which inside this
// subquery would point at the matter table instead.
const activeMattersOfClient = sql<number>`(
  select count(*)::int from matter as client_matter
  where client_matter.client_id = "client"."id" and client_matter.status = 'active'
)`.mapWith(Number);

const clientColumns = {
  id: clientTable.id,
  firmId: clientTable.firmId,
  type: clientTable.type,
  name: clientTable.name,
  idNumber: clientTable.idNumber,
  registrationNumber: clientTable.registrationNumber,
  vatNumber: clientTable.vatNumber,
  email: clientTable.email,
  phone: clientTable.phone,
  physicalAddress: clientTable.physicalAddress,
  postalAddress: clientTable.postalAddress,
  ficaStatus: clientTable.ficaStatus,
  ficaVerifiedOn: clientTable.ficaVerifiedOn,
  notes: clientTable.notes,
  lastContactAt: clientTable.lastContactAt,
  archivedAt: clientTable.archivedAt,
  createdAt: clientTable.createdAt,
  updatedAt: clientTable.updatedAt,
  activeMatters: activeMattersOfClient,
};

/** Name (accent- and case-insensitive, trigram-indexed), e-mail, ID or registration number, or the id. */
function searchCondition(search: string): SQL {
  const pattern = `%${escapeLikePattern(search)}%`;
  const compactPattern = `${escapeLikePattern(search.replace(/\s+/g, ""))}%`;
  const conditions: SQL[] = [
    sql`${clientTable.nameFolded} like inkundla_fold(${pattern})`,
    sql`lower(${clientTable.email}) like lower(${pattern})`,
    sql`${clientTable.idNumber} like ${compactPattern}`,
    sql`${clientTable.registrationNumber} like ${compactPattern}`,
  ];
  if (isUuid(search)) {
    conditions.push(eq(clientTable.id, search));
  }
  return or(...conditions) as SQL;
}

function listConditions(firmId: string, query: TClientListQuery): SQL[] {
  const conditions: SQL[] = [
    eq(clientTable.firmId, firmId),
    query.archived ? isNotNull(clientTable.archivedAt) : isNull(clientTable.archivedAt),
  ];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.type) conditions.push(eq(clientTable.type, query.type));
  if (query.ficaStatus) conditions.push(eq(clientTable.ficaStatus, query.ficaStatus));
  return conditions;
}

type SortDirection = "asc" | "desc";

/** The direction a sort runs in when the query names none: names A to Z, dates newest first. */
export function clientSortOrder(query: Pick<TClientListQuery, "sort" | "order">): SortDirection {
  return query.order ?? (query.sort === "name" ? "asc" : "desc");
}

/** Clients never contacted come last when the newest contact comes first, and first the other way. */
function listOrder(sort: TClientListQuery["sort"], direction: SortDirection): SQL[] {
  const byDirection = direction === "asc" ? asc : desc;
  switch (sort) {
    case "name":
      return [byDirection(clientTable.name), byDirection(clientTable.id)];
    case "lastContact":
      return direction === "asc"
        ? [sql`${clientTable.lastContactAt} asc nulls first`, asc(clientTable.id)]
        : [sql`${clientTable.lastContactAt} desc nulls last`, desc(clientTable.id)];
    case "createdAt":
      return [byDirection(clientTable.createdAt), byDirection(clientTable.id)];
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown client sort ${String(unknownSort)}`);
    }
  }
}

/** The sorted value of a row as text, for a cursor (the id after it breaks ties). */
function sortValueText(sort: TClientListQuery["sort"]): SQL<string | null> {
  const timestampText = (column: AnyColumn) =>
    sql<string | null>`to_char(${column} at time zone 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`;
  switch (sort) {
    case "name":
      return sql<string>`${clientTable.name}`;
    case "lastContact":
      return timestampText(clientTable.lastContactAt);
    case "createdAt":
      return timestampText(clientTable.createdAt);
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown client sort ${String(unknownSort)}`);
    }
  }
}

/** Whether a cursor's key parts are what the sort's columns hold, so reading them back cannot fail. */
export function isClientSortKey(
  sort: TClientListQuery["sort"],
  key: (string | null)[],
): key is [string | null, string] {
  const [value, id] = key;
  if (key.length !== 2 || !isCursorUuid(id)) return false;
  switch (sort) {
    case "name":
      return typeof value === "string";
    case "lastContact":
      return value === null || isCursorTimestamp(value);
    case "createdAt":
      return isCursorTimestamp(value);
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown client sort ${String(unknownSort)}`);
    }
  }
}

/** The rows after a sort key, in the same order listOrder gives (empty contact dates included). */
function afterKeyCondition(
  sort: TClientListQuery["sort"],
  direction: SortDirection,
  [value, id]: [string | null, string],
): SQL {
  const isAfter = sql.raw(direction === "asc" ? ">" : "<");
  switch (sort) {
    case "name":
      return sql`(${clientTable.name}, ${clientTable.id}) ${isAfter} (${value}::text, ${id}::uuid)`;
    case "createdAt":
      return sql`(${clientTable.createdAt}, ${clientTable.id}) ${isAfter} (${value}::timestamptz, ${id}::uuid)`;
    case "lastContact": {
      const contact = clientTable.lastContactAt;
      const sameContactLater = sql`(${contact}, ${clientTable.id}) ${isAfter} (${value}::timestamptz, ${id}::uuid)`;
      if (direction === "desc") {
        // Newest contact first, never contacted last.
        return value === null
          ? sql`(${contact} is null and ${clientTable.id} < ${id}::uuid)`
          : sql`(${sameContactLater} or ${contact} is null)`;
      }
      // Never contacted first, then the oldest contact.
      return value === null
        ? sql`((${contact} is null and ${clientTable.id} > ${id}::uuid) or ${contact} is not null)`
        : sameContactLater;
    }
    default: {
      const unknownSort: never = sort;
      throw new Error(`unknown client sort ${String(unknownSort)}`);
    }
  }
}

/** Which rows a page holds: `offset` rows in from one end of the list, or the rows after a key. */
export type ClientPage =
  | { limit: number; offset: number; isFromEnd: boolean }
  | { limit: number; after: [string | null, string] };

/** A listed client with the text of its sort key (what a cursor after it carries). */
export type ClientListRow = ClientRecord & { sortKey: (string | null)[] };

/**
 * A page of the firm's clients in the query's order. A page counted from the end is read in the
 * opposite order and turned round; a page after a key starts right after it (keyset paging).
 */
export async function listFirmClients(
  db: DbExecutor,
  firmId: string,
  query: TClientListQuery,
  page: ClientPage,
): Promise<ClientListRow[]> {
  const order = clientSortOrder(query);
  const isReversed = "isFromEnd" in page && page.isFromEnd;
  const orderBy = listOrder(query.sort, isReversed ? (order === "asc" ? "desc" : "asc") : order);
  const conditions = listConditions(firmId, query);
  if ("after" in page) conditions.push(afterKeyCondition(query.sort, order, page.after));
  // The page's ids first (an index walk), then the full rows and their active-matter counts for
  // those rows only: a deep page must not compute the counts of every row it skips. The ids go in as
  // an array, so the rows are fetched by primary key (a join made PostgreSQL hash the whole table).
  const pageIds = db
    .select({ id: clientTable.id })
    .from(clientTable)
    .where(and(...conditions))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset("offset" in page ? page.offset : 0);
  const rows = await db
    .select({ ...clientColumns, sortValue: sortValueText(query.sort) })
    .from(clientTable)
    .where(sql`${clientTable.id} = any(array(${pageIds}))`)
    .orderBy(...orderBy);
  if (isReversed) rows.reverse();
  return rows.map(({ sortValue, ...client }) => ({ ...client, sortKey: [sortValue, client.id] }));
}

/**
 * How many clients the query finds (X-Total-Count). Without a search or filter it reads the firm's
 * count of archived or current clients, which triggers keep exact in every writing transaction.
 */
export async function countFirmClients(
  db: DbExecutor,
  firmId: string,
  query: TClientListQuery,
): Promise<number> {
  if (!query.search && !query.type && !query.ficaStatus) {
    const [row] = await db
      .select({ total: firmClientCountTable.total })
      .from(firmClientCountTable)
      .where(
        and(eq(firmClientCountTable.firmId, firmId), eq(firmClientCountTable.isArchived, query.archived)),
      );
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(clientTable)
    .where(and(...listConditions(firmId, query)));
  return row?.total ?? 0;
}

export async function findFirmClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<ClientRecord | null> {
  const query = db
    .select(clientColumns)
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)))
    .limit(1);
  const rows = options.lockForUpdate ? await query.for("update", { of: clientTable }) : await query;
  return rows[0] ?? null;
}

export async function insertClient(
  db: DbExecutor,
  client: ClientValues & { firmId: string; createdByUserId: string },
): Promise<string> {
  const [row] = await db.insert(clientTable).values(client).returning({ id: clientTable.id });
  if (!row) throw new Error("insertClient returned no row");
  return row.id;
}

export async function updateClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  values: Partial<ClientValues> & { archivedAt?: Date | null },
): Promise<void> {
  await db
    .update(clientTable)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)));
}

/** Opening a matter or changing its status is a dealing with the client. */
export async function touchClientContact(db: DbExecutor, firmId: string, clientId: string): Promise<void> {
  await db
    .update(clientTable)
    .set({ lastContactAt: new Date() })
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)));
}
