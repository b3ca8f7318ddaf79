import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";

/** A corpus import's life: waiting for a worker, being read, done (some files may have failed), or stopped. */
export const CORPUS_IMPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type TCorpusImportStatus = (typeof CORPUS_IMPORT_STATUSES)[number];

/** What became of one file: stored, already in the corpus (not stored twice), or unreadable (with why). */
export const CORPUS_IMPORT_OUTCOMES = ["imported", "duplicate", "failed"] as const;
export type TCorpusImportOutcome = (typeof CORPUS_IMPORT_OUTCOMES)[number];

/** The largest file an import takes (a ZIP included); a ZIP's contents are limited apart. */
export const CORPUS_IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;
/** The most files one upload may carry (a ZIP counts once here; its entries are limited apart). */
export const CORPUS_IMPORT_MAX_FILES = 50;

export const ZCorpusImportResult = z.object({
  name: z.string(),
  outcome: z.enum(CORPUS_IMPORT_OUTCOMES),
  documentId: z.uuid().optional(),
  reason: z.string().optional(),
});
export type TCorpusImportResult = z.infer<typeof ZCorpusImportResult>;

export const ZCorpusImport = z.object({
  id: z.uuid(),
  /** "reference" for the platform admin's imports into the corpus every firm reads; "firm" for a firm's own. */
  scope: z.enum(["reference", "firm"]),
  status: z.enum(CORPUS_IMPORT_STATUSES),
  fileCount: z.number().int(),
  processedCount: z.number().int(),
  results: z.array(ZCorpusImportResult),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TCorpusImport = z.infer<typeof ZCorpusImport>;

/** The answer to an upload: the import is queued and worked in the background (202). */
export const ZCorpusImportStarted = z.object({ importId: z.uuid(), status: z.literal("queued") });
export type TCorpusImportStarted = z.infer<typeof ZCorpusImportStarted>;

export const CORPUS_IMPORTS_PAGE_SIZE_MAX = 100;

/** GET /api/admin/corpus/imports and /api/legal-research/imports: one page, newest first. */
export const ZCorpusImportsQuery = z.strictObject({
  limit: ZPageLimit(20, CORPUS_IMPORTS_PAGE_SIZE_MAX),
  offset: ZPageOffset,
});
export type TCorpusImportsQuery = z.infer<typeof ZCorpusImportsQuery>;

/** Newest import first; `total` counts every import of the scope. */
export const ZCorpusImportPage = z.object({ imports: z.array(ZCorpusImport), total: z.number().int() });
export type TCorpusImportPage = z.infer<typeof ZCorpusImportPage>;

export const ZCorpusImportParams = z.strictObject({
  importId: z.string().max(100, "importId must be at most 100 characters"),
});

export const ZFirmDocumentParams = z.strictObject({
  documentId: z.string().max(100, "documentId must be at most 100 characters"),
});
