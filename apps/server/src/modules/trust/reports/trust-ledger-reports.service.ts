import type { TTrustReport, TTrustReportRow } from "@inkundla/shared";
import {
  formatLongDate,
  TRUST_ACCOUNT_KIND_LABELS,
  TRUST_BANK_LABELS,
  TRUST_LEDGER_PARTY_LABELS,
  type TTrustLedgerParty,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { findClient } from "../postings/index.ts";
import { trustError } from "../trust.errors.ts";
import type { TrustDeps } from "../trust-deps.ts";
import { column, periodLabel, type ReportAuthor, reportHeading, sumCents } from "./trust-report-kit.ts";
import {
  balanceListingAtDate,
  clientMatterTotals,
  clientStatementLines,
  listFirmAccounts,
  readReportSnapshot,
} from "./trust-reports.repository.ts";

/** Client trust statement: the opening balance, every ledger line of the period, and the balance per matter. */
export async function buildClientStatement(
  deps: TrustDeps,
  identity: ReportAuthor,
  query: { clientId: string; from: string; to: string },
): Promise<TTrustReport> {
  const { firmId } = identity.membership;
  const period = { from: query.from, to: query.to };
  const { client, matterRows, lineRows } = await readReportSnapshot(deps.db, async (db) => {
    const found = isUuid(query.clientId) ? await findClient(db, firmId, query.clientId) : null;
    if (!found) throw trustError("client_not_found");
    return {
      client: found,
      matterRows: await clientMatterTotals(db, firmId, found.id, period),
      lineRows: await clientStatementLines(db, firmId, found.id, period),
    };
  });

  const matters = matterRows
    .map((row) => {
      const openingCents = readCents(row.opening_cents);
      const receivedCents = readCents(row.received_cents);
      const paidCents = readCents(row.paid_cents);
      return {
        matter: row.matter_reference ?? "No matter",
        title: row.matter_title ?? "Money not held for a particular matter",
        opening: openingCents,
        received: receivedCents,
        paid: paidCents,
        closing: openingCents + receivedCents - paidCents,
      };
    })
    .filter((row) => row.opening !== 0 || row.received !== 0 || row.paid !== 0);
  const openingCents = sumCents(matters.map((row) => row.opening));
  const receivedCents = sumCents(matters.map((row) => row.received));
  const paidCents = sumCents(matters.map((row) => row.paid));
  const closingCents = openingCents + receivedCents - paidCents;

  let runningCents = openingCents;
  const lines: TTrustReportRow[] = lineRows.map((line) => {
    const amountCents = readCents(line.amount_cents);
    runningCents += amountCents;
    return {
      date: line.posted_on,
      number: line.number,
      description: line.description,
      reference: line.reference,
      matter: line.matter_reference,
      account: line.account_name,
      received: amountCents > 0 ? amountCents : null,
      paid: amountCents < 0 ? -amountCents : null,
      balance: runningCents,
    };
  });

  return {
    ...reportHeading(identity, {
      report: "client-statement",
      title: "Client trust statement (LPA s87)",
      subject: client.name,
      period: { from: query.from, to: query.to, label: periodLabel(query.from, query.to) },
    }),
    summary: [
      { label: "Client", kind: "text", value: client.name },
      { label: `Opening balance on ${formatLongDate(query.from)}`, kind: "money", value: openingCents },
      { label: "Received", kind: "money", value: receivedCents },
      { label: "Paid out", kind: "money", value: paidCents },
      { label: `Closing balance on ${formatLongDate(query.to)}`, kind: "money", value: closingCents },
    ],
    tables: [
      {
        key: "lines",
        title: "Trust ledger",
        columns: [
          column("date", "Date", "date", 0.9),
          column("number", "No.", "integer", 0.5),
          column("description", "Description", "text", 2.4, { wrap: true }),
          column("reference", "Reference", "text", 1.1),
          column("matter", "Matter", "text", 1),
          column("account", "Trust account", "text", 1.2, { wrap: true }),
          column("received", "Received", "money", 1.15),
          column("paid", "Paid out", "money", 1.15),
          column("balance", "Balance", "money", 1.2),
        ],
        rows: [{ date: query.from, description: "Opening balance", balance: openingCents }, ...lines],
        totals: {
          description: "Closing balance",
          received: receivedCents,
          paid: paidCents,
          balance: closingCents,
        },
        emptyMessage: "No trust money was received or paid for this client in the period.",
      },
      {
        key: "matters",
        title: "Balance per matter",
        columns: [
          column("matter", "Matter", "text", 1.1),
          column("title", "Title", "text", 2.4, { wrap: true }),
          column("opening", "Opening balance", "money", 1.2),
          column("received", "Received", "money", 1.2),
          column("paid", "Paid out", "money", 1.2),
          column("closing", "Closing balance", "money", 1.2),
        ],
        rows: matters,
        totals: {
          matter: "Total",
          opening: openingCents,
          received: receivedCents,
          paid: paidCents,
          closing: closingCents,
        },
        emptyMessage: "The client held no trust money in the period.",
      },
    ],
    notes: [],
  };
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const PARTY_ORDER: Record<TTrustLedgerParty, number> = { client: 0, fund: 1, firm: 2 };
/** The order `localeCompare(…, "en-ZA")` gives, from one collator. */
const NAME_ORDER = new Intl.Collator("en-ZA");

/**
 * Trust balance listing (Rule 54.15.1): every trust creditor's balance at the end of a day, their
 * total, and per trust account its cash book beside the creditors it holds; the difference must be
 * R0.00 (Rule 54.14.8).
 */
export async function buildBalanceListing(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { date: string },
): Promise<TTrustReport> {
  const { firmId } = identity.membership;
  const { accounts, listing } = await readReportSnapshot(deps.db, async (db) => {
    const firmAccounts = await listFirmAccounts(db, firmId);
    const earliestOpening =
      [query.date, ...firmAccounts.map((account) => account.opened_on)].sort()[0] ?? query.date;
    // Read the shorter side of the date: a recent listing starts from the balances kept today.
    const fromCurrent =
      daysBetween(query.date, todayInSouthAfrica()) <= daysBetween(earliestOpening, query.date);
    return {
      accounts: firmAccounts,
      listing: await balanceListingAtDate(db, firmId, query.date, fromCurrent),
    };
  });

  const perAccount = new Map<string, { cashBook: number; creditors: number }>();
  const creditorRows: { name: string; party: TTrustLedgerParty; cents: number }[] = [];
  for (const row of listing) {
    if (row.kind === "account") {
      perAccount.set(row.account_id, {
        cashBook: readCents(row.cash_book_cents),
        creditors: readCents(row.creditors_cents),
      });
      continue;
    }
    const name =
      row.party === "client" ? (row.client_name ?? "Unknown client") : TRUST_LEDGER_PARTY_LABELS[row.party];
    creditorRows.push({ name, party: row.party, cents: readCents(row.creditors_cents) });
  }
  // Thousands of creditors: one collator for the whole sort (localeCompare with a locale is several
  // times slower per comparison, and the sort was most of the report's time).
  creditorRows.sort(
    (a, b) => PARTY_ORDER[a.party] - PARTY_ORDER[b.party] || NAME_ORDER.compare(a.name, b.name),
  );
  const shownAccounts = accounts.filter(
    (account) =>
      (account.opened_on <= query.date && (account.closed_on === null || account.closed_on >= query.date)) ||
      perAccount.has(account.id),
  );
  const accountRows = shownAccounts.map((account) => {
    const totals = perAccount.get(account.id) ?? { cashBook: 0, creditors: 0 };
    return {
      account: account.name,
      bank: TRUST_BANK_LABELS[account.bank],
      accountNumber: account.account_number,
      kind: TRUST_ACCOUNT_KIND_LABELS[account.kind],
      cashBook: totals.cashBook,
      creditors: totals.creditors,
      difference: totals.cashBook - totals.creditors,
    };
  });
  const creditorsCents = sumCents(creditorRows.map((creditor) => creditor.cents));
  const cashBookCents = sumCents([...perAccount.values()].map((account) => account.cashBook));
  const differenceCents = cashBookCents - creditorsCents;
  const inDebit = creditorRows.filter((creditor) => creditor.cents < 0).length;

  const notes: string[] = [];
  if (differenceCents !== 0) {
    notes.push(
      "The trust bank balances and the trust creditors differ: find the difference before the month is signed off (LPC Rule 54.14.8, 54.15.1).",
    );
  }
  if (inDebit > 0) {
    notes.push(
      `${inDebit} trust creditor(s) in debit: a trust creditor may never be in debit (LPC Rule 54.14.9).`,
    );
  }

  return {
    ...reportHeading(identity, {
      report: "balance-listing",
      title: "Trust balance listing (LPC Rule 54.15.1)",
      subject: null,
      period: { from: null, to: query.date, label: `At the end of ${formatLongDate(query.date)}` },
    }),
    summary: [
      { label: `Trust creditors (${creditorRows.length})`, kind: "money", value: creditorsCents },
      { label: "Trust bank balances (cash books)", kind: "money", value: cashBookCents },
      { label: "Difference", kind: "money", value: differenceCents },
    ],
    tables: [
      {
        key: "creditors",
        title: "Trust creditors",
        columns: [
          column("creditor", "Trust creditor", "text", 3, { wrap: true }),
          column("type", "Type", "text", 2),
          column("balance", "Balance", "money", 1.2),
        ],
        rows: creditorRows.map((creditor) => ({
          creditor: creditor.name,
          type: creditor.party === "client" ? "Client" : TRUST_LEDGER_PARTY_LABELS[creditor.party],
          balance: creditor.cents,
        })),
        totals: { creditor: "Total trust creditors", balance: creditorsCents },
        emptyMessage: "No trust creditor held money at the end of the day.",
      },
      {
        key: "accounts",
        title: "Trust bank accounts",
        columns: [
          column("account", "Trust account", "text", 1.8, { wrap: true }),
          column("bank", "Bank", "text", 1),
          column("accountNumber", "Account number", "text", 1.2),
          column("kind", "Kind", "text", 1.9, { wrap: true }),
          column("cashBook", "Cash book", "money", 1.2),
          column("creditors", "Trust creditors", "money", 1.2),
          column("difference", "Difference", "money", 1.1),
        ],
        rows: accountRows,
        totals: {
          account: "Total",
          cashBook: cashBookCents,
          creditors: creditorsCents,
          difference: differenceCents,
        },
        emptyMessage: "The firm had no trust account open on this day.",
      },
    ],
    notes,
  };
}
