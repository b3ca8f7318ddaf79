import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import { sanitizeFileName } from "../../platform/file-types.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { type StoredFilePurpose, saveStoredFile } from "../../platform/uploads.ts";

export type StoredPdf = {
  id: string;
  fileName: string;
  sizeBytes: number;
  storageKey: string;
  purpose: StoredFilePurpose;
};

/**
 * Keeps a PDF of up to 50 MB: platform's prepareUpload judges uploads by the 10 MB rules, while a PDF
 * here has been checked already (signature and pdf-lib), so the upload is described here and stored
 * by platform's saveStoredFile (bytes first, then the row; the bytes removed if the row fails).
 */
export async function storePdf(
  db: DbExecutor,
  storage: FileStorage,
  owner: { firmId: string; userId: string },
  file: { bytes: Uint8Array; fileName: string; purpose: "office_pdf" | "office_pdf_export" },
): Promise<{ id: string; storageKey: string }> {
  return saveStoredFile(db, storage, owner.firmId, owner.userId, {
    purpose: file.purpose,
    bytes: file.bytes,
    fileName: sanitizeFileName(file.fileName) || "document.pdf",
    mime: "application/pdf",
    extension: "pdf",
    sizeBytes: file.bytes.length,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    fields: {},
  });
}

/** The firm's stored PDFs among `ids` (uploads and exports of the PDF editor only). */
export async function findFirmPdfs(
  db: DbExecutor,
  firmId: string,
  ids: readonly string[],
): Promise<StoredPdf[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storedFileTable.id,
      fileName: storedFileTable.fileName,
      sizeBytes: storedFileTable.sizeBytes,
      storageKey: storedFileTable.storageKey,
      purpose: storedFileTable.purpose,
    })
    .from(storedFileTable)
    .where(
      and(
        eq(storedFileTable.firmId, firmId),
        inArray(storedFileTable.id, [...ids]),
        inArray(storedFileTable.purpose, ["office_pdf", "office_pdf_export"]),
      ),
    );
}

/** The bytes of a stored PDF; a row without bytes is an operator's problem (storage lost), so a server error. */
export async function readPdfBytes(storage: FileStorage, file: StoredPdf): Promise<Uint8Array> {
  const bytes = await storage.get(file.storageKey);
  if (!bytes) throw new Error(`stored file ${file.id} has no bytes under key ${file.storageKey}`);
  return bytes;
}
