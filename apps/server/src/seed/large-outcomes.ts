import type { TCaseCourt, TCaseType } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../platform/db.ts";

export type LargeOutcomesSize = { matters: number; timeEntriesPerMatter: number };

/** 20,000 closed matters with outcomes, three time entries each. */
export const LARGE_OUTCOMES_SIZE: LargeOutcomesSize = { matters: 20_000, timeEntriesPerMatter: 3 };

/**
 * A kind of case the large firm runs, where it runs it, and how such cases tend to end there. The
 * shares differ by court and case type on purpose, so a prediction from these records has signal.
 */
type OutcomeProfile = {
  caseType: TCaseType;
  matterType: string;
  court: TCaseCourt;
  /** How many of every hundred closed matters are of this profile. */
  weight: number;
  /** Share won (a tenth of those by default judgment) and share settled; the rest lost, withdrawn or other. */
  won: number;
  settled: number;
  /** Rand range claimed; null for cases without a money claim (criminal, interdicts). */
  claim: [number, number] | null;
  /** Typical days from issue to the final order. */
  days: number;
};

export const LARGE_OUTCOME_PROFILES: OutcomeProfile[] = [
  {
    caseType: "Contract Disputes",
    matterType: "Debt Collection",
    court: "Magistrates Court",
    weight: 12,
    won: 0.62,
    settled: 0.2,
    claim: [15_000, 400_000],
    days: 180,
  },
  {
    caseType: "Contract Disputes",
    matterType: "Commercial Law",
    court: "High Court - Gauteng",
    weight: 7,
    won: 0.45,
    settled: 0.3,
    claim: [400_000, 8_000_000],
    days: 480,
  },
  {
    caseType: "Contract Disputes",
    matterType: "Commercial Law",
    court: "High Court - Western Cape",
    weight: 5,
    won: 0.52,
    settled: 0.27,
    claim: [400_000, 8_000_000],
    days: 420,
  },
  {
    caseType: "Commercial Disputes",
    matterType: "Corporate Law",
    court: "High Court - Gauteng",
    weight: 5,
    won: 0.4,
    settled: 0.35,
    claim: [1_000_000, 25_000_000],
    days: 540,
  },
  {
    caseType: "Commercial Disputes",
    matterType: "Commercial Law",
    court: "Competition Appeal Court",
    weight: 1,
    won: 0.33,
    settled: 0.1,
    claim: null,
    days: 380,
  },
  {
    caseType: "Employment Law",
    matterType: "Labour Law",
    court: "Labour Court",
    weight: 9,
    won: 0.36,
    settled: 0.38,
    claim: [60_000, 900_000],
    days: 360,
  },
  {
    caseType: "Employment Law",
    matterType: "Labour Law",
    court: "Labour Appeal Court",
    weight: 2,
    won: 0.28,
    settled: 0.08,
    claim: [60_000, 900_000],
    days: 300,
  },
  {
    caseType: "Personal Injury",
    matterType: "Road Accident Fund (RAF)",
    court: "High Court - Gauteng",
    weight: 9,
    won: 0.3,
    settled: 0.55,
    claim: [250_000, 4_500_000],
    days: 720,
  },
  {
    caseType: "Personal Injury",
    matterType: "Road Accident Fund (RAF)",
    court: "High Court - KwaZulu-Natal",
    weight: 5,
    won: 0.26,
    settled: 0.56,
    claim: [250_000, 4_500_000],
    days: 760,
  },
  {
    caseType: "Personal Injury",
    matterType: "Road Accident Fund (RAF)",
    court: "High Court - Eastern Cape",
    weight: 3,
    won: 0.22,
    settled: 0.52,
    claim: [250_000, 4_500_000],
    days: 800,
  },
  {
    caseType: "Property Law",
    matterType: "Property Law",
    court: "Magistrates Court",
    weight: 6,
    won: 0.68,
    settled: 0.14,
    claim: [20_000, 300_000],
    days: 150,
  },
  {
    caseType: "Property Law",
    matterType: "Conveyancing",
    court: "High Court - Western Cape",
    weight: 3,
    won: 0.5,
    settled: 0.25,
    claim: [300_000, 6_000_000],
    days: 450,
  },
  {
    caseType: "Family Law",
    matterType: "Family Law",
    court: "Magistrates Court",
    weight: 6,
    won: 0.46,
    settled: 0.4,
    claim: [20_000, 250_000],
    days: 200,
  },
  {
    caseType: "Family Law",
    matterType: "Family Law",
    court: "High Court - Gauteng",
    weight: 3,
    won: 0.25,
    settled: 0.62,
    claim: null,
    days: 420,
  },
  {
    caseType: "Criminal Defense",
    matterType: "Criminal Law",
    court: "Magistrates Court",
    weight: 6,
    won: 0.42,
    settled: 0.05,
    claim: null,
    days: 240,
  },
  {
    caseType: "Criminal Defense",
    matterType: "Criminal Law",
    court: "High Court - KwaZulu-Natal",
    weight: 2,
    won: 0.3,
    settled: 0.04,
    claim: null,
    days: 520,
  },
  {
    caseType: "Civil Litigation",
    matterType: "Litigation",
    court: "High Court - Gauteng",
    weight: 6,
    won: 0.44,
    settled: 0.3,
    claim: [100_000, 5_000_000],
    days: 600,
  },
  {
    caseType: "Civil Litigation",
    matterType: "Deceased Estates",
    court: "High Court - KwaZulu-Natal",
    weight: 2,
    won: 0.38,
    settled: 0.34,
    claim: [100_000, 3_000_000],
    days: 560,
  },
  {
    caseType: "Civil Litigation",
    matterType: "Litigation",
    court: "Supreme Court of Appeal",
    weight: 2,
    won: 0.34,
    settled: 0.04,
    claim: [500_000, 12_000_000],
    days: 420,
  },
  {
    caseType: "Intellectual Property",
    matterType: "Intellectual Property",
    court: "High Court - Gauteng",
    weight: 2,
    won: 0.5,
    settled: 0.3,
    claim: null,
    days: 500,
  },
  {
    caseType: "Administrative Law",
    matterType: "Administrative Law",
    court: "High Court - Western Cape",
    weight: 2,
    won: 0.4,
    settled: 0.15,
    claim: null,
    days: 380,
  },
  {
    caseType: "Administrative Law",
    matterType: "Tax Law",
    court: "High Court - Eastern Cape",
    weight: 1,
    won: 0.36,
    settled: 0.2,
    claim: [200_000, 5_000_000],
    days: 420,
  },
  {
    caseType: "Administrative Law",
    matterType: "Constitutional Law",
    court: "Constitutional Court",
    weight: 1,
    won: 0.48,
    settled: 0.02,
    claim: null,
    days: 520,
  },
];

