import {
  formatCents,
  lastDayOfMonth,
  nextMonth,
  type TTrustReconciliation,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import { type DbExecutor, readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { findAccounts, type LockedAccount, lockAccounts } from "../postings/index.ts";
import { trustError } from "../trust.errors.ts";
import { requireTrustManage } from "../trust-access.ts";
import { TRUST_AUDIT_ACTIONS } from "../trust-audit-actions.ts";
import type { TrustDeps } from "../trust-deps.ts";
import {
  findLastStatementDay,
  findSignOff,
  insertSignOff,
  listOutstandingEntries,
  listStatementLinesOfDay,
  listUnmatchedStatementLines,
  readReconciliationTotals,
  type SameDayLine,
  setLockedThrough,
} from "./trust-reconciliation.repository.ts";

/**
 * The balance after the day's last line, found by following the balances rather than trusting the
 * file's order (some banks export the newest line first): it is the one no other line of the day
 * continues from.
 */
function closingBalanceOfDay(lines: SameDayLine[]): number | null {
  const withBalance = lines.filter(
    (line): line is SameDayLine & { balance_cents: string } => line.balance_cents !== null,
  );
  if (withBalance.length === 0) return null;
  const startsFrom = new Set(
    withBalance.map((line) => readCents(line.balance_cents) - readCents(line.amount_cents)),
  );
  const last = withBalance.filter((line) => !startsFrom.has(readCents(line.balance_cents)));
  const chosen = (last.length === 1 ? last : withBalance).reduce((a, b) =>
    b.line_number > a.line_number ? b : a,
  );
  return readCents(chosen.balance_cents);
}

async function statementClosing(db: DbExecutor, accountId: string, periodEnd: string) {
  const date = await findLastStatementDay(db, accountId, periodEnd);
  if (!date) return { date: null, balanceCents: null };
  const lines = await listStatementLinesOfDay(db, accountId, date);
  return { date, balanceCents: closingBalanceOfDay(lines) };
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
  const total = await readReconciliationTotals(db, account.id, periodEnd);
  if (!total) throw new Error("reconciliation totals returned nothing");
  const firstLineOn = total.first_line_on;

  // Cash book lines from the statement's start to month end that the bank had not shown by month end.
  const outstanding = await listOutstandingEntries(db, account.id, periodEnd, firstLineOn);

  // Statement lines up to month end that the cash book does not hold by month end.
  const unmatched = await listUnmatchedStatementLines(db, account.id, periodEnd);

  const cashBookCents = readCents(total.cash_book);
  const clientsCents = readCents(total.clients);
  const fundCents = readCents(total.fund);
  const firmCents = readCents(total.firm);
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
    const statementOpening = closing.balanceCents - readCents(total.lines_total);
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

  const signature = await findSignOff(db, firmId, account.id, month);
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
    await insertSignOff(tx, {
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
    await setLockedThrough(tx, account.id, reconciliation.periodEnd);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.signedOff,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: identity.ipAddress,
      data: { accountName: account.name, month: input.month, cashBookCents: reconciliation.cashBookCents },
    });
    return computeReconciliation(tx, firmId, account, input.month);
  });
}
