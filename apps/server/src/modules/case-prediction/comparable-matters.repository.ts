import {
  MATTER_OUTCOME_SUCCESS,
  MATTER_OUTCOMES,
  type TCaseCourt,
  type TCaseType,
  type TMatterOutcome,
} from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows } from "../../platform/db.ts";

/** The outcomes that say something about success (all but "other"), as SQL string literals. */
const RATED_OUTCOMES = MATTER_OUTCOMES.filter((outcome) => MATTER_OUTCOME_SUCCESS[outcome] !== null);

/** An outcome's success value in SQL, from the one shared table (won 1, settled 0.5, lost 0, other null). */
export function successValueSql(outcomeColumn: SQL): SQL {
  const cases = RATED_OUTCOMES.map(
    (outcome) => sql`when ${outcome} then ${sql.raw(String(MATTER_OUTCOME_SUCCESS[outcome]))}`,
  );
  return sql`(case ${outcomeColumn} ${sql.join(cases, sql` `)} else null end)`;
}

export function ratedOutcomeSql(outcomeColumn: SQL): SQL {
  return sql`${outcomeColumn} in (${sql.join(
    RATED_OUTCOMES.map((outcome) => sql`${outcome}`),
    sql`, `,
  )})`;
}

/** Which of the firm's outcomes are comparable: its type, rated, optionally one court, never the matter asked about. */
export type ComparableQuery = {
  firmId: string;
  caseType: TCaseType;
  /** Only this court's outcomes; null for every court. */
  court: TCaseCourt | null;
  /** The matter the prediction is about, left out so it is never compared with itself. */
  excludeMatterId: string | null;
};

function comparableConditions(query: ComparableQuery): SQL {
  const conditions = [
    sql`o.firm_id = ${query.firmId}::uuid`,
    sql`o.case_type = ${query.caseType}`,
    ratedOutcomeSql(sql`o.outcome`),
  ];
  if (query.court) conditions.push(sql`o.court = ${query.court}`);
  if (query.excludeMatterId) conditions.push(sql`o.matter_id <> ${query.excludeMatterId}::uuid`);
  return sql.join(conditions, sql` and `);
}

export type ComparableCounts = {
  typeCount: number;
  typeSuccess: number;
  typeLost: number;
  courtCount: number;
  courtSuccess: number;
  courtLost: number;
};

/**
 * The case type's comparable outcomes counted across courts and in the named court, in one pass over
 * the (firm_id, case_type, court) index: counts and sums only, never the rows.
 */
export async function countComparables(db: DbExecutor, query: ComparableQuery): Promise<ComparableCounts> {
  const inCourt = query.court ? sql`o.court = ${query.court}` : sql`false`;
  const success = successValueSql(sql`o.outcome`);
  const [row] = await queryRows<ComparableCounts>(
    db,
    sql`select count(*)::int as "typeCount",
               coalesce(sum(${success}), 0)::float8 as "typeSuccess",
               count(*) filter (where ${success} = 0)::int as "typeLost",
               count(*) filter (where ${inCourt})::int as "courtCount",
               coalesce(sum(${success}) filter (where ${inCourt}), 0)::float8 as "courtSuccess",
               count(*) filter (where ${inCourt} and ${success} = 0)::int as "courtLost"
          from matter_outcome o
         where ${comparableConditions({ ...query, court: null })}`,
  );
  return row ?? { typeCount: 0, typeSuccess: 0, typeLost: 0, courtCount: 0, courtSuccess: 0, courtLost: 0 };
}

export type QuartileRow = { basedOn: number; low: number | null; medium: number | null; high: number | null };

/**
 * The comparable matters' duration (days from issue to final order, where both are recorded) and time
 * value (the sum of each matter's time entries, in cents, where any is recorded) as 25th, 50th and 75th
 * percentiles (linear interpolation, rounded half away from zero), worked out in PostgreSQL.
 */
