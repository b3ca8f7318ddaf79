import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "./db.ts";

/**
 * Runs several independent reads as one statement. `read` is handed an executor that only records:
 * each `queryRows(batch, query)` it starts is collected, and once `read` has started them all, one
 * SELECT answers every query as a column of its rows in JSON (`json_agg`). A screen made of ten small
 * reads then costs one round trip, one parse and one plan instead of ten, and its figures come from
 * one snapshot, as a single statement sees the database at one moment.
 *
 * The reads must be started together (e.g. inside one `Promise.all`) and each must need only its own
 * rows: a query started after the batch has run goes to the database on its own. Rows come back as
 * JSON: numbers (int8 and numeric too) as JavaScript numbers, dates as their ISO text, so the readers
 * use `readCents`/`Number` as they do for the driver's text. A subquery's ORDER BY is kept by
 * `json_agg` reading it in order, as PostgreSQL does for an aggregate over a sorted subquery.
 */
export async function readTogether<T>(db: DbExecutor, read: (batch: DbExecutor) => Promise<T>): Promise<T> {
  const pending: { query: SQL; settle: (rows: unknown[] | Error) => void }[] = [];
  let ran = false;
  const recorder = {
    execute: (query: SQL) =>
      ran
        ? db.execute(query)
        : new Promise((resolve, reject) =>
            pending.push({
              query,
              settle: (rows) => (rows instanceof Error ? reject(rows) : resolve({ rows })),
            }),
          ),
  };
  const answer = read(recorder as unknown as DbExecutor);
  // The answer rejects if a query fails; its caller sees that below, never an unhandled rejection.
  answer.catch(() => undefined);
  ran = true;
  if (pending.length > 0) {
    try {
      const columns = pending.map(
        ({ query }, index) =>
          sql`(select coalesce(json_agg(part), '[]'::json) from (${query}) as part) as ${sql.raw(`part_${index}`)}`,
      );
      const [row] = await queryRows<Record<string, unknown[]>>(db, sql`select ${sql.join(columns, sql`, `)}`);
      for (const [index, { settle }] of pending.entries()) settle(row?.[`part_${index}`] ?? []);
    } catch (error) {
      for (const { settle } of pending) settle(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return answer;
}
