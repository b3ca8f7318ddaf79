import type { TTrustReport } from "@inkundla/shared";
import {
  TRUST_LEDGER_PARTY_LABELS,
  TRUST_POSTING_TYPE_LABELS,
  type TTrustLedgerParty,
} from "@inkundla/shared";
import { readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { trustError } from "../trust.errors.ts";
import type { TrustDeps } from "../trust-deps.ts";
import { column, periodLabel, reportHeading, sumCents } from "./trust-report-kit.ts";
import { findAccount, journalLines, readReportSnapshot } from "./trust-reports.repository.ts";

/** A journal longer than this is refused: a shorter period is asked for. */
export const JOURNAL_MAX_LINES = 50_000;
/**
 * A PDF takes about a second per thousand lines to lay out (and hundreds of pages to read): longer
 * journals are for the CSV.
 */
export const JOURNAL_MAX_PDF_LINES = 10_000;

function journalLineLabel(party: TTrustLedgerParty | null, clientName: string | null): string {
  if (party === null) return "Cash book";
  if (party === "client") return clientName ?? "Client";
  return TRUST_LEDGER_PARTY_LABELS[party];
}

/** Trust journal: every posting dated in the period, with its lines, who captured it and when. */
export async function buildJournal(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { accountId?: string; from: string; to: string },
  maxLines: number = JOURNAL_MAX_LINES,
): Promise<TTrustReport> {
  const { firmId } = identity.membership;
  const { subject, rows } = await readReportSnapshot(deps.db, async (db) => {
    let accountName: string | null = null;
    if (query.accountId) {
      const account = isUuid(query.accountId) ? await findAccount(db, firmId, query.accountId) : null;
      if (!account) throw trustError("account_not_found");
      accountName = account.name;
    }
    return { subject: accountName, rows: await journalLines(db, firmId, query, maxLines + 1) };
  });
  if (rows.length > maxLines) {
    throw trustError(
      "report_too_large",
      `The journal for this period has more than ${maxLines.toLocaleString("en-ZA")} lines: choose a shorter period or one trust account${maxLines < JOURNAL_MAX_LINES ? ", or download it as CSV" : ""}.`,
    );
  }
  const postings = new Set(rows.map((row) => row.posting_id));
  const bank = rows.filter((row) => row.side === "bank").map((row) => readCents(row.amount_cents));
  const ledger = rows.filter((row) => row.side === "ledger").map((row) => readCents(row.amount_cents));
  const moneyIn = (amounts: number[]) => sumCents(amounts.filter((amount) => amount > 0));
  const moneyOut = (amounts: number[]) => -sumCents(amounts.filter((amount) => amount < 0));

  return {
    ...reportHeading(identity, {
      report: "journal",
      title: "Trust journal (LPA s87, LPC Rule 54.9)",
      subject,
      period: { from: query.from, to: query.to, label: periodLabel(query.from, query.to) },
    }),
    summary: [
      { label: "Postings", kind: "integer", value: postings.size },
      { label: "Money into the trust bank account(s)", kind: "money", value: moneyIn(bank) },
      { label: "Money out of the trust bank account(s)", kind: "money", value: moneyOut(bank) },
      { label: "Credited to trust creditors", kind: "money", value: moneyIn(ledger) },
      { label: "Debited to trust creditors", kind: "money", value: moneyOut(ledger) },
    ],
    tables: [
      {
        key: "postings",
        title: null,
        columns: [
          column("number", "No.", "integer", 0.5),
          column("date", "Date", "date", 0.85),
          column("type", "Type", "text", 1, { wrap: true }),
          column("description", "Description", "text", 2, { wrap: true }),
          column("reference", "Reference", "text", 0.9, { wrap: true }),
          column("counterparty", "Paid to / received from", "text", 1.1, { wrap: true }),
          column("account", "Trust account", "text", 1, { wrap: true }),
          column("line", "Cash book or creditor", "text", 1.3, { wrap: true }),
          column("matter", "Matter", "text", 0.9),
          column("in", "In", "money", 1.15),
          column("out", "Out", "money", 1.15),
          column("capturedBy", "Captured by", "text", 1, { wrap: true }),
          column("capturedAt", "Captured at", "datetime", 0.9, { wrap: true }),
        ],
        rows: rows.map((row) => {
          const amountCents = readCents(row.amount_cents);
          const notes = [
            row.reverses_number === null ? null : `reverses #${row.reverses_number}`,
            row.reason ? `reason: ${row.reason}` : null,
            row.reversed_by_number === null ? null : `reversed by #${row.reversed_by_number}`,
          ].filter((note) => note !== null);
          return {
            number: row.number,
            date: row.posted_on,
            type: TRUST_POSTING_TYPE_LABELS[row.type],
            description: notes.length > 0 ? `${row.description} (${notes.join("; ")})` : row.description,
            reference: row.reference,
            counterparty: row.counterparty,
            account: row.account_name,
            line: journalLineLabel(row.party, row.client_name),
            matter: row.matter_reference,
            in: amountCents > 0 ? amountCents : null,
            out: amountCents < 0 ? -amountCents : null,
            capturedBy: row.captured_by_name,
            capturedAt: new Date(row.captured_at).toISOString(),
          };
        }),
        totals: null,
        emptyMessage: "Nothing was posted in this period.",
      },
    ],
    notes: [
      "Each posting shows its cash book line and the trust creditor lines it changed; In is money into the bank account or credited to a creditor, Out the opposite.",
    ],
  };
}
