import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "./db.ts";

export type RateLimitVerdict = { isAllowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window and says whether it is within `limit`.
 * Kept in PostgreSQL so every app instance shares the count.
 */
export async function consumeRateLimit(
  db: DbExecutor,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitVerdict> {
  const rows = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limit (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_started_at = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limit.window_started_at end
    returning count,
      greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))))::int
        as retry_after`,
  );
  const row = rows[0];
  const count = Number(row?.count ?? 0);
  return { isAllowed: count <= limit, count, retryAfterSeconds: Number(row?.retry_after ?? windowSeconds) };
}

/** Whether `key` has already used up `limit` in its current window, without counting an attempt. */
export async function peekRateLimit(
  db: DbExecutor,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitVerdict> {
  const rows = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    select count,
      greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now()))))::int
        as retry_after
    from rate_limit
    where key = ${key} and window_started_at > now() - make_interval(secs => ${windowSeconds})`,
  );
  const row = rows[0];
  const count = Number(row?.count ?? 0);
  return { isAllowed: count < limit, count, retryAfterSeconds: Number(row?.retry_after ?? 0) };
}

export async function resetRateLimit(db: DbExecutor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}
