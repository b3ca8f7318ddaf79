import {
  formatCents,
  lastDayOfMonth,
  nextMonth,
  type TTrustReconciliation,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { recordAuditEvent } from "../../platform/audit.ts";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { personNameSql } from "../time/index.ts";
import { trustError } from "./trust.errors.ts";
import { trustReconciliationTable } from "./trust.tables.ts";
import { findAccounts, type LockedAccount, lockAccounts } from "./trust-posting.repository.ts";
import {
  type RequestMeta,
  requireTrustManage,
  TRUST_AUDIT_ACTIONS,
  type TrustDeps,
} from "./trust-posting.service.ts";

type Item = TTrustReconciliation["outstandingEntries"][number];

type SameDayLine = { id: string; amount_cents: string; balance_cents: string | null; line_number: number };

/**
 * The balance after the day's last line, found by following the balances rather than trusting the
 * file's order (some banks export the newest line first): it is the one no other line of the day
 * continues from.
 */
function closingBalanceOfDay(lines: SameDayLine[]): number | null {
  const withBalance = lines.filter((line) => line.balance_cents !== null);
  if (withBalance.length === 0) return null;
  const startsFrom = new Set(
    withBalance.map((line) => Number(line.balance_cents) - Number(line.amount_cents)),
  );
  const last = withBalance.filter((line) => !startsFrom.has(Number(line.balance_cents)));
  const chosen = (last.length === 1 ? last : withBalance).reduce((a, b) =>
    b.line_number > a.line_number ? b : a,
  );
  return Number(chosen.balance_cents);
}

async function statementClosing(db: DbExecutor, accountId: string, periodEnd: string) {
  const lastDay = await queryRows<{ posted_on: string }>(
    db,
    sql`select to_char(max(posted_on), 'YYYY-MM-DD') as posted_on from trust_statement_line
        where account_id = ${accountId} and posted_on <= ${periodEnd}::date`,
  );
  const date = lastDay[0]?.posted_on ?? null;
  if (!date) return { date: null, balanceCents: null };
  const lines = await queryRows<SameDayLine>(
    db,
    sql`select id, amount_cents, balance_cents, line_number from trust_statement_line
        where account_id = ${accountId} and posted_on = ${date}::date`,
  );
  return { date, balanceCents: closingBalanceOfDay(lines) };
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
    amountCents: Number(row.amount_cents),
    postingId: row.posting_id,
    postingNumber: row.number,
  };
}

/**
 * The three-way reconciliation of one trust account at the end of a month (Rule 54.15.1): the bank
 * statement's closing balance adjusted for cash book lines not yet on it, the cash book, and the trust
 * creditors, each computed on its own so any difference shows.
 */
