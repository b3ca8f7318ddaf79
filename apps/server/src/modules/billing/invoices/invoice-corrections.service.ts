import {
  balanceCentsOf,
  formatCents,
  settledStatusOf,
  type TCreditNote,
  type TInvoice,
  todayInSouthAfrica,
  vatShareOf,
  type ZCreateCreditNoteRequest,
  type ZVoidInvoiceRequest,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { requireBillingManage, takeCreditNoteNumber } from "../profile/index.ts";
import { releaseBilledWork } from "./billable-work.repository.ts";
import { invoiceError } from "./invoice.errors.ts";
import { markInvoiceVoid } from "./invoice.repository.ts";
import { formatCreditNoteNumber } from "./invoice.rules.ts";
import { INVOICE_AUDIT_ACTIONS } from "./invoice.service.ts";
import { lockInvoice, requireIssued } from "./invoice-issue.service.ts";
import { readInvoice } from "./invoice-read.service.ts";
import {
  applyCreditToInvoice,
  hasPaymentAllocations,
  insertCreditNote,
} from "./invoice-settlement.repository.ts";

export type VoidInvoiceInput = z.output<typeof ZVoidInvoiceRequest>;
export type CreateCreditNoteInput = z.output<typeof ZCreateCreditNoteRequest>;

/**
 * POST /api/billing/invoices/{id}/void: an issued invoice nothing has been paid or credited on. The
 * number stays used (the series has no gap, the void invoice is kept); the time and expenses it
 * billed are unbilled again. The lock trigger lets only the status and void fields change.
 */
export async function voidInvoice(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
  input: VoidInvoiceInput,
): Promise<TInvoice> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const record = await lockInvoice(tx, firmId, invoiceId);
    requireBillingManage(identity);
    if (record.status === "draft") {
      throw invoiceError("not_issued", "A draft has no number and can simply be deleted.");
    }
    requireIssued(record);
    // Allocations are looked for as well as the paid figure: a payment row is the fact that counts.
    if (record.paidCents > 0 || (await hasPaymentAllocations(tx, record.id))) {
      throw invoiceError("has_payments");
    }
    if (record.creditedCents > 0) throw invoiceError("has_credit_notes");
    await markInvoiceVoid(tx, record.id, { reason: input.reason, voidedBy: identity.userId });
    const released = await releaseBilledWork(tx, record.id);
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.voided,
      firmId,
      userId: identity.userId,
      entityType: "invoice",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: {
        number: record.number,
        reason: input.reason.slice(0, 200),
        totalCents: record.totalCents,
        releasedTimeEntries: released.timeEntries,
        releasedExpenses: released.expenses,
      },
    });
    return readInvoice(tx, firmId, record.id);
  });
}

/**
 * POST /api/billing/invoices/{id}/credit-notes (VAT Act s21): a credit of at most the balance, with
 * its share of the invoice's VAT and the next number of the firm's credit note series.
 */
export async function createCreditNote(
  deps: BillingDeps,
  identity: FirmIdentity,
  invoiceId: string,
  input: CreateCreditNoteInput,
): Promise<TCreditNote> {
  const { firmId } = identity.membership;
  const date = input.date ?? todayInSouthAfrica();
  return deps.db.transaction(async (tx) => {
    const record = await lockInvoice(tx, firmId, invoiceId);
    requireBillingManage(identity);
    requireIssued(record);
    const balance = balanceCentsOf(record);
    if (input.amountCents > balance) {
      throw invoiceError(
        "credit_exceeds_balance",
        `Only ${formatCents(balance)} is still due on invoice ${record.number}: a credit note cannot be for more.`,
      );
    }
    if (record.issueDate && date < record.issueDate) throw invoiceError("credit_before_issue");
    const vatCents = vatShareOf(input.amountCents, record.vatCents, record.totalCents);
    const creditedCents = record.creditedCents + input.amountCents;
    const status = settledStatusOf({
      totalCents: record.totalCents,
      paidCents: record.paidCents,
      creditedCents,
    });
    // Settled in full, partly by payment: the day it was settled counts for the days to payment.
    const paidOn = status === "paid" ? (record.paidOn ?? date) : record.paidOn;
    await applyCreditToInvoice(tx, record.id, { creditedCents, status, paidOn });
    // Last: the credit note series' counter, under the profile row lock until the commit.
    const sequence = await takeCreditNoteNumber(tx, firmId);
    const number = formatCreditNoteNumber(sequence);
    const creditNoteId = await insertCreditNote(tx, {
      firmId,
      invoiceId: record.id,
      number,
      sequence,
      issuedOn: date,
      reason: input.reason,
      amountCents: input.amountCents,
      vatCents,
      createdBy: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: INVOICE_AUDIT_ACTIONS.creditNoteIssued,
      firmId,
      userId: identity.userId,
      entityType: "credit_note",
      entityId: creditNoteId,
      ipAddress: identity.ipAddress,
      data: {
        number,
        invoiceId: record.id,
        invoiceNumber: record.number,
        amountCents: input.amountCents,
        vatCents,
        reason: input.reason.slice(0, 200),
      },
    });
    return {
      id: creditNoteId,
      invoiceId: record.id,
      number,
      date,
      reason: input.reason,
      amountCents: input.amountCents,
      vatCents,
    };
  });
}
