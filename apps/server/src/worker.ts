// `npm run worker`: works the background job queue (e-mails, corpus imports, contract analyses) without
// serving HTTP, so a large deployment can run as many workers as it needs beside its web servers.
import { pino } from "pino";
import * as schema from "./db/schema.ts";
import { createJobWorkers } from "./job-workers.ts";
import { createAiProvider } from "./modules/ai/index.ts";
import { startNotificationClock } from "./modules/notifications/index.ts";
import { ConfigError, loadConfig, loadEnvFile } from "./platform/config.ts";
import { openPostgres } from "./platform/db.ts";
import { createConfiguredFileStorage } from "./platform/file-storage-s3.ts";
import { startJobQueue } from "./platform/jobs/index.ts";
import { createMailer } from "./platform/mail.ts";

async function main() {
  loadEnvFile();
  const config = loadConfig();
  if (!config.databaseUrl) {
    // PGlite is an embedded engine: one process per data folder, and `npm start` is already that one.
    throw new ConfigError(
      "npm run worker needs DATABASE_URL (a PostgreSQL server). On the embedded database (PGlite, no " +
        "DATABASE_URL) only one process may open the data folder, and `npm start` already works the " +
        "job queue inside the server.",
    );
  }
  const log = pino({ name: "worker", level: config.logLevel });
  // A worker runs a few jobs at once: four connections unless DATABASE_POOL_SIZE says otherwise.
  const database = await openPostgres(config.databaseUrl, {
    poolSize: config.databasePoolSize ?? 4,
    tables: schema,
  });
  const jobs = await startJobQueue({ database, log });
  // The same mailer and file storage as the web server's, so mail lands in the same outbox (and dev
  // mailbox) and invoice PDFs find the firm's logo. FILES_DIR must be the folder the servers use.
  const mailer = createMailer({ db: database.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log });
  const fileStorage = createConfiguredFileStorage(config);
  const ai = createAiProvider(config);
  await jobs.register(createJobWorkers({ db: database.db, config, mailer, fileStorage, ai }));
  await jobs.work();
  const notificationClock = startNotificationClock({ db: database.db, jobs, log });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info(`${signal} received: closing`);
    // A running job may finish (up to 10 s); one cut short is retried by the next worker.
    notificationClock.stop();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  console.log(
    "Inkundla worker is running: working the job queue on PostgreSQL (DATABASE_URL). Ctrl-C stops it.",
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The Inkundla worker failed to start:", error);
  }
  process.exit(1);
});
