import type { TCorpusImportResult } from "@inkundla/shared";
import type { Db, DbExecutor } from "../../../platform/db.ts";
import { isUniqueViolation } from "../../../platform/db-errors.ts";
import { storeDocument } from "../corpus-store.repository.ts";
import { type PreparedDocument, prepareFile } from "../preparation/index.ts";
import {
  DEFAULT_ZIP_LIMITS,
  isZipArchive,
  listZipPaths,
  readZipArchive,
  SourceFileError,
  XmlDocumentError,
  ZipArchiveError,
} from "../sources/index.ts";

/** One document to import: a file as uploaded, or one file out of an uploaded ZIP ("cases.zip/a.txt"). */
export type ImportEntry = { name: string; bytes: Uint8Array } | { name: string; failure: string };

/** Where imported documents go and who imported them; a firm's imports become its own firm documents. */
export type ImportTarget = { firmId: string | null; importedByUserId: string | null };

/**
 * Keeps a file's result; the worker appends it to the import's row in the transaction that stored the
 * document (and may throw to roll that back), the CLI prints it.
 */
export type RecordResult = (db: DbExecutor, result: TCorpusImportResult) => Promise<void>;

/**
 * A ZIP archive holding documents, as opposed to a Word file (also a ZIP) or anything else. A damaged
 * archive counts as one, so it fails with the archive's own message.
 */
export function isDocumentArchive(bytes: Uint8Array): boolean {
  if (!isZipArchive(bytes)) return false;
  try {
    return !listZipPaths(bytes).includes("word/document.xml");
  } catch {
    return true;
  }
}

/**
 * The documents in one uploaded file: the file itself, or each file of a ZIP archive under the
 * archive's name ("cases.zip/judgment.txt"). An archive refused whole (a zip bomb, too many files,
 * damaged, or empty) is one failed entry under the archive's name; nothing in it is imported.
 */
export function expandUpload(file: { name: string; bytes: Uint8Array }): ImportEntry[] {
  if (!isDocumentArchive(file.bytes)) return [file];
  try {
    const entries = readZipArchive(file.bytes, DEFAULT_ZIP_LIMITS);
    if (entries.length === 0) {
      return [{ name: file.name, failure: `${file.name} holds no documents to import.` }];
    }
    return entries.map((entry) => ({ name: `${file.name}/${entry.name}`, bytes: entry.bytes }));
  } catch (error) {
    if (error instanceof ZipArchiveError)
      return [{ name: file.name, failure: `${file.name}: ${error.message}` }];
    throw error;
  }
}

/**
 * Why a file could not be read, for the person who uploaded it. The readers' own messages already name
 * the file; an XML error does not, and an unexpected error is a fault in reading this one file, which
 * must not stop the rest of the batch.
 */
export function reasonOfReadFailure(fileName: string, error: unknown): string {
  if (error instanceof SourceFileError) return error.message;
  if (error instanceof XmlDocumentError || error instanceof ZipArchiveError)
    return `${fileName}: ${error.message}`;
  const detail = error instanceof Error ? error.message : String(error);
  return `${fileName} could not be read (${detail}): the file may be damaged.`;
}

/** PostgreSQL's SQLSTATE, looked for through drizzle's wrapping as `isUniqueViolation` does. */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A value PostgreSQL refuses for this document alone (classes 22, data exception, and 23, integrity
 * constraint): the file fails and the batch goes on. Anything else (a lost connection, a shutdown) is
 * transient and fails the attempt, which the job queue retries.
 */
function isRefusedForThisDocument(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && (state.startsWith("22") || state.startsWith("23"));
}

/**
 * Reads one entry, stores it (a duplicate is reported, not stored) and records its result, the
 * document and its result in one transaction. Throws only what should stop the batch: a transient
 * database fault, or what `record` throws.
 */
export async function importCorpusEntry(
  db: Db,
  target: ImportTarget,
  entry: ImportEntry,
  record: RecordResult,
): Promise<TCorpusImportResult> {
  const failed = async (reason: string) => {
    const result: TCorpusImportResult = { name: entry.name, outcome: "failed", reason };
    await db.transaction((tx) => record(tx, result));
    return result;
  };
  if ("failure" in entry) return failed(entry.failure);

  let prepared: PreparedDocument;
  try {
    prepared = await prepareFile(entry, { asFirmDocument: target.firmId !== null });
  } catch (error) {
    return failed(reasonOfReadFailure(entry.name, error));
  }
  try {
    return await db.transaction(async (tx) => {
      const stored = await storeDocument(tx, { firmId: target.firmId }, prepared, {
        source: target.firmId === null ? "import" : "firm",
        importedByUserId: target.importedByUserId,
      });
      const result: TCorpusImportResult =
        stored.outcome === "imported"
          ? { name: entry.name, outcome: "imported", documentId: stored.documentId }
          : { name: entry.name, outcome: "duplicate", documentId: stored.documentId, reason: stored.reason };
      await record(tx, result);
      return result;
    });
  } catch (error) {
    // Another import stored the same text between our check and our insert.
    if (isUniqueViolation(error)) {
      return recordDuplicate(db, entry.name, record);
    }
    if (isRefusedForThisDocument(error)) {
      return failed(`${entry.name} could not be stored (${(error as Error).message}).`);
    }
    throw error;
  }
}

async function recordDuplicate(db: Db, name: string, record: RecordResult): Promise<TCorpusImportResult> {
  const result: TCorpusImportResult = {
    name,
    outcome: "duplicate",
    reason: "the same text was imported at the same moment by another import",
  };
  await db.transaction((tx) => record(tx, result));
  return result;
}
