import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { deleteDocument, listBuiltinDocuments, storeDocument } from "./corpus-store.repository.ts";
import { prepareJudgment } from "./preparation/prepare-judgment.ts";
import { prepareLegislation } from "./preparation/prepare-legislation.ts";
import type { PreparedDocument } from "./preparation/prepared-document.ts";
import { readAkomaNtoso } from "./sources/index.ts";

/**
 * The reference corpus shipped in `apps/server/corpus`: the Constitution of 1996 in four languages
 * (Akoma Ntoso, as at 2017) and 34 judgments of the Supreme Court of Appeal (see each folder's NOTE.md).
 * Raise the version when the shipped files or the way they are read change: every installation then
 * reloads them at its next start.
 */
export const BUILTIN_CORPUS_VERSION = 2;

export const BUILTIN_CORPUS_DIR = fileURLToPath(new URL("../../../corpus/", import.meta.url));

const CONSTITUTION_FILES = ["en.xml", "af.xml", "zu.xml", "xh.xml"];

/** A shipped file's document, or null for a file without text (two of the judgments' source rows are empty). */
type BuiltinFile = { key: string; prepare: () => Promise<PreparedDocument | null> };

async function listBuiltinFiles(corpusDir: string): Promise<BuiltinFile[]> {
  const files: BuiltinFile[] = CONSTITUTION_FILES.map((name) => ({
    key: `constitution/${name}`,
    prepare: async () =>
      prepareLegislation(
        readAkomaNtoso(await readFile(path.join(corpusDir, "constitution", name), "utf8")),
        name,
      ),
  }));
  const judgmentsDir = path.join(corpusDir, "zasca", "judgments");
  for (const name of (await readdir(judgmentsDir)).filter((file) => file.endsWith(".txt")).sort()) {
    files.push({
      key: `zasca/${name}`,
      prepare: async () => {
        const text = await readFile(path.join(judgmentsDir, name), "utf8");
        return text.trim() ? prepareJudgment({ text, fileName: name, fallbackTitle: null }) : null;
      },
    });
  }
  return files;
}

export type BuiltinLoadResult = {
  loaded: number;
  replaced: number;
  unchanged: number;
  /** Shipped files without text, named. */
  empty: string[];
  milliseconds: number;
};

/**
 * Loads each shipped document that is missing or older than BUILTIN_CORPUS_VERSION, on the embedded
 * database and a PostgreSQL server alike; a current one is left as it is, so a restart adds nothing.
 * Instances starting together wait on one advisory lock, and each document goes in (or is replaced) in
 * a transaction of its own.
 */
export async function loadBuiltinCorpus(
  db: Db,
  options: { corpusDir?: string; version?: number } = {},
): Promise<BuiltinLoadResult> {
  const started = performance.now();
  const version = options.version ?? BUILTIN_CORPUS_VERSION;
  const files = await listBuiltinFiles(options.corpusDir ?? BUILTIN_CORPUS_DIR);
  const result = { loaded: 0, replaced: 0, unchanged: 0 };
  const empty: string[] = [];
  // One query answers the usual start, when everything shipped is stored and current.
  const storedAtStart = await listBuiltinDocuments(db);
  for (const file of files) {
    const storedVersion = storedAtStart.get(file.key)?.version;
    if (storedVersion !== undefined && storedVersion >= version) {
      result.unchanged += 1;
      continue;
    }
    const prepared = await file.prepare();
    if (!prepared) {
      empty.push(file.key);
      continue;
    }
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inkundla.corpus.builtin'))`);
      // Another instance may have loaded it meanwhile.
      const stored = (await listBuiltinDocuments(tx)).get(file.key);
      if (stored && stored.version >= version) return "unchanged" as const;
      if (stored) await deleteDocument(tx, stored.id);
      const saved = await storeDocument(tx, { firmId: null }, prepared, {
        source: "builtin",
        builtinKey: file.key,
        builtinVersion: version,
      });
      if (saved.outcome === "duplicate") {
        throw new Error(`the shipped corpus file ${file.key} repeats another: ${saved.reason}`);
      }
      return stored ? ("replaced" as const) : ("loaded" as const);
    });
    result[outcome] += 1;
  }
  return { ...result, empty, milliseconds: Math.round(performance.now() - started) };
}
