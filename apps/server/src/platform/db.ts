import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { FIRM_TIME_ZONE } from "@inkundla/shared";
import { type Column, type Query, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/**
 * Every table the server owns (db/schema.ts), for drizzle's relational queries, which better-auth's
 * joins use. The entry points pass it in, because platform imports no module and the schema index
 * gathers the modules' tables. Without it (platform's own tests) the query builder and raw SQL work
 * as ever; only `db.query` is empty.
 */
export type DbTables = Record<string, unknown>;
/** The query builder, whichever engine is underneath (PGlite or a PostgreSQL server). */
export type Db = PgDatabase<PgQueryResultHKT, DbTables>;
export type DbTransaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A handle usable both outside and inside a transaction. */
export type DbExecutor = Db | DbTransaction;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Connections in the pool: open, idle, and requests waiting for one (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
};

const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

/**
 * How many connections a process keeps to PostgreSQL unless told (DATABASE_POOL_SIZE). Fewer suit a
 * load of like, CPU-bound statements: on two cores, searches at 20 connections ran 167–175 a second with
 * 10 (p97.5 160–170 ms) and 178–184 with 4 to 6 (p97.5 141–144 ms). More suit a mixed load, where a
 * slow statement must not hold up the rest: when the bench's mixed load still had time searches of
 * up to five seconds, its other reads had p95 76 ms with 10 connections and 399 ms with 5.
 */
export const DEFAULT_POOL_SIZE = 10;

export async function openPostgres(
  databaseUrl: string,
  options: { poolSize?: number; tables?: DbTables } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Nor may a connection that dies while checked out (a database restart mid-request): the query in
  // flight fails with the error and the request answers 500, but the client's own 'error' event would
  // otherwise be unhandled and end the process.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzleNodePostgres(pool, { schema: options.tables, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** One process per folder: PGlite is an embedded single-connection engine. */
export async function openPglite(directory: string, tables?: DbTables): Promise<Database> {
  mkdirSync(directory, { recursive: true });
  // The extensions behind fuzzy, accent-insensitive search (migration 0002).
  const client = await PGlite.create(directory, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema: tables, casing: "snake_case" });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
  };
}

export function openDatabase(
  config: {
    databaseUrl: string | undefined;
    databasePoolSize: number | undefined;
    pgliteDir: string;
  },
  tables: DbTables,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize, tables })
    : openPglite(config.pgliteDir, tables);
}

/**
 * The firm's time zone as an SQL string literal, for `now() at time zone …`. It is written into the
 * statement text (not sent as a parameter) so each statement reads exactly as it did with the literal:
 * the same expression in a select list and its group by still match, and plans do not change. Safe to
 * inline because the value is our own constant, never input.
 */
export const FIRM_TIME_ZONE_SQL = sql.raw(`'${FIRM_TIME_ZONE}'`);

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: "snake_case" });
const namedStatements = new Map<string, Query>();

/**
 * Runs raw SQL as a statement each connection keeps under `name`, and returns its rows as `queryRows`
 * does. PostgreSQL then parses it once per connection and, once a plan for any values costs about what
 * each run's own plan costs, plans it once too (its generic plan, from the sixth run on). For the
 * hottest reads, where planning costs as much as running. `build` is called once per process for each
 * name, so one name always stands for one text (pg refuses a second text under a name it has
 * prepared): write what decides the plan's shape (a page's LIMIT) into the text, and put
 * `sql.placeholder(key)` where each run's `values[key]` goes (a firm's id). PGlite runs it as any other
 * statement.
 */
export async function queryRowsNamed<Row>(
  db: DbExecutor,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let query = namedStatements.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    namedStatements.set(name, query);
  }
  const statement = db._.session.prepareQuery(query, undefined, name, false);
  const result = (await statement.execute(values)) as { rows: Row[] };
  return result.rows;
}

/**
 * A raw row read with `select <column> as "<key>"` for each of `columns`, with each value turned into
 * what Drizzle's own select gives for that column (a timestamp a Date, a bigint(number) a number).
 */
export function mapSelectedRow<Row>(columns: Record<string, Column>, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const key in columns) {
    const value = raw[key];
    row[key] = value === null || value === undefined ? null : columns[key]?.mapFromDriverValue(value);
  }
  return row as Row;
}

/** PostgreSQL's text for a timestamptz at UTC: "2026-11-27 02:30:02.766123+00" (fraction optional). */
const UTC_TIMESTAMPTZ_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?\+00$/;

/**
 * A timestamptz as read raw from PostgreSQL, written as ISO 8601 to the millisecond as
 * `Date.toISOString` writes it ("2026-11-27T02:30:02.766Z"). Text at UTC (the sessions' time zone) is
 * rewritten as text, in about an eighth of the time a Date takes to read and write it (a page of a list
 * has a hundred); any other text (another time zone) goes through a Date.
 */
export function isoTimestampText(text: string): string {
  if (!UTC_TIMESTAMPTZ_TEXT.test(text)) return new Date(text).toISOString();
  const fraction = text.length > 22 ? `${text.slice(20, -3)}00`.slice(0, 3) : "000";
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

/** `<column> as "<key>"` for each of `columns`, the select list `mapSelectedRow` reads back. */
export function selectedAs(columns: Record<string, Column>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * An amount of money read through raw SQL, as the integer cents every other layer works with (the
 * Drizzle columns are `bigint(mode: "number")`; raw SQL answers int8 and numeric as text). Refuses what
 * is not a whole number of cents within the safe-integer range, where `Number()` would pass on NaN or a
 * rounded figure.
 */
export function readCents(value: string | number | bigint): number {
  const cents = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${String(value)}`);
  return cents;
}
