import {
  balanceCentsOf,
  formatCents,
  formatLongDate,
  type TInvoiceEmailStatus,
  taxInvoiceContent,
} from "@inkundla/shared";
import type { FastifyBaseLogger } from "fastify";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { sendMailFromJob } from "../../../platform/jobs/index.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  type BillingProfileRecord,
  findFirmLogoFile,
  findFirmOwnerEmail,
  readBillingProfile,
  supplierAddressOf,
} from "../profile/index.ts";
import { findBillingClient } from "./billable-work.repository.ts";
import { invoiceError } from "./invoice.errors.ts";
import {
  findInvoice,
  findInvoiceLines,
  type InvoiceRecord,
  setInvoiceEmailStatus,
} from "./invoice.repository.ts";
import {
  type InvoiceDocument,
  type InvoiceLogo,
  type PrintedParty,
  renderCreditNotePdf,
  renderInvoicePdf,
} from "./invoice-pdf.ts";
import { findCreditNote } from "./invoice-settlement.repository.ts";

/** A rendered document, ready to download or attach. */
export type BillingFile = { bytes: Buffer; fileName: string; contentType: "application/pdf" };

export type DeliveryLog = Pick<FastifyBaseLogger, "warn" | "error">;

/** What rendering and e-mailing a document needs: also what the e-mail job's worker has. */
export type DeliveryDeps = Pick<BillingDeps, "db" | "fileStorage" | "mailer">;

async function loadLogo(
  deps: DeliveryDeps,
  firmId: string,
  profile: BillingProfileRecord,
  log: DeliveryLog,
): Promise<InvoiceLogo | null> {
  if (!profile.logoFileId) return null;
  const file = await findFirmLogoFile(deps.db, firmId, profile.logoFileId);
  const bytes = file ? await deps.fileStorage.get(file.storageKey) : null;
  if (!file || !bytes) {
    // The profile points at a logo whose bytes are gone: an operator's problem, not a reason to fail.
    log.error({ firmId, logoFileId: profile.logoFileId }, "firm logo missing from file storage");
    return null;
  }
  return { bytes, mime: file.mime };
}

/**
 * The parties as the document prints them. An issued invoice prints what was snapshotted on the day of
 * issue (VAT Act s20: the original is never altered); a draft shows what issuing it now would print.
 */
async function partiesOf(
  db: DbExecutor,
  record: InvoiceRecord,
  profile: BillingProfileRecord,
): Promise<{ supplier: PrintedParty; recipient: PrintedParty; isVatInvoice: boolean }> {
  if (record.status !== "draft" && record.supplier && record.recipient) {
    return {
      supplier: record.supplier,
      recipient: record.recipient,
      isVatInvoice: record.taxInvoiceKind !== "not_vat_registered",
    };
  }
  const client = await findBillingClient(db, record.firmId, record.clientId);
  const content = taxInvoiceContent({
    vatRegistered: profile.vatRegistered,
    supplier: {
      name: profile.firmName,
      address: supplierAddressOf(profile),
      vatNumber: profile.vatNumber,
      registrationNumber: profile.registrationNumber,
    },
    recipient: {
      name: client?.name ?? record.clientName,
      address: client?.address ?? "",
      vatNumber: client?.vatNumber ?? "",
    },
    totalCents: record.totalCents,
  });
  return { supplier: content.supplier, recipient: content.recipient, isVatInvoice: profile.vatRegistered };
}

async function invoiceDocumentOf(
  deps: DeliveryDeps,
  record: InvoiceRecord,
  options: { isCopy: boolean; log: DeliveryLog },
): Promise<InvoiceDocument> {
  const profile = await readBillingProfile(deps.db, record.firmId);
  const [lines, parties, logo] = await Promise.all([
    findInvoiceLines(deps.db, record.id),
    partiesOf(deps.db, record, profile),
    loadLogo(deps, record.firmId, profile, options.log),
  ]);
  return {
    title: parties.isVatInvoice ? "Tax Invoice" : "Invoice",
    isDraft: record.status === "draft",
    isVoid: record.status === "void",
    voidReason: record.voidReason,
    isCopy: options.isCopy,
    number: record.number,
    issueDate: record.issueDate,
    dueDate: record.dueDate,
    description: record.description,
    notes: record.notes,
    isVatInvoice: parties.isVatInvoice,
    supplier: parties.supplier,
    recipient: parties.recipient,
    lines: lines.map((line) => ({
      date: line.itemDate,
      description: line.description,
      quantityHundredths: line.quantityHundredths,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      vatCents: line.vatCents,
    })),
    subtotalCents: record.subtotalCents,
    vatCents: record.vatCents,
    totalCents: record.totalCents,
    paidCents: record.paidCents,
    creditedCents: record.creditedCents,
    balanceCents: balanceCentsOf(record),
    bankingDetails: profile.bankingDetails,
    paymentTermsDays: profile.paymentTermsDays,
    logo,
  };
}

