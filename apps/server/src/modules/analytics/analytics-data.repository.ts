import type { TAnalyticsBucket } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type Db, type DbExecutor, queryRows, readCents } from "../../platform/db.ts";
import { personNameSql } from "../time/index.ts";

/**
 * The SQL behind GET /api/advanced-analytics/data. Each query reads one firm's rows over the current
 * and the previous period at once (`previousFrom` to `to`) from the per-day summaries in
 * analytics.tables.ts (kept exact by triggers, migration 0018), through their (firm_id, day, …) primary
 * keys: a year is a few thousand small rows instead of every time entry, invoice and payment in it. A
 * summary row whose count is zero stands for nothing (its sources were all removed) and is skipped, so a
 * key is listed exactly when the sources have a row for it. The arithmetic on the sums is in
 * analytics-metrics.ts.
 */

/**
 * The days read: the previous period's first day to the current period's last, and where they split.
 * `sums`: "windows" when both periods are windows of the firm (analytics-windows.ts), so the per-client
 * and per-person figures come from their running sums; "days" reads the day summaries (custom periods).
 */
export type AnalyticsWindow = {
  firmId: string;
  previousFrom: string;
  from: string;
  to: string;
  sums: "days" | "windows";
};

/** The previous period's last day, as SQL. */
function previousToSql(window: AnalyticsWindow) {
  return sql`(${window.from}::date - 1)`;
}

/** Rows of a window table for the current period only (`current`) or for both periods. */
function windowRowsSql(window: AnalyticsWindow, which: "current" | "both") {
  const { firmId, previousFrom, from, to } = window;
  const current = sql`(from_day = ${from}::date and to_day = ${to}::date)`;
  return which === "current"
    ? sql`firm_id = ${firmId} and ${current}`
    : sql`firm_id = ${firmId}
          and (${current} or (from_day = ${previousFrom}::date and to_day = ${previousToSql(window)}))`;
}

/**
 * Runs the reads of one answer in a single read-only snapshot, so the figures agree with each other.
 * JIT is off: compiling an aggregate over a year of a large firm's rows costs more than running it.
 */
