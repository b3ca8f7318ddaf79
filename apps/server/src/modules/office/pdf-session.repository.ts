import type { TPdfAnnotation, TPdfEditCounts, TPdfModification } from "@inkundla/shared";
import { and, asc, type Column, eq, getTableColumns, ilike, max, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type DbExecutor, mapSelectedRow, queryRows, queryRowsNamed, selectedAs } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { officeItemCountTable } from "./office-item-count.tables.ts";
import { listedTime } from "./office-item-list.ts";
import { pdfSessionFileTable, pdfSessionTable } from "./pdf-session.tables.ts";

/** One saved state of the edits, as undo restores it. */
export type PdfEditState = { annotations: TPdfAnnotation[]; modifications: TPdfModification[] };

export type PdfSessionRow = Omit<
  typeof pdfSessionTable.$inferSelect,
  "annotations" | "modifications" | "undoHistory"
> &
  PdfEditState & {
    undoHistory: PdfEditState[];
    clientName: string | null;
    matterReference: string | null;
    authorName: string | null;
    sizeBytes: number;
    sourceStorageKey: string;
    exportFileName: string | null;
  };

export type PdfSessionFileRow = {
  fileId: string;
  fileName: string;
  pageCount: number;
  storageKey: string;
  sizeBytes: number;
};

const author = alias(userTable, "pdf_session_author");
const sourceFile = alias(storedFileTable, "pdf_session_source");
const exportFile = alias(storedFileTable, "pdf_session_export");

const columns = {
  ...getTableColumns(pdfSessionTable),
  clientName: clientTable.name,
  matterReference: matterTable.reference,
  authorName: author.name,
  sizeBytes: sourceFile.sizeBytes,
  sourceStorageKey: sourceFile.storageKey,
  exportFileName: exportFile.fileName,
};

function selectSessions(db: DbExecutor) {
  return db
    .select(columns)
    .from(pdfSessionTable)
    .innerJoin(sourceFile, eq(sourceFile.id, pdfSessionTable.sourceFileId))
    .leftJoin(exportFile, eq(exportFile.id, pdfSessionTable.exportFileId))
    .leftJoin(clientTable, eq(clientTable.id, pdfSessionTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, pdfSessionTable.matterId))
    .leftJoin(author, eq(author.id, pdfSessionTable.authorUserId));
}

// The jsonb columns are typed `unknown[]` in the tables file; what is written there is always an edit state.
function toRow(row: Awaited<ReturnType<ReturnType<typeof selectSessions>["where"]>>[number]): PdfSessionRow {
  return {
    ...row,
    annotations: row.annotations as TPdfAnnotation[],
    modifications: row.modifications as TPdfModification[],
    undoHistory: row.undoHistory as PdfEditState[],
  };
}

/** A session as a list reads it: the row without its undo history, and whether there is one. */
export type PdfSessionListedRow = Omit<
  PdfSessionRow,
  "undoHistory" | "editCounts" | "sourceStorageKey" | "createdAt" | "updatedAt" | "exportedAt"
> & { canUndo: boolean; createdAt: string; updatedAt: string; exportedAt: string | null };

/** A session as its card shows it: its edits counted by type (`TPdfEditCounts`) instead of read. */
export type PdfSessionCountedRow = Omit<PdfSessionListedRow, "annotations" | "modifications"> & {
  editCounts: TPdfEditCounts;
};

/** Which page of the firm's sessions: a matter's only when `matterId` is given; `search` finds a part of the file name. */
export type PdfSessionPageQuery = { matterId?: string; search?: string; limit: number; offset: number };

const { undoHistory: _undoHistory, editCounts, ...listedColumns } = getTableColumns(pdfSessionTable);
const {
  annotations: _annotations,
  modifications: _modifications,
  ...countedColumns
} = {
  ...listedColumns,
  editCounts,
};

/** The columns a listed row is read back with (`mapSelectedRow`): all but its times and `canUndo`. */
function untimedColumns(columns: Record<string, Column>): Record<string, Column> {
  return Object.fromEntries(
    Object.entries({
      ...columns,
      clientName: clientTable.name,
      matterReference: matterTable.reference,
      authorName: author.name,
      sizeBytes: sourceFile.sizeBytes,
      exportFileName: exportFile.fileName,
    }).filter(([key]) => !TIME_KEYS.includes(key)),
  );
}

const TIME_KEYS = ["createdAt", "updatedAt", "exportedAt"];

/** How a page reads each session: with its edits, or with their counts (the generated `edit_counts`). */
type PageShape = { name: string; columns: Record<string, Column> };