function logoProblemLogger(log: DeliveryLog, firmId: string) {
  return (error: unknown) => log.warn({ err: error, firmId }, "firm logo could not be drawn on a PDF");
}

async function renderInvoiceFile(
  deps: DeliveryDeps,
  record: InvoiceRecord,
  options: { isCopy: boolean; log: DeliveryLog },
): Promise<BillingFile> {
  const document = await invoiceDocumentOf(deps, record, options);
  const bytes = await renderInvoicePdf(document, {
    onLogoError: logoProblemLogger(options.log, record.firmId),
  });
  return {
    bytes: Buffer.from(bytes),
    fileName: `${record.number ?? `draft-invoice-${record.id.slice(0, 8)}`}.pdf`,
    contentType: "application/pdf",
  };
}

/**
 * GET /api/billing/invoices/{id}/pdf: every member. Once the original has gone to the client by
 * e-mail, what is downloaded is a copy and says so (VAT Act: one original per supply).
 */
export async function downloadInvoicePdf(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
  log: DeliveryLog,
): Promise<BillingFile> {
  const record = isUuid(invoiceId) ? await findInvoice(deps.db, identity.membership.firmId, invoiceId) : null;
  if (!record) throw invoiceError("invoice_not_found");
  return renderInvoiceFile(deps, record, { isCopy: record.emailStatus === "sent", log });
}

/**
 * A client's own issued invoice as a PDF, for the client portal: null unless the invoice belongs to
 * that client of that firm and has been issued (drafts and voided invoices are not the client's to see).
 */
export async function renderClientInvoicePdf(
  deps: DeliveryDeps,
  scope: { firmId: string; clientId: string; invoiceId: string },
  log: DeliveryLog,
): Promise<BillingFile | null> {
  const record = isUuid(scope.invoiceId) ? await findInvoice(deps.db, scope.firmId, scope.invoiceId) : null;
  if (!record || record.clientId !== scope.clientId) return null;
  if (!record.number || record.status === "draft" || record.status === "void") return null;
  return renderInvoiceFile(deps, record, { isCopy: true, log });
}

/** GET /api/billing/credit-notes/{id}/pdf: the credit note, with the parties of the invoice it corrects. */
export async function downloadCreditNotePdf(
  deps: BillingDeps,
  identity: FirmIdentity,
  creditNoteId: string,
  log: DeliveryLog,
): Promise<BillingFile> {
  const { firmId } = identity.membership;
  const note = isUuid(creditNoteId) ? await findCreditNote(deps.db, firmId, creditNoteId) : null;
  const invoice = note ? await findInvoice(deps.db, firmId, note.invoiceId) : null;
  if (!note || !invoice?.number || !invoice.issueDate) throw invoiceError("credit_note_not_found");
  const profile = await readBillingProfile(deps.db, firmId);
  const parties = await partiesOf(deps.db, invoice, profile);
  const bytes = await renderCreditNotePdf(
    {
      number: note.number,
      date: note.date,
      reason: note.reason,
      amountCents: note.amountCents,
      vatCents: note.vatCents,
      invoiceNumber: invoice.number,
      invoiceIssueDate: invoice.issueDate,
      isVatInvoice: parties.isVatInvoice,
      supplier: parties.supplier,
      recipient: parties.recipient,
      logo: await loadLogo(deps, firmId, profile, log),
    },
    { onLogoError: logoProblemLogger(log, firmId) },
  );
  return { bytes: Buffer.from(bytes), fileName: `${note.number}.pdf`, contentType: "application/pdf" };
}

/**
 * What became of the invoice's e-mail: `queued` from the request until the job's worker has sent it
 * (or, after its last attempt, failed); `logged` when no mail server is set up (the outbox has it).
 */
