import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type PgBoss from "pg-boss";
import { type Database, type DbExecutor, queryRows } from "../db.ts";

/** What pg-boss's `db` option takes: run one SQL text with positional values, answer the rows. */
export type JobSqlExecutor = PgBoss.Db;

/**
 * pg-boss on the embedded database. pg-boss sends its schema and maintenance commands as one text of
 * several statements (`BEGIN; …; COMMIT;`) without values, which only PGlite's simple-protocol `exec`
 * runs; everything with values goes through `query`. PGlite runs one call at a time and makes outside
 * calls wait while a transaction is open, so pg-boss's polling never lands inside a request's
 * transaction.
 */
export function pgliteJobExecutor(client: PGlite): JobSqlExecutor {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        try {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          // A failed statement inside pg-boss's `BEGIN; …; COMMIT;` leaves the one connection in an
          // aborted transaction, refusing everything after it; end it (no request's transaction can be
          // open meanwhile, PGlite runs one call at a time).
          await client.exec("ROLLBACK").catch(() => {});
          throw error;
        }
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** pg-boss on a PostgreSQL server, sharing the application's connection pool. */
export function poolJobExecutor(pool: pg.Pool): JobSqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
  };
}

/** The executor pg-boss uses for its own work (polling, maintenance) on this database. */
export function jobExecutorFor(database: Database): JobSqlExecutor {
  // Drizzle keeps the driver it was built on as `$client`: the PGlite instance or the pg pool.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return database.kind === "pglite"
    ? pgliteJobExecutor(client as PGlite)
    : poolJobExecutor(client as pg.Pool);
}

/**
 * pg-boss statements run on the caller's Drizzle handle, usually its open transaction: a job sent this
 * way is written, or rolled back, together with the change that caused it. pg-boss numbers its values
 * `$1…$n`; each becomes a bound Drizzle parameter, so nothing is spliced into the text.
 */
export function drizzleJobExecutor(db: DbExecutor): JobSqlExecutor {
  return {
    async executeSql(text, values) {
      return { rows: await queryRows(db, withPositionalValues(text, values ?? [])) };
    },
  };
}

function withPositionalValues(text: string, values: unknown[]): SQL {
  if (values.length === 0) return sql.raw(text);
  // "a $1 b $2" → ["a ", "1", " b ", "2", ""]: text at even places, a value's number at odd ones.
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

/**
 * The answer to a statement started after `close()`: no result at all. pg-boss reads a missing result
 * of its completion commands (complete, fail) as no job changed; an empty list of rows it reads as a
 * row count, and the late completion of a job that outlived the stop failed so, unawaited.
 */
const NOT_RUN = undefined as unknown as Awaited<ReturnType<JobSqlExecutor["executeSql"]>>;

/**
 * The executor, counting the statements it is running: `settled()` returns once none is. pg-boss
 * marks a job completed or failed in a call it does not await. After `close()` (the queue has stopped,
 * and its owner is about to close the database) a statement pg-boss still starts never reaches the
 * database: on a closed pool it would fail where no one awaits it, as an unhandled rejection. It is
 * answered with no result (NOT_RUN). A job whose completion is dropped so is taken up again once it
 * expires.
 */
export function withInFlightCalls(
  executor: JobSqlExecutor,
): JobSqlExecutor & { settled(): Promise<void>; close(): void } {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql(text, values) {
      if (closed) return Promise.resolve(NOT_RUN);
      const call = executor.executeSql(text, values);
      running.add(call);
      const forget = () => running.delete(call);
      call.then(forget, forget);
      return call;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close() {
      closed = true;
    },
  };
}
