import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";

/** A firm's three compared figures over a period; null where the firm has nothing to divide by. */
export type FirmFigures = {
  revenuePerFeeEarner: number | null;
  billableHoursPerFeeEarner: number | null;
  collectionRate: number | null;
};

/**
 * Each firm's figures over from..to (inclusive), as SQL rows (firm_id, active, revenue_per_earner,
 * hours_per_earner, collection_rate): revenue and collected as in the data endpoint (ex VAT), fee
 * earners are the people who logged time in the period; read from the per-day summaries
 * (analytics.tables.ts). `firmId` narrows every summary to one firm (own figures), or null leaves them
 * whole (the platform). `windowed`: the range is one of the firm's analytics windows, whose running sums
 * per person give the fee earners without reading the period's days.
 */
function firmFiguresSql(range: { from: string; to: string }, firmId: string | null, windowed = false): SQL {
  const only = (column: SQL) => (firmId === null ? sql`true` : sql`${column} = ${firmId}`);
  return sql`
    with revenue as (
      select firm_id, sum(cents) as cents
        from analytics_revenue_day
       where ${only(sql`firm_id`)} and day between ${range.from}::date and ${range.to}::date
         and movement_count > 0
       group by firm_id
    ), collected as (
      select firm_id, sum(cents) as cents
        from analytics_collected_day
       where ${only(sql`firm_id`)} and day between ${range.from}::date and ${range.to}::date
         and allocation_count > 0
       group by firm_id
    ), logged as (
      select firm_id, count(distinct user_id) as earners, sum(billable_tenths) as billable_tenths
        from ${windowed ? sql`analytics_time_window` : sql`analytics_time_day`}
       where ${only(sql`firm_id`)} and ${
         windowed
           ? sql`from_day = ${range.from}::date and to_day = ${range.to}::date`
           : sql`day between ${range.from}::date and ${range.to}::date`
       } and entry_count > 0
       group by firm_id
    ), firm_ids as (
      select firm_id from revenue union select firm_id from collected union select firm_id from logged
    )
    select firm_ids.firm_id,
           coalesce(revenue.cents, 0) <> 0 or coalesce(logged.billable_tenths, 0) > 0 as active,
           revenue.cents::numeric / nullif(logged.earners, 0) as revenue_per_earner,
           logged.billable_tenths / 10.0 / nullif(logged.earners, 0) as hours_per_earner,
           coalesce(collected.cents, 0) * 100.0 / nullif(greatest(revenue.cents, 0), 0) as collection_rate
      from firm_ids
      left join revenue on revenue.firm_id = firm_ids.firm_id
      left join collected on collected.firm_id = firm_ids.firm_id
      left join logged on logged.firm_id = firm_ids.firm_id`;
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The firm's own figures over a period (`windowed`: the period is one of the firm's analytics windows). */
export async function readOwnFigures(
  db: DbExecutor,
  firmId: string,
  range: { from: string; to: string },
  windowed: boolean,
): Promise<FirmFigures> {
  const rows = await queryRows<{
    revenue_per_earner: string | null;
    hours_per_earner: string | null;
    collection_rate: string | null;
  }>(db, firmFiguresSql(range, firmId, windowed));
  const row = rows[0];
  return {
    revenuePerFeeEarner: toNumber(row?.revenue_per_earner ?? null),
    billableHoursPerFeeEarner: toNumber(row?.hours_per_earner ?? null),
    collectionRate: toNumber(row?.collection_rate ?? null),
  };
}

/**
 * The platform's medians over the firms that share their figures (no settings row counts as sharing),
 * are not demo firms and were active in the period, with how many firms each median rests on. Only
 * these aggregates leave the database: never a firm's own row, minimum or maximum.
 */
export async function readPlatformMedians(
  db: DbExecutor,
  range: { from: string; to: string },
): Promise<{
  firmCount: number;
  revenuePerFeeEarner: { median: number | null; count: number };
  billableHoursPerFeeEarner: { median: number | null; count: number };
  collectionRate: { median: number | null; count: number };
}> {
  const rows = await queryRows<{
    firm_count: string;
    revenue_count: string;
    revenue_median: string | null;
    hours_count: string;
    hours_median: string | null;
    rate_count: string;
    rate_median: string | null;
  }>(
    db,
    sql`
      with figures as (${firmFiguresSql(range, null)}), eligible as (
        select figures.*
          from figures
          join firm on firm.id = figures.firm_id and not firm.is_demo
          left join analytics_settings as settings on settings.firm_id = figures.firm_id
         where figures.active and coalesce(settings.share_benchmarks, true)
      )
      select count(*) as firm_count,
             count(revenue_per_earner) as revenue_count,
             percentile_cont(0.5) within group (order by revenue_per_earner) as revenue_median,
             count(hours_per_earner) as hours_count,
             percentile_cont(0.5) within group (order by hours_per_earner) as hours_median,
             count(collection_rate) as rate_count,
             percentile_cont(0.5) within group (order by collection_rate) as rate_median
        from eligible`,
  );
  const row = rows[0];
  return {
    firmCount: Number(row?.firm_count ?? 0),
    revenuePerFeeEarner: {
      median: toNumber(row?.revenue_median ?? null),
      count: Number(row?.revenue_count ?? 0),
    },
    billableHoursPerFeeEarner: {
      median: toNumber(row?.hours_median ?? null),
      count: Number(row?.hours_count ?? 0),
    },
    collectionRate: { median: toNumber(row?.rate_median ?? null), count: Number(row?.rate_count ?? 0) },
  };
}