export type EmailStatus = TInvoiceEmailStatus;

function invoiceEmailText(
  record: InvoiceRecord,
  document: { title: string; isCopy: boolean },
  profile: BillingProfileRecord,
) {
  const what = `${document.title.toLowerCase()} ${record.number}`;
  const lines = [
    `Dear ${record.recipient?.name ?? record.clientName},`,
    "",
    document.isCopy
      ? `As requested, attached is a copy of ${what}, issued on ${formatLongDate(record.issueDate ?? "")}.`
      : `Please find attached ${what}, issued on ${formatLongDate(record.issueDate ?? "")}.`,
    `Amount due: ${formatCents(balanceCentsOf(record))}, by ${formatLongDate(record.dueDate ?? record.issueDate ?? "")}.`,
  ];
  if (profile.bankingDetails.trim() !== "") {
    lines.push(
      "",
      "Banking details:",
      profile.bankingDetails,
      `Please use ${record.number} as the payment reference.`,
    );
  }
  lines.push("", "Kind regards", record.supplier?.name ?? profile.firmName);
  return lines.join("\n");
}

async function firmReplyAddress(db: DbExecutor, firmId: string): Promise<{ replyTo?: string }> {
  const email = await findFirmOwnerEmail(db, firmId);
  return email ? { replyTo: email } : {};
}

/**
 * What was asked for: the original of an issued invoice, or a copy of it (Send Again). Sent as the
 * e-mail job's data, so only ids: the worker reads the invoice as it is when the job runs.
 */
export type InvoiceEmailRequest = { firmId: string; invoiceId: string; isCopy: boolean };

/**
 * The e-mail job's work: renders the issued invoice's PDF, e-mails it to the client's address and
 * records how that went on the invoice. Throws when the message could not be prepared or delivered,
 * so that the job is tried again; until the last attempt the invoice keeps saying `queued`, and only the
 * last failure records `failed` (the invoice can then be sent again by hand).
 */
export async function deliverInvoiceEmail(
  deps: DeliveryDeps,
  request: InvoiceEmailRequest,
  attempt: { isLastAttempt: boolean; log: DeliveryLog },
): Promise<EmailStatus | "skipped"> {
  const { firmId, invoiceId, isCopy } = request;
  const record = await findInvoice(deps.db, firmId, invoiceId);
  if (!record || record.status === "draft" || record.status === "void") {
    // Voided between the request and this attempt: a message must not announce a void invoice.
    attempt.log.warn({ invoiceId, status: record?.status ?? "missing" }, "invoice e-mail dropped");
    return "skipped";
  }
  // A copy sent later does not undo the record that the original went out.
  const isStatusKept = isCopy && record.emailStatus === "sent";
  const recordOutcome = async (status: EmailStatus) => {
    if (!isStatusKept) await setInvoiceEmailStatus(deps.db, record.id, status);
  };
  const client = await findBillingClient(deps.db, firmId, record.clientId);
  const email = client?.email?.trim();
  if (!email) {
    // The client's address was removed after the request.
    await recordOutcome("no_email");
    return "no_email";
  }
  try {
    const file = await renderInvoiceFile(deps, record, { isCopy, log: attempt.log });
    const profile = await readBillingProfile(deps.db, firmId);
    const title = record.taxInvoiceKind === "not_vat_registered" ? "Invoice" : "Tax Invoice";
    const firmName = record.supplier?.name ?? profile.firmName;
    const status = await sendMailFromJob(deps, {
      to: email,
      // From the firm, by name, and a reply reaches the firm's owner rather than a no-reply box.
      senderName: firmName,
      ...(await firmReplyAddress(deps.db, firmId)),
      subject: `${isCopy ? "Copy of " : ""}${title} ${record.number} from ${firmName}`,
      text: invoiceEmailText(record, { title, isCopy }, profile),
      attachments: [
        {
          fileName: isCopy ? file.fileName.replace(/\.pdf$/, " (copy).pdf") : file.fileName,
          content: file.bytes,
          contentType: file.contentType,
        },
      ],
    });
    await recordOutcome(status);
    return status;
  } catch (error) {
    if (attempt.isLastAttempt) await recordOutcome("failed");
    throw error;
  }
}
