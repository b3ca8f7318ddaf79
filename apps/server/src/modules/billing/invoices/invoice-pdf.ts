import { type PdfColumn, PdfDocumentWriter } from "@inkundla/documents";
import { formatCents, formatLongDate, VAT_RATE_BASIS_POINTS } from "@inkundla/shared";
import { formatQuantity } from "./invoice.rules.ts";

/** A party as the document prints it (VAT Act s20: what a full or abridged tax invoice must carry). */
export type PrintedParty = {
  name: string;
  address: string | null;
  vatNumber: string | null;
  registrationNumber?: string | null;
};

export type InvoiceLogo = { bytes: Uint8Array; mime: string };

/** Everything an invoice PDF shows, gathered by the service from the invoice and the firm's profile. */
export type InvoiceDocument = {
  /** "Tax Invoice" or "Invoice" once issued; a draft is titled as not being a tax invoice. */
  title: "Tax Invoice" | "Invoice";
  isDraft: boolean;
  isVoid: boolean;
  voidReason: string | null;
  /** A copy of an issued invoice (the VAT Act allows one original): marked "Copy" at the top. */
  isCopy: boolean;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  description: string;
  notes: string;
  isVatInvoice: boolean;
  supplier: PrintedParty;
  recipient: PrintedParty;
  lines: {
    date: string | null;
    description: string;
    quantityHundredths: number;
    unitPriceCents: number;
    amountCents: number;
    vatCents: number;
  }[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  balanceCents: number;
  bankingDetails: string;
  paymentTermsDays: number;
  logo: InvoiceLogo | null;
};

export const DRAFT_TITLE = "Draft — not a tax invoice";

const VAT_PERCENT = `${VAT_RATE_BASIS_POINTS / 100}%`;

const LINE_COLUMNS: PdfColumn[] = [
  { heading: "Date", width: 1.7 },
  { heading: "Description", width: 3.4, wrap: true },
  { heading: "Quantity", width: 0.9, align: "right" },
  { heading: "Unit price", width: 1.3, align: "right", shrinkToFit: true },
  { heading: "Value excl. VAT", width: 1.4, align: "right", shrinkToFit: true },
  { heading: "VAT", width: 1.2, align: "right", shrinkToFit: true },
];

const PARTY_COLUMNS: PdfColumn[] = [
  { heading: "From", width: 1, wrap: true },
  { heading: "To", width: 1, wrap: true },
];

function partyRows(supplier: PrintedParty, recipient: PrintedParty): string[][] {
  const rows = [
    [supplier.name, recipient.name],
    [supplier.address ?? "", recipient.address ?? ""],
    [
      supplier.vatNumber ? `VAT number ${supplier.vatNumber}` : "",
      recipient.vatNumber ? `VAT number ${recipient.vatNumber}` : "",
    ],
    [supplier.registrationNumber ? `Registration number ${supplier.registrationNumber}` : "", ""],
  ];
  return rows.filter((row) => row.some((cell) => cell.trim() !== ""));
}

function datesLine(issueDate: string | null, dueDate: string | null): string {
  const parts = [
    issueDate ? `Issue date ${formatLongDate(issueDate)}` : "Not yet issued",
    dueDate ? `Due date ${formatLongDate(dueDate)}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join("  ·  ");
}

export type RenderOptions = {
  /** Told when the logo could not be drawn (the document is made without it). */
  onLogoError?: (error: unknown) => void;
};

/** The invoice as an A4 PDF: tax invoice content, the lines, the totals, how to pay. */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const subtitle = [
    document.number
      ? `Invoice number ${document.number}`
      : "No number yet: it is given when the invoice is issued",
    datesLine(document.issueDate, document.dueDate),
  ];
  if (document.isCopy) subtitle.push("Copy");
  if (document.isVoid) subtitle.push(`VOID${document.voidReason ? `: ${document.voidReason}` : ""}`);
  const writer = await PdfDocumentWriter.create({
    title: document.isDraft ? DRAFT_TITLE : document.title,
    subtitle,
    footerText: [document.supplier.name, document.number].filter(Boolean).join(" · "),
    author: document.supplier.name,
    // The firm's logo at the top right of the first page; one that cannot be read is left out.
    logo: document.logo?.bytes ?? null,
    onLogoError: options.onLogoError,
    ...(document.isVoid ? { stamp: "VOID" } : {}),
  });
  await writer.table({ columns: PARTY_COLUMNS, rows: partyRows(document.supplier, document.recipient) });
  if (document.description.trim() !== "") writer.paragraph(document.description);

  await writer.table({
    columns: LINE_COLUMNS,
    rows: document.lines.map((line) => [
      line.date ? formatLongDate(line.date) : "",
      line.description,
      formatQuantity(line.quantityHundredths),
      formatCents(line.unitPriceCents),
      formatCents(line.amountCents),
      document.isVatInvoice ? formatCents(line.vatCents) : "–",
    ]),
    emptyText: "No lines yet.",
  });

  const totals = [{ label: "Subtotal (excl. VAT)", value: formatCents(document.subtotalCents) }];
  if (document.isVatInvoice)
    totals.push({ label: `VAT ${VAT_PERCENT}`, value: formatCents(document.vatCents) });
  totals.push({ label: "Total", value: formatCents(document.totalCents) });
  if (document.paidCents > 0) totals.push({ label: "Paid", value: formatCents(document.paidCents) });
  if (document.creditedCents > 0) {
    totals.push({ label: "Credited", value: formatCents(document.creditedCents) });
  }
  totals.push({ label: "Balance due", value: formatCents(document.isVoid ? 0 : document.balanceCents) });
  writer.summary(totals);
  if (!document.isVatInvoice) {
    writer.paragraph("No VAT is charged: the firm is not registered for VAT.", { muted: true });
  }

  writer.heading("Payment");
  const reference = document.number ? ` Please use ${document.number} as the payment reference.` : "";
  const payBy = document.dueDate ? ` by ${formatLongDate(document.dueDate)}` : "";
  writer.paragraph(`Payment terms: ${document.paymentTermsDays} days. Please pay${payBy}.${reference}`);
  if (document.bankingDetails.trim() !== "") writer.paragraph(document.bankingDetails);
  if (document.notes.trim() !== "") {
    writer.heading("Notes");
    writer.paragraph(document.notes);
  }
  return writer.finish();
}

/** What a credit note prints (VAT Act s21): the invoice it corrects, the amount, the VAT and why. */
export type CreditNoteDocument = {
  number: string;
  date: string;
  reason: string;
  amountCents: number;
  vatCents: number;
  invoiceNumber: string;
  invoiceIssueDate: string;
  isVatInvoice: boolean;
  supplier: PrintedParty;
  recipient: PrintedParty;
  logo: InvoiceLogo | null;
};

export async function renderCreditNotePdf(
  document: CreditNoteDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const writer = await PdfDocumentWriter.create({
    title: "Credit Note",
    subtitle: [
      `Credit note number ${document.number}  ·  Date ${formatLongDate(document.date)}`,
      `Correcting ${document.isVatInvoice ? "tax invoice" : "invoice"} ${document.invoiceNumber} of ${formatLongDate(document.invoiceIssueDate)}`,
    ],
    footerText: `${document.supplier.name} · ${document.number}`,
    author: document.supplier.name,
    logo: document.logo?.bytes ?? null,
    onLogoError: options.onLogoError,
  });
  await writer.table({ columns: PARTY_COLUMNS, rows: partyRows(document.supplier, document.recipient) });
  writer.heading("Reason");
  writer.paragraph(document.reason);
  const lines = [{ label: "Credit excl. VAT", value: formatCents(document.amountCents - document.vatCents) }];
  if (document.isVatInvoice)
    lines.push({ label: `VAT ${VAT_PERCENT}`, value: formatCents(document.vatCents) });
  lines.push({ label: "Total credit", value: formatCents(document.amountCents) });
  writer.summary(lines);
  return writer.finish();
}
