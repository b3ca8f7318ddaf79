import * as schema from "../db/schema.ts";
import { loadConfig, loadEnvFile } from "../platform/config.ts";
import { openDatabase } from "../platform/db.ts";
import { describeDemoAccounts, seedDemoFirm } from "./demo-firm.ts";

// `npm run seed`: migrate, then add the demo firm to whichever database the environment names.
loadEnvFile();
const config = loadConfig();
const database = await openDatabase(config, schema);
try {
  await database.migrate();
  const result = await seedDemoFirm(database.db);
  console.log(result === "seeded" ? "Demo firm seeded. Sign-ins:" : "Demo firm already present. Sign-ins:");
  console.log(describeDemoAccounts().join("\n"));
} finally {
  await database.close();
}
