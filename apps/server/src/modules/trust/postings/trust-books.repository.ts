import type { TTrustPostingType } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../../platform/db.ts";
import { escapeLikePattern } from "../../../platform/text-search.ts";

export type TransactionFilters = {
  accountId?: string;
  clientId?: string;
  type?: TTrustPostingType;
  from?: string;
  to?: string;
  reconciled?: boolean;
  search?: string;
};

/** A cash book line counts as reconciled when it moves no money or a statement line is matched to it. */
const reconciledSql = sql`(e.amount_cents = 0 or exists (
  select 1 from trust_statement_line s where s.matched_entry_id = e.id))`;

function transactionConditions(firmId: string, filters: TransactionFilters): SQL {
  const conditions: SQL[] = [sql`e.firm_id = ${firmId}`, sql`e.side = 'bank'`];
  if (filters.accountId) conditions.push(sql`e.account_id = ${filters.accountId}`);
  if (filters.clientId) {
    conditions.push(sql`exists (select 1 from trust_entry l where l.posting_id = e.posting_id
      and l.account_id = e.account_id and l.client_id = ${filters.clientId})`);
  }
  if (filters.type) conditions.push(sql`p.type = ${filters.type}`);
  if (filters.from) conditions.push(sql`e.posted_on >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`e.posted_on <= ${filters.to}::date`);
  if (filters.reconciled !== undefined) {
    conditions.push(filters.reconciled ? reconciledSql : sql`not ${reconciledSql}`);
  }
  if (filters.search) {
    const pattern = `%${escapeLikePattern(filters.search)}%`;
    conditions.push(
      sql`(p.description ilike ${pattern} or p.reference ilike ${pattern} or p.counterparty ilike ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The postings, for the filters that read them (type, search); every line has its posting. */
function postingsJoin(filters: TransactionFilters): SQL {
  return filters.type || filters.search ? sql`join trust_posting p on p.id = e.posting_id` : sql``;
}

/**
 * How many cash book lines the filters find (X-Total-Count). Filtered by account or not at all, it adds
 * up the counts kept on the firm's trust accounts (exact: a trigger counts every line the append-only
 * journal gains) instead of counting half a million lines; any other filter is counted.
 */
export async function countTransactions(
  db: DbExecutor,
  firmId: string,
  filters: TransactionFilters,
): Promise<number> {
  const isAccountOnly =
    !filters.clientId &&
    !filters.type &&
    !filters.from &&
    !filters.to &&
    filters.reconciled === undefined &&
    !filters.search;
  if (isAccountOnly) {
    const rows = await queryRows<{ total: number }>(
      db,
      sql`select coalesce(sum(bank_line_count), 0)::int as total from trust_account
          where firm_id = ${firmId} ${filters.accountId ? sql`and id = ${filters.accountId}` : sql``}`,
    );
    return rows[0]?.total ?? 0;
  }
  const rows = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from trust_entry e ${postingsJoin(filters)}
        where ${transactionConditions(firmId, filters)}`,
  );
  return rows[0]?.total ?? 0;
}

export type TransactionRow = {
  id: string;
  posting_id: string;
  number: number;
  type: TTrustPostingType;
  posted_on: string;
  description: string;
  account_id: string;
  account_name: string;
  reference: string;
  amount_cents: string;
  balance_after_cents: string;
  posting_amount_cents: string;
  reconciled: boolean;
  reversed: boolean;
  client_names: string | null;
};

/** Newest first, in capture order: the balance beside each line is the cash book after it. */
export async function listTransactions(
  db: DbExecutor,
  firmId: string,
  filters: TransactionFilters,
  page: { limit: number; offset: number },
): Promise<TransactionRow[]> {
  return queryRows<TransactionRow>(
    db,
    sql`with page as (
          select e.id from trust_entry e ${postingsJoin(filters)}
          where ${transactionConditions(firmId, filters)}
          order by e.number desc, e.account_id
          limit ${page.limit} offset ${page.offset}
        )
        select e.id, e.posting_id, e.number, p.type, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on,
          p.description, e.account_id, a.name as account_name, p.reference, e.amount_cents,
          e.balance_after_cents, p.amount_cents as posting_amount_cents, ${reconciledSql} as reconciled,
          exists (select 1 from trust_posting r where r.reverses_id = p.id) as reversed,
          (select string_agg(distinct c.name, ', ') from trust_entry l join client c on c.id = l.client_id
            where l.posting_id = e.posting_id and l.account_id = e.account_id) as client_names
        from page join trust_entry e on e.id = page.id
        join trust_posting p on p.id = e.posting_id
        join trust_account a on a.id = e.account_id
        order by e.number desc, e.account_id`,
  );
}

export type LedgerFilters = { accountId?: string; search?: string; nonZero: boolean };

function ledgerConditions(firmId: string, filters: LedgerFilters): SQL {
  const conditions: SQL[] = [sql`b.firm_id = ${firmId}`, sql`b.party = 'client'`];
  if (filters.accountId) conditions.push(sql`b.account_id = ${filters.accountId}`);
  if (filters.search) conditions.push(sql`c.name ilike ${`%${escapeLikePattern(filters.search)}%`}`);
  return sql.join(conditions, sql` and `);
}

/** Every client's trust balance (summed over the trust accounts), largest first. */
export async function listLedgerBalances(
  db: DbExecutor,
  firmId: string,
  filters: LedgerFilters,
  page: { limit: number; offset: number },
) {
  const rows = await queryRows<{
    client_id: string;
    client_name: string;
    balance_cents: string;
    last_posted_on: string | null;
    total: number;
  }>(
    db,
    sql`with balances as (
          select b.client_id, c.name as client_name, sum(b.balance_cents) as balance_cents,
            max(b.last_posted_on) as last_posted_on
          from trust_ledger_balance b join client c on c.id = b.client_id
          where ${ledgerConditions(firmId, filters)}
          group by b.client_id, c.name
          ${filters.nonZero ? sql`having sum(b.balance_cents) <> 0` : sql``}
        )
        select client_id, client_name, balance_cents, to_char(last_posted_on, 'YYYY-MM-DD') as last_posted_on,
          (count(*) over ())::int as total
        from balances
        order by balance_cents desc, client_name, client_id
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows;
}

export async function countLedgerBalances(
  db: DbExecutor,
  firmId: string,
  filters: LedgerFilters,
): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (
          select b.client_id from trust_ledger_balance b join client c on c.id = b.client_id
          where ${ledgerConditions(firmId, filters)}
          group by b.client_id ${filters.nonZero ? sql`having sum(b.balance_cents) <> 0` : sql``}
        ) clients`,
  );
  return rows[0]?.total ?? 0;
}

/** One client's ledger lines, oldest first, with a running balance over the lines selected. */
export async function listClientLedgerLines(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  filters: { matterId?: string; accountId?: string },
) {
  return queryRows<{
    posting_id: string;
    number: number;
    type: TTrustPostingType;
    posted_on: string;
    description: string;
    reference: string;
    account_id: string;
    account_name: string;
    matter_id: string | null;
    matter_reference: string | null;
    amount_cents: string;
    running_cents: string;
  }>(
    db,
    sql`select e.posting_id, e.number, p.type, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, p.description,
          p.reference, e.account_id, a.name as account_name, e.matter_id, m.reference as matter_reference,
          e.amount_cents, sum(e.amount_cents) over (order by e.number, e.id) as running_cents
        from trust_entry e
        join trust_posting p on p.id = e.posting_id
        join trust_account a on a.id = e.account_id
        left join matter m on m.id = e.matter_id
        where e.firm_id = ${firmId} and e.client_id = ${clientId} and e.side = 'ledger'
          ${filters.matterId ? sql`and e.matter_id = ${filters.matterId}` : sql``}
          ${filters.accountId ? sql`and e.account_id = ${filters.accountId}` : sql``}
        order by e.number, e.id`,
  );
}

/** The client's balance per matter (null: money not tied to a matter). */
export async function clientMatterBalances(db: DbExecutor, firmId: string, clientId: string) {
  return queryRows<{
    matter_id: string | null;
    matter_reference: string | null;
    matter_title: string | null;
    balance_cents: string;
  }>(
    db,
    sql`select e.matter_id, m.reference as matter_reference, m.title as matter_title, sum(e.amount_cents) as balance_cents
        from trust_entry e left join matter m on m.id = e.matter_id
        where e.firm_id = ${firmId} and e.client_id = ${clientId} and e.side = 'ledger'
        group by e.matter_id, m.reference, m.title
        order by m.reference nulls first`,
  );
}

export async function clientAccountBalances(db: DbExecutor, firmId: string, clientId: string) {
  return queryRows<{ account_id: string; account_name: string; balance_cents: string }>(
    db,
    sql`select b.account_id, a.name as account_name, b.balance_cents
        from trust_ledger_balance b join trust_account a on a.id = b.account_id
        where b.firm_id = ${firmId} and b.party = 'client' and b.client_id = ${clientId}
        order by a.name`,
  );
}

/** The overview's figures, each from the books. */
export async function readTrustSummary(db: DbExecutor, firmId: string) {
  const rows = await queryRows<{
    total_cents: string;
    active_accounts: number;
    clients_in_credit: number;
    unreconciled_entries: number;
    unmatched_lines: number;
    fund_cents: string;
    firm_cents: string;
  }>(
    db,
    sql`select
          (select coalesce(sum(balance_cents), 0) from trust_account where firm_id = ${firmId}) as total_cents,
          (select count(*)::int from trust_account where firm_id = ${firmId} and status = 'active') as active_accounts,
          (select count(*)::int from (select client_id from trust_ledger_balance
             where firm_id = ${firmId} and party = 'client' group by client_id having sum(balance_cents) > 0) c)
            as clients_in_credit,
          (select count(*)::int from trust_entry e join trust_account a on a.id = e.account_id
             where e.firm_id = ${firmId} and e.side = 'bank' and e.amount_cents <> 0
               and (a.locked_through is null or e.posted_on > a.locked_through)
               and not exists (select 1 from trust_statement_line s where s.matched_entry_id = e.id))
            as unreconciled_entries,
          (select count(*)::int from trust_statement_line s join trust_account a on a.id = s.account_id
             where s.firm_id = ${firmId} and s.matched_entry_id is null
               and (a.locked_through is null or s.posted_on > a.locked_through)) as unmatched_lines,
          (select coalesce(sum(balance_cents), 0) from trust_ledger_balance where firm_id = ${firmId} and party = 'fund')
            as fund_cents,
          (select coalesce(sum(balance_cents), 0) from trust_ledger_balance where firm_id = ${firmId} and party = 'firm')
            as firm_cents`,
  );
  const row = rows[0];
  if (!row) throw new Error("trust summary returned nothing");
  return row;
}
