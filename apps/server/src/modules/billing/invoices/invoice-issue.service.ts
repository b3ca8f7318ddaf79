import {
  type TInvoice,
  taxInvoiceContent,
  todayInSouthAfrica,
  type ZIssueInvoiceRequest,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { markTimeEntriesBilled } from "../../time/index.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  type BillingProfileRecord,
  readBillingProfile,
  requireBillingManage,
  supplierAddressOf,
} from "../profile/index.ts";
import { type BillingClient, findBillingClient, markExpensesBilled } from "./billable-work.repository.ts";
import { invoiceError } from "./invoice.errors.ts";
import {
  findInvoice,
  findInvoiceLines,
  type InvoiceLineRecord,
  type InvoiceRecord,
  replaceInvoiceLines,
} from "./invoice.repository.ts";
import {
  type DraftLine,
  dueDateOnIssue,
  formatInvoiceNumber,
  type PricedLine,
  priceLines,
  sameLines,
} from "./invoice.rules.ts";
import { buildWorkLines, INVOICE_AUDIT_ACTIONS } from "./invoice.service.ts";
import { INVOICE_EMAIL_JOB, queueInvoiceEmail } from "./invoice-delivery.job.ts";
import {
  type InvoiceIssue,
  type IssueAssumptions,
  issueWithNextNumber,
  markInvoiceIssued,
} from "./invoice-issue.repository.ts";
import { readInvoice } from "./invoice-read.service.ts";

export type IssueInvoiceInput = z.output<typeof ZIssueInvoiceRequest>;

/** The firm's invoice, locked for this transaction (404 when not the firm's or not an id). */
export async function lockInvoice(db: DbExecutor, firmId: string, invoiceId: string): Promise<InvoiceRecord> {
  const record = isUuid(invoiceId) ? await findInvoice(db, firmId, invoiceId, { lock: true }) : null;
  if (!record) throw invoiceError("invoice_not_found");
  return record;
}

/** An issued invoice that is not void: what can be e-mailed, credited or voided. */
export function requireIssued(record: InvoiceRecord): asserts record is InvoiceRecord & { number: string } {
  if (record.status === "draft") throw invoiceError("not_issued");
  if (record.status === "void") throw invoiceError("invoice_void", `Invoice ${record.number} is void.`);
}

/** The facts about the firm an issue prints and prices by. */
function issueFactsOf(profile: BillingProfileRecord): IssueAssumptions {
  return {
    vatRegistered: profile.vatRegistered,
    vatNumber: profile.vatNumber,
    paymentTermsDays: profile.paymentTermsDays,
    supplierName: profile.firmName,
    supplierAddress: supplierAddressOf(profile),
    registrationNumber: profile.registrationNumber,
  };
}

/**
 * The draft's lines in their order, the time and expense lines made again from the entries as they are
 * now; the entries are locked and must still be the draft's matter's and unbilled (409 naming one).
 */
async function linesToIssue(db: DbExecutor, firmId: string, draft: InvoiceRecord) {
  const current = await findInvoiceLines(db, draft.id);
  const work = await buildWorkLines(
    db,
    firmId,
    draft.matterId,
    {
      timeEntryIds: current.flatMap((line) => (line.timeEntryId ? [line.timeEntryId] : [])),
      expenseIds: current.flatMap((line) => (line.expenseId ? [line.expenseId] : [])),
    },
    { lock: true },
  );
  const timeLines = new Map(work.timeLines.map((line) => [line.timeEntryId, line]));
  const expenseLines = new Map(work.expenseLines.map((line) => [line.expenseId, line]));
  const lines: DraftLine[] = current.map(
    (line) =>
      (line.timeEntryId ? timeLines.get(line.timeEntryId) : undefined) ??
      (line.expenseId ? expenseLines.get(line.expenseId) : undefined) ??
      line,
  );
  return {
    current,
    lines,
    timeEntryIds: work.timeLines.flatMap((line) => (line.timeEntryId ? [line.timeEntryId] : [])),
    expenseIds: work.expenseLines.flatMap((line) => (line.expenseId ? [line.expenseId] : [])),
  };
}

/** What issuing writes on the invoice: the dates, the totals and the parties as printed (VAT Act s20). */
function issueOf(
  facts: IssueAssumptions,
  context: {
    priced: { subtotalCents: number; vatCents: number; totalCents: number };
    client: BillingClient;
    draft: InvoiceRecord;
    input: IssueInvoiceInput;
    issueDate: string;
    issuedBy: string;
  },
): InvoiceIssue {
  const { priced, client } = context;
  const content = taxInvoiceContent({
    vatRegistered: facts.vatRegistered,
    supplier: {
      name: facts.supplierName,
      address: facts.supplierAddress,
      vatNumber: facts.vatNumber,
      registrationNumber: facts.registrationNumber,
    },
    recipient: { name: client.name, address: client.address, vatNumber: client.vatNumber },
    totalCents: priced.totalCents,
  });
  return {
    issueDate: context.issueDate,
    dueDate: dueDateOnIssue({
      requested: context.input.dueDate,
      draft: context.draft.dueDate,
      issueDate: context.issueDate,
      paymentTermsDays: facts.paymentTermsDays,
    }),
    subtotalCents: priced.subtotalCents,
    vatCents: priced.vatCents,
    totalCents: priced.totalCents,
    taxInvoiceKind: content.kind,
    supplier: content.supplier,
    recipient: content.recipient,
    issuedBy: context.issuedBy,
  };
}

