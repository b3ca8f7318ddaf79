import * as schema from "../db/schema.ts";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { openDatabase } from "../platform/db.ts";
import { createConfiguredFileStorage } from "../platform/file-storage-s3.ts";
import { addDemoFilingsWhenMissing } from "./demo-filings.ts";
import { describeDemoAccounts, seedDemoFirm } from "./demo-firm.ts";

// `npm run seed`: migrate, then add the demo firm to whichever database the environment names.
loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config, schema);
try {
  await database.migrate();
  const result = await seedDemoFirm(database.db);
  // The demo's court filings keep their PDFs in the configured file storage (FILES_DIR or S3).
  await addDemoFilingsWhenMissing(database.db, createConfiguredFileStorage(config));
  console.log(result === "seeded" ? "Demo firm seeded. Sign-ins:" : "Demo firm already present. Sign-ins:");
  console.log(describeDemoAccounts().join("\n"));
} finally {
  await database.close();
}
