import path from "node:path";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { createConfiguredFileStorage } from "../platform/file-storage-s3.ts";
import { BackupError, restoreBackup } from "./backup.ts";

// `npm run restore -- <backup folder>`: checks every part of the backup against its manifest, then
// restores it into the empty database DATABASE_URL names and the empty file store (FILES_DIR or the
// S3 bucket). Start the app on them afterwards.

const [source] = process.argv.slice(2).filter((argument) => argument !== "--");
if (!source) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(2);
}
loadEnvFile();
const config = loadConfig();
if (!config.databaseUrl) {
  console.error("npm run restore needs DATABASE_URL: the new, empty PostgreSQL database to restore into.");
  process.exit(2);
}
const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), source);
try {
  const { manifest } = await restoreBackup({
    folder,
    databaseUrl: config.databaseUrl,
    storage: createConfiguredFileStorage(config),
  });
  console.log(
    `Restored the database and ${manifest.files.length} file(s) from the backup of ${manifest.createdAt}.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
