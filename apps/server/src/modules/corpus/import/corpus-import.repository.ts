import type { TCorpusImport, TCorpusImportResult, TCorpusImportStatus } from "@inkundla/shared";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import { corpusDocumentTable, corpusImportTable } from "../corpus.tables.ts";

/** Whose import: the reference corpus (null) or one firm's own documents. */
export type ImportScope = { firmId: string | null };

export type ImportRow = typeof corpusImportTable.$inferSelect;

function scopeCondition(scope: ImportScope): SQL {
  return scope.firmId === null
    ? isNull(corpusImportTable.firmId)
    : eq(corpusImportTable.firmId, scope.firmId);
}

export function toCorpusImport(row: ImportRow): TCorpusImport {
  return {
    id: row.id,
    scope: row.firmId === null ? "reference" : "firm",
    status: row.status,
    fileCount: row.fileCount,
    processedCount: row.processedCount,
    results: row.results as TCorpusImportResult[],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function insertImport(
  db: DbExecutor,
  values: { id: string; firmId: string | null; requestedByUserId: string; fileCount: number },
): Promise<void> {
  await db.insert(corpusImportTable).values({ ...values, status: "queued" satisfies TCorpusImportStatus });
}

/** One import of the scope; another scope's import reads as missing. */
export async function findImport(
  db: DbExecutor,
  scope: ImportScope,
  importId: string,
): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(corpusImportTable)
    .where(and(eq(corpusImportTable.id, importId), scopeCondition(scope)));
  return row ?? null;
}

/** The worker's read: the import whatever its scope. */
export async function findImportById(db: DbExecutor, importId: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(corpusImportTable).where(eq(corpusImportTable.id, importId));
  return row ?? null;
}

export async function listImports(
  db: DbExecutor,
  scope: ImportScope,
  page: { limit: number; offset: number },
): Promise<{ rows: ImportRow[]; total: number }> {
  const rows = await db
    .select()
    .from(corpusImportTable)
    .where(scopeCondition(scope))
    .orderBy(desc(corpusImportTable.createdAt), desc(corpusImportTable.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(corpusImportTable).where(scopeCondition(scope));
  return { rows, total: counted?.total ?? 0 };
}

export async function markImportRunning(db: DbExecutor, importId: string): Promise<void> {
  await db
    .update(corpusImportTable)
    .set({ status: "running" satisfies TCorpusImportStatus, error: null })
    .where(eq(corpusImportTable.id, importId));
}

/** How many files the import has once a ZIP's entries are counted, each ZIP in place of one file. */
export async function setImportFileCount(db: DbExecutor, importId: string, fileCount: number): Promise<void> {
  await db.update(corpusImportTable).set({ fileCount }).where(eq(corpusImportTable.id, importId));
}

/** Another attempt (a retried job still running, say) recorded this file first. */
export class ResultAlreadyRecordedError extends Error {
  constructor(readonly position: number) {
    super(`The import's file ${position + 1} was already recorded`);
    this.name = "ResultAlreadyRecordedError";
  }
}

/**
 * Appends one file's result as the `position`-th, in the transaction that stored its document, so a
 * document is never stored without its result nor a result kept for a document rolled back. The row
 * is locked and its count checked, so two attempts of one job cannot both record a file.
 */
export async function appendImportResult(
  tx: DbExecutor,
  importId: string,
  position: number,
  result: TCorpusImportResult,
): Promise<void> {
  const [row] = await tx
    .select({ recorded: sql<number>`jsonb_array_length(${corpusImportTable.results})` })
    .from(corpusImportTable)
    .where(eq(corpusImportTable.id, importId))
    .for("update");
  if (!row || Number(row.recorded) !== position) throw new ResultAlreadyRecordedError(position);
  await tx
    .update(corpusImportTable)
    .set({
      results: sql`${corpusImportTable.results} || jsonb_build_array(${JSON.stringify(result)}::jsonb)`,
      processedCount: position + 1,
    })
    .where(eq(corpusImportTable.id, importId));
}

export async function finishImport(
  db: DbExecutor,
  importId: string,
  outcome: { status: Extract<TCorpusImportStatus, "completed" | "failed">; error: string | null },
): Promise<void> {
  await db
    .update(corpusImportTable)
    .set({ status: outcome.status, error: outcome.error, finishedAt: new Date() })
    .where(eq(corpusImportTable.id, importId));
}

/** Removes a firm's own document; another firm's, or a reference document, is left and reads as missing. */
export async function deleteFirmDocument(
  db: DbExecutor,
  firmId: string,
  documentId: string,
): Promise<{ title: string } | null> {
  const [deleted] = await db
    .delete(corpusDocumentTable)
    .where(and(eq(corpusDocumentTable.id, documentId), eq(corpusDocumentTable.firmId, firmId)))
    .returning({ title: corpusDocumentTable.title });
  return deleted ?? null;
}
