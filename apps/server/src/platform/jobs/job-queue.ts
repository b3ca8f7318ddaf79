import PgBoss from "pg-boss";
import type { Database, DbExecutor } from "../db.ts";
import { type FailedJobsPage, readFailedJobs } from "./failed-jobs.ts";
import { drizzleJobExecutor, jobExecutorFor, withInFlightCalls } from "./job-sql.ts";
import type { JobKind, JobLog, JobWorker, RetryPolicy } from "./job-types.ts";

/** pg-boss keeps its tables in this schema of the application's database, and creates it at start. */
export const JOB_SCHEMA = "pgboss";

/** How long a job that failed for good stays in the admin's list before pg-boss archives it. */
const FAILED_JOB_DAYS = 30;

export type JobQueueOptions = {
  database: Database;
  log: JobLog;
  /** How often an idle worker asks for jobs; `wake` makes this process's own workers ask at once. */
  pollingIntervalSeconds?: number;
  /** Tests only: overrides every kind's retry policy, so that retrying takes seconds, not minutes. */
  retry?: Partial<RetryPolicy>;
  /**
   * How often pg-boss's maintenance runs (default 120 s; one process runs it at a time). It is what
   * fails an attempt that outlived its kind's `expireInSeconds`, so a job whose worker was killed
   * mid-attempt is retried by another worker at most this long after it expired. Tests shorten it.
   */
  maintenanceIntervalSeconds?: number;
};

