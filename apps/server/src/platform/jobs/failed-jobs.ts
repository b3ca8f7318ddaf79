import type { JobSqlExecutor } from "./job-sql.ts";
import type { JobKind } from "./job-types.ts";

/** A job that used up its retries, as the platform admin's list shows it. */
export type FailedJob = {
  id: string;
  /** The pg-boss queue, e.g. `billing-invoice-email`. */
  queue: string;
  /** What the job was for, in one line (its kind's `describe`), or the queue when that cannot be read. */
  about: string;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
};

export type FailedJobsPage = { jobs: FailedJob[]; total: number };

type FailedJobRow = {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  attempts: number;
  created_at: string;
  failed_at: string;
};

/**
 * pg-boss has no call that lists failed jobs, so this reads its tables (read-only): failed jobs stay in
 * `job` until `archiveFailedAfterSeconds`, then in `archive` until pg-boss deletes them.
 */
function failedJobsSql(schema: string, select: string, tail = ""): string {
  const columns = "id, name, data, output, retry_count, created_on, completed_on";
  return `
    with failed as (
      select ${columns} from ${schema}.job where state = 'failed'
      union all
      select ${columns} from ${schema}.archive where state = 'failed'
    )
    select ${select} from failed ${tail}`;
}

const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function readFailedJobs(
  executor: JobSqlExecutor,
  schema: string,
  kinds: ReadonlyMap<string, JobKind<unknown>>,
  page: { limit: number; offset: number },
): Promise<FailedJobsPage> {
  const select = `id::text as id, name, data, output, retry_count + 1 as attempts,
    ${isoUtc("created_on")} as created_at, ${isoUtc("completed_on")} as failed_at`;
  const { rows } = await executor.executeSql(
    failedJobsSql(schema, select, "order by completed_on desc, id limit $1 offset $2"),
    [page.limit, page.offset],
  );
  const counted = await executor.executeSql(failedJobsSql(schema, "count(*)::int as total"), []);
  return {
    jobs: (rows as FailedJobRow[]).map((row) => ({
      id: row.id,
      queue: row.name,
      about: describeJob(kinds.get(row.name), row),
      error: errorMessageOf(row.output),
      attempts: Number(row.attempts),
      createdAt: row.created_at,
      failedAt: row.failed_at,
    })),
    total: Number((counted.rows[0] as { total: number } | undefined)?.total ?? 0),
  };
}

function describeJob(kind: JobKind<unknown> | undefined, row: FailedJobRow): string {
  const parsed = kind?.data.safeParse(row.data);
  return kind && parsed?.success ? kind.describe(parsed.data) : row.name;
}

/**
 * pg-boss keeps a thrown error as `{ name, message, stack }`; its own failures (a timed-out attempt, a
 * shutdown mid-attempt) as `{ value: … }`.
 */
export function errorMessageOf(output: unknown): string {
  if (output && typeof output === "object") {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === "string") return message;
    if (typeof value === "string") return value;
    if (value && typeof value === "object" && typeof (value as { message?: unknown }).message === "string") {
      return (value as { message: string }).message;
    }
  }
  return output === null || output === undefined ? "No error was recorded." : JSON.stringify(output);
}
