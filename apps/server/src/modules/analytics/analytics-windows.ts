import {
  ANALYTICS_PERIODS,
  addDaysToDate,
  resolveAnalyticsPeriod,
  type TAnalyticsPeriod,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type Db, type DbExecutor, queryRows } from "../../platform/db.ts";
import { readTogether } from "../../platform/read-together.ts";
import { type AnalyticsWindow, readAnalyticsSnapshot } from "./analytics-data.repository.ts";

/**
 * The firm's analytics windows (analytics.tables.ts, migration 0020): running sums per client and per
 * person and practice area over each preset period of today and the period before it. A window's sums
 * are added up from the day summaries once, when it is created; from then on the triggers keep them
 * exact. Custom periods are not windows: they read the day summaries.
 */

/** A window's first and last day (YYYY-MM-DD). */
export type AnalyticsSpan = { from: string; to: string };

/** The windows the preset periods read on `today`: each preset's period and the one before it. */
export function presetWindows(today: string): AnalyticsSpan[] {
  const spans = new Map<string, AnalyticsSpan>();
  for (const period of ANALYTICS_PERIODS) {
    if (period === "custom") continue;
    const { current, previous } = resolveAnalyticsPeriod({ period }, today);
    for (const range of [current, previous]) spans.set(spanKey(range), { from: range.from, to: range.to });
  }
  return [...spans.values()];
}

function spanKey(span: AnalyticsSpan): string {
  return `${span.from}..${span.to}`;
}

function lockWindowsExclusively(db: DbExecutor, firmId: string) {
  return db.execute(
    sql`select pg_advisory_xact_lock(hashtext('analytics_window'), hashtext(${firmId}::text))`,
  );
}

async function listWindows(db: DbExecutor, firmId: string): Promise<AnalyticsSpan[]> {
  return queryRows<AnalyticsSpan>(
    db,
    sql`select from_day::text as "from", to_day::text as "to" from analytics_window where firm_id = ${firmId}`,
  );
}

/**
 * Makes sure today's preset windows exist for the firm. Usually they do and this is one small read;
 * the first read of a new day adds that day's windows (summing a year of day rows once). Writers of the
 * firm wait for that transaction, and it waits for them (the lock the triggers take shared), so each
 * change is counted in a new window exactly once. It drops only the windows that neither yesterday,
 * today nor tomorrow reads: instances whose clocks straddle midnight never drop each other's, so a
 * reader that has ensured its windows can read them in its next statement.
 */
export async function ensureAnalyticsWindows(db: Db, firmId: string, today: string): Promise<void> {
  const wanted = presetWindows(today);
  const present = new Set((await listWindows(db, firmId)).map(spanKey));
  if (wanted.every((span) => present.has(spanKey(span)))) return;

  await db.transaction(async (tx) => {
    await lockWindowsExclusively(tx, firmId);
    const stored = await listWindows(tx, firmId);
    const keep = new Set(
      [...presetWindows(addDaysToDate(today, -1)), ...wanted, ...presetWindows(addDaysToDate(today, 1))].map(
        spanKey,
      ),
    );
    const stale = stored.filter((span) => !keep.has(spanKey(span)));
    const storedKeys = new Set(stored.map(spanKey));
    const missing = wanted.filter((span) => !storedKeys.has(spanKey(span)));
    for (const span of stale)
      await tx.execute(
        sql`delete from analytics_window
             where firm_id = ${firmId} and from_day = ${span.from}::date and to_day = ${span.to}::date`,
      );
    if (missing.length === 0) return;
    const spans = sql.join(
      missing.map((span) => sql`(${span.from}::date, ${span.to}::date)`),
      sql`, `,
    );
    await tx.execute(
      sql`insert into analytics_window (firm_id, from_day, to_day)
          select ${firmId}, span.from_day, span.to_day from (values ${spans}) as span(from_day, to_day)`,
    );
    await tx.execute(sql`
      insert into analytics_client_window
             (firm_id, from_day, to_day, client_id, activity_count, revenue_movement_count, revenue_cents)
      select ${firmId}, span.from_day, span.to_day, day_row.client_id, sum(day_row.activity_count),
             sum(day_row.revenue_movement_count), sum(day_row.revenue_cents)
        from (values ${spans}) as span(from_day, to_day)
        join analytics_client_day as day_row
          on day_row.firm_id = ${firmId} and day_row.day between span.from_day and span.to_day
       group by 2, 3, 4
      having sum(day_row.activity_count) <> 0 or sum(day_row.revenue_movement_count) <> 0
          or sum(day_row.revenue_cents) <> 0`);
    await tx.execute(sql`
      update analytics_window as span
         set active_clients = counted.active_clients, revenue_clients = counted.revenue_clients,
             client_revenue_cents = counted.revenue_cents
        from (select from_day, to_day, count(*) filter (where activity_count > 0) as active_clients,
                     count(*) filter (where revenue_movement_count > 0) as revenue_clients,
                     sum(revenue_cents) as revenue_cents
                from analytics_client_window
               where firm_id = ${firmId} and (from_day, to_day) in (${spans})
               group by 1, 2) as counted
       where span.firm_id = ${firmId} and span.from_day = counted.from_day and span.to_day = counted.to_day`);
    await tx.execute(sql`
      insert into analytics_time_window
             (firm_id, from_day, to_day, user_id, practice_area, entry_count, hours_tenths, billable_tenths)
      select ${firmId}, span.from_day, span.to_day, day_row.user_id, day_row.practice_area,
             sum(day_row.entry_count), sum(day_row.hours_tenths), sum(day_row.billable_tenths)
        from (values ${spans}) as span(from_day, to_day)
        join analytics_time_day as day_row
          on day_row.firm_id = ${firmId} and day_row.day between span.from_day and span.to_day
       group by 2, 3, 4, 5
      having sum(day_row.entry_count) <> 0 or sum(day_row.hours_tenths) <> 0
          or sum(day_row.billable_tenths) <> 0`);
  });
}

/**
 * Reads a period's figures as one statement. A preset period reads the firm's windows (made sure of
 * first), and one statement is one snapshot; a custom period reads the day summaries, in a read-only
 * snapshot without JIT (readAnalyticsSnapshot). `read` starts its reads on `batch` together and is told
 * which sums the period has.
 */
export async function readPeriodTogether<T>(
  db: Db,
  firmId: string,
  period: TAnalyticsPeriod,
  today: string,
  read: (batch: DbExecutor, sums: AnalyticsWindow["sums"]) => Promise<T>,
): Promise<T> {
  if (period === "custom")
    return readAnalyticsSnapshot(db, (snapshot) => readTogether(snapshot, (batch) => read(batch, "days")));
  await ensureAnalyticsWindows(db, firmId, today);
  return readTogether(db, (batch) => read(batch, "windows"));
}