/** The background job queue (pg-boss) of one process: what it may send, and the workers it runs. */
export type JobQueue = {
  /**
   * Makes the workers' queues exist and remembers the workers, without running them: every process
   * registers them, so that any process can send any kind.
   */
  register(workers: readonly JobWorker[]): Promise<void>;
  /** Starts the registered workers in this process. */
  work(): Promise<void>;
  /**
   * Enqueues a job on `db`: pass the open transaction of the change that causes the job, so that a
   * rolled-back change leaves no job and a committed one always has its job.
   */
  send<Data>(db: DbExecutor, kind: JobKind<Data>, data: Data): Promise<string>;
  /** After the commit: this process's worker for the kind (if it runs one) takes the job at once. */
  wake<Data>(kind: JobKind<Data>): void;
  /** How many jobs wait (created or retry) and run (active), per queue: the queue's depth. */
  countOpenJobs(): Promise<{ queue: string; state: "created" | "retry" | "active"; count: number }[]>;
  /** Jobs that used up their retries, newest first. */
  listFailedJobs(page: { limit: number; offset: number }): Promise<FailedJobsPage>;
  /**
   * Tests: returns once no job of a registered kind is waiting, being retried or running (a job that
   * failed for good counts as done). Needs the workers running in this process.
   */
  runUntilEmpty(options?: { timeoutMs?: number }): Promise<void>;
  /** Stops the workers, letting a running attempt finish (up to 10 s), then pg-boss. */
  stop(): Promise<void>;
};

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const executor = withInFlightCalls(jobExecutorFor(options.database));
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    // No scheduled (cron) jobs yet: pg-boss's timekeeper would only poll for them.
    schedule: false,
    archiveFailedAfterSeconds: FAILED_JOB_DAYS * 24 * 60 * 60,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  // pg-boss reports a failed poll or maintenance run as an event; without a listener it would end the process.
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  // Creates the pgboss schema on first start (under an advisory lock, so instances may start together).
  await boss.start();

  const workers = new Map<string, JobWorker>();
  const kinds = new Map<string, JobKind<unknown>>();
  const workerIds = new Map<string, string>();
  let isStopped = false;

  /**
   * The executor for this queue's own reads (the failed jobs, the counts). pg-boss's late statements are
   * answered with no result once the queue has stopped (withInFlightCalls); a read of ours then refuses,
   * saying why, instead of failing on the missing result.
   */
  function readingExecutor() {
    if (isStopped) throw new Error("the job queue has stopped: nothing more is read through it");
    return executor;
  }

  async function runAttempt(worker: JobWorker, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const attempt = job.retryCount + 1;
    const isLastAttempt = job.retryCount >= job.retryLimit;
    try {
      const data = worker.kind.data.parse(job.data);
      await worker.handle(data, { jobId: job.id, attempt, isLastAttempt, log });
    } catch (error) {
      const facts = { err: error, job: { id: job.id, queue: job.name, attempt } };
      if (isLastAttempt) log.error(facts, "job failed for good; it is listed for the platform admin");
      else log.warn(facts, "job attempt failed; it will be retried");
      // pg-boss records the error on the job and schedules the retry, or marks the job failed.
      throw error;
    }
  }

  return {
    async register(toRegister) {
      for (const worker of toRegister) {
        const { kind } = worker;
        if (workers.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
        await boss.createQueue(kind.name, {
          name: kind.name,
          retryLimit: kind.retry.limit,
          retryDelay: kind.retry.delaySeconds,
          retryBackoff: kind.retry.backoff,
          expireInSeconds: kind.expireInSeconds,
        });
        workers.set(kind.name, worker);
        kinds.set(kind.name, kind as JobKind<unknown>);
      }
    },

    async work() {
      for (const [name, worker] of workers) {
        if (workerIds.has(name)) continue;
        let workerId: string | undefined;
        workerId = await boss.work<unknown>(name, { includeMetadata: true, batchSize: 1 }, async (jobs) => {
          try {
            for (const job of jobs) await runAttempt(worker, job);
          } finally {
            // More jobs may be waiting behind this one: ask again at once, not after the polling interval.
            if (workerId) boss.notifyWorker(workerId);
          }
        });
        workerIds.set(name, workerId);
      }
    },

    async send(db, kind, data) {
      const checked = kind.data.parse(data);
      const retry = { ...kind.retry, ...options.retry };
      const id = await boss.send(kind.name, checked as object, {
        db: drizzleJobExecutor(db),
        // Per job, so a changed policy applies from the next job on (a queue keeps the options it was
        // created with).
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: kind.expireInSeconds,
      });
      // pg-boss answers null, silently, for a queue that does not exist.
      if (!id) throw new Error(`the job queue ${kind.name} does not exist: register its worker at start`);
      return id;
    },

    wake(kind) {
      const workerId = workerIds.get(kind.name);
      if (workerId) boss.notifyWorker(workerId);
    },

    async listFailedJobs(page) {
      return readFailedJobs(readingExecutor(), JOB_SCHEMA, kinds, page);
    },

    async countOpenJobs() {
      const { rows } = await readingExecutor().executeSql(
        `select name as queue, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job
          where state in ('created', 'retry', 'active') group by name, state order by name, state`,
        [],
      );
      return (rows as { queue: string; state: "created" | "retry" | "active"; count: number }[]).map(
        (row) => ({
          ...row,
          count: Number(row.count),
        }),
      );
    },
    async runUntilEmpty({ timeoutMs = 20_000 } = {}) {
      if (workerIds.size === 0) throw new Error("runUntilEmpty needs this process's workers: call work()");
      const names = [...workers.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await readingExecutor().executeSql(
          `select count(*)::int as count from ${JOB_SCHEMA}.job where name = any($1::text[]) and state < 'completed'`,
          [names],
        );
        const waiting = Number((rows[0] as { count: number }).count);
        if (waiting === 0) return;
        if (Date.now() > deadline) throw new Error(`${waiting} job(s) still queued after ${timeoutMs} ms`);
        for (const workerId of workerIds.values()) boss.notifyWorker(workerId);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async stop() {
      // The database is the caller's: it closes it after this (PGlite's folder must be left consistent).
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
      // pg-boss records a finished job's result without awaiting it, so the write can still be on its way
      // when stop() returns, or only about to start: wait for what is running, let the event loop turn
      // once more and wait again, then let nothing further reach the database the caller closes next.
      await executor.settled();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await executor.settled();
      isStopped = true;
      executor.close();
      workerIds.clear();
    },
  };
}
