import type { Db } from "../../../platform/db.ts";
import type { FileStorage } from "../../../platform/file-storage.ts";
import type { JobLog } from "../../../platform/jobs/index.ts";
import { IMPORT_FAILURE_MESSAGES } from "./corpus-import.errors.ts";
import {
  appendImportResult,
  findImportById,
  finishImport,
  markImportRunning,
  ResultAlreadyRecordedError,
  setImportFileCount,
} from "./corpus-import.repository.ts";
import { expandUpload, type ImportEntry, importCorpusEntry } from "./import-files.ts";
import { deleteStoredUpload, readUploadManifest } from "./import-upload-storage.ts";

export type CorpusImportRunDeps = { db: Db; fileStorage: FileStorage };

/**
 * Works one import: each uploaded file (each entry of a ZIP) is read and stored in a transaction of
 * its own, with its result, so the screen shows progress and a bad file never stops the batch. A
 * retried attempt resumes after the last recorded file: files are taken in the same order every time,
 * so the count of results says where to go on. The uploaded files are deleted at the end.
 */
export async function runCorpusImport(
  deps: CorpusImportRunDeps,
  importId: string,
  log: JobLog,
): Promise<void> {
  const row = await findImportById(deps.db, importId);
  // Gone with its firm, or finished by an earlier attempt that was delivered twice.
  if (!row || row.status === "completed" || row.status === "failed") return;
  const { firmId } = row;
  await markImportRunning(deps.db, importId);

  const manifest = await readUploadManifest(deps.fileStorage, firmId, importId);
  if (!manifest) {
    await finishImport(deps.db, importId, { status: "failed", error: IMPORT_FAILURE_MESSAGES.uploadMissing });
    return;
  }
  const target = { firmId, importedByUserId: row.requestedByUserId };
  let alreadyRecorded = row.results.length;
  let position = 0;
  for (const [uploadIndex, upload] of manifest.entries()) {
    const bytes = await deps.fileStorage.get(upload.key);
    const entries: ImportEntry[] = bytes
      ? expandUpload({ name: upload.fileName, bytes })
      : [{ name: upload.fileName, failure: `${upload.fileName} is no longer stored: upload it again.` }];
    if (entries.length !== 1) {
      // A ZIP counts as its files: the files seen so far, these, and one for each upload still to come.
      const knownCount = position + entries.length + (manifest.length - uploadIndex - 1);
      await setImportFileCount(deps.db, importId, knownCount);
    }
    for (const entry of entries) {
      if (position >= alreadyRecorded) {
        const at = position;
        try {
          await importCorpusEntry(deps.db, target, entry, (tx, result) =>
            appendImportResult(tx, importId, at, result),
          );
        } catch (error) {
          if (!(error instanceof ResultAlreadyRecordedError)) throw error;
          // Another attempt of this job got there first: go on after what it has recorded.
          log.warn({ importId, position: at }, "corpus import file already recorded by another attempt");
          alreadyRecorded = Math.max(alreadyRecorded, at + 1);
        }
      }
      position += 1;
    }
  }
  await finishImport(deps.db, importId, { status: "completed", error: null });
  await deleteStoredUpload(deps.fileStorage, firmId, importId, manifest).catch((error: unknown) =>
    log.warn({ err: error, importId }, "corpus import's uploaded files could not be deleted"),
  );
}

/**
 * After the last attempt failed: the import is marked failed with a readable error, and its uploaded
 * files go (nothing will read them again). Documents already stored stay, with their results.
 */
export async function failCorpusImport(
  deps: CorpusImportRunDeps,
  importId: string,
  error: unknown,
  log: JobLog,
): Promise<void> {
  const row = await findImportById(deps.db, importId);
  if (!row || row.status === "completed") return;
  const detail = error instanceof Error ? error.message : String(error);
  await finishImport(deps.db, importId, { status: "failed", error: IMPORT_FAILURE_MESSAGES.stopped(detail) });
  const manifest = await readUploadManifest(deps.fileStorage, row.firmId, importId);
  await deleteStoredUpload(deps.fileStorage, row.firmId, importId, manifest).catch((deleteError: unknown) =>
    log.warn({ err: deleteError, importId }, "corpus import's uploaded files could not be deleted"),
  );
}
