import { sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows, readCents } from "../../platform/db.ts";

/**
 * The firm's figures for the practice overview, in one round trip. Client, matter and hour figures
 * read three small tables kept exact by triggers (client and matter counts, time per month) instead of
 * counting and adding up the firm's rows. Revenue is billing's: the subtotals (excluding VAT) of this
 * month's invoices by issue date, not void, less the part excluding VAT of this month's credit notes
 * on invoices that are not void; both read only this month's rows of the firm. It is billing's
 * `invoicedRevenueCentsSql` written out: billing imports this module, so importing billing here would make
 * a cycle; the dashboard and practice integration tests check the figures agree.
 */
export async function readPracticeFigures(
  db: DbExecutor,
  firmId: string,
): Promise<{ totalClients: number; activeMatters: number; monthTenths: number; monthRevenueCents: number }> {
  // "This month" is the calendar month in South Africa, whatever the server's own time zone.
  const monthStart = sql`date_trunc('month', now() at time zone ${FIRM_TIME_ZONE_SQL})::date`;
  const nextMonthStart = sql`(${monthStart} + interval '1 month')::date`;
  const rows = await queryRows<{
    total_clients: string | null;
    active_matters: string | null;
    month_tenths: string | null;
    month_revenue_cents: string | null;
  }>(
    db,
    sql`
      select
        (select total from firm_client_count
          where firm_id = ${firmId} and not is_archived) as total_clients,
        (select total from firm_matter_count
          where firm_id = ${firmId} and status = 'active') as active_matters,
        (select hours_tenths from firm_time_month
          where firm_id = ${firmId} and month = ${monthStart}) as month_tenths,
        (select coalesce(sum(subtotal_cents), 0) from invoice
          where firm_id = ${firmId} and status not in ('draft', 'void')
            and issue_date >= ${monthStart} and issue_date < ${nextMonthStart})
        - (select coalesce(sum(credit_note.amount_cents - credit_note.vat_cents), 0)
             from credit_note join invoice on invoice.id = credit_note.invoice_id
            where credit_note.firm_id = ${firmId} and invoice.status <> 'void'
              and credit_note.issued_on >= ${monthStart} and credit_note.issued_on < ${nextMonthStart})
          as month_revenue_cents
    `,
  );
  const row = rows[0];
  return {
    totalClients: Number(row?.total_clients ?? 0),
    activeMatters: Number(row?.active_matters ?? 0),
    monthTenths: Number(row?.month_tenths ?? 0),
    monthRevenueCents: readCents(row?.month_revenue_cents ?? 0),
  };
}

export type UnbilledMatterRecord = {
  matterId: string;
  matterTitle: string;
  reference: string;
  clientName: string;
  hoursTenths: number;
  amountCents: number;
};

/** Unbilled time per matter, the largest amount first, a page at a time, with the number of matters. */
export async function listUnbilledTimeByMatter(
  db: DbExecutor,
  firmId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: UnbilledMatterRecord[]; total: number }> {
  const rows = await queryRows<{
    matter_id: string;
    matter_title: string;
    reference: string;
    client_name: string;
    hours_tenths: string;
    amount_cents: string;
    total: string;
  }>(
    db,
    sql`
      with unbilled as (
        select matter_id, sum(hours_tenths) as hours_tenths, sum(amount_cents) as amount_cents
        from time_entry
        where firm_id = ${firmId} and billed_at is null
        group by matter_id
      )
      select matter.id as matter_id, matter.title as matter_title, matter.reference,
        client.name as client_name, unbilled.hours_tenths, unbilled.amount_cents,
        count(*) over () as total
      from unbilled
      join matter on matter.id = unbilled.matter_id
      join client on client.id = matter.client_id
      order by unbilled.amount_cents desc, matter.reference
      limit ${page.limit} offset ${page.offset}
    `,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const counted = await queryRows<{ total: string }>(
      db,
      sql`select count(distinct matter_id) as total from time_entry where firm_id = ${firmId} and billed_at is null`,
    );
    total = Number(counted[0]?.total ?? 0);
  }
  return {
    total,
    rows: rows.map((row) => ({
      matterId: row.matter_id,
      matterTitle: row.matter_title,
      reference: row.reference,
      clientName: row.client_name,
      hoursTenths: Number(row.hours_tenths),
      amountCents: readCents(row.amount_cents),
    })),
  };
}
