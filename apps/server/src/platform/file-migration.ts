import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type FileStorage, listFolderKeys, StorageKeyError } from "./file-storage.ts";
import { sha256OfFile, storedSha256 } from "./stream-digest.ts";

export type MigratedFile = { key: string; bytes: number; outcome: "copied" | "failed"; reason?: string };

/**
 * Copies every file of the local folder into `target` under the same key, then reads each back and
 * compares its SHA-256 with the local file's: a file counts as copied only when they match. Files are
 * streamed, so their size is not bounded by memory. Copying again is harmless (a key is replaced whole),
 * so a run that stopped half-way is simply run again.
 */
export async function migrateLocalFiles(
  localRoot: string,
  target: FileStorage,
  onFile: (file: MigratedFile) => void = () => {},
): Promise<MigratedFile[]> {
  const results: MigratedFile[] = [];
  for (const key of (await listFolderKeys(localRoot)).sort()) {
    let result: MigratedFile;
    try {
      assertStorageKey(key);
      const file = path.join(localRoot, key);
      const { size } = await stat(file);
      await target.putStream(key, createReadStream(file), size);
      const [local, copy] = await Promise.all([sha256OfFile(file), storedSha256(target, key)]);
      result =
        copy === local
          ? { key, bytes: size, outcome: "copied" }
          : { key, bytes: size, outcome: "failed", reason: "the copy read back differs from the file" };
    } catch (error) {
      const reason =
        error instanceof StorageKeyError
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error);
      result = { key, bytes: 0, outcome: "failed", reason };
    }
    results.push(result);
    onFile(result);
  }
  return results;
}
