import type { TPdfAnnotation, TPdfModification } from "@inkundla/shared";
import { and, asc, desc, eq, getTableColumns, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
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

/** The firm's sessions, newest change first; a matter's only when `matterId` is given. */
export async function listFirmSessions(
  db: DbExecutor,
  firmId: string,
  matterId?: string,
): Promise<PdfSessionRow[]> {
  const rows = await selectSessions(db)
    .where(
      and(eq(pdfSessionTable.firmId, firmId), matterId ? eq(pdfSessionTable.matterId, matterId) : undefined),
    )
    .orderBy(desc(pdfSessionTable.updatedAt), desc(pdfSessionTable.id))
    .limit(500);
  return rows.map(toRow);
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
