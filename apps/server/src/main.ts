import { pino } from "pino";
import { buildApp } from "./app.ts";
import * as schema from "./db/schema.ts";
import { ensurePlatformAdmin, PlatformAdminClaimError } from "./modules/auth/index.ts";
import { loadBuiltinCorpus } from "./modules/corpus/index.ts";
import { startNotificationClock } from "./modules/notifications/index.ts";
import { ConfigError, loadConfig, loadEnvFile, withAuthSecret } from "./platform/config.ts";
import { openDatabase } from "./platform/db.ts";
import { createConfiguredFileStorage } from "./platform/file-storage-s3.ts";
import { loadJobSettings, startJobQueue } from "./platform/jobs/index.ts";
import { addDemoFilingsWhenMissing } from "./seed/demo-filings.ts";
import { describeDemoAccounts, seedDemoFirm } from "./seed/demo-firm.ts";

async function main() {
  loadEnvFile();
  const config = withAuthSecret(loadConfig());
  const jobSettings = loadJobSettings();
  if (!config.databaseUrl && !jobSettings.runWorkersInServer) {
    throw new ConfigError(
      "Invalid configuration: RUN_JOB_WORKERS=false needs DATABASE_URL. On the embedded database no " +
        "other process (`npm run worker`) can open the data folder, so the jobs would never run.",
    );
  }
  const database = await openDatabase(config, schema);
  await database.migrate();

  // The embedded database is a demo install: it gets the demo firm on first start. A real server is
  // seeded only on purpose, with `npm run seed`.
  const seedResult = database.kind === "pglite" ? await seedDemoFirm(database.db) : "not-seeded";
  if (database.kind === "pglite") {
    await addDemoFilingsWhenMissing(database.db, createConfiguredFileStorage(config));
  }
  // The reference corpus every installation gets (the Constitution, the shipped judgments): loaded when
  // missing or older than the shipped version, on either database; a current one costs one query a file.
  const corpus = await loadBuiltinCorpus(database.db);
  if (corpus.loaded + corpus.replaced > 0) {
    console.log(
      `Legal corpus: ${corpus.loaded} document(s) loaded, ${corpus.replaced} updated in ${(corpus.milliseconds / 1000).toFixed(1)} s`,
    );
  }
  if (config.admin) {
    const outcome = await ensurePlatformAdmin(database.db, config.admin).catch(async (error: unknown) => {
      // Leave the embedded data folder consistent before stopping.
      await database.close();
      throw error;
    });
    console.log(`Platform admin ${config.admin.email}: ${outcome}`);
  }

  // pg-boss creates its own schema (pgboss) in this database on first start.
  const jobs = await startJobQueue({
    database,
    log: pino({ name: "jobs", level: config.logLevel }),
  });
  const app = await buildApp({ config, database, jobs });
  // By default this process also works the queue: on the embedded database it is the only process
  // that may open the data folder, so `npm run worker` cannot run beside it.
  if (jobSettings.runWorkersInServer) await jobs.work();
  // Every instance checks whether the day's notification run is due; only one queues it.
  const notificationClock = startNotificationClock({ db: database.db, jobs, log: app.log });
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received: closing`);
    // Stop taking requests first, then let a running job finish and stop the queue, then close the
    // database, so the embedded data folder is left consistent.
    await app.close();
    notificationClock.stop();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === "pglite" ? `embedded PGlite in ${config.pgliteDir}` : "PostgreSQL (DATABASE_URL)";
  const lines = [
    "",
    `Inkundla is running at ${config.publicUrl}`,
    `Database: ${where}${seedResult === "seeded" ? " (demo firm seeded)" : ""}`,
    jobSettings.runWorkersInServer
      ? "Background jobs: worked in this process"
      : "Background jobs: not worked here (RUN_JOB_WORKERS=false): run `npm run worker` beside it",
  ];
  if (seedResult !== "not-seeded") lines.push("Demo sign-ins:", ...describeDemoAccounts());
  lines.push("Press Ctrl-C to stop.", "");
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof PlatformAdminClaimError) {
    console.error(error.message);
  } else {
    console.error("Inkundla failed to start:", error);
  }
  process.exit(1);
});
