import type { TClientListQuery, TClientType, TFicaStatus } from "@inkundla/shared";
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { isUuid } from "../../platform/ids.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { clientTable } from "./client.tables.ts";

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
    sql`inkundla_fold(${clientTable.name}) like inkundla_fold(${pattern})`,
    sql`lower(${clientTable.email}) like lower(${pattern})`,
    sql`${clientTable.idNumber} like ${compactPattern}`,
    sql`${clientTable.registrationNumber} like ${compactPattern}`,
  ];
  if (isUuid(search)) {
    conditions.push(eq(clientTable.id, search));
  }
  return or(...conditions) as SQL;
}

function listConditions(firmId: string, query: TClientListQuery): SQL {
  const conditions: SQL[] = [
    eq(clientTable.firmId, firmId),
    query.archived ? isNotNull(clientTable.archivedAt) : isNull(clientTable.archivedAt),
  ];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.type) conditions.push(eq(clientTable.type, query.type));
  if (query.ficaStatus) conditions.push(eq(clientTable.ficaStatus, query.ficaStatus));
  return and(...conditions) as SQL;
}

function listOrder(query: TClientListQuery): SQL[] {
  switch (query.sort) {
    case "name":
      return query.order === "desc"
        ? [desc(clientTable.name), desc(clientTable.id)]
        : [asc(clientTable.name), asc(clientTable.id)];
    case "lastContact":
      return query.order === "asc"
        ? [sql`${clientTable.lastContactAt} asc nulls first`, asc(clientTable.id)]
        : [sql`${clientTable.lastContactAt} desc nulls last`, desc(clientTable.id)];
    case "createdAt":
      return query.order === "asc"
        ? [asc(clientTable.createdAt), asc(clientTable.id)]
        : [desc(clientTable.createdAt), desc(clientTable.id)];
    default: {
      const unknownSort: never = query.sort;
      throw new Error(`unknown client sort ${String(unknownSort)}`);
    }
  }
}

export async function listFirmClients(
  db: DbExecutor,
  firmId: string,
  query: TClientListQuery,
): Promise<{ clients: ClientRecord[]; total: number }> {
  const where = listConditions(firmId, query);
  // The page's ids first (an index walk), then the full rows and their active-matter counts for
  // those rows only: a deep page must not compute the counts of every row it skips.
  const page = db
    .select({ pageId: clientTable.id })
    .from(clientTable)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(query.limit)
    .offset(query.offset)
    .as("page");
  const [clients, totals] = await Promise.all([
    db
      .select(clientColumns)
      .from(clientTable)
      .innerJoin(page, eq(page.pageId, clientTable.id))
      .orderBy(...listOrder(query)),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(clientTable)
      .where(where),
  ]);
  return { clients, total: totals[0]?.total ?? 0 };
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