async function writeLinesIfChanged(
  db: DbExecutor,
  firmId: string,
  invoiceId: string,
  current: InvoiceLineRecord[],
  priced: PricedLine[],
) {
  if (!sameLines(current, priced)) await replaceInvoiceLines(db, firmId, invoiceId, priced);
}

/**
 * POST /api/billing/invoices/{id}/issue. In one transaction: the draft and its time entries and
 * expenses are locked and checked (still a draft, still unbilled, a total above R0,00), the lines
 * priced under the firm's VAT registration and the work marked billed; last, one statement takes the
 * next number under the billing profile's row lock (which concurrent issuers queue on) and issues the
 * draft with it. Anything failing rolls everything back, the number included, so numbers stay
 * gapless. The e-mail to the client is enqueued in the same transaction (a rolled-back issue sends
 * nothing); a background job renders the PDF and sends it, and the answer says `queued` until it has.
 */
export async function issueInvoice(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
  input: IssueInvoiceInput,
): Promise<TInvoice> {
  const { firmId } = identity.membership;
  const issueDate = input.issueDate ?? todayInSouthAfrica();
  const issuedId = await deps.db.transaction(async (tx) => {
    const draft = await lockInvoice(tx, firmId, invoiceId);
    requireBillingManage(identity);
    if (draft.status !== "draft") {
      throw invoiceError("not_draft", `This invoice was already issued as ${draft.number}.`);
    }
    if (input.dueDate === undefined && draft.dueDate !== null && draft.dueDate < issueDate) {
      throw invoiceError(
        "due_before_issue",
        `The draft's due date (${draft.dueDate}) is before the issue date (${issueDate}): choose a new due date when issuing.`,
      );
    }
    const { current, lines, timeEntryIds, expenseIds } = await linesToIssue(tx, firmId, draft);
    const client = await findBillingClient(tx, firmId, draft.clientId);
    if (!client) throw new Error(`client ${draft.clientId} of invoice ${draft.id} is missing`);

    // Worked out from the profile as read now, without a lock; the statement that takes the number
    // under the lock writes this only if the locked profile still says the same.
    const assumed = issueFactsOf(await readBillingProfile(tx, firmId));
    const priced = priceLines(lines, assumed.vatRegistered);
    if (priced.subtotalCents <= 0) throw invoiceError("zero_total");
    await writeLinesIfChanged(tx, firmId, draft.id, current, priced.lines);
    await markTimeEntriesBilled(tx, draft.id, timeEntryIds);
    await markExpensesBilled(tx, draft.id, expenseIds);

    const context = { client, draft, input, issueDate, issuedBy: identity.userId };
    const auditDataOf = (issue: InvoiceIssue) => ({
      issueDate: issue.issueDate,
      dueDate: issue.dueDate,
      totalCents: issue.totalCents,
      vatCents: issue.vatCents,
      taxInvoiceKind: issue.taxInvoiceKind,
      timeEntries: timeEntryIds.length,
      expenses: expenseIds.length,
    });
    const planned = issueOf(assumed, { ...context, priced });
    // Last and briefly: the firm's counter row, locked until the commit.
    const attempt = await issueWithNextNumber(
      tx,
      { firmId, invoiceId: draft.id, ipAddress: identity.ipAddress },
      assumed,
      planned,
      auditDataOf(planned),
    );
    if (attempt.number === null) {
      // The profile changed between the first read and the lock (a rare race): issue by what the
      // locked row says, under the number already taken.
      const { sequence, invoicePrefix, ...facts } = attempt.taken;
      const repriced = priceLines(lines, facts.vatRegistered);
      await replaceInvoiceLines(tx, firmId, draft.id, repriced.lines);
      const issue = issueOf(facts, { ...context, priced: repriced });
      const number = formatInvoiceNumber(invoicePrefix, sequence);
      await markInvoiceIssued(tx, draft.id, { ...issue, number, sequence });
      await recordAuditEvent(tx, {
        action: INVOICE_AUDIT_ACTIONS.issued,
        firmId,
        userId: identity.userId,
        entityType: "invoice",
        entityId: draft.id,
        ipAddress: identity.ipAddress,
        data: { ...auditDataOf(issue), number },
      });
    }
    if (input.sendEmail) {
      await queueInvoiceEmail(
        deps,
        tx,
        { firmId, invoiceId: draft.id, isCopy: false },
        { emailStatus: draft.emailStatus, clientEmail: client.email },
      );
    }
    return draft.id;
  });
  if (input.sendEmail) deps.jobs.wake(INVOICE_EMAIL_JOB);
  return readInvoice(deps.db, firmId, issuedId);
}

/**
 * POST /api/billing/invoices/{id}/send: a copy of the issued invoice to the client again. The request
 * and its audit row are written with the e-mail job in one transaction; the job sends the copy.
 */
export async function sendInvoiceAgain(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
): Promise<TInvoice> {
  const { firmId } = identity.membership;
  const sentId = await deps.db.transaction(async (tx) => {
    const record = await lockInvoice(tx, firmId, invoiceId);
    requireBillingManage(identity);
    requireIssued(record);
    const client = await findBillingClient(tx, firmId, record.clientId);
    if (!client?.email?.trim()) throw invoiceError("no_client_email");
    await queueInvoiceEmail(
      deps,
      tx,
      { firmId, invoiceId: record.id, isCopy: true },
      { emailStatus: record.emailStatus, clientEmail: client.email },
    );
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.emailed,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: { number: record.number, status: "queued", copy: true },
    });
    return record.id;
  });
  deps.jobs.wake(INVOICE_EMAIL_JOB);
  return readInvoice(deps.db, firmId, sentId);
}
