import { execFile } from "node:child_process";
import { createReadStream, createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import pg from "pg";
import { assertStorageKey, type FileStorage } from "../platform/file-storage.ts";
import { digestingPassThrough, sha256OfFile, storedSha256 } from "../platform/stream-digest.ts";

const run = promisify(execFile);

export const MANIFEST_FILE = "manifest.json";
const DUMP_FILE = "database.dump";
const FILES_FOLDER = "files";

/** What a backup holds, each part with its SHA-256, written last: a folder without it is unfinished. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  files: { key: string; bytes: number; sha256: string }[];
};

export class BackupError extends Error {}

/**
 * The PostgreSQL client tools: PG_BIN_DIR, else the newest Debian server install, else the PATH. They
 * must be at least the server's version (pg_dump refuses an older client).
 */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const tool = path.join(root, version, "bin", name);
      if (existsSync(tool)) return tool;
    }
  }
  return name;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch {
    return true;
  }
}

/**
 * Backs up the database and the files into `folder` (new or empty): the database as pg_dump's custom
 * format (one consistent snapshot, taken while the app runs), then every stored file, then the
 * manifest with each part's checksum. Files stored after the snapshot are copied too; a file deleted in
 * between is the only thing a row could miss, and the restore says so.
 */
export async function writeBackup(input: {
  databaseUrl: string;
  storage: FileStorage;
  folder: string;
  now?: Date;
}): Promise<BackupManifest> {
  if (!(await isEmptyFolder(input.folder)))
    throw new BackupError(`${input.folder} is not empty: back up into a new folder.`);
  await mkdir(path.join(input.folder, FILES_FOLDER), { recursive: true });
  const dumpPath = path.join(input.folder, DUMP_FILE);
  await run(
    postgresTool("pg_dump"),
    ["--format=custom", "--no-owner", "--no-acl", `--file=${dumpPath}`, input.databaseUrl],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const files: BackupManifest["files"] = [];
  // Each file streams from the store to the folder, hashed on the way: none is held whole in memory.
  for (const key of await input.storage.listKeys()) {
    const stored = await input.storage.getStream(key);
    if (stored === null) continue; // deleted since it was listed
    const target = path.join(input.folder, FILES_FOLDER, key);
    await mkdir(path.dirname(target), { recursive: true });
    const digest = digestingPassThrough();
    await pipeline(stored.body, digest, createWriteStream(target));
    files.push({ key, ...digest.digest() });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: (input.now ?? new Date()).toISOString(),
    database: { file: DUMP_FILE, bytes: (await stat(dumpPath)).size, sha256: await sha256OfFile(dumpPath) },
    files,
  };
  await writeFile(path.join(input.folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), "utf8")) as BackupManifest;
  } catch {
    throw new BackupError(`${folder} has no readable ${MANIFEST_FILE}: it is not a finished backup.`);
  }
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}.`);
  return manifest;
}

/** Checks every part of a backup against its manifest: the dump and each file, by SHA-256. */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  if ((await sha256OfFile(path.join(folder, manifest.database.file))) !== manifest.database.sha256)
    throw new BackupError("The database dump does not match its checksum.");
  for (const file of manifest.files) {
    assertStorageKey(file.key);
    const digest = await sha256OfFile(path.join(folder, FILES_FOLDER, file.key)).catch(() => null);
    if (digest !== file.sha256)
      throw new BackupError(
        `The file ${file.key} is missing from the backup or does not match its checksum.`,
      );
  }
  return manifest;
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a verified backup into an empty database and an empty file store: pg_restore stops at the
 * first error, and every file is read back and compared with its checksum after it is stored.
 */
export async function restoreBackup(input: {
  folder: string;
  databaseUrl: string;
  storage: FileStorage;
}): Promise<{ manifest: BackupManifest }> {
  const manifest = await verifyBackup(input.folder);
  if ((await countTables(input.databaseUrl)) > 0)
    throw new BackupError("The target database is not empty: restore into a new, empty database.");
  if ((await input.storage.listKeys()).length > 0)
    throw new BackupError("The target file store is not empty: restore into a new, empty folder or bucket.");
  await run(
    postgresTool("pg_restore"),
    [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      `--dbname=${input.databaseUrl}`,
      path.join(input.folder, manifest.database.file),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  for (const file of manifest.files) {
    const source = path.join(input.folder, FILES_FOLDER, file.key);
    await input.storage.putStream(file.key, createReadStream(source), (await stat(source)).size);
    if ((await storedSha256(input.storage, file.key)) !== file.sha256)
      throw new BackupError(`The file ${file.key} did not read back as it was stored.`);
  }
  return { manifest };
}