export async function computeReconciliation(
  db: DbExecutor,
  firmId: string,
  account: Pick<LockedAccount, "id" | "name">,
  month: string,
): Promise<TTrustReconciliation> {
  const periodEnd = lastDayOfMonth(month);
  const closing = await statementClosing(db, account.id, periodEnd);
  const totals = await queryRows<{
    first_line_on: string | null;
    lines_total: string;
    cash_book: string;
    cash_before_statement: string;
    clients: string;
    fund: string;
    firm: string;
  }>(
    db,
    sql`with first_line as (
          select min(posted_on) as first_on from trust_statement_line where account_id = ${account.id}
        )
        select to_char((select first_on from first_line), 'YYYY-MM-DD') as first_line_on,
          (select coalesce(sum(amount_cents), 0) from trust_statement_line
             where account_id = ${account.id} and posted_on <= ${periodEnd}::date) as lines_total,
          (select coalesce(sum(amount_cents), 0) from trust_entry
             where account_id = ${account.id} and side = 'bank' and posted_on <= ${periodEnd}::date) as cash_book,
          (select coalesce(sum(amount_cents), 0) from trust_entry
             where account_id = ${account.id} and side = 'bank'
               and posted_on < coalesce((select first_on from first_line), ${periodEnd}::date + 1)) as cash_before_statement,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${account.id} and side = 'ledger'
             and party = 'client' and posted_on <= ${periodEnd}::date) as clients,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${account.id} and side = 'ledger'
             and party = 'fund' and posted_on <= ${periodEnd}::date) as fund,
          (select coalesce(sum(amount_cents), 0) from trust_entry where account_id = ${account.id} and side = 'ledger'
             and party = 'firm' and posted_on <= ${periodEnd}::date) as firm`,
  );
  const total = totals[0];
  if (!total) throw new Error("reconciliation totals returned nothing");
  const firstLineOn = total.first_line_on;

  // Cash book lines from the statement's start to month end that the bank had not shown by month end.
  const outstanding = (
    await queryRows<ItemRow>(
      db,
      sql`select e.id, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, p.description, p.reference, e.amount_cents,
            e.posting_id, e.number
          from trust_entry e join trust_posting p on p.id = e.posting_id
          where e.account_id = ${account.id} and e.side = 'bank' and e.amount_cents <> 0
            and e.posted_on <= ${periodEnd}::date
            ${firstLineOn ? sql`and e.posted_on >= ${firstLineOn}::date` : sql``}
            and not exists (select 1 from trust_statement_line s
              where s.matched_entry_id = e.id and s.posted_on <= ${periodEnd}::date)
          order by e.posted_on, e.number`,
    )
  ).map(toItem);

  // Statement lines up to month end that the cash book does not hold by month end.
  const unmatched = (
    await queryRows<ItemRow>(
      db,
      sql`select s.id, to_char(s.posted_on, 'YYYY-MM-DD') as posted_on, s.description, s.reference, s.amount_cents,
            null::uuid as posting_id, null::int as number
          from trust_statement_line s left join trust_entry e on e.id = s.matched_entry_id
          where s.account_id = ${account.id} and s.posted_on <= ${periodEnd}::date
            and (s.matched_entry_id is null or e.posted_on > ${periodEnd}::date)
          order by s.posted_on, s.line_number`,
    )
  ).map(toItem);

  const cashBookCents = Number(total.cash_book);
  const clientsCents = Number(total.clients);
  const fundCents = Number(total.fund);
  const firmCents = Number(total.firm);
  const ledgerTotalCents = clientsCents + fundCents + firmCents;
  const outstandingCents = outstanding.reduce((sum, item) => sum + item.amountCents, 0);
  const reconciledBankCents = closing.balanceCents === null ? null : closing.balanceCents + outstandingCents;

  const differences: TTrustReconciliation["differences"] = [];
  if (closing.balanceCents === null) {
    differences.push({
      description: closing.date
        ? `The bank statement lines up to ${periodEnd} carry no balance: import the statement with its balance column.`
        : `No bank statement imported for this account up to ${periodEnd}.`,
      amountCents: 0,
    });
  } else {
    const statementOpening = closing.balanceCents - Number(total.lines_total);
    const openingDifference = statementOpening - Number(total.cash_before_statement);
    if (openingDifference !== 0) {
      differences.push({
        description: `The statement's opening balance (${formatCents(statementOpening)} before ${firstLineOn}) differs from the cash book before that date`,
        amountCents: openingDifference,
      });
    }
  }
  for (const line of unmatched) {
    differences.push({
      description: `On the bank statement but not in the cash book by ${periodEnd}: ${line.date} ${line.description}`,
      amountCents: line.amountCents,
    });
  }
  if (cashBookCents !== ledgerTotalCents) {
    differences.push({
      description: "The cash book and the trust creditors' balances differ",
      amountCents: cashBookCents - ledgerTotalCents,
    });
  }

  const signedOff = await queryRows<{ signed_off_by: string; name: string; signed_off_at: Date }>(
    db,
    sql`select r.signed_off_by, ${personNameSql} as name, r.signed_off_at
        from trust_reconciliation r join "user" on "user".id = r.signed_off_by
        where r.firm_id = ${firmId} and r.account_id = ${account.id} and r.month = ${month}`,
  );
  const signature = signedOff[0];
  return {
    accountId: account.id,
    accountName: account.name,
    month,
    periodEnd,
    statementClosingCents: closing.balanceCents,
    statementClosingDate: closing.date,
    outstandingEntries: outstanding,
    unmatchedStatementLines: unmatched,
    reconciledBankCents,
    cashBookCents,
    ledgerTotalCents,
    ledgerBreakdown: { clientsCents, fundCents, firmCents },
    differences,
    balanced:
      reconciledBankCents !== null &&
      reconciledBankCents === cashBookCents &&
      cashBookCents === ledgerTotalCents,
    monthOver: todayInSouthAfrica() > periodEnd,
    signedOff: signature
      ? {
          byUserId: signature.signed_off_by,
          byName: signature.name,
          at: new Date(signature.signed_off_at).toISOString(),
        }
      : null,
  };
}

