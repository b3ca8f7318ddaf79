import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type FileStorage, listFolderKeys, StorageKeyError } from "./file-storage.ts";

export type MigratedFile = { key: string; bytes: number; outcome: "copied" | "failed"; reason?: string };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Copies every file of the local folder into `target` under the same key, then reads each back and
 * compares its SHA-256 with the local file's: a file counts as copied only when they match. Copying
 * again is harmless (a key is replaced whole), so a run that stopped half-way is simply run again.
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
      const bytes = await readFile(path.join(localRoot, key));
      await target.put(key, bytes);
      const stored = await target.get(key);
      result =
        stored !== null && sha256(stored) === sha256(bytes)
          ? { key, bytes: bytes.byteLength, outcome: "copied" }
          : {
              key,
              bytes: bytes.byteLength,
              outcome: "failed",
              reason: "the copy read back differs from the file",
            };
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
