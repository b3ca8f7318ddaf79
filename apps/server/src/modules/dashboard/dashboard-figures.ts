import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";

// One function per dashboard figure, each computed from the firm's own records. The modules that hold
// the rest (billing, court filing, research) arrive with later issues; until then a firm has none of
// those records, so their figure is honestly 0, and each module's issue replaces exactly one body.

async function firstNumber(db: DbExecutor, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ value: string | number | null }>(db, query);
  return Number(rows[0]?.value ?? 0);
}

/** The first day of this month in South Africa, as the database sees the clock. */
const monthStartSql = sql`date_trunc('month', (now() at time zone 'Africa/Johannesburg'))::date`;

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

/** Billable hours recorded this calendar month (time tracking). */
export const sumBillableHoursThisMonth: FigureQuery = async (db, firmId) =>
  (await firstNumber(
    db,
    sql`select coalesce(sum(hours_tenths), 0) as value from time_entry
        where firm_id = ${firmId} and worked_on >= ${monthStartSql}`,
  )) / 10;

/** Cents of work done this calendar month (the value of this month's time until billing invoices it). */
export const sumRevenueThisMonthCents: FigureQuery = (db, firmId) =>
  firstNumber(
    db,
    sql`select coalesce(sum(amount_cents), 0) as value from time_entry
        where firm_id = ${firmId} and worked_on >= ${monthStartSql}`,
  );

/** Cents invoiced and not yet paid (billing). */
export const sumOutstandingInvoicesCents: FigureQuery = async () => 0;

/** Cents held in trust for all clients (trust accounting). */
export const sumTrustBalanceCents: FigureQuery = (db, firmId) =>
  firstNumber(
    db,
    sql`select coalesce(sum(balance_cents), 0) as value from trust_account where firm_id = ${firmId}`,
  );

/** Court filings of the firm (court filing). */
export const countCourtFilings: FigureQuery = async () => 0;

/** Legal research queries run by the firm (legal research). */
export const countResearchQueries: FigureQuery = async () => 0;
