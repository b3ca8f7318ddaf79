import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../platform/db.ts";
import type { CollectionCohort, DebtorAge } from "./analytics-forecast.ts";

/**
 * The firm's collection history: invoices issued from `from` up to (not including) `to` (not draft or
 * void), what each was due (total less credit notes) and what of it was paid within 30, 60 and 90
 * days of issue, summed over all of them and per quarter of the span (quarter 0 first).
 */
export async function readCollectionHistory(
  db: DbExecutor,
  firmId: string,
  span: { from: string; to: string },
): Promise<{ all: CollectionCohort; quarters: CollectionCohort[] }> {
  const rows = await queryRows<{
    quarter: number | null;
    invoice_count: string;
    due_cents: string;
    within30: string;
    within60: string;
    within90: string;
  }>(
    db,
    sql`
      with cohort as (
        select id, issue_date, total_cents - credited_cents as due_cents,
               least(3, ((issue_date - ${span.from}::date) * 4) / greatest(1, ${span.to}::date - ${span.from}::date))
                 as quarter
          from invoice
         where firm_id = ${firmId} and status not in ('draft', 'void')
           and issue_date >= ${span.from}::date and issue_date < ${span.to}::date
           and total_cents > credited_cents
      ), paid as (
        select allocation.invoice_id,
               sum(allocation.amount_cents) filter (where payment.received_on - cohort.issue_date <= 30) as within30,
               sum(allocation.amount_cents) filter (where payment.received_on - cohort.issue_date <= 60) as within60,
               sum(allocation.amount_cents) filter (where payment.received_on - cohort.issue_date <= 90) as within90
          from cohort
          join payment_allocation as allocation on allocation.invoice_id = cohort.id
          join payment on payment.id = allocation.payment_id
         group by allocation.invoice_id
      )
      select cohort.quarter, count(*) as invoice_count, sum(cohort.due_cents) as due_cents,
             coalesce(sum(paid.within30), 0) as within30, coalesce(sum(paid.within60), 0) as within60,
             coalesce(sum(paid.within90), 0) as within90
        from cohort left join paid on paid.invoice_id = cohort.id
       group by rollup (cohort.quarter)`,
  );
  const toCohort = (row: (typeof rows)[number] | undefined): CollectionCohort => ({
    invoiceCount: Number(row?.invoice_count ?? 0),
    dueCents: readCents(row?.due_cents ?? 0),
    paidWithin30Cents: readCents(row?.within30 ?? 0),
    paidWithin60Cents: readCents(row?.within60 ?? 0),
    paidWithin90Cents: readCents(row?.within90 ?? 0),
  });
  return {
    all: toCohort(rows.find((row) => row.quarter === null)),
    quarters: rows.filter((row) => row.quarter !== null).map(toCohort),
  };
}

/**
 * The debtors' book today: unpaid balances of open invoices excluding VAT (each scaled by its
 * invoice's subtotal ÷ total), summed per age in days since issue.
 */
export async function listDebtorsByAge(db: DbExecutor, firmId: string, today: string): Promise<DebtorAge[]> {
  const rows = await queryRows<{ age_days: number; balance_cents: string }>(
    db,
    sql`
      select ${today}::date - issue_date as age_days,
             sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric / total_cents))
               as balance_cents
        from invoice
       where firm_id = ${firmId} and status in ('sent', 'partially_paid') and total_cents > 0
       group by 1
      having sum(total_cents - paid_cents - credited_cents) > 0`,
  );
  return rows.map((row) => ({
    ageDays: Math.max(0, Number(row.age_days)),
    balanceCents: readCents(row.balance_cents),
  }));
}
