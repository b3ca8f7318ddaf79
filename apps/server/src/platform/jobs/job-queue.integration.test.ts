import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HANGING_NOTE_JOB } from "../../testing/hanging-job-worker.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { type Database, type DbExecutor, openPostgres, queryRows } from "../db.ts";
import {
  defineJobKind,
  defineJobWorker,
  type JobQueue,
  type JobQueueOptions,
  startJobQueue,
} from "./index.ts";

const NOTE_JOB = defineJobKind<{ note: string }>({
  name: "test-note",
  data: z.object({ note: z.string() }),
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  expireInSeconds: 60,
  describe: (data) => `Note ${data.note}`,
});

type Attempt = { note: string; attempt: number; jobId: string; by: string; at: number };

let database: Database;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const started: JobQueue[] = [];
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  dropDatabase = testDatabase.drop;
  databaseUrl = testDatabase.url;
  database = await openPostgres(testDatabase.url, { poolSize: 6 });
});
// Each test's workers stop with it, so they cannot take the next test's jobs.
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop();
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

/**
 * A queue on the test database with a worker for NOTE_JOB that records every attempt in `attempts`;
 * notes starting with "fail-once" fail their first attempt and "fail-always" every attempt.
 */
async function startNoteQueue(
  by: string,
  attempts: Attempt[],
  options: Partial<JobQueueOptions> = {},
): Promise<JobQueue> {
  const jobs = await startJobQueue({ database, log: silentLog, pollingIntervalSeconds: 0.5, ...options });
  started.push(jobs);
  await jobs.register([
    defineJobWorker({
      kind: NOTE_JOB,
      handle: async ({ note }, job) => {
        attempts.push({ note, attempt: job.attempt, jobId: job.jobId, by, at: Date.now() });
        if (note.startsWith("fail-always")) throw new Error(`the note ${note} cannot be delivered`);
        if (note.startsWith("fail-once") && job.attempt === 1) throw new Error("the mail server is busy");
      },
    }),
  ]);
  return jobs;
}

async function jobsWithNote(note: string, db: DbExecutor = database.db) {
  return queryRows<{ id: string; state: string; retry_count: number }>(
    db,
    sql`select id::text, state::text, retry_count from pgboss.job where name = ${NOTE_JOB.name} and data->>'note' = ${note}`,
  );
}

const send = (jobs: JobQueue, note: string) =>
  database.db.transaction((tx) => jobs.send(tx, NOTE_JOB, { note }));

describe("enqueueing in the caller's transaction", () => {
  it("leaves no job when the change rolls back, and exactly one when it commits", async () => {
    const attempts: Attempt[] = [];
    const jobs = await startNoteQueue("web", attempts);

    const failing = database.db.transaction(async (tx) => {
      await jobs.send(tx, NOTE_JOB, { note: "rolled-back" });
      // Written but not committed: no other connection, so no worker, can see the job yet.
      expect(await jobsWithNote("rolled-back")).toEqual([]);
      expect(await jobsWithNote("rolled-back", tx)).toHaveLength(1);
      throw new Error("the change fails after its job was enqueued");
    });
    await expect(failing).rejects.toThrow("the change fails");
    expect(await jobsWithNote("rolled-back")).toEqual([]);

    const id = await send(jobs, "committed");
    expect(await jobsWithNote("committed")).toEqual([{ id, state: "created", retry_count: 0 }]);

    await jobs.work();
    jobs.wake(NOTE_JOB);
    await jobs.runUntilEmpty();
    expect(attempts.map(({ note, jobId }) => ({ note, jobId }))).toEqual([{ note: "committed", jobId: id }]);
    expect(await jobsWithNote("committed")).toEqual([{ id, state: "completed", retry_count: 0 }]);
  });

  it("refuses data that does not fit the kind, before anything is written", async () => {
    const jobs = await startNoteQueue("web", []);
    await expect(
      database.db.transaction((tx) => jobs.send(tx, NOTE_JOB, { note: 42 } as unknown as { note: string })),
    ).rejects.toThrow();
    expect(await jobsWithNote("42")).toEqual([]);
  });
});

