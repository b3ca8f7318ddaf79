import { PdfDocumentWriter } from "@inkundla/documents";
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  formatCents,
  formatLongDate,
  type TClientStatement,
} from "@inkundla/shared";
import type { ReportClient, StatementLetterhead } from "./client-statement.repository.ts";

/**
 * A client's statement of account as an A4 PDF: the firm's letterhead (name, address, VAT and
 * registration numbers), the client's name and address, the period, every movement with a running
 * balance, the closing balance, its ageing and the firm's banking details, so the client can pay.
 */

export const STATEMENT_TITLE = "Statement of account";

/** An address typed over several lines, on one line. */
function oneLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(", ");
}

/** The firm's details under the title: name, address, then its VAT and registration numbers. */
function letterheadLines(letterhead: StatementLetterhead): string[] {
  const numbers = [
    letterhead.vatNumber ? `VAT no. ${letterhead.vatNumber}` : "",
    letterhead.registrationNumber ? `Reg. no. ${letterhead.registrationNumber}` : "",
  ].filter((part) => part !== "");
  return [letterhead.firmName, oneLine(letterhead.address), numbers.join(" · ")].filter(
    (line) => line !== "",
  );
}

/** A balance as the client reads it: what they owe, or "in credit" when they have paid more. */
export function describeBalance(balanceCents: number): string {
  return balanceCents < 0 ? `${formatCents(-balanceCents)} in credit` : formatCents(balanceCents);
}

export async function renderClientStatementPdf(input: {
  statement: TClientStatement;
  letterhead: StatementLetterhead;
  client: ReportClient;
}): Promise<Uint8Array> {
  const { statement, letterhead, client } = input;
  const writer = await PdfDocumentWriter.create({
    title: STATEMENT_TITLE,
    subtitle: letterheadLines(letterhead),
    footerText: `${letterhead.firmName} · ${STATEMENT_TITLE} · ${client.name}`,
    author: letterhead.firmName,
  });
  const period =
    statement.from === statement.to
      ? formatLongDate(statement.from)
      : `${formatLongDate(statement.from)} to ${formatLongDate(statement.to)}`;
  writer.summary(
    [
      { label: "Client", value: client.name },
      { label: "Address", value: oneLine(client.address) },
      { label: "Client VAT no.", value: client.vatNumber ?? "" },
      { label: "Period", value: period },
      {
        label: `Opening balance on ${formatLongDate(statement.from)}`,
        value: describeBalance(statement.openingBalanceCents),
      },
      {
        label: `Closing balance on ${formatLongDate(statement.to)}`,
        value: describeBalance(statement.closingBalanceCents),
      },
    ].filter((line) => line.value !== ""),
  );

  const money = { align: "right" as const, shrinkToFit: true };
  const debitTotal = statement.lines.reduce((sum, line) => sum + line.debitCents, 0);
  const creditTotal = statement.lines.reduce((sum, line) => sum + line.creditCents, 0);
  writer.heading("Account movements");
  await writer.table({
    columns: [
      { heading: "Date", width: 1 },
      { heading: "Reference", width: 1.2 },
      { heading: "Description", width: 3.2, wrap: true },
      { heading: "Debit", width: 1.2, ...money },
      { heading: "Credit", width: 1.2, ...money },
      { heading: "Balance", width: 1.3, ...money },
    ],
    rows: [
      [statement.from, "", "Opening balance", "", "", formatCents(statement.openingBalanceCents)],
      ...statement.lines.map((line) => [
        line.date,
        line.reference,
        line.description,
        line.debitCents === 0 ? "" : formatCents(line.debitCents),
        line.creditCents === 0 && line.kind !== "void" ? "" : formatCents(line.creditCents),
        formatCents(line.balanceCents),
      ]),
    ],
    footerRows: [
      [
        statement.to,
        "",
        "Closing balance",
        formatCents(debitTotal),
        formatCents(creditTotal),
        formatCents(statement.closingBalanceCents),
      ],
    ],
  });

  writer.heading(`Ageing of unpaid invoices on ${formatLongDate(statement.to)}`);
  await writer.table({
    columns: [
      ...AGEING_BUCKETS.map((bucket) => ({ heading: AGEING_BUCKET_LABELS[bucket], width: 1, ...money })),
      { heading: "Total", width: 1.2, ...money },
    ],
    rows: [
      [
        ...AGEING_BUCKETS.map((bucket) => formatCents(statement.ageing[bucket])),
        formatCents(statement.ageing.totalCents),
      ],
    ],
  });

  writer.heading("Amount due");
  writer.paragraph(
    statement.closingBalanceCents > 0
      ? `Please pay ${formatCents(statement.closingBalanceCents)}, quoting the invoice numbers as your reference.`
      : statement.closingBalanceCents < 0
        ? `Your account is ${describeBalance(statement.closingBalanceCents)}: nothing is due.`
        : "Nothing is due: thank you.",
  );

  writer.heading("Banking details");
  const banking = letterhead.bankingDetails
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (banking.length === 0) writer.paragraph("Ask us for our banking details.", { muted: true });
  for (const line of banking) writer.paragraph(line);
  return writer.finish();
}

/** Lower-case ASCII words joined by hyphens: safe in any file system and Content-Disposition header. */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/** E.g. "statement-naidoo-holdings-2026-03-01-to-2026-03-31.pdf". */
export function clientStatementFileName(statement: TClientStatement): string {
  const name = slug(statement.clientName);
  return `${["statement", name, statement.from, "to", statement.to].filter((part) => part !== "").join("-")}.pdf`;
}
