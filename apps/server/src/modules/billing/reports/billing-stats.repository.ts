import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { invoicedRevenueCentsSql } from "./billing-revenue.ts";

export type BillingFigures = {
  outstandingCount: number;
  outstandingCents: number;
  overdueCount: number;
  overdueCents: number;
  collectedCents: number;
  revenueCents: number;
  /** Average days from issue to full payment, rounded to one decimal in the database; null when none. */
  averagePaymentDays: number | null;
  unbilledTimeCents: number;
  unbilledExpensesCents: number;
  draftCount: number;
  clientCreditCents: number;
};

/** The days that bound "this month" and "overdue", all in South Africa. */
export type StatsDates = {
  today: string;
  monthStart: string;
  nextMonthStart: string;
};

/**
 * Every figure of the Overview cards in one round trip, each an aggregate over the firm's own rows:
 *
 * - Outstanding: balances (total − paid − credited) of invoices that are sent or partially paid; the
 *   predicate is the one of the partial index `invoice_open_due_date_idx`, so only open invoices are read.
 * - Overdue: those of them whose due date is before today.
 * - Collected: every payment received this month, allocated or not (money in either way), trust included.
 * - Revenue: this month's invoices (issue date), not void, excluding VAT, less the part excluding VAT of
 *   credit notes issued this month (a credit note on a void invoice takes nothing off: the invoice is
 *   no longer counted).
 * - Average days to payment: issue date to the day paid in full, over invoices paid in the last 12 months.
 * - Unbilled work in progress: time not yet billed and expenses recorded or approved.
 * - Client credit: what payments hold beyond their allocations.
 */
export async function readBillingFigures(
  db: DbExecutor,
  firmId: string,
  dates: StatsDates,
): Promise<BillingFigures> {
  const rows = await queryRows<{
    outstanding_count: string;
    outstanding_cents: string;
    overdue_count: string;
    overdue_cents: string;
    collected_cents: string;
    revenue_cents: string;
    average_payment_days: string | null;
    unbilled_time_cents: string;
    unbilled_expenses_cents: string;
    draft_count: string;
    client_credit_cents: string;
  }>(
    db,
    sql`
      with open_invoice as (
        select total_cents - paid_cents - credited_cents as balance_cents, due_date
          from invoice
         where firm_id = ${firmId} and status in ('sent', 'partially_paid')
      ), paid_invoice as (
        select round(avg(paid_on - issue_date), 1) as average_payment_days
          from invoice
         where firm_id = ${firmId} and status = 'paid'
           and paid_on > (${dates.today}::date - interval '12 months')::date
      )
      select
        (select count(*) from open_invoice) as outstanding_count,
        (select coalesce(sum(balance_cents), 0) from open_invoice) as outstanding_cents,
        (select count(*) from open_invoice where due_date < ${dates.today}::date) as overdue_count,
        (select coalesce(sum(balance_cents), 0) from open_invoice
          where due_date < ${dates.today}::date) as overdue_cents,
        (select coalesce(sum(amount_cents), 0) from payment
          where firm_id = ${firmId}
            and received_on >= ${dates.monthStart}::date and received_on < ${dates.nextMonthStart}::date
        ) as collected_cents,
        ${invoicedRevenueCentsSql(firmId, sql`${dates.monthStart}::date`, sql`${dates.nextMonthStart}::date`)}
          as revenue_cents,
        paid_invoice.average_payment_days,
        (select coalesce(sum(amount_cents), 0) from time_entry
          where firm_id = ${firmId} and billed_at is null) as unbilled_time_cents,
        (select coalesce(sum(amount_cents), 0) from expense
          where firm_id = ${firmId} and status in ('recorded', 'approved')) as unbilled_expenses_cents,
        (select count(*) from invoice where firm_id = ${firmId} and status = 'draft') as draft_count,
        (select coalesce(sum(amount_cents - allocated_cents), 0) from payment
          where firm_id = ${firmId} and allocated_cents < amount_cents) as client_credit_cents
      from paid_invoice
    `,
  );
  const row = rows[0];
  if (!row) throw new Error("the billing figures query answered no row");
  return {
    outstandingCount: Number(row.outstanding_count),
    outstandingCents: readCents(row.outstanding_cents),
    overdueCount: Number(row.overdue_count),
    overdueCents: readCents(row.overdue_cents),
    collectedCents: readCents(row.collected_cents),
    revenueCents: readCents(row.revenue_cents),
    averagePaymentDays: row.average_payment_days === null ? null : Number(row.average_payment_days),
    unbilledTimeCents: readCents(row.unbilled_time_cents),
    unbilledExpensesCents: readCents(row.unbilled_expenses_cents),
    draftCount: Number(row.draft_count),
    clientCreditCents: readCents(row.client_credit_cents),
  };
}
