import type { TTrustReconciliation } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { personNameSql } from "../../time/index.ts";
import { trustReconciliationTable } from "../trust.tables.ts";

type Item = TTrustReconciliation["outstandingEntries"][number];

/** A statement line of one day, with what finding the day's closing balance needs. */
export type SameDayLine = {
  id: string;
  amount_cents: string;
  balance_cents: string | null;
  line_number: number;
};

/** The last day on or before `periodEnd` that the account's bank statement has a line for, or null. */
export async function findLastStatementDay(
  db: DbExecutor,
  accountId: string,
  periodEnd: string,
): Promise<string | null> {
  const lastDay = await queryRows<{ posted_on: string }>(
    db,
    sql`select to_char(max(posted_on), 'YYYY-MM-DD') as posted_on from trust_statement_line
        where account_id = ${accountId} and posted_on <= ${periodEnd}::date`,
  );
  return lastDay[0]?.posted_on ?? null;
}

/** The account's statement lines dated on one day, in no particular order. */
export async function listStatementLinesOfDay(
  db: DbExecutor,
  accountId: string,
  date: string,
): Promise<SameDayLine[]> {
  return queryRows<SameDayLine>(
    db,
    sql`select id, amount_cents, balance_cents, line_number from trust_statement_line
        where account_id = ${accountId} and posted_on = ${date}::date`,
  );
}

export type ReconciliationTotalsRow = {
  first_line_on: string | null;
  lines_total: string;
  cash_book: string;
  cash_before_statement: string;
  clients: string;
  fund: string;
  firm: string;
};

/**
 * The sums up to the end of the period, each taken on its own: the statement lines, the cash book
 * (and the part of it before the statement's first line), and each kind of trust creditor.
 */
export async function readReconciliationTotals(
  db: DbExecutor,
  accountId: string,
  periodEnd: string,
): Promise<ReconciliationTotalsRow | undefined> {
  const totals = await queryRows<ReconciliationTotalsRow>(
    db,
    sql`with first_line as (
          select min(posted_on) as first_on from trust_statement_line where account_id = ${accountId}
        )
        select to_char((select first_on from first_line), 'YYYY-MM-DD') as first_line_on,
          (select coalesce(sum(amount_cents), 0) from trust_statement_line
             where account_id = ${accountId} and posted_on <= ${periodEnd}::date) as lines_total,
          (select coalesce(sum(amount_cents), 0) from trust_entry
             where account_id = ${accountId} and side = 'bank' and posted_on <= ${periodEnd}::date) as cash_book,
          (select coalesce(sum(amount_cents), 0) from trust_entry
             where account_id = ${accountId} and side = 'bank'
               and posted_on < coalesce((select first_on from first_line), ${periodEnd}::date + 1)) as cash_before_statement,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${accountId} and side = 'ledger'
             and party = 'client' and posted_on <= ${periodEnd}::date) as clients,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${accountId} and side = 'ledger'
             and party = 'fund' and posted_on <= ${periodEnd}::date) as fund,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${accountId} and side = 'ledger'
             and party = 'firm' and posted_on <= ${periodEnd}::date) as firm`,
  );
  return totals[0];
}

type ItemRow = {
  id: string;
  posted_on: string;
  description: string;
  reference: string | null;
  amount_cents: string;
  posting_id: string | null;
  number: number | null;
};

function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    date: row.posted_on,
    description: row.description,
    reference: row.reference,
    amountCents: readCents(row.amount_cents),
    postingId: row.posting_id,
    postingNumber: row.number,
  };
}

/**
 * Cash book lines from the statement's first line (when there is one) to the end of the period that
 * the bank had not shown by then.
 */
export async function listOutstandingEntries(
  db: DbExecutor,
  accountId: string,
  periodEnd: string,
  firstLineOn: string | null,
): Promise<Item[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select e.id, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, p.description, p.reference, e.amount_cents,
          e.posting_id, e.number
        from trust_entry e join trust_posting p on p.id = e.posting_id
        where e.account_id = ${accountId} and e.side = 'bank' and e.amount_cents <> 0
          and e.posted_on <= ${periodEnd}::date
          ${firstLineOn ? sql`and e.posted_on >= ${firstLineOn}::date` : sql``}
          and not exists (select 1 from trust_statement_line s
            where s.matched_entry_id = e.id and s.posted_on <= ${periodEnd}::date)
        order by e.posted_on, e.number`,
  );
  return rows.map(toItem);
}

/** Statement lines up to the end of the period that the cash book does not hold by then. */
export async function listUnmatchedStatementLines(
  db: DbExecutor,
  accountId: string,
  periodEnd: string,
): Promise<Item[]> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select s.id, to_char(s.posted_on, 'YYYY-MM-DD') as posted_on, s.description, s.reference, s.amount_cents,
          null::uuid as posting_id, null::int as number
        from trust_statement_line s left join trust_entry e on e.id = s.matched_entry_id
        where s.account_id = ${accountId} and s.posted_on <= ${periodEnd}::date
          and (s.matched_entry_id is null or e.posted_on > ${periodEnd}::date)
        order by s.posted_on, s.line_number`,
  );
  return rows.map(toItem);
}

/** Who signed off the account's month and when, or undefined while it is not signed off. */
export async function findSignOff(
  db: DbExecutor,
  firmId: string,
  accountId: string,
  month: string,
): Promise<{ signed_off_by: string; name: string; signed_off_at: Date } | undefined> {
  const signedOff = await queryRows<{ signed_off_by: string; name: string; signed_off_at: Date }>(
    db,
    sql`select r.signed_off_by, ${personNameSql} as name, r.signed_off_at
        from trust_reconciliation r join "user" on "user".id = r.signed_off_by
        where r.firm_id = ${firmId} and r.account_id = ${accountId} and r.month = ${month}`,
  );
  return signedOff[0];
}

export async function insertSignOff(
  db: DbExecutor,
  values: typeof trustReconciliationTable.$inferInsert,
): Promise<void> {
  await db.insert(trustReconciliationTable).values(values);
}

/** Locks the account's books up to and including this day against new postings. */
export async function setLockedThrough(
  db: DbExecutor,
  accountId: string,
  lockedThrough: string,
): Promise<void> {
  await queryRows(
    db,
    sql`update trust_account set locked_through = ${lockedThrough}::date where id = ${accountId}`,
  );
}