export async function readComparableRanges(
  db: DbExecutor,
  query: ComparableQuery,
): Promise<{ duration: QuartileRow; costs: QuartileRow }> {
  const [row] = await queryRows<{
    duration_count: number;
    duration_low: number | null;
    duration_medium: number | null;
    duration_high: number | null;
    costs_count: number;
    costs_low: number | null;
    costs_medium: number | null;
    costs_high: number | null;
  }>(
    db,
    sql`with comparable as (
          select o.matter_id, o.issued_on, o.final_order_on from matter_outcome o where ${comparableConditions(query)}
        ),
        durations as (
          select count(*)::int as based_on,
                 percentile_cont(array[0.25, 0.5, 0.75]) within group (order by (c.final_order_on - c.issued_on)) as q
            from comparable c
           where c.issued_on is not null and c.final_order_on is not null
        ),
        -- Per matter through the (matter_id) index: a few entries each, never the firm's whole time book.
        matter_values as (
          select c.matter_id, v.value
            from comparable c
            cross join lateral (
              select sum(t.amount_cents) as value from time_entry t
               where t.matter_id = c.matter_id and t.firm_id = ${query.firmId}::uuid
            ) v
           where v.value is not null
        ),
        costs as (
          select count(*)::int as based_on,
                 percentile_cont(array[0.25, 0.5, 0.75]) within group (order by v.value) as q
            from matter_values v
        )
        select d.based_on as duration_count,
               round(d.q[1]::numeric)::float8 as duration_low,
               round(d.q[2]::numeric)::float8 as duration_medium,
               round(d.q[3]::numeric)::float8 as duration_high,
               k.based_on as costs_count,
               round(k.q[1]::numeric)::float8 as costs_low,
               round(k.q[2]::numeric)::float8 as costs_medium,
               round(k.q[3]::numeric)::float8 as costs_high
          from durations d, costs k`,
  );
  return {
    duration: {
      basedOn: row?.duration_count ?? 0,
      low: row?.duration_low ?? null,
      medium: row?.duration_medium ?? null,
      high: row?.duration_high ?? null,
    },
    costs: {
      basedOn: row?.costs_count ?? 0,
      low: row?.costs_low ?? null,
      medium: row?.costs_medium ?? null,
      high: row?.costs_high ?? null,
    },
  };
}

export type SimilarMatterRow = {
  matter_id: string;
  reference: string;
  title: string;
  court: TCaseCourt | null;
  outcome: TMatterOutcome;
  year: number;
  score: number;
};

/**
 * How a comparable matter's likeness to the request is weighed (0..1 in all): the same court, the
 * words of its title and description (trigram similarity, the better of the two), and how recent its
 * outcome is (full marks this year, none from ten years back).
 */
export const SIMILARITY_WEIGHTS = { court: 0.35, text: 0.5, recency: 0.15 } as const;
const DESCRIPTION_CHARS_COMPARED = 500;
const RECENCY_DAYS = 3650;
/**
 * Descriptions are compared only for the matters that score best on court, title and recency: folding
 * and comparing thousands of descriptions would take most of a second, titles take milliseconds.
 */
const DESCRIPTION_CANDIDATES = 100;

/** The comparable matters most like the request, best first, scored in PostgreSQL (trigram similarity). */
export async function findSimilarMatters(
  db: DbExecutor,
  query: ComparableQuery & {
    requestCourt: TCaseCourt | null;
    title: string;
    description: string;
    limit: number;
  },
): Promise<SimilarMatterRow[]> {
  const description = query.description.slice(0, DESCRIPTION_CHARS_COMPARED);
  const sameCourt = query.requestCourt
    ? sql`(case when o.court = ${query.requestCourt} then 1 else 0 end)`
    : sql`0`;
  const weight = (name: keyof typeof SIMILARITY_WEIGHTS) => sql.raw(String(SIMILARITY_WEIGHTS[name]));
  return queryRows<SimilarMatterRow>(
    db,
    sql`with candidates as (
          select o.matter_id, m.reference, m.title, m.description, o.court, o.outcome, c.closed_on,
                 extract(year from c.closed_on)::int as year, k.fixed_score, k.title_likeness
            from matter_outcome o
            join matter m on m.id = o.matter_id and m.firm_id = o.firm_id
            cross join lateral (select coalesce(o.final_order_on, (o.recorded_at at time zone ${FIRM_TIME_ZONE_SQL})::date) as closed_on) c
            cross join lateral (
              select ${weight("court")} * ${sameCourt}
                       + ${weight("recency")} * greatest(0, 1 - (current_date - c.closed_on) / ${sql.raw(`${RECENCY_DAYS}.0`)}) as fixed_score,
                     similarity(m.title_folded, inkundla_fold(${query.title})) as title_likeness
            ) k
           where ${comparableConditions(query)}
           order by k.fixed_score + ${weight("text")} * k.title_likeness desc, c.closed_on desc, m.reference
           limit ${DESCRIPTION_CANDIDATES}
        )
        select matter_id, reference, title, court, outcome, year,
               (fixed_score + ${weight("text")} * greatest(title_likeness,
                  similarity(inkundla_fold(left(coalesce(description, ''), ${DESCRIPTION_CHARS_COMPARED})), inkundla_fold(${description}))))::float8 as score
          from candidates
         order by score desc, closed_on desc, reference
         limit ${query.limit}`,
  );
}