/** The profiles as rows of a VALUES list, each repeated by its weight so a uniform pick follows the weights. */
function profileRows(): SQL {
  const rows = LARGE_OUTCOME_PROFILES.flatMap((profile) =>
    Array.from({ length: profile.weight }, () => profile),
  ).map(
    (profile, index) =>
      sql`(${index + 1}::int, ${profile.caseType}::text, ${profile.matterType}::text, ${profile.court}::text,
           ${profile.won}::numeric, ${profile.settled}::numeric, ${profile.claim?.[0] ?? null}::bigint,
           ${profile.claim?.[1] ?? null}::bigint, ${profile.days}::int)`,
  );
  return sql.join(rows, sql`, `);
}

/** A stable number in [0, modulus) from g and a salt: the same seed gives the same firm every run. */
function draw(salt: string, modulus: number): SQL {
  return sql`((hashtext(${salt} || g::text)::bigint + 2147483648) % ${modulus})`;
}

/**
 * Closed matters with recorded outcomes for the large benchmark firm, in bulk SQL: case types and
 * courts by the profiles' weights, outcomes by each profile's shares, claims and awards in proportion,
 * issue to final order 60–900 days, final orders over the last three years, and a few billed time
 * entries each (hours × rate) so costs can be estimated. One plan table, then set-wise inserts.
 */
