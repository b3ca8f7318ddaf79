import {
  formatLongDate,
  type TInvoice,
  type ZCreateInvoiceRequest,
  type ZUpdateInvoiceRequest,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { readBillingProfile } from "../profile/index.ts";
import {
  type BillableExpense,
  type BillableTimeEntry,
  type BillingMatter,
  findBillableExpenses,
  findBillableTimeEntries,
  findBillingClient,
  findBillingMatter,
  findBillingMatterByReference,
} from "./billable-work.repository.ts";
import { invoiceError } from "./invoice.errors.ts";
import {
  deleteDraftInvoice,
  findInvoice,
  findInvoiceLines,
  type InvoiceRecord,
  insertInvoice,
  replaceInvoiceLines,
  updateDraftInvoice,
} from "./invoice.repository.ts";
import {
  amountLine,
  type DraftLine,
  expenseLine,
  feeLine,
  orderLines,
  priceLines,
  timeEntryLine,
} from "./invoice.rules.ts";
import { INVOICE_ISSUED_ACTION } from "./invoice-issue.repository.ts";
import { readInvoice } from "./invoice-read.service.ts";

export type CreateInvoiceInput = z.output<typeof ZCreateInvoiceRequest>;
export type UpdateInvoiceInput = z.output<typeof ZUpdateInvoiceRequest>;

export const INVOICE_AUDIT_ACTIONS = {
  created: "billing.invoice_created",
  updated: "billing.invoice_updated",
  deleted: "billing.invoice_deleted",
  issued: INVOICE_ISSUED_ACTION,
  emailed: "billing.invoice_emailed",
  voided: "billing.invoice_voided",
  creditNoteIssued: "billing.credit_note_issued",
} as const;

/** "the time entry of 3 May 2026 (Drafting heads of argument)": how a refusal names the work. */
function describeWork(kind: "time entry" | "expense", date: string, description: string): string {
  const shortened = description.length > 60 ? `${description.slice(0, 57)}…` : description;
  return `the ${kind} of ${formatLongDate(date)} (${shortened})`;
}

/**
 * The matter an invoice is for: `matterId`, or the spec's `matterRef` (a reference such as
 * MAT-2026-0001, or an id). It must be one of the client's matters.
 */
async function resolveMatter(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  input: { matterId?: string | null | undefined; matterRef?: string | undefined },
): Promise<BillingMatter | null> {
  const byId = input.matterId ? await findBillingMatter(db, firmId, input.matterId) : null;
  if (input.matterId && (!byId || byId.clientId !== clientId)) throw invoiceError("matter_not_found");
  const reference = input.matterRef?.trim();
  if (!reference) return byId;
  const byReference = isUuid(reference)
    ? await findBillingMatter(db, firmId, reference)
    : await findBillingMatterByReference(db, firmId, reference);
  if (!byReference || byReference.clientId !== clientId) {
    throw invoiceError("matter_not_found", `No matter ${reference} for this client in your firm.`);
  }
  if (byId && byId.id !== byReference.id) throw invoiceError("matters_differ");
  return byReference;
}

/**
 * Time and expense lines for an invoice on `matterId`, made from the entries as they are now. Each
 * must be the firm's (404), on that matter and not billed by an issued invoice (409, naming it).
 * `lock` holds the entries for the caller's transaction (issuing).
 */
export async function buildWorkLines(
  db: DbExecutor,
  firmId: string,
  matterId: string | null,
  ids: { timeEntryIds: readonly string[]; expenseIds: readonly string[] },
  options: { lock?: boolean } = {},
): Promise<{ timeLines: DraftLine[]; expenseLines: DraftLine[] }> {
  const timeEntryIds = [...new Set(ids.timeEntryIds)];
  const expenseIds = [...new Set(ids.expenseIds)];
  if (timeEntryIds.length + expenseIds.length === 0) return { timeLines: [], expenseLines: [] };
  if (!matterId) throw invoiceError("matter_required");
  const entries = new Map<string, BillableTimeEntry>(
    (await findBillableTimeEntries(db, firmId, timeEntryIds, options)).map((entry) => [entry.id, entry]),
  );
  const expenses = new Map<string, BillableExpense>(
    (await findBillableExpenses(db, firmId, expenseIds, options)).map((expense) => [expense.id, expense]),
  );
  const timeLines = timeEntryIds.map((id) => {
    const entry = entries.get(id);
    if (!entry) throw invoiceError("time_entry_not_found");
    const named = describeWork("time entry", entry.workedOn, entry.description);
    if (entry.matterId !== matterId) {
      throw invoiceError("time_entry_other_matter", `${capitalise(named)} was recorded on another matter.`);
    }
    if (entry.isBilled) {
      throw invoiceError(
        "time_entry_billed",
        `${capitalise(named)} has already been billed on another invoice: take it off this one.`,
      );
    }
    return timeEntryLine(entry);
  });
  const expenseLines = expenseIds.map((id) => {
    const expense = expenses.get(id);
    if (!expense) throw invoiceError("expense_not_found");
    const named = describeWork("expense", expense.incurredOn, expense.description);
    if (expense.matterId !== matterId) {
      throw invoiceError("expense_other_matter", `${capitalise(named)} was recorded on another matter.`);
    }
    if (expense.status === "billed") {
      throw invoiceError(
        "expense_billed",
        `${capitalise(named)} has already been billed on another invoice: take it off this one.`,
      );
    }
    return expenseLine(expense);
  });
  return { timeLines, expenseLines };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the audit trail keeps of a draft. */
function auditDataOf(
  invoice: { clientId: string; matterId: string | null; totalCents: number },
  lines: number,
) {
  return { clientId: invoice.clientId, matterId: invoice.matterId, totalCents: invoice.totalCents, lines };
}

/**
 * POST /api/billing/invoices: a draft, which every member may prepare. The spec's call makes one fee
 * line from `amount` (rand excluding VAT); the full form adds unbilled time, expenses and fee lines.
 * VAT follows the firm's registration now; issuing works it out again.
 */
export async function createInvoice(
  deps: BillingDeps,
  identity: FirmIdentity,
  input: CreateInvoiceInput,
): Promise<TInvoice> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const client = await findBillingClient(tx, firmId, input.clientId);
    if (!client) throw invoiceError("client_not_found");
    if (client.isArchived) throw invoiceError("client_archived");
    const matter = await resolveMatter(tx, firmId, client.id, input);
    const work = await buildWorkLines(tx, firmId, matter?.id ?? null, input);
    const lines = orderLines([
      ...(input.amount === undefined ? [] : [amountLine(input.description, input.amount)]),
      ...work.timeLines,
      ...work.expenseLines,
      ...input.lines.map(feeLine),
    ]);
    const profile = await readBillingProfile(tx, firmId);
    const priced = priceLines(lines, profile.vatRegistered);
    const invoiceId = await insertInvoice(tx, {
      firmId,
      clientId: client.id,
      matterId: matter?.id ?? null,
      description: input.description,
      notes: input.notes,
      dueDate: input.dueDate ?? null,
      subtotalCents: priced.subtotalCents,
      vatCents: priced.vatCents,
      totalCents: priced.totalCents,
      createdBy: identity.userId,
    });
    await replaceInvoiceLines(tx, firmId, invoiceId, priced.lines);
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.created,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: invoiceId,
      ipAddress: identity.ipAddress,
      data: auditDataOf(
        { clientId: client.id, matterId: matter?.id ?? null, totalCents: priced.totalCents },
        lines.length,
      ),
    });
    return readInvoice(tx, firmId, invoiceId);
  });
}

