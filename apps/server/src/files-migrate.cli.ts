import { loadConfig, loadEnvFile } from "./platform/config.ts";
import { migrateLocalFiles } from "./platform/file-migration.ts";
import { createS3FileStorage } from "./platform/file-storage-s3.ts";

// `npm run files:migrate`: copies the files in FILES_DIR (the local folder) into the S3 bucket the
// S3_* settings name, verifying each by its SHA-256, before a deployment switches to the bucket. The
// local files are left as they are.

loadEnvFile();
const config = loadConfig();
if (!config.s3) {
  console.error(
    "npm run files:migrate needs the bucket: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT).",
  );
  process.exit(2);
}
console.log(`Copying ${config.filesDir} into the bucket ${config.s3.bucket}`);
const results = await migrateLocalFiles(config.filesDir, createS3FileStorage(config.s3), (file) => {
  console.log(`${file.outcome.padEnd(7)} ${file.key}${file.reason ? `: ${file.reason}` : ""}`);
}).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== "ENOENT") throw error;
  console.log("There is no local files folder: nothing to copy.");
  return [];
});
const failed = results.filter((file) => file.outcome === "failed").length;
const megabytes = results.reduce((sum, file) => sum + file.bytes, 0) / (1024 * 1024);
console.log(
  `${results.length - failed} file(s) copied and verified (${megabytes.toFixed(1)} MB), ${failed} failed.`,
);
process.exit(failed > 0 ? 1 : 0);
