import type { TPdfAnnotation, TPdfModification } from "@inkundla/shared";
import { and, asc, eq, getTableColumns, ilike, max, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type DbExecutor, mapSelectedRow, queryRows, queryRowsNamed, selectedAs } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
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

/** A session as its card shows it: the row without its undo history, and whether there is one. */
export type PdfSessionCardRow = Omit<
  PdfSessionRow,
  "undoHistory" | "sourceStorageKey" | "createdAt" | "updatedAt" | "exportedAt"
> & { canUndo: boolean; createdAt: string; updatedAt: string; exportedAt: string | null };

/** Which page of the firm's sessions: a matter's only when `matterId` is given; `search` finds a part of the file name. */
export type PdfSessionPageQuery = { matterId?: string; search?: string; limit: number; offset: number };

const { undoHistory: _undoHistory, ...cardColumns } = getTableColumns(pdfSessionTable);

/**
 * A page of the firm's sessions (newest change first) and how many match. The page's ids are found
 * before the joins, and a card reads only whether there is an undo history, not the history (up to
 * PDF_SESSION_MAX_UNDO copies of every edit). The first page with nothing narrowing it, what the PDF
 * editor opens with, is a statement each connection keeps (`queryRowsNamed`): building and planning its
 * joins took as long as running them. Its text holds the page's length and no OFFSET, as
 * PostgreSQL prices a plan for an unknown offset or length above one planned for the values, and so
 * planned every read afresh (2.7 ms). One name per page length, as the other office lists keep.
 */
export async function listFirmSessions(
  db: DbExecutor,
  firmId: string,
  query: PdfSessionPageQuery,
): Promise<{ rows: PdfSessionCardRow[]; total: number }> {
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
      ? await queryRowsNamed<RawCardRow>(db, `pdf_session_first_page_${limit}`, () => pageStatement(limit), {
          firmId,
        })
      : await queryRows<RawCardRow>(db, pageStatement(limit, values));
  // An empty page is still one row: the total's, with no session in it.
  const total = raw[0]?.total ?? 0;
  const rows = raw
    .filter((row) => row.id !== null)
    .map((row) => ({
      ...mapSelectedRow<Omit<PdfSessionCardRow, "canUndo" | TimeKey>>(untimedCardColumns, row),
      canUndo: row.canUndo,
      createdAt: listedTime(row.createdAt),
      updatedAt: listedTime(row.updatedAt),
      exportedAt: row.exportedAt === null ? null : listedTime(row.exportedAt),
    }));
  return { rows, total };
}

type RawCardRow = Record<string, unknown> & { canUndo: boolean; total: number };

/** A page's values: the matter, the search's LIKE pattern, each null when not asked for. */
type PageValues = { firmId: string; matterId: string | null; search: string | null; offset: number };

/** The columns a card's row is read back with (`mapSelectedRow`), all but `canUndo`. */
const cardListColumns = {
  ...cardColumns,
  clientName: clientTable.name,
  matterReference: matterTable.reference,
  authorName: author.name,
  sizeBytes: sourceFile.sizeBytes,
  exportFileName: exportFile.fileName,
};

type TimeKey = "createdAt" | "updatedAt" | "exportedAt";

/** The card's columns but its times, which are written out as ISO text straight from PostgreSQL's (`listedTime`). */
const untimedCardColumns = Object.fromEntries(
  Object.entries(cardListColumns).filter(([key]) => !["createdAt", "updatedAt", "exportedAt"].includes(key)),
);

/**
 * The page statement: with `values`, for those values; without, the first page with nothing narrowing
 * it for any firm, its firm a placeholder (`listFirmSessions`).
 */
function pageStatement(limit: number, values?: PageValues): SQL {
  const matching = and(
    eq(pdfSessionTable.firmId, values ? values.firmId : sql.placeholder("firmId")),
    values?.matterId ? eq(pdfSessionTable.matterId, values.matterId) : undefined,
    values?.search ? ilike(pdfSessionTable.fileName, values.search) : undefined,
  );
  const page = sql.identifier("page");
  return sql`select ${selectedAs(cardListColumns)},
      jsonb_array_length(${pdfSessionTable.undoHistory}) > 0 as "canUndo", totals.total
    from (select count(*)::int as total from ${pdfSessionTable} where ${matching}) as totals
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
