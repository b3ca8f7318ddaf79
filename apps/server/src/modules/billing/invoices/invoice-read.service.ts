import {
  balanceCentsOf,
  centsToRand,
  displayStatusOf,
  prescribedInterest,
  type TInvoice,
  type TInvoiceListItem,
  type TUnbilledWork,
  todayInSouthAfrica,
  type ZInvoiceListQuery,
} from "@inkundla/shared";
import type { z } from "zod";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { readBillingProfile } from "../profile/index.ts";
import {
  findBillingMatter,
  listUnbilledExpenses,
  listUnbilledTimeEntries,
} from "./billable-work.repository.ts";
import { invoiceError } from "./invoice.errors.ts";
import {
  findInvoice,
  findInvoiceLines,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from "./invoice.repository.ts";
import {
  countInvoiceRows,
  type InvoiceListFilters,
  type InvoiceListRow,
  listInvoiceRows,
} from "./invoice-list.repository.ts";
import {
  type CreditNoteRecord,
  findInvoiceCreditNotes,
  findInvoicePayments,
  findPrescribedRates,
  type InvoicePaymentRecord,
} from "./invoice-settlement.repository.ts";

export type InvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

export function toInvoiceListItem(
  row: Pick<
    InvoiceListRow,
    | "id"
    | "number"
    | "clientId"
    | "clientName"
    | "matterId"
    | "matterReference"
    | "description"
    | "issueDate"
    | "dueDate"
    | "status"
    | "totalCents"
    | "paidCents"
    | "creditedCents"
  >,
  today: string,
): TInvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    clientId: row.clientId,
    client: row.clientName,
    matterId: row.matterId,
    matterRef: row.matterReference,
    description: row.description,
    date: row.issueDate,
    dueDate: row.dueDate,
    amount: centsToRand(row.totalCents),
    totalCents: row.totalCents,
    // A void invoice asks for nothing, whatever its figures were.
    balanceCents: row.status === "void" ? 0 : balanceCentsOf(row),
    status:
      row.status !== "draft" && row.dueDate
        ? displayStatusOf({ status: row.status, dueDate: row.dueDate }, today)
        : row.status,
  };
}

function toInvoice(
  record: InvoiceRecord,
  parts: {
    lines: InvoiceLineRecord[];
    creditNotes: CreditNoteRecord[];
    payments: InvoicePaymentRecord[];
    accruedInterestCents: number;
  },
  today: string,
): TInvoice {
  return {
    ...toInvoiceListItem(record, today),
    storedStatus: record.status,
    issueDate: record.issueDate,
    lines: parts.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      description: line.description,
      quantity: line.quantityHundredths / 100,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      taxable: line.taxable,
      vatCents: line.vatCents,
      timeEntryId: line.timeEntryId,
      expenseId: line.expenseId,
      date: line.itemDate,
    })),
    subtotalCents: record.subtotalCents,
    vatCents: record.vatCents,
    paidCents: record.paidCents,
    creditedCents: record.creditedCents,
    taxInvoiceKind: record.taxInvoiceKind,
    notes: record.notes,
    creditNotes: parts.creditNotes.map((note) => ({
      id: note.id,
      invoiceId: note.invoiceId,
      number: note.number,
      date: note.date,
      reason: note.reason,
      amountCents: note.amountCents,
      vatCents: note.vatCents,
    })),
    payments: parts.payments,
    voidReason: record.voidReason,
    accruedInterestCents: parts.accruedInterestCents,
    interestChargedThrough: record.interestChargedThrough,
    emailStatus: record.emailStatus,
    createdAt: record.createdAt.toISOString(),
    issuedAt: record.issuedAt?.toISOString() ?? null,
  };
}

/**
 * Interest at the prescribed rate on what is still due, from the due date (or the day interest was
 * last charged to) until today; only when the firm charges interest and the invoice is overdue.
 */
async function accruedInterestOf(db: DbExecutor, record: InvoiceRecord, today: string): Promise<number> {
  if (!record.dueDate || record.status === "draft") return 0;
  if (displayStatusOf({ status: record.status, dueDate: record.dueDate }, today) !== "overdue") return 0;
  const profile = await readBillingProfile(db, record.firmId);
  if (!profile.chargeInterest) return 0;
  const rates = await findPrescribedRates(db);
  return prescribedInterest(
    balanceCentsOf(record),
    record.interestChargedThrough ?? record.dueDate,
    today,
    rates,
  ).interestCents;
}

/** The invoice with its lines, credit notes and payments; 404 for another firm's or a malformed id. */
export async function readInvoice(db: DbExecutor, firmId: string, invoiceId: string): Promise<TInvoice> {
  const record = isUuid(invoiceId) ? await findInvoice(db, firmId, invoiceId) : null;
  if (!record) throw invoiceError("invoice_not_found");
  const today = todayInSouthAfrica();
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const lines = await findInvoiceLines(db, record.id);
  const creditNotes = await findInvoiceCreditNotes(db, record.id);
  const payments = await findInvoicePayments(db, record.id);
  const accruedInterestCents = await accruedInterestOf(db, record, today);
  return toInvoice(record, { lines, creditNotes, payments, accruedInterestCents }, today);
}

/** GET /api/billing/invoices/{id}: every member of the firm. */
export async function getInvoice(deps: BillingDeps, identity: FirmIdentity, invoiceId: string) {
  return readInvoice(deps.db, identity.membership.firmId, invoiceId);
}

/** GET /api/billing/invoices: one page, newest first, and how many match. */
export async function listInvoices(
  deps: BillingDeps,
  identity: FirmIdentity,
  query: InvoiceListQuery,
): Promise<{ invoices: TInvoiceListItem[]; total: number }> {
  const { firmId } = identity.membership;
  const today = todayInSouthAfrica();
  const filters: InvoiceListFilters = {
    status: query.status,
    clientId: query.clientId,
    matterId: query.matterId,
    search: query.search,
  };
  const page = { limit: query.limit, offset: query.offset };
  const [rows, total] = await Promise.all([
    listInvoiceRows(deps.db, firmId, filters, today, page),
    countInvoiceRows(deps.db, firmId, filters, today),
  ]);
  return { invoices: rows.map((row) => toInvoiceListItem(row, today)), total };
}

/** GET /api/billing/unbilled?matterId=: the matter's time and expenses no issued invoice has taken. */
export async function getUnbilledWork(
  deps: BillingDeps,
  identity: FirmIdentity,
  matterId: string,
): Promise<TUnbilledWork> {
  const { firmId } = identity.membership;
  const matter = await findBillingMatter(deps.db, firmId, matterId);
  if (!matter) throw invoiceError("matter_not_found", "No such matter in your firm.");
  const [timeEntries, expenses] = await Promise.all([
    listUnbilledTimeEntries(deps.db, firmId, matter.id),
    listUnbilledExpenses(deps.db, firmId, matter.id),
  ]);
  return {
    timeEntries: timeEntries.map((entry) => ({
      id: entry.id,
      date: entry.workedOn,
      description: entry.description,
      hours: entry.hoursTenths / 10,
      rateCents: entry.rateCents,
      amountCents: entry.amountCents,
      userName: entry.userName,
    })),
    expenses: expenses.map((expense) => ({
      id: expense.id,
      date: expense.incurredOn,
      category: expense.category,
      description: expense.description,
      amountCents: expense.amountCents,
      taxable: expense.taxable,
      status: expense.status,
    })),
  };
}
