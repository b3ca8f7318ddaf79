import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { CORPUS_IMPORT_MAX_FILE_BYTES, type TCorpusImportResult } from "@inkundla/shared";
import type { Db } from "../../../platform/db.ts";
import { describeSize } from "../../../platform/file-types.ts";
import { SourceFileError } from "../sources/index.ts";
import { expandUpload, type ImportEntry, importCorpusEntry } from "./import-files.ts";

/** Files and folders as given on the command line: a folder stands for its files, hidden ones aside. */
export async function listImportableFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    if ((await stat(given)).isDirectory()) {
      const entries = await readdir(given, { recursive: true, withFileTypes: true });
      const found = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter(
          (file) =>
            !path
              .relative(given, file)
              .split(path.sep)
              .some((part) => part.startsWith(".")),
        );
      files.push(...found.sort());
    } else {
      files.push(given);
    }
  }
  return files;
}

export type ImportProgress = { result: TCorpusImportResult; file: string };

/**
 * Imports files straight into the reference corpus, without the job queue: `npm run corpus:import`.
 * The same reading, duplicate checks and one transaction per document as an upload's job; each
 * result is handed to `onResult` as it comes.
 */
export async function importCorpusFiles(
  db: Db,
  files: readonly string[],
  onResult: (progress: ImportProgress) => void,
): Promise<TCorpusImportResult[]> {
  const target = { firmId: null, importedByUserId: null };
  const results: TCorpusImportResult[] = [];
  for (const file of files) {
    const name = path.basename(file);
    for (const entry of await readEntries(file, name)) {
      const result = await importCorpusEntry(db, target, entry, async () => {});
      results.push(result);
      onResult({ result, file });
    }
  }
  return results;
}

async function readEntries(file: string, name: string): Promise<ImportEntry[]> {
  const { size } = await stat(file);
  // The upload's limit holds here too; such a file is not read into memory.
  if (size > CORPUS_IMPORT_MAX_FILE_BYTES) {
    const detail = `${describeSize(size)}; the limit is ${describeSize(CORPUS_IMPORT_MAX_FILE_BYTES)}`;
    return [{ name, failure: new SourceFileError("too_large", name, detail).message }];
  }
  return expandUpload({ name, bytes: new Uint8Array(await readFile(file)) });
}
