import path from "node:path";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { createConfiguredFileStorage } from "../platform/file-storage-s3.ts";
import { BackupError, writeBackup } from "./backup.ts";

// `npm run backup -- <new folder>`: a consistent backup of the PostgreSQL database (DATABASE_URL) and of
// the files (FILES_DIR or the S3 bucket), with a manifest of checksums. Runs while the app runs.

const [target] = process.argv.slice(2).filter((argument) => argument !== "--");
if (!target) {
  console.error("Usage: npm run backup -- <new folder>");
  process.exit(2);
}
loadEnvFile();
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    "npm run backup needs DATABASE_URL (a PostgreSQL server). On the embedded database, stop `npm start` and copy the DATA_DIR folder (./data) instead.",
  );
  process.exit(2);
}
const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
try {
  const manifest = await writeBackup({
    databaseUrl: config.databaseUrl,
    storage: createConfiguredFileStorage(config),
    folder,
  });
  const megabytes =
    (manifest.database.bytes + manifest.files.reduce((sum, file) => sum + file.bytes, 0)) / (1024 * 1024);
  console.log(
    `Backed up the database and ${manifest.files.length} file(s) (${megabytes.toFixed(1)} MB) into ${folder}`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
