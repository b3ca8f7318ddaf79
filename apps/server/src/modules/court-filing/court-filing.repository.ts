import type { TFilingStatus } from "@inkundla/shared";
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { courtFilingDocumentTable, courtFilingTable } from "./court-filing.tables.ts";

export type CourtFilingRow = typeof courtFilingTable.$inferSelect & {
  matterReference: string;
  matterTitle: string;
  clientName: string;
};
export type CourtFilingDocumentRow = typeof courtFilingDocumentTable.$inferSelect;

const columns = {
  ...getTableColumns(courtFilingTable),
  matterReference: matterTable.reference,
  matterTitle: matterTable.title,
  clientName: clientTable.name,
};

function selectWithMatter(db: DbExecutor) {
  return db
    .select(columns)
    .from(courtFilingTable)
    .innerJoin(matterTable, eq(matterTable.id, courtFilingTable.matterId))
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId));
}

/** `%` and `_` typed by a person are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type CourtFilingFilters = { caseNumber?: string; party?: string; status?: TFilingStatus };

function filterConditions(firmId: string, filters: CourtFilingFilters): SQL[] {
  const conditions: SQL[] = [eq(courtFilingTable.firmId, firmId)];
  if (filters.caseNumber)
    conditions.push(sql`${courtFilingTable.caseNumber} ilike ${containsPattern(filters.caseNumber)}`);
  // The party is the matter's client; names compare folded (case and accents), as the client search does.
  if (filters.party)
    conditions.push(sql`${clientTable.nameFolded} like inkundla_fold(${containsPattern(filters.party)})`);
  if (filters.status) conditions.push(eq(courtFilingTable.status, filters.status));
  return conditions;
}

/** The firm's filings, newest first, with the total for X-Total-Count. */
export async function listFirmFilings(
  db: DbExecutor,
  firmId: string,
  filters: CourtFilingFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: CourtFilingRow[]; total: number }> {
  const where = and(...filterConditions(firmId, filters));
  const [rows, [totals]] = await Promise.all([
    selectWithMatter(db)
      .where(where)
      .orderBy(desc(courtFilingTable.preparedAt), desc(courtFilingTable.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(courtFilingTable)
      .innerJoin(matterTable, eq(matterTable.id, courtFilingTable.matterId))
      .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One of the firm's filings; another firm's is not found. */
export async function findFirmFiling(
  db: DbExecutor,
  firmId: string,
  id: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<CourtFilingRow | null> {
  const query = selectWithMatter(db).where(
    and(eq(courtFilingTable.id, id), eq(courtFilingTable.firmId, firmId)),
  );
  const [row] = options.lockForUpdate ? await query.for("update", { of: courtFilingTable }) : await query;
  return row ?? null;
}

export async function listFilingDocuments(
  db: DbExecutor,
  firmId: string,
  filingId: string,
): Promise<CourtFilingDocumentRow[]> {
  return db
    .select()
    .from(courtFilingDocumentTable)
    .where(and(eq(courtFilingDocumentTable.firmId, firmId), eq(courtFilingDocumentTable.filingId, filingId)))
    .orderBy(asc(courtFilingDocumentTable.position));
}

export async function insertFiling(
  db: DbExecutor,
  values: typeof courtFilingTable.$inferInsert & { id: string },
): Promise<void> {
  await db.insert(courtFilingTable).values(values);
}

export async function insertFilingDocuments(
  db: DbExecutor,
  values: (typeof courtFilingDocumentTable.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(courtFilingDocumentTable).values(values);
}

export async function updateFilingStatus(
  db: DbExecutor,
  firmId: string,
  id: string,
  values: {
    status: TFilingStatus;
    courtReference: string | null;
    statusNote: string | null;
    filedAt: Date;
    filedByUserId: string;
  },
): Promise<void> {
  await db
    .update(courtFilingTable)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courtFilingTable.id, id), eq(courtFilingTable.firmId, firmId)));
}

export async function setFilingResponseTask(
  db: DbExecutor,
  firmId: string,
  id: string,
  taskId: string,
): Promise<void> {
  await db
    .update(courtFilingTable)
    .set({ responseTaskId: taskId, updatedAt: new Date() })
    .where(and(eq(courtFilingTable.id, id), eq(courtFilingTable.firmId, firmId)));
}

export type FilingCounts = {
  total: number;
  filed: number;
  pending: number;
  rejected: number;
  averageMinutesToFile: number | null;
};

/** The overview's counts over all the firm's filings, in one pass. */
export async function countFirmFilings(db: DbExecutor, firmId: string): Promise<FilingCounts> {
  const [row] = await queryRows<{
    total: string;
    filed: string;
    pending: string;
    rejected: string;
    average_minutes: string | null;
  }>(
    db,
    sql`select count(*) as total,
          count(*) filter (where status = 'filed') as filed,
          count(*) filter (where status in ('prepared', 'processing')) as pending,
          count(*) filter (where status = 'rejected') as rejected,
          avg(extract(epoch from (filed_at - prepared_at)) / 60) filter (where status = 'filed') as average_minutes
        from court_filing where firm_id = ${firmId}`,
  );
  return {
    total: Number(row?.total ?? 0),
    filed: Number(row?.filed ?? 0),
    pending: Number(row?.pending ?? 0),
    rejected: Number(row?.rejected ?? 0),
    averageMinutesToFile: row?.average_minutes == null ? null : Math.round(Number(row.average_minutes)),
  };
}

/** Where a stored file of the firm (the bundle) is kept. */
export async function findStoredFileKey(
  db: DbExecutor,
  firmId: string,
  fileId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: storedFileTable.storageKey })
    .from(storedFileTable)
    .where(and(eq(storedFileTable.id, fileId), eq(storedFileTable.firmId, firmId)));
  return row?.storageKey ?? null;
}