const listedShape: PageShape = { name: "full", columns: untimedColumns(listedColumns) };
const countedShape: PageShape = { name: "card", columns: untimedColumns(countedColumns) };

/**
 * A page of the firm's sessions (newest change first) and how many match, each with its edits. The
 * page's ids are found before the joins, and a row reads only whether there is an undo history, not the
 * history (up to PDF_SESSION_MAX_UNDO copies of every edit).
 */
export async function listFirmSessions(
  db: DbExecutor,
  firmId: string,
  query: PdfSessionPageQuery,
): Promise<{ rows: PdfSessionListedRow[]; total: number }> {
  const { raw, total } = await readPage(db, firmId, query, listedShape);
  return { rows: raw.map((row) => listedRow<PdfSessionListedRow>(listedShape, row)), total };
}

/** `listFirmSessions` for the cards: each session's edits counted by type (kept by PostgreSQL), not read. */
export async function listFirmSessionCounts(
  db: DbExecutor,
  firmId: string,
  query: PdfSessionPageQuery,
): Promise<{ rows: PdfSessionCountedRow[]; total: number }> {
  const { raw, total } = await readPage(db, firmId, query, countedShape);
  return { rows: raw.map((row) => listedRow<PdfSessionCountedRow>(countedShape, row)), total };
}

/** A listed row from the driver's: its columns read back, its times written as ISO text. */
function listedRow<Row>(shape: PageShape, raw: RawListedRow): Row {
  // Filled in place: spreading the mapped row into a second object cost as much as mapping it.
  const row = mapSelectedRow<Record<string, unknown>>(shape.columns, raw);
  row.canUndo = raw.canUndo;
  row.createdAt = listedTime(raw.createdAt);
  row.updatedAt = listedTime(raw.updatedAt);
  row.exportedAt = raw.exportedAt === null ? null : listedTime(raw.exportedAt);
  return row as Row;
}

/**
 * The first page with nothing narrowing it, what the PDF editor opens with, is a statement each
 * connection keeps (`queryRowsNamed`): building and planning its joins took as long as running them.
 * Its text holds the page's length and no OFFSET, as PostgreSQL prices a plan for an unknown offset or
 * length above one planned for the values, and so planned every read afresh (2.7 ms). One name per
 * shape and page length, as the other office lists keep.
 */
