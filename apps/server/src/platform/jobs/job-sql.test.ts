import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Database, type Db, queryRows } from "../db.ts";
import { defineJobKind, defineJobWorker, type JobQueue, startJobQueue } from "./index.ts";
import { pgliteJobExecutor, withInFlightCalls } from "./job-sql.ts";

// pg-boss on the embedded database, in memory: the adapter behind `npm start` without DATABASE_URL.

const ECHO_JOB = defineJobKind<{ word: string }>({
  name: "test-echo",
  data: z.object({ word: z.string() }),
  retry: { limit: 1, delaySeconds: 1, backoff: true },
  expireInSeconds: 60,
  describe: (data) => `Echo ${data.word}`,
});

let client: PGlite;
let database: Database;
let jobs: JobQueue;
const echoed: string[] = [];
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle(client, { casing: "snake_case" }) as unknown as Db;
  database = {
    db,
    kind: "pglite",
    migrate: async () => {},
    ping: async () => {},
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
  // Creating pg-boss's schema is one multi-statement text without values: it must go through `exec`.
  jobs = await startJobQueue({ database, log: silentLog, pollingIntervalSeconds: 0.5 });
  await jobs.register([
    defineJobWorker({
      kind: ECHO_JOB,
      handle: async ({ word }) => {
        if (word === "broken") throw new Error("this word cannot be echoed");
        echoed.push(word);
      },
    }),
  ]);
}, 120_000);
afterAll(async () => {
  await jobs?.stop();
  await client?.close();
});

const jobStates = () =>
  queryRows<{ word: string; state: string }>(
    database.db,
    sql`select data->>'word' as word, state::text from pgboss.job where name = 'test-echo' order by created_on`,
  );

describe("pgliteJobExecutor", () => {
  it("runs several statements without values through exec, and one with values through query", async () => {
    const executor = pgliteJobExecutor(client);
    const many = await executor.executeSql(
      "create temporary table t (n int); insert into t values (1), (2)",
      [],
    );
    expect(many.rows).toEqual([]);
    const one = await executor.executeSql("select sum(n)::int as total from t where n >= $1", [1]);
    expect(one.rows).toEqual([{ total: 3 }]);
  });

  it("leaves the connection usable when a statement of a multi-statement transaction fails", async () => {
    const executor = pgliteJobExecutor(client);
    await expect(executor.executeSql("begin; select 1 / 0; commit;", [])).rejects.toThrow("division by zero");
    expect((await executor.executeSql("select $1::int as one", [1])).rows).toEqual([{ one: 1 }]);
  });
});

describe("withInFlightCalls", () => {
  it("settles only after every statement it started has answered, failed ones included", async () => {
    const answers: (() => void)[] = [];
    const executor = withInFlightCalls({
      executeSql: (text) =>
        new Promise((resolve, reject) => {
          answers.push(() => (text === "fails" ? reject(new Error("pool ended")) : resolve({ rows: [] })));
        }),
    });
    const written = executor.executeSql("writes", []);
    const failed = executor.executeSql("fails", []).catch((error: Error) => error.message);
    let settled = false;
    const settling = executor.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    for (const answer of answers) answer();
    await settling;
    expect(settled).toBe(true);
    await expect(written).resolves.toEqual({ rows: [] });
    await expect(failed).resolves.toBe("pool ended");
  });

  it("answers a statement started after close() with no result, without sending it to the database", async () => {
    const sent: string[] = [];
    const executor = withInFlightCalls({
      executeSql: async (text) => {
        sent.push(text);
        return { rows: [{ sent: text }] };
      },
    });
    await expect(executor.executeSql("before", [])).resolves.toEqual({ rows: [{ sent: "before" }] });
    executor.close();
    // No result, not an empty list of rows: pg-boss reads the count of a job's late completion
    // (complete, fail) from the first row, and takes a missing result as no job changed.
    await expect(executor.executeSql("after", [])).resolves.toBeUndefined();
    expect(sent).toEqual(["before"]);
  });
});

describe("pg-boss on PGlite", { timeout: 60_000 }, () => {
  it("created its schema, and enqueues in a transaction only when it commits", async () => {
    expect(await queryRows(database.db, sql`select version from pgboss.version`)).toHaveLength(1);
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, ECHO_JOB, { word: "rolled-back" });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await database.db.transaction((tx) => jobs.send(tx, ECHO_JOB, { word: "committed" }));
    expect(await jobStates()).toEqual([{ word: "committed", state: "created" }]);
  });

  it("works the queue; a worker's poll waits for an open transaction instead of joining it", async () => {
    await jobs.work();
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, ECHO_JOB, { word: "after-a-slow-commit" });
      // PGlite has one connection: the worker's polls queue behind this transaction meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    jobs.wake(ECHO_JOB);
    await jobs.runUntilEmpty();
    expect(echoed).toEqual(["committed", "after-a-slow-commit"]);
  });

  it("keeps a job that failed on every attempt, with its error", async () => {
    await database.db.transaction((tx) => jobs.send(tx, ECHO_JOB, { word: "broken" }));
    jobs.wake(ECHO_JOB);
    await jobs.runUntilEmpty();
    const { jobs: failed, total } = await jobs.listFailedJobs({ limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(failed).toEqual([
      expect.objectContaining({
        queue: "test-echo",
        about: "Echo broken",
        error: "this word cannot be echoed",
        attempts: 2,
      }),
    ]);
  });
});