export async function readAnalyticsSnapshot<T>(
  db: Db,
  read: (snapshot: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (snapshot) => {
      await snapshot.execute(sql`set local jit = off`);
      return read(snapshot);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** SQL text that turns a date column into its bucket's key (YYYY-MM-DD or YYYY-MM). */
function bucketKeySql(bucket: TAnalyticsBucket, column: ReturnType<typeof sql.raw>) {
  return bucket === "day" ? sql`to_char(${column}, 'YYYY-MM-DD')` : sql`to_char(${column}, 'YYYY-MM')`;
}

/** One summed figure of a breakdown: its kind, its key within the kind, the sum, and a client's name. */
export type KeyedSum = { kind: string; key: string; cents: number; name?: string };

/**
 * Revenue (ex VAT, net of credit notes; the rule of billing's `invoicedRevenueCentsSql`, here split
 * by day and by client and practice area): the total of each period, and the current one by bucket,
 * by practice area ('' for invoices without a matter) and by client. Clients: the `topClients` with the
 * most revenue (kind "client", with their names), and one row of kind "other_clients" whose key is how many others there
 * are and whose sum is theirs, so a firm of thousands of clients sends fifty rows, not thousands.
 */
export async function sumRevenue(
  db: DbExecutor,
  window: AnalyticsWindow,
  bucket: TAnalyticsBucket,
  topClients: number,
): Promise<KeyedSum[]> {
  const { firmId, previousFrom, from, to } = window;
  const rows = await queryRows<{ kind: string; key: string; cents: string; name: string | null }>(
    db,
    sql`
      with movement as (
        select day, practice_area, cents
          from analytics_revenue_day
         where firm_id = ${firmId} and day between ${previousFrom}::date and ${to}::date
           and movement_count > 0
      ), current_movement as (
        select * from movement where day >= ${from}::date
      ), ${
        window.sums === "windows"
          ? // The top clients read from the window's revenue index; the rest from its counters.
            sql`top_client as (
                  select client_id, revenue_cents as cents
                    from analytics_client_window
                   where ${windowRowsSql(window, "current")} and revenue_movement_count > 0
                   order by revenue_cents desc, client_id
                   limit ${topClients}
                ), other_client as (
                  select span.revenue_clients - (select count(*) from top_client) as count,
                         span.client_revenue_cents - (select coalesce(sum(cents), 0) from top_client) as cents
                    from analytics_window as span
                   where span.firm_id = ${firmId} and span.from_day = ${from}::date and span.to_day = ${to}::date
                )`
          : sql`client_revenue as (
                  select client_id, sum(revenue_cents) as cents
                    from analytics_client_day
                   where firm_id = ${firmId} and day between ${from}::date and ${to}::date
                     and revenue_movement_count > 0
                   group by client_id
                ), ranked_client as (
                  select client_id, cents, row_number() over (order by cents desc, client_id) as rank
                    from client_revenue
                ), top_client as (
                  select client_id, cents from ranked_client where rank <= ${topClients}
                ), other_client as (
                  select count(*) as count, sum(cents) as cents from ranked_client where rank > ${topClients}
                )`
      }
      select 'total' as kind, case when day >= ${from}::date then 'current' else 'previous' end as key,
             sum(cents) as cents, null::text as name
        from movement group by 2
      union all
      select 'bucket', ${bucketKeySql(bucket, sql.raw("day"))}, sum(cents), null from current_movement group by 2
      union all
      select 'area', practice_area, sum(cents), null from current_movement group by 2
      union all
      select 'client', top_client.client_id::text, top_client.cents, client.name
        from top_client left join client on client.id = top_client.client_id and client.firm_id = ${firmId}
      union all
      select 'other_clients', count::text, cents, null from other_client where count > 0`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    key: row.key,
    cents: readCents(row.cents),
    ...(row.name === null ? {} : { name: row.name }),
  }));
}

/**
 * Collected revenue: payments received in the window as allocated to invoices that are not void, each
 * allocation scaled to its invoice's share excluding VAT (rounded half away from zero per allocation).
 * The total of each period, and the current one by bucket.
 */
export async function sumCollected(
  db: DbExecutor,
  window: AnalyticsWindow,
  bucket: TAnalyticsBucket,
): Promise<KeyedSum[]> {
  const { firmId, previousFrom, from, to } = window;
  const rows = await queryRows<{ kind: string; key: string; cents: string }>(
    db,
    sql`
      with collected as (
        select day, cents
          from analytics_collected_day
         where firm_id = ${firmId} and day between ${previousFrom}::date and ${to}::date
           and allocation_count > 0
      )
      select 'total' as kind, case when day >= ${from}::date then 'current' else 'previous' end as key,
             sum(cents) as cents
        from collected group by 2
      union all
      select 'bucket', ${bucketKeySql(bucket, sql.raw("day"))}, sum(cents)
        from collected where day >= ${from}::date group by 2`,
  );
  return rows.map((row) => ({ kind: row.kind, key: row.key, cents: readCents(row.cents) }));
}

export type TimeSums = {
  /** Per period ("current", "previous"): hours logged and at a rate above zero, in tenths. */
  totals: Record<"current" | "previous", { tenths: number; billableTenths: number }>;
  /** The current period per person. */
  people: { userId: string; tenths: number; billableTenths: number }[];
  /** The current period per practice area. */
  areas: { practiceArea: string; tenths: number }[];
};

/** Time logged in the window: per period, per person and per practice area (current period). */
export async function sumTime(db: DbExecutor, window: AnalyticsWindow): Promise<TimeSums> {
  const { firmId, previousFrom, from, to } = window;
  const rows = await queryRows<{ kind: string; key: string; tenths: string; billable_tenths: string }>(
    db,
    sql`
      with logged as (${
        window.sums === "windows"
          ? sql`select user_id, practice_area, from_day = ${from}::date as is_current, hours_tenths as tenths,
                       billable_tenths
                  from analytics_time_window
                 where ${windowRowsSql(window, "both")} and entry_count > 0`
          : sql`select user_id, practice_area, day >= ${from}::date as is_current, hours_tenths as tenths,
                       billable_tenths
                  from analytics_time_day
                 where firm_id = ${firmId} and day between ${previousFrom}::date and ${to}::date
                   and entry_count > 0`
      })
      select 'total' as kind, case when is_current then 'current' else 'previous' end as key,
             sum(tenths) as tenths, sum(billable_tenths) as billable_tenths
        from logged group by 2
      union all
      select 'person', user_id, sum(tenths), sum(billable_tenths) from logged where is_current group by 2
      union all
      select 'area', practice_area, sum(tenths), sum(billable_tenths) from logged where is_current group by 2`,
  );
  const sums: TimeSums = {
    totals: { current: { tenths: 0, billableTenths: 0 }, previous: { tenths: 0, billableTenths: 0 } },
    people: [],
    areas: [],
  };
  for (const row of rows) {
    const tenths = Number(row.tenths);
    const billableTenths = Number(row.billable_tenths);
    if (row.kind === "total" && (row.key === "current" || row.key === "previous"))
      sums.totals[row.key] = { tenths, billableTenths };
    else if (row.kind === "person") sums.people.push({ userId: row.key, tenths, billableTenths });
    else if (row.kind === "area") sums.areas.push({ practiceArea: row.key, tenths });
  }
  return sums;
}

/**
 * Clients active in each period (time on their matters, an invoice issued, a matter opened), and of
 * the current period's, how many are new: no matter opened and no invoice issued before it (their
 * first day in `analytics_client_first` is not before the period).
 */
export async function countActiveClients(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<{ current: number; previous: number; newClients: number }> {
  const { firmId, previousFrom, from, to } = window;
  const rows = await queryRows<{ current: string; previous: string; new_clients: string }>(
    db,
    window.sums === "windows"
      ? // The windows' counters, and the few clients whose first day is in the period or unknown.
        sql`
      select (select active_clients from analytics_window
               where firm_id = ${firmId} and from_day = ${from}::date and to_day = ${to}::date) as current,
             (select active_clients from analytics_window
               where firm_id = ${firmId} and from_day = ${previousFrom}::date
                 and to_day = ${previousToSql(window)}) as previous,
             (select count(*) from analytics_client_first as first
                join analytics_client_window as active
                  on active.firm_id = first.firm_id and active.from_day = ${from}::date
                 and active.to_day = ${to}::date and active.client_id = first.client_id
               where first.firm_id = ${firmId} and (first.first_day >= ${from}::date or first.first_day is null)
                 and active.activity_count > 0) as new_clients`
      : sql`
      with activity as (
        select client_id, bool_or(day >= ${from}::date) as is_current, bool_or(day < ${from}::date) as is_previous
          from analytics_client_day
         where firm_id = ${firmId} and day between ${previousFrom}::date and ${to}::date
           and activity_count > 0
         group by client_id
      ), current_client as (
        select client_id from activity where is_current
      )
      select (select count(*) from current_client) as current,
             (select count(*) from activity where is_previous) as previous,
             (select count(*) from current_client
                left join analytics_client_first as first on first.client_id = current_client.client_id
               where first.first_day is null or first.first_day >= ${from}::date) as new_clients`,
  );
  const row = rows[0];
  return {
    current: Number(row?.current ?? 0),
    previous: Number(row?.previous ?? 0),
    newClients: Number(row?.new_clients ?? 0),
  };
}

/**
 * Time billed on invoices issued in the window (not void): per period and person, the value of the
 * time lines (ex VAT) and the hours of the entries they bill.
 */
export async function sumBilledTime(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<{ userId: string; name: string; isCurrent: boolean; cents: number; tenths: number }[]> {
  const { firmId, previousFrom, from, to } = window;
  const rows = await queryRows<{
    user_id: string;
    name: string;
    is_current: boolean;
    cents: string;
    tenths: string;
  }>(
    db,
    sql`
      with billed as (
        select user_id, day >= ${from}::date as is_current, sum(cents) as cents, sum(hours_tenths) as tenths
          from analytics_billed_day
         where firm_id = ${firmId} and day between ${previousFrom}::date and ${to}::date and line_count > 0
         group by 1, 2
      )
      select billed.user_id, ${personNameSql} as name, billed.is_current, billed.cents, billed.tenths
        from billed join "user" on "user".id = billed.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    isCurrent: row.is_current,
    cents: readCents(row.cents),
    tenths: Number(row.tenths),
  }));
}

/** Matters closed in the period (days open, from `analytics_closed_day`), and matters whose first invoice was issued in it. */
export async function sumMatterDurations(
  db: DbExecutor,
  window: AnalyticsWindow,
): Promise<{ closedCount: number; closedDays: number; firstInvoiceCount: number; firstInvoiceDays: number }> {
  const { firmId, from, to } = window;
  const rows = await queryRows<{
    closed_count: string;
    closed_days: string | null;
    first_count: string;
    first_days: string | null;
  }>(
    db,
    sql`
      with closed as (
        select coalesce(sum(matter_count), 0) as count, coalesce(sum(open_days), 0) as days
          from analytics_closed_day
         where firm_id = ${firmId} and day between ${from}::date and ${to}::date and matter_count > 0
      ), first_invoice as (
        select matter_id, min(issue_date) as issue_date
          from invoice
         where firm_id = ${firmId} and status not in ('draft', 'void') and matter_id is not null
           and issue_date <= ${to}::date
         group by matter_id
      ), first_in_period as (
        select first_invoice.issue_date - matter.opened_on as days
          from first_invoice join matter on matter.id = first_invoice.matter_id
         where first_invoice.issue_date >= ${from}::date
      )
      select (select count from closed) as closed_count, (select days from closed) as closed_days,
             (select count(*) from first_in_period) as first_count,
             (select sum(days) from first_in_period) as first_days`,
  );
  const row = rows[0];
  return {
    closedCount: Number(row?.closed_count ?? 0),
    closedDays: Number(row?.closed_days ?? 0),
    firstInvoiceCount: Number(row?.first_count ?? 0),
    firstInvoiceDays: Number(row?.first_days ?? 0),
  };
}

export type FirmPosition = {
  wipCents: number;
  debtorsCents: number;
  topOutstanding: { id: string; name: string; outstandingCents: number }[];
};

/**
 * Where the firm stands today: unbilled time and expenses (WIP), unpaid balances of open invoices
 * excluding VAT, and the clients who owe most, from the running totals `analytics_firm_wip`,
 * `analytics_debtor_day` and `analytics_client_balance`.
 */
export async function readFirmPosition(db: DbExecutor, firmId: string, limit: number): Promise<FirmPosition> {
  const rows = await queryRows<{
    kind: string;
    id: string | null;
    name: string | null;
    cents: string;
  }>(
    db,
    sql`
      select 'wip' as kind, null as id, null as name,
             (select coalesce(sum(time_cents + expense_cents), 0) from analytics_firm_wip
               where firm_id = ${firmId}) as cents
      union all
      select 'debtors', null, null,
             (select coalesce(sum(balance_cents), 0) from analytics_debtor_day where firm_id = ${firmId})
      union all
      (select 'client', owing.client_id::text, client.name, owing.balance_cents
         from analytics_client_balance as owing join client on client.id = owing.client_id
        where owing.firm_id = ${firmId} and owing.balance_cents > 0
        order by owing.balance_cents desc, client.name
        limit ${limit})`,
  );
  const position: FirmPosition = { wipCents: 0, debtorsCents: 0, topOutstanding: [] };
  for (const row of rows) {
    if (row.kind === "wip") position.wipCents = readCents(row.cents);
    else if (row.kind === "debtors") position.debtorsCents = readCents(row.cents);
    else
      position.topOutstanding.push({
        id: row.id ?? "",
        name: row.name ?? "",
        outstandingCents: readCents(row.cents),
      });
  }
  return position;
}

/** The firm's members with their names and targets (minutes; null: none of their own). */
export async function listMembersWithTargets(
  db: DbExecutor,
  firmId: string,
): Promise<{ userId: string; name: string; monthlyTargetMinutes: number | null }[]> {
  const rows = await queryRows<{ user_id: string; name: string; monthly_target_minutes: number | null }>(
    db,
    sql`
      select firm_member.user_id, ${personNameSql} as name, target.monthly_target_minutes
        from firm_member
        join "user" on "user".id = firm_member.user_id
        left join analytics_member_target as target
               on target.firm_id = firm_member.firm_id and target.user_id = firm_member.user_id
       where firm_member.firm_id = ${firmId}
       order by name, firm_member.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    monthlyTargetMinutes: row.monthly_target_minutes === null ? null : Number(row.monthly_target_minutes),
  }));
}

/** The firm's analytics settings; no row means sharing and no firm-wide target. */
export async function readSettingsRow(
  db: DbExecutor,
  firmId: string,
): Promise<{ shareBenchmarks: boolean; monthlyTargetMinutes: number | null }> {
  const rows = await queryRows<{ share_benchmarks: boolean; monthly_target_minutes: number | null }>(
    db,
    sql`select share_benchmarks, monthly_target_minutes from analytics_settings where firm_id = ${firmId}`,
  );
  const row = rows[0];
  return {
    shareBenchmarks: row?.share_benchmarks ?? true,
    monthlyTargetMinutes: row?.monthly_target_minutes == null ? null : Number(row.monthly_target_minutes),
  };
}
