import type { TTrustReport, TTrustReportRow } from "@inkundla/shared";
import {
  formatLongDate,
  lastDayOfMonth,
  nextMonth,
  TRUST_ACCOUNT_KIND_LABELS,
  TRUST_BANK_LABELS,
  type TTrustAccountKind,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { financialYearEndMonth, nextYearEnd } from "../compliance/index.ts";
import type { TrustDeps } from "../trust-deps.ts";
import { column, periodLabel, reportHeading, sumCents } from "./trust-report-kit.ts";
import { fundLedgerMovements, investmentAccounts, readReportSnapshot } from "./trust-reports.repository.ts";

/**
 * Register of s86(4) investments: each client's account, the written instruction, the balance, the
 * interest so far and the Fund's 5% of it, paid and still due (s86(5)(b), Rule 54.14.16.4).
 */
export async function buildS86InvestmentRegister(
  deps: TrustDeps,
  identity: FirmIdentity,
): Promise<TTrustReport> {
  const today = todayInSouthAfrica();
  const rows = await readReportSnapshot(deps.db, (db) => investmentAccounts(db, identity.membership.firmId));
  const accounts = rows.map((row) => {
    const fundShareCents = readCents(row.fund_share_cents);
    const fundDueCents = readCents(row.fund_due_cents);
    return {
      client: row.client_name,
      account: row.name,
      bank: TRUST_BANK_LABELS[row.bank],
      accountNumber: row.account_number,
      opened: row.opened_on,
      instruction: row.instruction_date ?? "Not on file",
      status: row.status === "active" ? "Open" : `Closed ${row.closed_on ?? ""}`.trim(),
      balance: readCents(row.balance_cents),
      interest: readCents(row.interest_cents),
      fundShare: fundShareCents,
      fundPaid: fundShareCents - fundDueCents,
      fundDue: fundDueCents,
    };
  });
  const total = (key: "balance" | "interest" | "fundShare" | "fundPaid" | "fundDue") =>
    sumCents(accounts.map((account) => account[key]));
  return {
    ...reportHeading(identity, {
      report: "s86-4-register",
      title: "Register of s86(4) trust investments (LPA s86(4), s86(5); LPC Rule 54.14.16.4)",
      subject: null,
      period: { from: null, to: today, label: `At ${formatLongDate(today)}` },
    }),
    summary: [
      { label: "Investment accounts", kind: "integer", value: accounts.length },
      { label: "Held in s86(4) investments", kind: "money", value: total("balance") },
      { label: "Interest earned to date", kind: "money", value: total("interest") },
      { label: "Due to the Fidelity Fund", kind: "money", value: total("fundDue") },
    ],
    tables: [
      {
        key: "accounts",
        title: null,
        columns: [
          column("client", "Client", "text", 1.5, { wrap: true }),
          column("account", "Account", "text", 1.3, { wrap: true }),
          column("bank", "Bank", "text", 0.9),
          column("accountNumber", "Account number", "text", 1.1),
          column("opened", "Opened", "date", 0.85),
          column("instruction", "Written instruction", "text", 0.95, { wrap: true }),
          column("status", "Status", "text", 0.8, { wrap: true }),
          column("balance", "Balance", "money", 1.15),
          column("interest", "Interest earned", "money", 1.1),
          column("fundShare", "Fund's 5%", "money", 1.05),
          column("fundPaid", "Paid to Fund", "money", 1.05),
          column("fundDue", "Due to Fund", "money", 1.05),
        ],
        rows: accounts,
        totals: {
          client: "Total",
          balance: total("balance"),
          interest: total("interest"),
          fundShare: total("fundShare"),
          fundPaid: total("fundPaid"),
          fundDue: total("fundDue"),
        },
        emptyMessage: "The firm has no s86(4) investment accounts.",
      },
    ],
    notes: [
      "Interest on an s86(4) investment is the client's, less 5% for the Legal Practitioners' Fidelity Fund, paid over by the last day of the following month (LPA s86(5)(b), LPC Rule 54.14.16.4).",
    ],
  };
}

/**
 * When interest credited in a month must reach the Fund: by the end of the next month for s86(2) and
 * s86(4) accounts, by the end of the month after the financial year end for s86(3) (Rule 54.14.16).
 */
function fundPaymentDue(kind: TTrustAccountKind, month: string, yearEndMonth: number): string {
  const after = kind === "s86_3" ? nextYearEnd(lastDayOfMonth(month), yearEndMonth).slice(0, 7) : month;
  return lastDayOfMonth(nextMonth(after));
}

/** Interest credited to the Fidelity Fund per account and month, what was paid over and what is due. */
export async function buildFundInterestReport(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { from: string; to: string },
): Promise<TTrustReport> {
  const { firmId } = identity.membership;
  const { movements, yearEndMonth } = await readReportSnapshot(deps.db, async (db) => ({
    movements: await fundLedgerMovements(db, firmId, query),
    yearEndMonth: await financialYearEndMonth(db, firmId),
  }));
  const monthRows: TTrustReportRow[] = [];
  const accountRows = movements.accounts.map((account) => {
    const openingCents = readCents(account.opening_cents);
    let dueCents = openingCents;
    let creditedCents = 0;
    let paidCents = 0;
    for (const month of movements.months.filter((row) => row.account_id === account.id)) {
      const credited = readCents(month.credited_cents);
      const paid = readCents(month.paid_cents);
      creditedCents += credited;
      paidCents += paid;
      dueCents += credited - paid;
      monthRows.push({
        account: account.name,
        kind: TRUST_ACCOUNT_KIND_LABELS[account.kind],
        month: month.month,
        credited,
        paid,
        due: dueCents,
        payBy: credited > 0 ? fundPaymentDue(account.kind, month.month, yearEndMonth) : null,
      });
    }
    return {
      account: account.name,
      kind: TRUST_ACCOUNT_KIND_LABELS[account.kind],
      opening: openingCents,
      credited: creditedCents,
      paid: paidCents,
      due: dueCents,
    };
  });
  const total = (key: "opening" | "credited" | "paid" | "due") =>
    sumCents(accountRows.map((row) => row[key]));
  return {
    ...reportHeading(identity, {
      report: "fund-interest",
      title: "Interest due to the Legal Practitioners' Fidelity Fund (LPA s86(2)–(5); LPC Rule 54.14.16)",
      subject: null,
      period: { from: query.from, to: query.to, label: periodLabel(query.from, query.to) },
    }),
    summary: [
      { label: `Due to the Fund on ${formatLongDate(query.from)}`, kind: "money", value: total("opening") },
      { label: "Interest credited to the Fund", kind: "money", value: total("credited") },
      { label: "Paid over to the Fund", kind: "money", value: total("paid") },
      { label: `Due to the Fund on ${formatLongDate(query.to)}`, kind: "money", value: total("due") },
    ],
    tables: [
      {
        key: "months",
        title: "Per account and month",
        columns: [
          column("account", "Trust account", "text", 1.8, { wrap: true }),
          column("kind", "Kind", "text", 1.9, { wrap: true }),
          column("month", "Month", "text", 0.8),
          column("credited", "Interest credited", "money", 1.2),
          column("paid", "Paid over", "money", 1.2),
          column("due", "Due at month end", "money", 1.2),
          column("payBy", "Pay by", "date", 0.9),
        ],
        rows: monthRows,
        totals: { account: "Total", credited: total("credited"), paid: total("paid") },
        emptyMessage: "No interest was credited to or paid over to the Fund in this period.",
      },
      {
        key: "accounts",
        title: "Per account",
        columns: [
          column("account", "Trust account", "text", 1.8, { wrap: true }),
          column("kind", "Kind", "text", 1.9, { wrap: true }),
          column("opening", "Due at start", "money", 1.2),
          column("credited", "Interest credited", "money", 1.2),
          column("paid", "Paid over", "money", 1.2),
          column("due", "Due at end", "money", 1.2),
        ],
        rows: accountRows,
        totals: {
          account: "Total",
          opening: total("opening"),
          credited: total("credited"),
          paid: total("paid"),
          due: total("due"),
        },
        emptyMessage: "No trust account held interest for the Fund in this period.",
      },
    ],
    notes: [
      "Interest on s86(2) accounts and 5% of s86(4) interest is paid to the Fund by the end of the following month; s86(3) interest after the financial year end (LPC Rule 54.14.16).",
    ],
  };
}
