import { randomUUID } from "node:crypto";
import type {
  TCorpusImport,
  TCorpusImportPage,
  TCorpusImportStarted,
  TCorpusImportsQuery,
} from "@inkundla/shared";
import { canManageFirmDocuments } from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { Db } from "../../../platform/db.ts";
import type { FileStorage } from "../../../platform/file-storage.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import type { JobQueue } from "../../../platform/jobs/index.ts";
import type { ReceivedFile } from "../../../platform/uploads.ts";
import { corpusImportError } from "./corpus-import.errors.ts";
import { CORPUS_IMPORT_JOB, queueCorpusImport } from "./corpus-import.job.ts";
import {
  deleteFirmDocument,
  findImport,
  type ImportScope,
  insertImport,
  listImports,
  toCorpusImport,
} from "./corpus-import.repository.ts";
import {
  deleteStoredUpload,
  type UploadManifest,
  uploadedFileKey,
  writeUploadManifest,
} from "./import-upload-storage.ts";

export type CorpusImportDeps = {
  db: Db;
  jobs: Pick<JobQueue, "send" | "wake">;
  fileStorage: FileStorage;
};

/**
 * Reads the upload (`receive` hands each file to the function it is given, one at a time) into file
 * storage, then writes the import's row and enqueues its job in one transaction. Only the count and
 * sizes are judged here; what each file is, is judged by the job, file by file, so one unreadable file
 * is reported beside the others instead of refusing the batch. If the upload is refused part-way, the
 * files already stored are removed.
 */
export async function startCorpusImport(
  deps: CorpusImportDeps,
  requester: { firmId: string | null; userId: string; ipAddress: string | null },
  receive: (keep: (file: ReceivedFile, index: number) => Promise<void>) => Promise<{ fileCount: number }>,
): Promise<TCorpusImportStarted> {
  const importId = randomUUID();
  const { firmId } = requester;
  const manifest: UploadManifest = [];
  try {
    const { fileCount } = await receive(async (file, index) => {
      const key = uploadedFileKey(firmId, importId, index);
      await deps.fileStorage.put(key, file.bytes);
      manifest.push({ fileName: file.fileName, key });
    });
    await writeUploadManifest(deps.fileStorage, firmId, importId, manifest);
    await deps.db.transaction(async (tx) => {
      await insertImport(tx, { id: importId, firmId, requestedByUserId: requester.userId, fileCount });
      await recordAuditEvent(tx, {
        action: firmId === null ? "admin.corpus_import_started" : "research.firm_documents_uploaded",
        firmId,
        userId: requester.userId,
        entityType: "corpus_import",
        entityId: importId,
        ipAddress: requester.ipAddress,
        data: { fileCount },
      });
      await queueCorpusImport(deps, tx, importId);
    });
  } catch (error) {
    await deleteStoredUpload(deps.fileStorage, firmId, importId, manifest).catch(() => undefined);
    throw error;
  }
  deps.jobs.wake(CORPUS_IMPORT_JOB);
  return { importId, status: "queued" };
}

/** The firm's own documents, added by a member who keeps the firm's library (403 for others, before any file is read). */
export async function startFirmDocumentsImport(
  deps: CorpusImportDeps,
  identity: FirmIdentity,
  receive: Parameters<typeof startCorpusImport>[2],
): Promise<TCorpusImportStarted> {
  if (!canManageFirmDocuments(identity.membership)) throw corpusImportError("not_allowed_manage");
  return startCorpusImport(
    deps,
    { firmId: identity.membership.firmId, userId: identity.userId, ipAddress: identity.ipAddress },
    receive,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One import of the scope; another firm's (or the reference corpus's, for a firm) answers 404. */
export async function readCorpusImport(
  deps: Pick<CorpusImportDeps, "db">,
  scope: ImportScope,
  importId: string,
): Promise<TCorpusImport> {
  const row = UUID.test(importId) ? await findImport(deps.db, scope, importId) : null;
  if (!row) throw corpusImportError("import_not_found");
  return toCorpusImport(row);
}

export async function listCorpusImports(
  deps: Pick<CorpusImportDeps, "db">,
  scope: ImportScope,
  query: TCorpusImportsQuery,
): Promise<TCorpusImportPage> {
  const { rows, total } = await listImports(deps.db, scope, query);
  return { imports: rows.map(toCorpusImport), total };
}

/**
 * Removes one of the firm's own documents with its passages and citations, for a member who keeps the
 * firm's library (403 for others). A reference document or another firm's answers 404, as if it did
 * not exist. Research notes that kept a passage of it go with it (their rows reference the document).
 */
export async function removeFirmDocument(
  deps: Pick<CorpusImportDeps, "db">,
  identity: FirmIdentity,
  documentId: string,
): Promise<void> {
  if (!canManageFirmDocuments(identity.membership)) throw corpusImportError("not_allowed_manage");
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const deleted = UUID.test(documentId) ? await deleteFirmDocument(tx, firmId, documentId) : null;
    if (!deleted) throw corpusImportError("document_not_found");
    await recordAuditEvent(tx, {
      action: "research.firm_document_removed",
      firmId,
      userId: identity.userId,
      entityType: "corpus_document",
      entityId: documentId,
      ipAddress: identity.ipAddress,
      data: { title: deleted.title },
    });
  });
}
