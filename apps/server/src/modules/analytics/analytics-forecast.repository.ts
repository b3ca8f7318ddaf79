import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../platform/db.ts";
import type { CollectionCohort, DebtorAge } from "./analytics-forecast.ts";

/**
 * The firm's collection history: invoices issued from `from` up to (not including) `to` (not draft or
 * void), what each was due (total less credit notes) and what of it was paid within 30, 60 and 90
 * days of issue, summed over all of them and per quarter of the span (quarter 0 first). Read from
 * `analytics_collection_day`, which holds these sums per issue day.
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
      select quarter, sum(invoice_count) as invoice_count, sum(due_cents) as due_cents,
             coalesce(sum(within30), 0) as within30, coalesce(sum(within60), 0) as within60,
             coalesce(sum(within90), 0) as within90
        from (select least(3, ((issue_date - ${span.from}::date) * 4)
                                / greatest(1, ${span.to}::date - ${span.from}::date)) as quarter,
                     invoice_count, due_cents, paid_within30_cents as within30,
                     paid_within60_cents as within60, paid_within90_cents as within90
                from analytics_collection_day
               where firm_id = ${firmId} and issue_date >= ${span.from}::date and issue_date < ${span.to}::date
                 and invoice_count > 0) as day_sums
       group by rollup (quarter)
       order by quarter nulls last`,
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
 * invoice's subtotal ÷ total), summed per age in days since issue (`analytics_debtor_day`).
 */
export async function listDebtorsByAge(db: DbExecutor, firmId: string, today: string): Promise<DebtorAge[]> {
  const rows = await queryRows<{ age_days: number; balance_cents: string }>(
    db,
    sql`
      select ${today}::date - issue_date as age_days, balance_cents
        from analytics_debtor_day
       where firm_id = ${firmId} and gross_cents > 0`,
  );
  return rows.map((row) => ({
    ageDays: Math.max(0, Number(row.age_days)),
    balanceCents: readCents(row.balance_cents),
  }));
}