/** The draft, locked for this transaction: 404 when not the firm's, 409 once issued. */
export async function lockDraft(db: DbExecutor, firmId: string, invoiceId: string): Promise<InvoiceRecord> {
  const record = isUuid(invoiceId) ? await findInvoice(db, firmId, invoiceId, { lock: true }) : null;
  if (!record) throw invoiceError("invoice_not_found");
  if (record.status !== "draft") throw invoiceError("not_draft");
  return record;
}

/** A draft's line as a line to keep, without its id, position or VAT (worked out again). */
function asDraftLine(line: DraftLine): DraftLine {
  return {
    kind: line.kind,
    description: line.description,
    quantityHundredths: line.quantityHundredths,
    unitPriceCents: line.unitPriceCents,
    amountCents: line.amountCents,
    taxable: line.taxable,
    timeEntryId: line.timeEntryId,
    expenseId: line.expenseId,
    itemDate: line.itemDate,
  };
}

/**
 * PATCH /api/billing/invoices/{id}: a draft only. Each list given (time entries, expenses, fee lines)
 * replaces the draft's lines of that kind; the time and expense lines kept are made again from the
 * entries as they are now, and must still be on the invoice's matter and unbilled.
 */
export async function updateInvoice(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
  input: UpdateInvoiceInput,
): Promise<TInvoice> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const draft = await lockDraft(tx, firmId, invoiceId);
    const current = await findInvoiceLines(tx, draft.id);
    const matter =
      input.matterId === undefined
        ? draft.matterId
        : ((await resolveMatter(tx, firmId, draft.clientId, { matterId: input.matterId }))?.id ?? null);
    const idsOf = (kind: "time" | "expense") =>
      current
        .filter((line) => line.kind === kind)
        .map((line) => (kind === "time" ? line.timeEntryId : line.expenseId))
        .filter((id): id is string => id !== null);
    const work = await buildWorkLines(tx, firmId, matter, {
      timeEntryIds: input.timeEntryIds ?? idsOf("time"),
      expenseIds: input.expenseIds ?? idsOf("expense"),
    });
    const feeLines = input.lines
      ? input.lines.map(feeLine)
      : current.filter((line) => line.kind === "fee").map(asDraftLine);
    const interestLines = current.filter((line) => line.kind === "interest").map(asDraftLine);
    const lines = orderLines([...work.timeLines, ...work.expenseLines, ...feeLines, ...interestLines]);
    if (lines.length === 0) throw invoiceError("nothing_to_bill");
    const profile = await readBillingProfile(tx, firmId);
    const priced = priceLines(lines, profile.vatRegistered);
    await updateDraftInvoice(tx, draft.id, {
      matterId: matter,
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
      ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate }),
      subtotalCents: priced.subtotalCents,
      vatCents: priced.vatCents,
      totalCents: priced.totalCents,
    });
    await replaceInvoiceLines(tx, firmId, draft.id, priced.lines);
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.updated,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: draft.id,
      ipAddress: identity.ipAddress,
      data: auditDataOf(
        { clientId: draft.clientId, matterId: matter, totalCents: priced.totalCents },
        lines.length,
      ),
    });
    return readInvoice(tx, firmId, draft.id);
  });
}

/** DELETE /api/billing/invoices/{id}: a draft only; an issued invoice keeps its number and is voided. */
export async function deleteInvoice(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
): Promise<void> {
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const draft = await lockDraft(tx, firmId, invoiceId);
    await deleteDraftInvoice(tx, firmId, draft.id);
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.deleted,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: draft.id,
      ipAddress: identity.ipAddress,
      data: {
        clientId: draft.clientId,
        totalCents: draft.totalCents,
        description: draft.description.slice(0, 200),
      },
    });
  });
}