async function requireAccount(tx: DbExecutor, firmId: string, accountId: string): Promise<LockedAccount> {
  const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
  if (!account) throw trustError("account_not_found");
  return account;
}

export async function getReconciliation(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { accountId: string; month: string },
): Promise<TTrustReconciliation> {
  const { firmId } = identity.membership;
  // One read-only snapshot, so the three figures come from one consistent moment without holding the
  // account's lock (postings and other readers carry on).
  return deps.db.transaction(
    async (tx) => {
      const [account] = isUuid(query.accountId) ? await findAccounts(tx, firmId, [query.accountId]) : [];
      if (!account) throw trustError("account_not_found");
      return computeReconciliation(tx, firmId, account, query.month);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The first month of an account that still needs signing off, e.g. "2026-03". */
export function nextMonthToSignOff(account: Pick<LockedAccount, "openedOn" | "lockedThrough">): string {
  return account.lockedThrough ? nextMonth(account.lockedThrough.slice(0, 7)) : account.openedOn.slice(0, 7);
}

/**
 * POST /api/trust-accounting/reconciliations/sign-off: a partner signs off a balanced month after it
 * has ended (Rule 54.10), in order, which locks it and every earlier day against new postings.
 */
export async function signOffReconciliation(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: { accountId: string; month: string },
  meta: RequestMeta,
): Promise<TTrustReconciliation> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, firmId, input.accountId);
    const expected = nextMonthToSignOff(account);
    if (input.month < expected) throw trustError("already_signed_off");
    if (input.month > expected) {
      throw trustError(
        "sign_off_out_of_order",
        `Months are signed off in order: sign off ${expected} first.`,
      );
    }
    const reconciliation = await computeReconciliation(tx, firmId, account, input.month);
    if (!reconciliation.monthOver) throw trustError("month_not_over");
    if (
      !reconciliation.balanced ||
      reconciliation.reconciledBankCents === null ||
      reconciliation.statementClosingCents === null
    ) {
      throw trustError(
        "not_balanced",
        `The reconciliation of ${input.month} does not balance: ${reconciliation.differences.length} difference(s) to clear before signing off.`,
      );
    }
    await tx.insert(trustReconciliationTable).values({
      firmId,
      accountId: account.id,
      month: input.month,
      statementClosingCents: reconciliation.statementClosingCents,
      reconciledBankCents: reconciliation.reconciledBankCents,
      cashBookCents: reconciliation.cashBookCents,
      ledgerTotalCents: reconciliation.ledgerTotalCents,
      snapshot: reconciliation,
      signedOffBy: identity.userId,
    });
    await queryRows(
      tx,
      sql`update trust_account set locked_through = ${reconciliation.periodEnd}::date where id = ${account.id}`,
    );
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.signedOff,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: meta.ipAddress,
      data: { accountName: account.name, month: input.month, cashBookCents: reconciliation.cashBookCents },
    });
    return computeReconciliation(tx, firmId, account, input.month);
  });
}
