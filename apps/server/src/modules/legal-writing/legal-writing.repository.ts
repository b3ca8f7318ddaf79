import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { legalWritingDocumentTable } from "./legal-writing.tables.ts";

export type LegalWritingRow = typeof legalWritingDocumentTable.$inferSelect;

export async function insertLegalWriting(
  db: DbExecutor,
  values: Omit<typeof legalWritingDocumentTable.$inferInsert, "status">,
): Promise<void> {
  await db.insert(legalWritingDocumentTable).values({ ...values, status: "queued" });
}

/** The firm's drafts, newest first. */
export async function listFirmLegalWritings(db: DbExecutor, firmId: string, limit: number) {
  return db
    .select()
    .from(legalWritingDocumentTable)
    .where(eq(legalWritingDocumentTable.firmId, firmId))
    .orderBy(desc(legalWritingDocumentTable.createdAt), desc(legalWritingDocumentTable.id))
    .limit(limit);
}

/** One of the firm's drafts; another firm's is not found. */
export async function findFirmLegalWriting(
  db: DbExecutor,
  firmId: string,
  id: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<LegalWritingRow | null> {
  const query = db
    .select()
    .from(legalWritingDocumentTable)
    .where(and(eq(legalWritingDocumentTable.id, id), eq(legalWritingDocumentTable.firmId, firmId)));
  const [row] = options.lockForUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findLegalWritingById(db: DbExecutor, id: string): Promise<LegalWritingRow | null> {
  const [row] = await db.select().from(legalWritingDocumentTable).where(eq(legalWritingDocumentTable.id, id));
  return row ?? null;
}

export async function markLegalWritingRunning(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(legalWritingDocumentTable)
    .set({ status: "running", error: null })
    .where(eq(legalWritingDocumentTable.id, id));
}

export async function completeLegalWriting(
  db: DbExecutor,
  id: string,
  results: Pick<
    LegalWritingRow,
    | "html"
    | "content"
    | "wordCount"
    | "citations"
    | "suggestions"
    | "notFound"
    | "removedCitations"
    | "engine"
  >,
): Promise<void> {
  await db
    .update(legalWritingDocumentTable)
    .set({ ...results, status: "completed", error: null, completedAt: new Date() })
    .where(eq(legalWritingDocumentTable.id, id));
}

export async function failLegalWriting(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(legalWritingDocumentTable)
    .set({ status: "failed", error, completedAt: new Date() })
    .where(eq(legalWritingDocumentTable.id, id));
}

/** Records the word-processor document a draft was opened as, once (the first opening wins). */
export async function linkOfficeDocument(
  db: DbExecutor,
  id: string,
  officeDocumentId: string,
): Promise<void> {
  await db
    .update(legalWritingDocumentTable)
    .set({ officeDocumentId })
    .where(eq(legalWritingDocumentTable.id, id));
}
