import * as schema from "../db/schema.ts";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { openDatabase } from "../platform/db.ts";
import { createConfiguredFileStorage } from "../platform/file-storage-s3.ts";
import { LARGE_FIRM_OWNER, LARGE_FIRM_SIZE, seedLargeFirm } from "./large-firm.ts";
import { addLargePdfSessionsWhenMissing, LARGE_PDF_SESSIONS } from "./large-pdf-sessions.ts";

// `npm run seed:large`: migrate, then add the large benchmark firm to whichever database the
// environment names (the embedded one when DATABASE_URL is unset).
loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config, schema);
try {
  await database.migrate();
  const started = performance.now();
  const result = await seedLargeFirm(database.db);
  // The PDF editor's sessions keep their original in the configured file storage (FILES_DIR or S3).
  const pdfSessions = await addLargePdfSessionsWhenMissing(database.db, createConfiguredFileStorage(config));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { clients, matters, timeEntries, trust, outcomes } = LARGE_FIRM_SIZE;
  const postings = clients * trust.postingsPerClient;
  console.log(
    result === "seeded"
      ? `Large firm seeded in ${seconds} s: ${clients} clients, ${matters} matters, ${timeEntries} time entries, ${trust.accounts} trust accounts, ${postings} trust postings, ${outcomes.matters} closed matters with outcomes.`
      : `Large firm already present (checked in ${seconds} s).`,
  );
  if (pdfSessions === "seeded") console.log(`  Added ${LARGE_PDF_SESSIONS} PDF sessions.`);
  console.log(`  Owner  ${LARGE_FIRM_OWNER.email}  /  ${LARGE_FIRM_OWNER.password}`);
} finally {
  await database.close();
}