export async function seedLargeOutcomes(
  tx: DbExecutor,
  context: { firmId: string },
  size: LargeOutcomesSize = LARGE_OUTCOMES_SIZE,
): Promise<void> {
  const { firmId } = context;
  const profileCount = LARGE_OUTCOME_PROFILES.reduce((total, profile) => total + profile.weight, 0);
  await tx.execute(sql`
    create temporary table seed_outcome_plan on commit drop as
    with profile (n, case_type, matter_type, court, won, settled, claim_min, claim_max, days) as (
      values ${profileRows()}
    ), clients as (
      select array_agg(id order by created_at, id) as ids, count(*)::int as n from client where firm_id = ${firmId}
    ), members as (
      select array_agg(user_id order by created_at, user_id) as ids, count(*)::int as n
        from firm_member where firm_id = ${firmId}
    ), numbering as (
      select coalesce(max(last_number), 0) as last from matter_reference_counter where firm_id = ${firmId}
    ), drawn as (
      select g,
             1 + ${draw("p", profileCount)} as profile_n,
             ${draw("o", 10_000)}::numeric / 10000 as luck,
             ${draw("d", 1_000)}::numeric / 1000 as pace,
             ${draw("a", 1_000)}::numeric / 1000 as share,
             ${draw("c", 1_000)}::numeric / 1000 as size,
             25 + ${draw("f", 1_070)}::int as final_days_ago
        from generate_series(1, ${size.matters}::int) as g
    ), planned as (
      select d.g, p.case_type, p.matter_type, p.court, p.claim_min, p.claim_max,
             case when d.luck < p.won * 0.9 then 'won'
                  when d.luck < p.won then 'default_judgment'
                  when d.luck < p.won + p.settled then 'settled'
                  when d.luck < p.won + p.settled + (1 - p.won - p.settled) * 0.7 then 'lost'
                  when d.luck < p.won + p.settled + (1 - p.won - p.settled) * 0.92 then 'withdrawn'
                  else 'other' end as outcome,
             least(900, greatest(60, round(p.days * (0.45 + d.pace * 1.1))))::int as duration_days,
             current_date - d.final_days_ago as final_order_on,
             d.share, d.size, clients.ids[1 + d.g % clients.n] as client_id,
             members.ids[1 + d.g % members.n] as responsible_user_id, numbering.last + d.g as number
        from drawn d join profile p on p.n = d.profile_n, clients, members, numbering
    )
    select gen_random_uuid() as id, planned.*,
           final_order_on - duration_days as issued_on,
           final_order_on - duration_days - (7 + g % 40) as opened_on,
           (final_order_on + (2 + g % 20) + time '15:00') at time zone 'Africa/Johannesburg' as closed_at,
           case when claim_min is null then null
                else (claim_min + round((claim_max - claim_min) * size * size))::bigint * 100 end as claimed_cents
      from planned`);

  await tx.execute(sql`
    insert into matter (id, firm_id, client_id, reference, title, type, status, responsible_user_id,
                        opened_on, closed_at, conflict_decision, last_activity_at, created_at, updated_at)
    select id, ${firmId}::uuid, client_id,
           'MAT-' || extract(year from opened_on)::int || '-' || lpad(number::text, 5, '0'),
           case_type || ' before the ' || court || ' ' || g,
           matter_type, 'closed'::matter_status, responsible_user_id, opened_on, closed_at,
           'no_conflict'::conflict_decision, closed_at,
           (opened_on + time '09:00') at time zone 'Africa/Johannesburg', closed_at
      from seed_outcome_plan`);

  // Every counter stays ahead of the numbers handed out in its year, so the app never repeats one.
  await tx.execute(sql`
    insert into matter_reference_counter (firm_id, year, last_number)
    select ${firmId}::uuid, extract(year from opened_on)::int, max(number)::int
      from seed_outcome_plan group by 2
    on conflict (firm_id, year)
    do update set last_number = greatest(matter_reference_counter.last_number, excluded.last_number)`);

  await tx.execute(sql`
    insert into matter_outcome (matter_id, firm_id, outcome, case_type, court, claimed_cents, awarded_cents,
                                issued_on, final_order_on, recorded_by_user_id, recorded_at)
    select id, ${firmId}::uuid, outcome, case_type, court, claimed_cents,
           case when claimed_cents is null then null
                when outcome = 'won' then claimed_cents * (60 + round(share * 40))::bigint / 100
                when outcome = 'default_judgment' then claimed_cents
                when outcome = 'settled' then claimed_cents * (30 + round(share * 40))::bigint / 100
                when outcome = 'lost' then 0
                else null end,
           issued_on, final_order_on, responsible_user_id, closed_at
      from seed_outcome_plan`);

  await tx.execute(sql`
    insert into matter_status_change (firm_id, matter_id, from_status, to_status, changed_by_user_id, changed_at)
    select ${firmId}::uuid, id, null, 'active'::matter_status, responsible_user_id,
           (opened_on + time '09:00') at time zone 'Africa/Johannesburg'
      from seed_outcome_plan
    union all
    select ${firmId}::uuid, id, 'active'::matter_status, 'closed'::matter_status, responsible_user_id, closed_at
      from seed_outcome_plan`);

  // Longer matters take more hours; rates run from a candidate attorney's to a senior partner's.
  await tx.execute(sql`
    insert into time_entry (firm_id, matter_id, user_id, worked_on, description, hours_tenths, rate_cents,
                            amount_cents, billed_at, created_at)
    select ${firmId}::uuid, plan.id, plan.responsible_user_id,
           plan.issued_on + (plan.duration_days * entry / ${size.timeEntriesPerMatter})::int,
           (array['Consultation with client','Drafting pleadings','Perusal of opposing papers',
                  'Preparation for hearing','Attendance at court','Settlement negotiations'])[1 + (plan.g + entry) % 6],
           hours.tenths, rates.cents, hours.tenths * rates.cents / 10, plan.closed_at,
           (plan.issued_on + (plan.duration_days * entry / ${size.timeEntriesPerMatter})::int + time '17:00')
             at time zone 'Africa/Johannesburg'
      from seed_outcome_plan plan
      cross join generate_series(0, ${size.timeEntriesPerMatter}::int - 1) as entry
      cross join lateral (
        select least(240, 5 + plan.duration_days / 15 + ((plan.g * 7 + entry * 13) % 40))::int as tenths
      ) hours
      cross join lateral (
        select (array[95000, 120000, 180000, 250000])[1 + (plan.g + entry) % 4]::int as cents
      ) rates`);
}

/** Whether the firm already has the closed matters with outcomes (a second run adds none). */
export async function hasLargeOutcomes(db: DbExecutor, firmId: string): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from matter_outcome where firm_id = ${firmId}) as present`,
  );
  return row?.present === true;
}
