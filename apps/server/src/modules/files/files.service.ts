import type { FastifyReply } from "fastify";
import type { Db } from "../../platform/db.ts";
import type { FileStorage, StoredStream } from "../../platform/file-storage.ts";
import { fileNameForDownload, type UploadMime } from "../../platform/file-types.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { inlineContentDisposition } from "./content-disposition.ts";
import { filesError } from "./files.errors.ts";
import { findStoredFile } from "./files.repository.ts";

export type FilesDeps = { db: Db; fileStorage: FileStorage };

/** A download read from the store as it is sent: a file is never held whole in memory to be served. */
export type FileDownload = { fileName: string; mime: UploadMime } & StoredStream;

/**
 * A file of the caller's firm, for download. Any member of the firm may read it; the record that the
 * file belongs to (an investment, an expense) decides who sees the link.
 */
export async function readFirmFile(
  deps: FilesDeps,
  identity: FirmIdentity,
  fileId: string,
): Promise<FileDownload> {
  return openFirmFile(deps, identity.membership.firmId, fileId);
}

/**
 * Opens a stored file of `firmId` for download: another firm's file answers 404 as one that never
 * existed. Callers outside this module (the client portal) check first that the caller may see it.
 */
export async function openFirmFile(deps: FilesDeps, firmId: string, fileId: string): Promise<FileDownload> {
  const record = isUuid(fileId) ? await findStoredFile(deps.db, firmId, fileId) : null;
  if (!record) throw filesError("file_not_found");
  const stored = await deps.fileStorage.getStream(record.storageKey);
  // A row without its bytes means the storage folder was lost or restored apart from the database:
  // an operator's problem, so it is logged as a server error rather than shown as a missing file.
  if (!stored) throw new Error(`stored file ${record.id} has no bytes under key ${record.storageKey}`);
  return { fileName: fileNameForDownload(record.fileName, record.mime), mime: record.mime, ...stored };
}

/** Sends a stored file to be shown inline, streamed, with the headers every uploaded file gets. */
export function sendStoredFile(reply: FastifyReply, file: FileDownload): FastifyReply {
  return (
    reply
      .header("content-type", file.mime)
      .header("content-disposition", inlineContentDisposition(file.fileName))
      .header("x-content-type-options", "nosniff")
      // Shown inline, an uploaded file must never run as a page of the app: no scripts, no
      // same-origin access, whatever a PDF viewer or a disguised file might try.
      .header("content-security-policy", "sandbox")
      // Client documents: not kept by shared caches or on the disk of a shared computer.
      .header("cache-control", "private, no-store")
      .header("content-length", file.sizeBytes)
      .send(file.body)
  );
}