describe("retries", () => {
  it("tries a transient failure again after a delay, and the second attempt succeeds", async () => {
    const attempts: Attempt[] = [];
    const jobs = await startNoteQueue("worker", attempts);
    await jobs.work();
    const id = await send(jobs, "fail-once-then-fine");
    jobs.wake(NOTE_JOB);
    await jobs.runUntilEmpty();

    expect(attempts.map(({ attempt, jobId }) => ({ attempt, jobId }))).toEqual([
      { attempt: 1, jobId: id },
      { attempt: 2, jobId: id },
    ]);
    // Backoff: the retry waited at least the kind's delay (1 s here), not the polling interval.
    const [first, second] = attempts as [Attempt, Attempt];
    expect(second.at - first.at).toBeGreaterThanOrEqual(1000);
    expect(await jobsWithNote("fail-once-then-fine")).toEqual([{ id, state: "completed", retry_count: 1 }]);
  });

  it("keeps a job that fails on every attempt as failed, with its error, for the admin's list", async () => {
    const attempts: Attempt[] = [];
    const jobs = await startNoteQueue("worker", attempts, { retry: { limit: 1 } });
    await jobs.work();
    const id = await send(jobs, "fail-always-1");
    jobs.wake(NOTE_JOB);
    await jobs.runUntilEmpty();

    expect(attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    expect(await jobsWithNote("fail-always-1")).toEqual([{ id, state: "failed", retry_count: 1 }]);
    const page = await jobs.listFailedJobs({ limit: 10, offset: 0 });
    const failed = page.jobs.find((job) => job.id === id);
    expect(failed).toMatchObject({
      queue: "test-note",
      about: "Note fail-always-1",
      error: "the note fail-always-1 cannot be delivered",
      attempts: 2,
    });
    expect(Date.parse(failed?.failedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(failed?.createdAt ?? ""));
    expect(page.total).toBeGreaterThanOrEqual(1);
  });
});

describe("several instances on one database", () => {
  it("runs a job that one instance enqueued on another instance's worker", async () => {
    const attempts: Attempt[] = [];
    const web = await startNoteQueue("web", attempts);
    const worker = await startNoteQueue("worker", attempts);
    await worker.work();

    const id = await send(web, "across-instances");
    // The web instance runs no worker: waking does nothing there; the worker finds it when it polls.
    web.wake(NOTE_JOB);
    await expect(web.runUntilEmpty()).rejects.toThrow("needs this process's workers");
    await worker.runUntilEmpty();
    expect(attempts.filter((attempt) => attempt.jobId === id).map((attempt) => attempt.by)).toEqual([
      "worker",
    ]);
  });

  it("keeps a job across a restart: enqueued, the queue stopped (its reads refused), a new worker started, and it runs", async () => {
    const attempts: Attempt[] = [];
    const before = await startNoteQueue("before-restart", attempts);
    const id = await send(before, "survives-restart");
    await before.stop();
    // The stopped queue's own reads refuse, saying so, rather than failing on a missing result.
    await expect(before.countOpenJobs()).rejects.toThrow("the job queue has stopped");
    await expect(before.listFailedJobs({ limit: 10, offset: 0 })).rejects.toThrow(
      "the job queue has stopped",
    );

    const after = await startNoteQueue("after-restart", attempts);
    await after.work();
    await after.runUntilEmpty();
    expect(attempts.filter((attempt) => attempt.jobId === id).map((attempt) => attempt.by)).toEqual([
      "after-restart",
    ]);
    expect(await jobsWithNote("survives-restart")).toEqual([{ id, state: "completed", retry_count: 0 }]);
  });
});

describe("a worker killed in the middle of a job", () => {
  it("leaves the job to another worker once the attempt's time is up, and it then runs to the end once", async () => {
    const worker = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL("../../testing/hanging-job-worker.ts", import.meta.url))],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ["ignore", "pipe", "inherit"] },
    );
    const lines = createInterface({ input: worker.stdout! })[Symbol.asyncIterator]();
    const nextLine = async () => String((await lines.next()).value ?? "");
    try {
      expect(await nextLine()).toBe("ready");
      // Sent from this process, which runs no worker for the kind yet: only the other process can take it.
      const web = await startJobQueue({ database, log: silentLog });
      started.push(web);
      await web.register([defineJobWorker({ kind: HANGING_NOTE_JOB, handle: async () => {} })]);
      const id = await database.db.transaction((tx) => web.send(tx, HANGING_NOTE_JOB, { note: "killed" }));
      expect(await nextLine()).toBe(`started ${id}`);

      worker.kill("SIGKILL");
      await new Promise((resolve) => worker.once("exit", resolve));

      const finished: { jobId: string; attempt: number }[] = [];
      const survivor = await startJobQueue({
        database,
        log: silentLog,
        pollingIntervalSeconds: 0.5,
        maintenanceIntervalSeconds: 1,
      });
      started.push(survivor);
      await survivor.register([
        defineJobWorker({
          kind: HANGING_NOTE_JOB,
          handle: async (_data, job) => {
            finished.push({ jobId: job.jobId, attempt: job.attempt });
          },
        }),
      ]);
      await survivor.work();
      await survivor.runUntilEmpty({ timeoutMs: 30_000 });

      expect(finished).toEqual([{ jobId: id, attempt: 2 }]);
      expect(
        await queryRows<{ state: string; retry_count: number }>(
          database.db,
          sql`select state::text, retry_count from pgboss.job where id = ${id}`,
        ),
      ).toEqual([{ state: "completed", retry_count: 1 }]);
    } finally {
      worker.kill("SIGKILL");
    }
  }, 60_000);
});
