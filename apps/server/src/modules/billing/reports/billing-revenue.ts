import { type SQL, sql } from "drizzle-orm";

/**
 * The firm's revenue over the days [from, to) as one SQL expression, in cents: the subtotals (excluding
 * VAT) of the invoices issued in the period that are not void, less the part excluding VAT of the credit
 * notes issued in the period on invoices that are not void (a void invoice no longer counts, so its
 * credit notes take nothing off). Billing's stats, the dashboard and the practice stats all read it.
 * `from` and `to` are SQL date expressions.
 */
export function invoicedRevenueCentsSql(firmId: string, from: SQL, to: SQL): SQL {
  return sql`(
    (select coalesce(sum(subtotal_cents), 0) from invoice
      where firm_id = ${firmId} and status not in ('draft', 'void')
        and issue_date >= ${from} and issue_date < ${to})
    - (select coalesce(sum(credit_note.amount_cents - credit_note.vat_cents), 0)
         from credit_note join invoice on invoice.id = credit_note.invoice_id
        where credit_note.firm_id = ${firmId} and invoice.status <> 'void'
          and credit_note.issued_on >= ${from} and credit_note.issued_on < ${to}))`;
}
