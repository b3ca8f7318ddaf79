// One worker process of the contract review benchmark (started by queue-throughput.ts): the job queue
// with the contract analysis worker only, on the local engine, as `npm run worker` runs it. The job
// queue has no concurrency setting (one job at a time per kind and process, batch size 1), so the
// benchmark runs several of these processes, as a deployment runs several `npm run worker`s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import * as schema from "../../../db/schema.ts";
import { openPostgres } from "../../../platform/db.ts";
import { createLocalFileStorage } from "../../../platform/file-storage.ts";
import { startJobQueue } from "../../../platform/jobs/index.ts";
import { createLocalProvider } from "../../ai/index.ts";
import { createContractAnalysisWorker } from "../contract-analysis.job.ts";

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error("usage: contract-bench-worker.ts <postgres url>");

const log = pino({ name: "contract-bench-worker", level: "warn" });
const database = await openPostgres(databaseUrl, { poolSize: 3, tables: schema });
const jobs = await startJobQueue({ database, log });
// The analyses are pasted text, so file storage is never read; an empty folder stands in for it.
const filesFolder = mkdtempSync(path.join(tmpdir(), "contract-bench-files-"));
const fileStorage = createLocalFileStorage(filesFolder);
await jobs.register([
  createContractAnalysisWorker({ db: database.db, fileStorage, ai: createLocalProvider() }),
]);
// Every process is started before any works, so the measured run has all its workers from the first job.
process.once("message", () => void jobs.work());
process.send?.({ ready: true });

let isStopping = false;
async function stop() {
  if (isStopping) return;
  isStopping = true;
  await jobs.stop();
  await database.close();
  rmSync(filesFolder, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
// The benchmark went away without stopping this process: stop with it.
process.on("disconnect", () => void stop());
