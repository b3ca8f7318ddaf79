import type {
  TTrustAccountKind,
  TTrustAccountStatus,
  TTrustBank,
  TTrustLedgerParty,
  TTrustPostingType,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type Db, type DbExecutor, queryRows } from "../../../platform/db.ts";
import { personNameSql } from "../../time/index.ts";

/**
 * Runs a report's reads in one read-only snapshot, so its figures all come from the same moment even
 * while postings are captured, and without JIT compilation: PostgreSQL would compile a query over a
 * large ledger for longer (a third of a second) than reading it takes.
 */
export async function readReportSnapshot<T>(db: Db, read: (snapshot: DbExecutor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (snapshot) => {
      await snapshot.execute(sql`set local jit = off`);
      return read(snapshot);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Entries of a posting that is interest, or reverses interest: what the bank credited as interest. */
const isInterestSql = sql`(p.type = 'interest' or exists (
  select 1 from trust_posting o where o.id = p.reverses_id and o.type = 'interest'))`;

export type ClientMatterTotalsRow = {
  matter_id: string | null;
  matter_reference: string | null;
  matter_title: string | null;
  opening_cents: string;
  received_cents: string;
  paid_cents: string;
};

/** A client's money per matter: held before `from`, received and paid out from `from` to `to`. */
export async function clientMatterTotals(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  period: { from: string; to: string },
): Promise<ClientMatterTotalsRow[]> {
  return queryRows<ClientMatterTotalsRow>(
    db,
    sql`select e.matter_id, m.reference as matter_reference, m.title as matter_title,
          coalesce(sum(e.amount_cents) filter (where e.posted_on < ${period.from}::date), 0) as opening_cents,
          coalesce(sum(e.amount_cents) filter (where e.posted_on >= ${period.from}::date and e.amount_cents > 0), 0)
            as received_cents,
          coalesce(sum(-e.amount_cents) filter (where e.posted_on >= ${period.from}::date and e.amount_cents < 0), 0)
            as paid_cents
        from trust_entry e left join matter m on m.id = e.matter_id
        where e.firm_id = ${firmId} and e.client_id = ${clientId} and e.side = 'ledger'
          and e.posted_on <= ${period.to}::date
        group by e.matter_id, m.reference, m.title
        order by m.reference nulls first`,
  );
}

export type ClientStatementLineRow = {
  number: number;
  type: TTrustPostingType;
  posted_on: string;
  description: string;
  reference: string;
  account_name: string;
  matter_reference: string | null;
  amount_cents: string;
};

/** The client's ledger lines of a period in date order (capture order within a day). */
export async function clientStatementLines(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  period: { from: string; to: string },
): Promise<ClientStatementLineRow[]> {
  return queryRows<ClientStatementLineRow>(
    db,
    sql`select e.number, p.type, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, p.description, p.reference,
          a.name as account_name, m.reference as matter_reference, e.amount_cents
        from trust_entry e
        join trust_posting p on p.id = e.posting_id
        join trust_account a on a.id = e.account_id
        left join matter m on m.id = e.matter_id
        where e.firm_id = ${firmId} and e.client_id = ${clientId} and e.side = 'ledger'
          and e.posted_on between ${period.from}::date and ${period.to}::date
        order by e.posted_on, e.number, e.id`,
  );
}

export type ReportAccountRow = {
  id: string;
  name: string;
  bank: TTrustBank;
  account_number: string;
  kind: TTrustAccountKind;
  status: TTrustAccountStatus;
  opened_on: string;
  closed_on: string | null;
};

/** The firm's trust account with this id, or null (another firm's or an unknown id). */
export async function findAccount(db: DbExecutor, firmId: string, accountId: string) {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from trust_account where firm_id = ${firmId} and id = ${accountId}`,
  );
  return rows[0] ?? null;
}

/** All of the firm's trust accounts, open and closed. */
export async function listFirmAccounts(db: DbExecutor, firmId: string) {
  return queryRows<ReportAccountRow>(
    db,
    sql`select id, name, bank, account_number, kind, status, to_char(opened_on, 'YYYY-MM-DD') as opened_on,
          to_char(closed_on, 'YYYY-MM-DD') as closed_on
        from trust_account where firm_id = ${firmId}
        order by name, id`,
  );
}

/**
 * A line of the balance listing: per trust account its cash book and the creditors it holds, and per
 * trust creditor (a client, the Fidelity Fund, the firm's own funds) its balance over every account.
 */
export type BalanceListingRow =
  | {
      kind: "account";
      account_id: string;
      cash_book_cents: string;
      creditors_cents: string;
      party: null;
      client_id: null;
      client_name: null;
    }
  | {
      kind: "creditor";
      account_id: null;
      cash_book_cents: null;
      creditors_cents: string;
      party: TTrustLedgerParty;
      client_id: string | null;
      client_name: string | null;
    };

/**
 * The cash books and trust creditors of the firm at the end of `date`, added up by PostgreSQL: one row
 * per account that holds anything, one per creditor whose balance over all accounts is not nil. Each
 * ledger's balance is the sum of the lines posted on or before the date. Both ways of getting there read
 * the (account, side, posted_on) index over one side of the date only: adding up the lines on or before
 * it, or taking the balances kept with every posting (trust_account, trust_ledger_balance) less the lines
 * after it. `fromCurrent` picks the second, much the shorter for a recent date such as last month's end.
 */
export async function balanceListingAtDate(
  db: DbExecutor,
  firmId: string,
  date: string,
  fromCurrent: boolean,
): Promise<BalanceListingRow[]> {
  const firmAccounts = sql`(select id from trust_account where firm_id = ${firmId})`;
  const lines = fromCurrent
    ? sql`select b.account_id, 'ledger'::trust_entry_side as side, b.party, b.client_id, b.balance_cents as cents
          from trust_ledger_balance b where b.firm_id = ${firmId}
          union all
          select a.id, 'bank'::trust_entry_side, null, null, a.balance_cents from trust_account a
          where a.firm_id = ${firmId}
          union all
          select e.account_id, e.side, e.party, e.client_id, -e.amount_cents from trust_entry e
          where e.account_id in ${firmAccounts} and e.side in ('bank', 'ledger') and e.posted_on > ${date}::date`
    : sql`select e.account_id, e.side, e.party, e.client_id, e.amount_cents as cents from trust_entry e
          where e.account_id in ${firmAccounts} and e.side in ('bank', 'ledger') and e.posted_on <= ${date}::date`;
  return queryRows<BalanceListingRow>(
    db,
    sql`with balances as (
          select account_id, side, party, client_id, sum(cents) as balance_cents from (${lines}) lines
          group by account_id, side, party, client_id
          having sum(cents) <> 0
        )
        select 'account' as kind, account_id,
               coalesce(sum(balance_cents) filter (where side = 'bank'), 0) as cash_book_cents,
               coalesce(sum(balance_cents) filter (where side = 'ledger'), 0) as creditors_cents,
               null::trust_ledger_party as party, null::uuid as client_id, null::text as client_name
          from balances group by account_id
        union all
        select 'creditor', null, null, sum(b.balance_cents), b.party, b.client_id, c.name
          from balances b left join client c on c.id = b.client_id
         where b.side = 'ledger'
         group by b.party, b.client_id, c.name
        having sum(b.balance_cents) <> 0`,
  );
}

export type JournalLineRow = {
  posting_id: string;
  number: number;
  type: TTrustPostingType;
  posted_on: string;
  description: string;
  reference: string;
  counterparty: string;
  reason: string | null;
  reverses_number: number | null;
  reversed_by_number: number | null;
  captured_by_name: string;
  captured_at: Date;
  side: "bank" | "ledger";
  account_name: string;
  party: TTrustLedgerParty | null;
  client_name: string | null;
  matter_reference: string | null;
  amount_cents: string;
};

/**
 * The postings dated in a period, in journal number order, one row per line; with `accountId`, the
 * postings that touch that account and only its lines. At most `limit` rows.
 */
export async function journalLines(
  db: DbExecutor,
  firmId: string,
  filters: { accountId?: string; from: string; to: string },
  limit: number,
): Promise<JournalLineRow[]> {
  const accounts = filters.accountId
    ? sql`(select id from trust_account where firm_id = ${firmId} and id = ${filters.accountId})`
    : sql`(select id from trust_account where firm_id = ${firmId})`;
  return queryRows<JournalLineRow>(
    db,
    sql`with postings as (
          select distinct e.posting_id from trust_entry e
          where e.account_id in ${accounts} and e.side = 'bank'
            and e.posted_on between ${filters.from}::date and ${filters.to}::date
        )
        select p.id as posting_id, p.number, p.type, to_char(p.posted_on, 'YYYY-MM-DD') as posted_on, p.description,
          p.reference, p.counterparty, p.reason,
          (select o.number from trust_posting o where o.id = p.reverses_id) as reverses_number,
          (select r.number from trust_posting r where r.reverses_id = p.id) as reversed_by_number,
          ${personNameSql} as captured_by_name, p.captured_at,
          e.side, a.name as account_name, e.party, c.name as client_name, m.reference as matter_reference,
          e.amount_cents
        from postings x
        join trust_posting p on p.id = x.posting_id
        join "user" on "user".id = p.captured_by
        join trust_entry e on e.posting_id = p.id and e.account_id in ${accounts}
        join trust_account a on a.id = e.account_id
        left join client c on c.id = e.client_id
        left join matter m on m.id = e.matter_id
        order by p.number, a.name, e.side, e.amount_cents desc, e.id
        limit ${limit}`,
  );
}

export type InvestmentAccountRow = {
  id: string;
  name: string;
  bank: TTrustBank;
  account_number: string;
  status: TTrustAccountStatus;
  opened_on: string;
  closed_on: string | null;
  instruction_date: string | null;
  client_name: string | null;
  balance_cents: string;
  interest_cents: string;
  fund_share_cents: string;
  fund_due_cents: string;
};

/**
 * The firm's s86(4) accounts with the interest credited so far, the Fund's 5% of it (s86(5)(b)) and
 * what of that is still held for the Fund.
 */
export async function investmentAccounts(db: DbExecutor, firmId: string): Promise<InvestmentAccountRow[]> {
  return queryRows<InvestmentAccountRow>(
    db,
    sql`select a.id, a.name, a.bank, a.account_number, a.status, to_char(a.opened_on, 'YYYY-MM-DD') as opened_on,
          to_char(a.closed_on, 'YYYY-MM-DD') as closed_on, to_char(a.instruction_date, 'YYYY-MM-DD') as instruction_date,
          c.name as client_name, a.balance_cents,
          (select coalesce(sum(e.amount_cents), 0) from trust_entry e join trust_posting p on p.id = e.posting_id
             where e.account_id = a.id and e.side = 'bank' and ${isInterestSql}) as interest_cents,
          (select coalesce(sum(e.amount_cents), 0) from trust_entry e join trust_posting p on p.id = e.posting_id
             where e.account_id = a.id and e.side = 'ledger' and e.party = 'fund' and ${isInterestSql})
            as fund_share_cents,
          (select coalesce(sum(e.amount_cents), 0) from trust_entry e
             where e.account_id = a.id and e.side = 'ledger' and e.party = 'fund') as fund_due_cents
        from trust_account a left join client c on c.id = a.client_id
        where a.firm_id = ${firmId} and a.kind = 's86_4'
        order by c.name, a.name, a.id`,
  );
}

export type FundMonthRow = {
  account_id: string;
  month: string;
  credited_cents: string;
  paid_cents: string;
};

export type FundAccountRow = {
  id: string;
  name: string;
  kind: TTrustAccountKind;
  opening_cents: string;
};

/**
 * The Fund's ledgers of a period: per account what it held before `from`, and per account and month
 * the interest credited to it (less reversals) and what was paid over to it.
 */
export async function fundLedgerMovements(
  db: DbExecutor,
  firmId: string,
  period: { from: string; to: string },
): Promise<{ accounts: FundAccountRow[]; months: FundMonthRow[] }> {
  const accounts = await queryRows<FundAccountRow>(
    db,
    sql`select a.id, a.name, a.kind,
          (select coalesce(sum(e.amount_cents), 0) from trust_entry e
             where e.account_id = a.id and e.side = 'ledger' and e.party = 'fund'
               and e.posted_on < ${period.from}::date) as opening_cents
        from trust_account a
        where a.firm_id = ${firmId} and exists (select 1 from trust_entry e
          where e.account_id = a.id and e.side = 'ledger' and e.party = 'fund' and e.posted_on <= ${period.to}::date)
        order by a.name, a.id`,
  );
  const months = await queryRows<FundMonthRow>(
    db,
    sql`select e.account_id, to_char(e.posted_on, 'YYYY-MM') as month,
          coalesce(sum(e.amount_cents) filter (where ${isInterestSql}), 0) as credited_cents,
          coalesce(sum(-e.amount_cents) filter (where not ${isInterestSql}), 0) as paid_cents
        from trust_entry e join trust_posting p on p.id = e.posting_id
        where e.account_id in (select id from trust_account where firm_id = ${firmId})
          and e.side = 'ledger' and e.party = 'fund'
          and e.posted_on between ${period.from}::date and ${period.to}::date
        group by e.account_id, to_char(e.posted_on, 'YYYY-MM')
        order by 1, 2`,
  );
  return { accounts, months };
}
