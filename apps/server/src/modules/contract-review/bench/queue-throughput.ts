import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import * as schema from "../../../db/schema.ts";
import type { Db } from "../../../platform/db.ts";
import { openPostgres } from "../../../platform/db.ts";
import { createLocalFileStorage } from "../../../platform/file-storage.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { startJobQueue } from "../../../platform/jobs/index.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../../seed/demo-firm.ts";
import { createLocalProvider } from "../../ai/index.ts";
import { userTable } from "../../auth/auth.tables.ts";
import { findMembershipForUser } from "../../firms/index.ts";
import { createContractAnalysisWorker } from "../contract-analysis.job.ts";
import { startContractAnalysis } from "../contract-analysis.service.ts";
import { contractAnalysisTable } from "../contract-analysis.tables.ts";
import { percentile } from "./bench-statistics.ts";
import { generateContract } from "./contract-generator.ts";

export type ThroughputOptions = {
  databaseUrl: string;
  contracts: number;
  workers: number;
  /** The contracts' lengths are drawn evenly from this range of pages. */
  minPages: number;
  maxPages: number;
  timeoutMs: number;
  /** Progress lines, to stderr. */
  report: (line: string) => void;
};

export type ThroughputResult = {
  contracts: number;
  workers: number;
  pages: number;
  enqueueMs: number;
  /** From the first analysis started to the last one finished, by the rows' own timestamps. */
  wallMs: number;
  /** From telling the ready workers to work until this process saw the last one finished (polls every 250 ms). */
  observedWallMs: number;
  /** Starting the worker processes (tsx, the database pool, pg-boss), before any of them works. */
  workerStartUpMs: number;
  contractsPerSecond: number;
  pagesPerSecond: number;
  /** Per analysis, completedAt − startedAt: reading, analysing and saving, as the job does them. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  completed: number;
  failed: number;
  failures: string[];
};

const WORKER_FILE = fileURLToPath(new URL("./contract-bench-worker.ts", import.meta.url));

/**
 * Migrates the database and seeds the demo firm (both do nothing a second time), then queues
 * `contracts` pasted contracts through the real service as the demo firm's owner, and only then
 * starts `workers` worker processes, tells them to work once all are ready, and waits until every
 * analysis is completed or failed.
 */
export async function measureQueueThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const database = await openPostgres(options.databaseUrl, { poolSize: 4, tables: schema });
  const log = pino({ name: "contract-bench", level: "warn" });
  const filesFolder = mkdtempSync(path.join(tmpdir(), "contract-bench-files-"));
  const children: ChildProcess[] = [];
  try {
    await database.migrate();
    await seedDemoFirm(database.db);
    const identity = await demoOwnerIdentity(database.db);

    // This process only sends: its queue registers the kind (so the queue exists) and runs no worker.
    const jobs = await startJobQueue({ database, log });
    const deps = {
      db: database.db,
      jobs,
      fileStorage: createLocalFileStorage(filesFolder),
      ai: createLocalProvider(),
    };
    await jobs.register([createContractAnalysisWorker(deps)]);

    const ids: string[] = [];
    let pages = 0;
    const enqueueStarted = performance.now();
    for (let index = 0; index < options.contracts; index += 1) {
      const contractPages = options.minPages + ((index * 7919) % (options.maxPages - options.minPages + 1));
      pages += contractPages;
      const contract = generateContract({ pages: contractPages, seed: 1000 + index });
      const started = await startContractAnalysis(deps, identity, {
        file: null,
        contractText: contract.text,
        contractType: "Master Services Agreement",
        contractTitle: `Benchmark contract ${index + 1} (${contractPages} pages)`,
      });
      ids.push(started.id);
    }
    const enqueueMs = performance.now() - enqueueStarted;
    options.report(`  queued ${ids.length} contracts (${pages} pages) in ${(enqueueMs / 1000).toFixed(1)} s`);
    await jobs.stop();

    const workersStarted = performance.now();
    children.push(...(await startWorkers(options.databaseUrl, options.workers)));
    const workerStartUpMs = performance.now() - workersStarted;
    options.report(`  ${options.workers} worker processes ready after ${Math.round(workerStartUpMs)} ms`);
    const workStarted = performance.now();
    for (const child of children) child.send({ work: true });
    await waitUntilFinished(database.db, ids, options);
    const observedWallMs = performance.now() - workStarted;

    const rows = await database.db
      .select({
        status: contractAnalysisTable.status,
        error: contractAnalysisTable.error,
        startedAt: contractAnalysisTable.startedAt,
        completedAt: contractAnalysisTable.completedAt,
      })
      .from(contractAnalysisTable)
      .where(inArray(contractAnalysisTable.id, ids));
    const completed = rows.filter((row) => row.status === "completed");
    const failed = rows.filter((row) => row.status === "failed");
    const durations = completed.map((row) => row.completedAt!.getTime() - row.startedAt!.getTime());
    const firstStart = Math.min(...rows.map((row) => row.startedAt?.getTime() ?? Number.POSITIVE_INFINITY));
    const lastEnd = Math.max(...rows.map((row) => row.completedAt?.getTime() ?? 0));
    const wallMs = lastEnd - firstStart;
    return {
      contracts: ids.length,
      workers: options.workers,
      pages,
      enqueueMs,
      wallMs,
      observedWallMs,
      workerStartUpMs,
      contractsPerSecond: completed.length / (wallMs / 1000),
      pagesPerSecond: pages / (wallMs / 1000),
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      maxMs: Math.max(...durations),
      completed: completed.length,
      failed: failed.length,
      failures: [...new Set(failed.map((row) => row.error ?? "no reason recorded"))],
    };
  } finally {
    await Promise.all(children.map(stopWorker));
    await database.close();
    rmSync(filesFolder, { recursive: true, force: true });
  }
}

/** The demo firm's owner as a signed-in request would carry them: the service checks nothing more. */
async function demoOwnerIdentity(db: Db): Promise<FirmIdentity> {
  const [owner] = await db.select().from(userTable).where(eq(userTable.email, DEMO_ACCOUNTS.owner.email));
  if (!owner) throw new Error("the demo firm's owner is missing after seeding");
  const membership = await findMembershipForUser(db, owner.id);
  if (!membership) throw new Error("the demo firm's owner has no firm");
  return {
    sessionId: "contract-bench",
    userId: owner.id,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    platformRole: owner.role,
    isEmailVerified: owner.emailVerified,
    membership,
    ipAddress: "127.0.0.1",
  };
}

/** Forks the worker processes with this process's loader flags (tsx), and waits until each is working. */
async function startWorkers(databaseUrl: string, count: number): Promise<ChildProcess[]> {
  const children = Array.from({ length: count }, () =>
    fork(WORKER_FILE, [databaseUrl], {
      execArgv: process.execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.once("message", () => resolve());
          child.once("exit", (code) =>
            reject(new Error(`a worker process ended with code ${code} before it was ready`)),
          );
        }),
    ),
  );
  return children;
}

function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function waitUntilFinished(db: Db, ids: readonly string[], options: ThroughputOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastReported = Date.now();
  for (;;) {
    const rows = await db
      .select({ status: contractAnalysisTable.status })
      .from(contractAnalysisTable)
      .where(inArray(contractAnalysisTable.id, [...ids]));
    const finished = rows.filter((row) => row.status === "completed" || row.status === "failed").length;
    if (finished === ids.length) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${ids.length - finished} of ${ids.length} analyses were not finished in ${options.timeoutMs} ms`,
      );
    }
    if (Date.now() - lastReported > 10_000) {
      options.report(`  ${finished} of ${ids.length} analyses finished`);
      lastReported = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