async function readPage(
  db: DbExecutor,
  firmId: string,
  query: PdfSessionPageQuery,
  shape: PageShape,
): Promise<{ raw: RawListedRow[]; total: number }> {
  const { limit } = query;
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page length: ${limit}`);
  const values: PageValues = {
    firmId,
    matterId: query.matterId ?? null,
    search: query.search ? `%${escapeLikePattern(query.search)}%` : null,
    offset: query.offset,
  };
  const raw =
    values.matterId === null && values.search === null && values.offset === 0
      ? await queryRowsNamed<RawListedRow>(
          db,
          `pdf_session_first_page_${shape.name}_${limit}`,
          () => pageStatement(shape, limit),
          { firmId },
        )
      : await queryRows<RawListedRow>(db, pageStatement(shape, limit, values));
  // An empty page is still one row: the total's, with no session in it.
  return { raw: raw.filter((row) => row.id !== null), total: raw[0]?.total ?? 0 };
}

/** A row as the driver reads it; its times are PostgreSQL's text. */
type RawListedRow = Record<string, unknown> & { canUndo: boolean; total: number };

/** A page's values: the matter, the search's LIKE pattern, each null when not asked for. */
type PageValues = { firmId: string; matterId: string | null; search: string | null; offset: number };

/**
 * The page statement: with `values`, for those values; without, the first page with nothing narrowing
 * it for any firm, its firm a placeholder (`readPage`). The times are read as PostgreSQL's text.
 */
function pageStatement(shape: PageShape, limit: number, values?: PageValues): SQL {
  const matching = and(
    eq(pdfSessionTable.firmId, values ? values.firmId : sql.placeholder("firmId")),
    values?.matterId ? eq(pdfSessionTable.matterId, values.matterId) : undefined,
    values?.search ? ilike(pdfSessionTable.fileName, values.search) : undefined,
  );
  const page = sql.identifier("page");
  // With nothing narrowing the page, the firm's count is read from office_item_count (kept by triggers),
  // not counted from its thousands of sessions.
  const total =
    values?.matterId || values?.search
      ? sql`select count(*)::int as total from ${pdfSessionTable} where ${matching}`
      : sql`select coalesce(sum(${officeItemCountTable.total}), 0)::int as total from ${officeItemCountTable}
           where ${officeItemCountTable.firmId} = ${values ? values.firmId : sql.placeholder("firmId")}
             and ${officeItemCountTable.kind} = 'pdf_session'`;
  return sql`select ${selectedAs(shape.columns)}, ${pdfSessionTable.createdAt} as "createdAt",
      ${pdfSessionTable.updatedAt} as "updatedAt", ${pdfSessionTable.exportedAt} as "exportedAt",
      jsonb_array_length(${pdfSessionTable.undoHistory}) > 0 as "canUndo", totals.total
    from (${total}) as totals
    left join lateral (
      select ${pdfSessionTable.id} as id, ${pdfSessionTable.updatedAt} as updated_at from ${pdfSessionTable}
       where ${matching}
       order by ${pdfSessionTable.updatedAt} desc, ${pdfSessionTable.id} desc
       limit ${sql.raw(String(limit))} ${values?.offset ? sql`offset ${values.offset}` : sql``}
    ) as ${page} on true
    left join ${pdfSessionTable} on ${pdfSessionTable.id} = ${page}.id
    left join ${storedFileTable} ${sourceFile} on ${sourceFile.id} = ${pdfSessionTable.sourceFileId}
    left join ${storedFileTable} ${exportFile} on ${exportFile.id} = ${pdfSessionTable.exportFileId}
    left join ${clientTable} on ${clientTable.id} = ${pdfSessionTable.clientId}
    left join ${matterTable} on ${matterTable.id} = ${pdfSessionTable.matterId}
    left join ${userTable} ${author} on ${author.id} = ${pdfSessionTable.authorUserId}
    order by ${page}.updated_at desc, ${page}.id desc`;
}

/** One of the firm's sessions; another firm's is not found. `lockForUpdate` holds it for a change. */
export async function findFirmSession(
  db: DbExecutor,
  firmId: string,
  id: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<PdfSessionRow | null> {
  const query = selectSessions(db).where(and(eq(pdfSessionTable.firmId, firmId), eq(pdfSessionTable.id, id)));
  const [row] = options.lockForUpdate ? await query.for("update", { of: pdfSessionTable }) : await query;
  return row ? toRow(row) : null;
}

export async function insertSession(
  db: DbExecutor,
  values: typeof pdfSessionTable.$inferInsert,
): Promise<void> {
  await db.insert(pdfSessionTable).values(values);
}

/** Writes a new state only when the session is still at `baseVersion`; false when someone changed it first. */
export async function updateSessionAtVersion(
  db: DbExecutor,
  firmId: string,
  id: string,
  baseVersion: number,
  values: Partial<
    Pick<
      typeof pdfSessionTable.$inferInsert,
      "annotations" | "modifications" | "undoHistory" | "exportFileId" | "exportedAt"
    >
  >,
): Promise<boolean> {
  const updated = await db
    .update(pdfSessionTable)
    .set({ ...values, version: sql`${pdfSessionTable.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(pdfSessionTable.firmId, firmId),
        eq(pdfSessionTable.id, id),
        eq(pdfSessionTable.version, baseVersion),
      ),
    )
    .returning({ id: pdfSessionTable.id });
  return updated.length === 1;
}

export async function deleteSession(db: DbExecutor, firmId: string, id: string): Promise<void> {
  await db.delete(pdfSessionTable).where(and(eq(pdfSessionTable.firmId, firmId), eq(pdfSessionTable.id, id)));
}

/** The other PDFs a session draws on, in the order they were added. */
export async function listSessionFiles(db: DbExecutor, sessionId: string): Promise<PdfSessionFileRow[]> {
  return db
    .select({
      fileId: pdfSessionFileTable.fileId,
      fileName: storedFileTable.fileName,
      pageCount: pdfSessionFileTable.pageCount,
      storageKey: storedFileTable.storageKey,
      sizeBytes: storedFileTable.sizeBytes,
    })
    .from(pdfSessionFileTable)
    .innerJoin(storedFileTable, eq(storedFileTable.id, pdfSessionFileTable.fileId))
    .where(eq(pdfSessionFileTable.sessionId, sessionId))
    .orderBy(asc(pdfSessionFileTable.position));
}

export async function insertSessionFile(
  db: DbExecutor,
  values: { sessionId: string; fileId: string; firmId: string; pageCount: number },
): Promise<void> {
  const [last] = await db
    .select({ position: max(pdfSessionFileTable.position) })
    .from(pdfSessionFileTable)
    .where(eq(pdfSessionFileTable.sessionId, values.sessionId));
  await db.insert(pdfSessionFileTable).values({ ...values, position: (last?.position ?? 0) + 1 });
}
