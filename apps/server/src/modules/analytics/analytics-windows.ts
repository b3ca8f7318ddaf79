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
 * exact. A custom period that is read becomes windows too (it and the period before it), kept while it
 * is read; past CUSTOM_WINDOWS_AT_MOST such windows of a firm at once, a custom period reads the day
 * summaries instead.
 */

/** How many windows of custom periods (a period and the one before it are two) a firm keeps at once. */
export const CUSTOM_WINDOWS_AT_MOST = 8;

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

/** A stored window: its days, and the last day it was read as a custom period (null: never). */
export type StoredWindow = AnalyticsSpan & { readOn: string | null };

async function listWindows(db: DbExecutor, firmId: string): Promise<StoredWindow[]> {
  return queryRows<StoredWindow>(
    db,
    sql`select from_day::text as "from", to_day::text as "to", read_on::text as "readOn"
          from analytics_window where firm_id = ${firmId}`,
  );
}

/** What making sure of a firm's windows changes, and whether the custom spans are (or will be) windows. */
export type WindowPlan = {
  /** Whether the custom spans asked for are windows once the plan is carried out. */
  admitted: boolean;
  stale: AnalyticsSpan[];
  missing: AnalyticsSpan[];
  /** Custom spans whose `read_on` becomes today. */
  touched: AnalyticsSpan[];
};

/**
 * Which windows to add, drop and mark read, from those stored, for today's presets and the spans of a
 * custom period (none for a preset). Kept: the presets of yesterday, today and tomorrow (instances whose
 * clocks straddle midnight never drop each other's), and custom windows read today or yesterday (another
 * instance may be about to read one it has just made sure of). A custom period becomes windows only
 * while the firm keeps fewer than CUSTOM_WINDOWS_AT_MOST others.
 */
export function planWindows(stored: StoredWindow[], today: string, custom: AnalyticsSpan[]): WindowPlan {
  const yesterday = addDaysToDate(today, -1);
  const presets = presetWindows(today);
  const presetKeys = new Set(
    [...presetWindows(yesterday), ...presets, ...presetWindows(addDaysToDate(today, 1))].map(spanKey),
  );
  const customKeys = new Set(custom.map(spanKey));
  const storedKeys = new Set(stored.map(spanKey));
  const recentCustom = stored.filter(
    (window) => !presetKeys.has(spanKey(window)) && window.readOn !== null && window.readOn >= yesterday,
  );
  const othersKept = recentCustom.filter((window) => !customKeys.has(spanKey(window))).length;
  const admitted =
    custom.every((span) => storedKeys.has(spanKey(span))) ||
    othersKept + customKeys.size <= CUSTOM_WINDOWS_AT_MOST;
  const keep = new Set([...presetKeys, ...recentCustom.map(spanKey), ...(admitted ? customKeys : [])]);
  const wanted = new Map([...presets, ...(admitted ? custom : [])].map((span) => [spanKey(span), span]));
  return {
    admitted,
    stale: stored.filter((window) => !keep.has(spanKey(window))).map(({ from, to }) => ({ from, to })),
    missing: [...wanted.values()].filter((span) => !storedKeys.has(spanKey(span))),
    touched: admitted
      ? custom.filter((span) => stored.find((window) => spanKey(window) === spanKey(span))?.readOn !== today)
      : [],
  };
}

/**
 * Makes sure today's preset windows exist for the firm, and, when `custom` names a custom period's spans,
 * theirs (planWindows); whether the custom spans are windows now. Usually nothing is missing and this is
 * one small read; the first read of a new day, or of a custom period, adds its windows (summing up to
 * two years of day rows once). Writers of the firm wait for that transaction, and it waits for them (the
 * lock the triggers take shared), so each change is counted in a new window exactly once. Stale windows
 * are dropped when something is added, so a reader that has made sure of its windows can read them in
 * its next statement.
 */
export async function ensureAnalyticsWindows(
  db: Db,
  firmId: string,
  today: string,
  custom: AnalyticsSpan[] = [],
): Promise<boolean> {
  const first = planWindows(await listWindows(db, firmId), today, custom);
  if (first.missing.length === 0 && first.touched.length === 0) return first.admitted;

  return db.transaction(async (tx) => {
    await lockWindowsExclusively(tx, firmId);
    const { admitted, stale, missing, touched } = planWindows(await listWindows(tx, firmId), today, custom);
    for (const span of stale)
      await tx.execute(
        sql`delete from analytics_window
             where firm_id = ${firmId} and from_day = ${span.from}::date and to_day = ${span.to}::date`,
      );
    if (missing.length > 0) await addWindows(tx, firmId, missing);
    for (const span of touched)
      await tx.execute(
        sql`update analytics_window set read_on = ${today}::date
             where firm_id = ${firmId} and from_day = ${span.from}::date and to_day = ${span.to}::date`,
      );
    return admitted;
  });
}

/** Adds windows and their sums from the day summaries (under the firm's exclusive window lock). */
async function addWindows(tx: DbExecutor, firmId: string, missing: AnalyticsSpan[]): Promise<void> {
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
}

/**
 * Reads a period's figures as one statement. A preset period reads the firm's windows (made sure of
 * first), and one statement is one snapshot; so does a custom period while the firm keeps its windows
 * (the period and the one before it). Otherwise a custom period reads the day summaries, in a read-only
 * snapshot without JIT (readAnalyticsSnapshot). `read` starts its reads on `batch` together and is told
 * which sums the period has.
 */
export async function readPeriodTogether<T>(
  db: Db,
  firmId: string,
  period: { period: TAnalyticsPeriod; current: AnalyticsSpan; previous: AnalyticsSpan },
  today: string,
  read: (batch: DbExecutor, sums: AnalyticsWindow["sums"]) => Promise<T>,
): Promise<T> {
  const custom =
    period.period === "custom"
      ? [
          { from: period.current.from, to: period.current.to },
          { from: period.previous.from, to: period.previous.to },
        ]
      : [];
  const windowed = await ensureAnalyticsWindows(db, firmId, today, custom);
  if (!windowed)
    return readAnalyticsSnapshot(db, (snapshot) => readTogether(snapshot, (batch) => read(batch, "days")));
  return readTogether(db, (batch) => read(batch, "windows"));
}
