import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../platform/db.ts";

export type LargeTrustSize = { accounts: number; postingsPerClient: number };

/** 20 trust accounts; 100 postings for each of 5,000 clients: 500,000 postings, 1,000,000 lines. */
export const LARGE_TRUST_SIZE: LargeTrustSize = { accounts: 20, postingsPerClient: 100 };

/**
 * Trust books for the large benchmark firm, in bulk SQL. Each client alternates receipts and payments
 * of half the receipt four days apart, so no ledger is ever in debit; balances and the running balance
 * of every line are computed by window functions exactly as the posting engine would keep them. The
 * row-by-row commit checks (double entry, no deficit) would take many minutes for a million lines, so
 * they are switched off for this one transaction and the same invariants are checked set-wise at the end
 * (the CHECK constraints, append-only triggers and no-debit checks stay on throughout).
 * "Trust Account 01" (as busy as any: clients are spread evenly) gets last month's bank statement, fully
 * matched, for the reconciliation benchmark.
 */
export async function seedLargeTrust(
  tx: DbExecutor,
  context: { firmId: string; ownerId: string },
  size: LargeTrustSize = LARGE_TRUST_SIZE,
): Promise<void> {
  const { firmId, ownerId } = context;
  const span = size.postingsPerClient * 4;
  const commitChecks = [
    ["trust_entry", "trust_entry_balanced"],
    ["trust_posting", "trust_posting_has_lines"],
    ["trust_account", "trust_account_no_deficit"],
    ["trust_ledger_balance", "trust_ledger_balance_no_deficit"],
  ] as const;
  for (const [table, trigger] of commitChecks) {
    await tx.execute(sql.raw(`alter table "${table}" disable trigger "${trigger}"`));
  }
  await tx.execute(sql`
    insert into trust_account (firm_id, name, bank, account_number, branch_code, kind, status, opened_on, created_by_user_id)
    select ${firmId}::uuid, 'Trust Account ' || lpad(g::text, 2, '0'),
           (array['absa','fnb','standard','nedbank','capitec'])[1 + g % 5]::trust_bank,
           (6200000000 + g)::text, '250655', 's86_2'::trust_account_kind, 'active'::trust_account_status, current_date - ${span}::int, ${ownerId}
      from generate_series(1, ${size.accounts}::int) as g`);

  await tx.execute(sql`
    create temporary table seed_trust_plan on commit drop as
    with clients as (
      select id, row_number() over (order by name, id) as ordinal from client where firm_id = ${firmId}
    ), accounts as (
      select array_agg(id order by name) as ids from trust_account where firm_id = ${firmId}
    ), plan as (
      select clients.id as client_id, clients.ordinal, k,
             accounts.ids[1 + clients.ordinal % ${size.accounts}] as account_id,
             current_date - ${span - 1}::int + (k - 1) * 4 + (clients.ordinal % 4)::int as posted_on,
             case when k % 2 = 1 then 'receipt' else 'payment' end as type,
             case when k % 2 = 1 then 10000 + (clients.ordinal * 7 + k * 13) % 90000
                  else (10000 + (clients.ordinal * 7 + (k - 1) * 13) % 90000) / 2 end as amount_cents
        from clients, accounts, generate_series(1, ${size.postingsPerClient}::int) as k
    )
    select gen_random_uuid() as posting_id,
           (row_number() over (order by posted_on, ordinal, k))::int as number, *
      from plan`);

  await tx.execute(sql`
    insert into trust_posting (id, firm_id, number, type, posted_on, description, reference, amount_cents,
                               counterparty, captured_by, captured_at)
    select posting_id, ${firmId}::uuid, number, type::trust_posting_type, posted_on,
           case when type = 'receipt' then 'Deposit for client' else 'Payment on behalf of client' end,
           'LRG-' || ordinal || '-' || k, amount_cents,
           case when type = 'receipt' then 'Client' else 'Third party' end, ${ownerId}, posted_on::timestamptz
      from seed_trust_plan`);

  await tx.execute(sql`
    insert into trust_entry (firm_id, posting_id, number, posted_on, side, account_id, party, client_id,
                             amount_cents, balance_after_cents)
    select ${firmId}::uuid, posting_id, number, posted_on, 'bank'::trust_entry_side, account_id, null::trust_ledger_party,
           null::uuid, signed,
           sum(signed) over (partition by account_id order by number)
      from (select *, case when type = 'receipt' then amount_cents else -amount_cents end as signed
              from seed_trust_plan) p
    union all
    select ${firmId}::uuid, posting_id, number, posted_on, 'ledger'::trust_entry_side, account_id,
           'client'::trust_ledger_party, client_id, signed,
           sum(signed) over (partition by account_id, client_id order by number)
      from (select *, case when type = 'receipt' then amount_cents else -amount_cents end as signed
              from seed_trust_plan) p`);

  await tx.execute(sql`
    insert into trust_ledger_balance (firm_id, account_id, party, client_id, balance_cents, last_posted_on)
    select ${firmId}::uuid, account_id, 'client'::trust_ledger_party, client_id,
           sum(case when type = 'receipt' then amount_cents else -amount_cents end), max(posted_on)
      from seed_trust_plan group by account_id, client_id`);
  await tx.execute(sql`
    update trust_account a set balance_cents = b.total
      from (select account_id, sum(balance_cents) as total from trust_ledger_balance
             where firm_id = ${firmId} group by account_id) b
     where a.id = b.account_id`);
  await tx.execute(sql`
    insert into trust_books (firm_id, next_number)
    values (${firmId}, (select count(*) + 1 from seed_trust_plan))`);

  // Last month's statement of Trust Account 01, every line matched to its cash book line.
  await tx.execute(sql`
    with busiest as (
      select id as account_id from trust_account where firm_id = ${firmId} order by name limit 1
    )
    insert into trust_statement_import (firm_id, account_id, file_name, format, line_count, new_line_count, imported_by)
    select ${firmId}::uuid, account_id, 'last-month.csv', 'csv', 0, 0, ${ownerId} from busiest`);
  await tx.execute(sql`
    with statement_import as (
      select id, account_id from trust_statement_import where firm_id = ${firmId}
    ), running as (
      select e.id, e.posted_on, e.amount_cents, e.number,
             sum(e.amount_cents) over (order by e.posted_on, e.number) as balance
        from trust_entry e, statement_import
       where e.account_id = statement_import.account_id and e.side = 'bank'
    )
    insert into trust_statement_line (firm_id, account_id, import_id, line_number, posted_on, description,
                                      reference, amount_cents, balance_cents, fingerprint, matched_entry_id,
                                      match_method, matched_by, matched_at)
    select ${firmId}::uuid, statement_import.account_id, statement_import.id,
           row_number() over (order by running.posted_on, running.number), running.posted_on,
           case when running.amount_cents > 0 then 'ACB CREDIT' else 'DIGITAL PAYMENT' end, null,
           running.amount_cents, running.balance, md5(running.id::text), running.id, 'auto', ${ownerId}, now()
      from running, statement_import
     where running.posted_on >= date_trunc('month', current_date - interval '1 month')
       and running.posted_on < date_trunc('month', current_date)`);

  await checkBooksSetWise(tx, firmId);
  for (const [table, trigger] of commitChecks) {
    await tx.execute(sql.raw(`alter table "${table}" enable trigger "${trigger}"`));
  }
}

/** The commit checks of migration 0005, over the whole firm at once: every posting balances per
 * account with one cash book line, and no account holds less than its creditors. */
async function checkBooksSetWise(tx: DbExecutor, firmId: string): Promise<void> {
  const unbalanced = await queryRows<{ posting_id: string }>(
    tx,
    sql`
    select posting_id from trust_entry where firm_id = ${firmId}
     group by posting_id, account_id
    having count(*) filter (where side = 'bank') <> 1
        or sum(amount_cents) filter (where side = 'bank') <> coalesce(sum(amount_cents) filter (where side = 'ledger'), 0)
     limit 1`,
  );
  const deficit = await queryRows<{ id: string }>(
    tx,
    sql`
    select a.id from trust_account a
     where a.firm_id = ${firmId}
       and a.balance_cents < (select coalesce(sum(b.balance_cents), 0) from trust_ledger_balance b where b.account_id = a.id)
     limit 1`,
  );
  if (unbalanced.length > 0 || deficit.length > 0) {
    throw new Error("the seeded trust books do not balance: nothing was written");
  }
}
