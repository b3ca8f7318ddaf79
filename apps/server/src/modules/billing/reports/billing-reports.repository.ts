import { type SQL, sql } from "drizzle-orm";
import { type Db, type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows, readCents } from "../../../platform/db.ts";
import { personNameSql } from "../../time/index.ts";

/** The billing reports read here, with SQL over the billing tables (data model in billing.tables.ts). */

/**
 * Runs the reads of one report in a single read-only snapshot, so an opening balance, its lines and
 * the ageing under them agree even while payments are being recorded. JIT compilation is off: on a
 * firm with 100,000 invoices it took about 0.9 s to compile an aged debtors query that runs in 0.6 s.
 */
export async function readBillingSnapshot<T>(db: Db, read: (snapshot: DbExecutor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (snapshot) => {
      await snapshot.execute(sql`set local jit = off`);
      return read(snapshot);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** What a client still owed at a date on the invoices issued on one day. */
export type OpenBalanceRow = {
  clientId: string;
  clientName: string;
  issueDate: string;
  balanceCents: number;
};

/**
 * Unpaid balances as at a date, per client and issue date (the ageing is done by the caller). As at
 * today the kept figures answer it: the open invoices' total − paid − credited, read through the
 * partial index on open invoices. As at an earlier date it is rebuilt: invoices issued on or before
 * it and not void by then, less the payments received and credit notes issued on or before it. (A
 * client's credit applied to an invoice later counts from the day that payment was received.)
 */
export async function listOpenBalancesAt(
  db: DbExecutor,
  firmId: string,
  options: { asAt: string; today: string; clientId?: string },
): Promise<OpenBalanceRow[]> {
  const clientFilter = options.clientId ? sql`and invoice.client_id = ${options.clientId}` : sql``;
  const balances: SQL =
    options.asAt >= options.today
      ? sql`
          select invoice.client_id, invoice.issue_date,
                 invoice.total_cents - invoice.paid_cents - invoice.credited_cents as balance_cents
            from invoice
           where invoice.firm_id = ${firmId} and invoice.status in ('sent', 'partially_paid') ${clientFilter}`
      : sql`
          with candidate as (
            select invoice.id, invoice.client_id, invoice.issue_date, invoice.total_cents
              from invoice
             where invoice.firm_id = ${firmId} and invoice.status <> 'draft'
               and invoice.issue_date <= ${options.asAt}::date ${clientFilter}
               and (invoice.status <> 'void'
                    or (invoice.voided_at at time zone ${FIRM_TIME_ZONE_SQL})::date > ${options.asAt}::date)
          ), paid as (
            select allocation.invoice_id, sum(allocation.amount_cents) as cents
              from payment_allocation as allocation
              join payment on payment.id = allocation.payment_id
              join candidate on candidate.id = allocation.invoice_id
             where allocation.firm_id = ${firmId} and payment.received_on <= ${options.asAt}::date
             group by allocation.invoice_id
          ), credited as (
            select credit_note.invoice_id, sum(credit_note.amount_cents) as cents
              from credit_note join candidate on candidate.id = credit_note.invoice_id
             where credit_note.firm_id = ${firmId} and credit_note.issued_on <= ${options.asAt}::date
             group by credit_note.invoice_id
          )
          select candidate.client_id, candidate.issue_date,
                 candidate.total_cents - coalesce(paid.cents, 0) - coalesce(credited.cents, 0) as balance_cents
            from candidate
            left join paid on paid.invoice_id = candidate.id
            left join credited on credited.invoice_id = candidate.id`;
  const rows = await queryRows<{
    client_id: string;
    client_name: string;
    issue_date: string;
    balance_cents: string;
  }>(
    db,
    sql`
      with balance as (${balances})
      select balance.client_id, client.name as client_name,
             to_char(balance.issue_date, 'YYYY-MM-DD') as issue_date, sum(balance.balance_cents) as balance_cents
        from balance join client on client.id = balance.client_id
       where balance.balance_cents > 0
       group by balance.client_id, client.name, balance.issue_date
       order by client.name, balance.client_id, balance.issue_date`,
  );
  return rows.map((row) => ({
    clientId: row.client_id,
    clientName: row.client_name,
    issueDate: row.issue_date,
    balanceCents: readCents(row.balance_cents),
  }));
}

export type ProductionRow = {
  userId: string;
  name: string;
  hoursTenths: number;
  recordedCents: number;
  billedCents: number;
  unbilledCents: number;
};

/**
 * Fee-earner production for a period: per person, the time logged in it (hours and value, and what of
 * it is still unbilled), and the value of their time lines on invoices issued in it (not void). Someone
 * whose earlier time was billed in the period appears too, with no hours.
 */
export async function listProduction(
  db: DbExecutor,
  firmId: string,
  period: { from: string; to: string },
): Promise<ProductionRow[]> {
  const rows = await queryRows<{
    user_id: string;
    name: string;
    hours_tenths: string;
    recorded_cents: string;
    billed_cents: string;
    unbilled_cents: string;
  }>(
    db,
    sql`
      with logged as (
        select user_id, sum(hours_tenths) as hours_tenths, sum(amount_cents) as recorded_cents,
               coalesce(sum(amount_cents) filter (where billed_at is null), 0) as unbilled_cents
          from time_entry
         where firm_id = ${firmId} and worked_on between ${period.from}::date and ${period.to}::date
         group by user_id
      ), billed as (
        select time_entry.user_id, sum(line.amount_cents) as billed_cents
          from invoice
          join invoice_line as line on line.invoice_id = invoice.id and line.kind = 'time'
          join time_entry on time_entry.id = line.time_entry_id
         where invoice.firm_id = ${firmId} and invoice.status not in ('draft', 'void')
           and invoice.issue_date between ${period.from}::date and ${period.to}::date
         group by time_entry.user_id
      ), people as (
        select user_id from logged union select user_id from billed
      )
      select people.user_id, ${personNameSql} as name,
             coalesce(logged.hours_tenths, 0) as hours_tenths,
             coalesce(logged.recorded_cents, 0) as recorded_cents,
             coalesce(billed.billed_cents, 0) as billed_cents,
             coalesce(logged.unbilled_cents, 0) as unbilled_cents
        from people
        join "user" on "user".id = people.user_id
        left join logged on logged.user_id = people.user_id
        left join billed on billed.user_id = people.user_id
       order by coalesce(logged.recorded_cents, 0) desc, name, people.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    hoursTenths: Number(row.hours_tenths),
    recordedCents: readCents(row.recorded_cents),
    billedCents: readCents(row.billed_cents),
    unbilledCents: readCents(row.unbilled_cents),
  }));
}

export type WipRow = {
  matterId: string;
  matterReference: string;
  matterTitle: string;
  clientName: string;
  hoursTenths: number;
  timeCents: number;
  expensesCents: number;
  totalCents: number;
  oldestDate: string;
};

/**
 * Work in progress per matter: time not yet billed and expenses recorded or approved (not billed),
 * the largest total first, at most `limit` matters; `matterCount` and `totalCents` cover all of them.
 */
export async function listWorkInProgress(
  db: DbExecutor,
  firmId: string,
  limit: number,
): Promise<{ rows: WipRow[]; matterCount: number; totalCents: number }> {
  const rows = await queryRows<{
    matter_id: string;
    reference: string;
    title: string;
    client_name: string;
    hours_tenths: string;
    time_cents: string;
    expenses_cents: string;
    total_cents: string;
    oldest_date: string;
    matter_count: string;
    all_cents: string;
  }>(
    db,
    sql`
      with time_wip as (
        select matter_id, sum(hours_tenths) as hours_tenths, sum(amount_cents) as cents,
               min(worked_on) as oldest
          from time_entry where firm_id = ${firmId} and billed_at is null
         group by matter_id
      ), expense_wip as (
        select matter_id, sum(amount_cents) as cents, min(incurred_on) as oldest
          from expense where firm_id = ${firmId} and status in ('recorded', 'approved')
         group by matter_id
      ), wip as (
        select coalesce(time_wip.matter_id, expense_wip.matter_id) as matter_id,
               coalesce(time_wip.hours_tenths, 0) as hours_tenths,
               coalesce(time_wip.cents, 0) as time_cents,
               coalesce(expense_wip.cents, 0) as expenses_cents,
               coalesce(time_wip.cents, 0) + coalesce(expense_wip.cents, 0) as total_cents,
               least(time_wip.oldest, expense_wip.oldest) as oldest
          from time_wip full join expense_wip on expense_wip.matter_id = time_wip.matter_id
      )
      select matter.id as matter_id, matter.reference, matter.title, client.name as client_name,
             wip.hours_tenths, wip.time_cents, wip.expenses_cents, wip.total_cents,
             to_char(wip.oldest, 'YYYY-MM-DD') as oldest_date,
             count(*) over () as matter_count, sum(wip.total_cents) over () as all_cents
        from wip
        join matter on matter.id = wip.matter_id and matter.firm_id = ${firmId}
        join client on client.id = matter.client_id
       order by wip.total_cents desc, matter.reference
       limit ${limit}`,
  );
  return {
    matterCount: Number(rows[0]?.matter_count ?? 0),
    totalCents: readCents(rows[0]?.all_cents ?? 0),
    rows: rows.map((row) => ({
      matterId: row.matter_id,
      matterReference: row.reference,
      matterTitle: row.title,
      clientName: row.client_name,
      hoursTenths: Number(row.hours_tenths),
      timeCents: readCents(row.time_cents),
      expensesCents: readCents(row.expenses_cents),
      totalCents: readCents(row.total_cents),
      oldestDate: row.oldest_date,
    })),
  };
}
