import type { TMatterOutcome } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { ratedOutcomeSql, successValueSql } from "./comparable-matters.repository.ts";

export type CalibrationBandRow = {
  band: number;
  count: number;
  mean_predicted: number;
  mean_actual: number;
  squared_error: number;
};

/**
 * Predicted against actual, by band (0: under 50, 1: 50–69, 2: 70 and up). Each matter counts once:
 * the latest completed prediction made for it before its outcome was recorded (one made after is no
 * forecast). Outcomes marked "other" say nothing about success and are left out.
 */
export async function readCalibrationBands(db: DbExecutor, firmId: string): Promise<CalibrationBandRow[]> {
  return queryRows<CalibrationBandRow>(
    db,
    sql`with compared as (
          select distinct on (o.matter_id)
                 p.success_probability as predicted, ${successValueSql(sql`o.outcome`)} as actual
            from matter_outcome o
            join case_prediction p on p.matter_id = o.matter_id and p.firm_id = o.firm_id
           where o.firm_id = ${firmId}::uuid and p.status = 'completed' and p.created_at <= o.recorded_at
             and ${ratedOutcomeSql(sql`o.outcome`)}
           order by o.matter_id, p.created_at desc
        )
        select case when predicted < 50 then 0 when predicted < 70 then 1 else 2 end as band,
               count(*)::int as count,
               avg(predicted)::float8 as mean_predicted,
               avg(actual)::float8 as mean_actual,
               sum(power(predicted / 100.0 - actual, 2))::float8 as squared_error
          from compared
         group by 1
         order by 1`,
  );
}

export type OutcomeGroupRow = {
  name: string | null;
  count: number;
  rated: number;
  success_rate: number | null;
  median_duration: number | null;
  median_award: number | null;
};

function groupedOutcomes(db: DbExecutor, firmId: string, column: "case_type" | "court") {
  return queryRows<OutcomeGroupRow>(
    db,
    sql`select o.${sql.raw(column)} as name,
               count(*)::int as count,
               count(${successValueSql(sql`o.outcome`)})::int as rated,
               avg(${successValueSql(sql`o.outcome`)})::float8 as success_rate,
               round(percentile_cont(0.5) within group (order by (o.final_order_on - o.issued_on))::numeric)::float8 as median_duration,
               round(percentile_cont(0.5) within group (order by o.awarded_cents)::numeric)::float8 as median_award
          from matter_outcome o
         where o.firm_id = ${firmId}::uuid
         group by 1
         order by count(*) desc, 1`,
  );
}

/** The firm's recorded outcomes by case type, by court and by outcome: aggregates only. */
export async function readOutcomeAggregates(db: DbExecutor, firmId: string) {
  const [byCaseType, byCourt, byOutcome] = await Promise.all([
    groupedOutcomes(db, firmId, "case_type"),
    groupedOutcomes(db, firmId, "court"),
    queryRows<{ outcome: TMatterOutcome; count: number }>(
      db,
      sql`select o.outcome, count(*)::int as count from matter_outcome o
           where o.firm_id = ${firmId}::uuid group by 1 order by 2 desc, 1`,
    ),
  ]);
  return { byCaseType, byCourt, byOutcome };
}
