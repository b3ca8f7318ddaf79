import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { UploadMime } from "../../platform/file-types.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";

export type StoredFileRecord = {
  id: string;
  storageKey: string;
  fileName: string;
  mime: UploadMime;
  sizeBytes: number;
};

/** The firm's file with this id; another firm's file is as absent as one that never existed. */
export async function findStoredFile(
  db: DbExecutor,
  firmId: string,
  fileId: string,
): Promise<StoredFileRecord | null> {
  const rows = await db
    .select({
      id: storedFileTable.id,
      storageKey: storedFileTable.storageKey,
      fileName: storedFileTable.fileName,
      mime: storedFileTable.mime,
      sizeBytes: storedFileTable.sizeBytes,
    })
    .from(storedFileTable)
    .where(and(eq(storedFileTable.id, fileId), eq(storedFileTable.firmId, firmId)))
    .limit(1);
  return rows[0] ?? null;
}
