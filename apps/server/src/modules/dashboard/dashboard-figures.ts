import { sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows } from "../../platform/db.ts";
import { invoicedRevenueCentsSql } from "../billing/index.ts";

// One function per dashboard figure, each computed from the firm's own records. The modules that hold
// the rest (court filing, research) arrive with later issues; until then a firm has none of those
// records, so their figure is honestly 0, and each module's issue replaces exactly one body.

async function firstNumber(db: DbExecutor, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ value: string | number | null }>(db, query);
  return Number(rows[0]?.value ?? 0);
}

/** The first day of this month in South Africa, as the database sees the clock. */
const monthStartSql = sql`date_trunc('month', (now() at time zone ${FIRM_TIME_ZONE_SQL}))::date`;

type FigureQuery = (db: DbExecutor, firmId: string) => Promise<number>;

/** Matters of the firm, open or closed (practice management). */
export const countTotalMatters: FigureQuery = (db, firmId) =>
  firstNumber(db, sql`select count(*) as value from matter where firm_id = ${firmId}`);

/** Clients with at least one open matter (practice management). */
export const countActiveClients: FigureQuery = (db, firmId) =>
  firstNumber(
    db,
    sql`select count(distinct client_id) as value from matter
        where firm_id = ${firmId} and status in ('active', 'pending')`,
  );

/** The first day of next month in South Africa: this month's dates are before it. */
const nextMonthStartSql = sql`(${monthStartSql} + interval '1 month')::date`;

/**
 * Every hour logged for work done this calendar month (time tracking), charged or not: the month's row
 * of firm_time_month, which triggers keep exact, the same figure as the practice overview's.
 */
export const sumHoursThisMonth: FigureQuery = async (db, firmId) =>
  (await firstNumber(
    db,
    sql`select hours_tenths as value from firm_time_month
        where firm_id = ${firmId} and month = ${monthStartSql}`,
  )) / 10;

/**
 * Billable hours of work done this calendar month (time tracking): those logged at a rate above R0.
 * Time logged at no rate (pro bono, internal work) is in the month's hours but is not billable.
 */
export const sumBillableHoursThisMonth: FigureQuery = async (db, firmId) =>
  (await firstNumber(
    db,
    sql`select coalesce(sum(hours_tenths), 0) as value from time_entry
        where firm_id = ${firmId} and worked_on >= ${monthStartSql} and worked_on < ${nextMonthStartSql}
          and rate_cents > 0`,
  )) / 10;

/**
 * The firm's revenue this calendar month (billing), in cents excluding VAT: the subtotals of invoices
 * issued this month (issue date) that are not void, less the part excluding VAT of credit notes issued
 * this month (those on void invoices take nothing off, as the invoice no longer counts). The same
 * definition as the billing stats' invoicedThisMonthCents and the practice stats' monthlyRevenue.
 */
export const sumRevenueThisMonthCents: FigureQuery = (db, firmId) =>
  firstNumber(db, sql`select ${invoicedRevenueCentsSql(firmId, monthStartSql, nextMonthStartSql)} as value`);

/**
 * Cents invoiced and not yet paid (billing): the balances (total − paid − credited) of invoices that
 * are sent or partially paid, read through the partial index on open invoices.
 */
export const sumOutstandingInvoicesCents: FigureQuery = (db, firmId) =>
  firstNumber(
    db,
    sql`select coalesce(sum(total_cents - paid_cents - credited_cents), 0) as value from invoice
        where firm_id = ${firmId} and status in ('sent', 'partially_paid')`,
  );

/** Cents held in trust for all clients (trust accounting). */
export const sumTrustBalanceCents: FigureQuery = (db, firmId) =>
  firstNumber(
    db,
    sql`select coalesce(sum(balance_cents), 0) as value from trust_account where firm_id = ${firmId}`,
  );

/** Court filings of the firm (court filing). */
export const countCourtFilings: FigureQuery = (db, firmId) =>
  firstNumber(db, sql`select count(*) as value from court_filing where firm_id = ${firmId}`);

/** Legal research queries run by the firm's members (legal research keeps every search). */
export const countResearchQueries: FigureQuery = (db, firmId) =>
  firstNumber(db, sql`select count(*) as value from research_search where firm_id = ${firmId}`);
