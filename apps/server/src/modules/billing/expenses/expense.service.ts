import type {
  TExpense,
  TUpdateExpenseRequest,
  ZCreateExpenseRequest,
  ZExpenseListQuery,
} from "@inkundla/shared";
import { canManageBilling } from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { Db, DbExecutor } from "../../../platform/db.ts";
import type { FileStorage } from "../../../platform/file-storage.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { saveUpload, type Upload } from "../../../platform/uploads.ts";
import { expenseError } from "./expense.errors.ts";
import {
  countExpenses,
  deleteExpenseRow,
  type ExpenseRecord,
  findExpense,
  findMatterForExpense,
  insertExpense,
  isExpenseOnInvoice,
  listExpenseRows,
  updateExpenseRow,
} from "./expense.repository.ts";

export type ExpenseServiceDeps = { db: Db; fileStorage: FileStorage };

export const EXPENSE_AUDIT_ACTIONS = {
  recorded: "billing.expense_recorded",
  updated: "billing.expense_updated",
  receiptReplaced: "billing.expense_receipt_replaced",
  approved: "billing.expense_approved",
  deleted: "billing.expense_deleted",
} as const;

type CreateExpenseInput = z.output<typeof ZCreateExpenseRequest>;

function toExpense(record: ExpenseRecord): TExpense {
  return {
    id: record.id,
    date: record.incurredOn,
    category: record.category,
    description: record.description,
    matter: `${record.matterReference} · ${record.matterTitle}`,
    matterId: record.matterId,
    clientId: record.clientId,
    clientName: record.clientName,
    amountCents: record.amountCents,
    taxable: record.taxable,
    status: record.status,
    receiptFileId: record.receiptFileId,
    receiptFileName: record.receiptFileName,
    invoiceId: record.invoiceId,
    recordedBy: record.recordedBy,
    createdAt: record.createdAt.toISOString(),
  };
}

/** The firm's matter a cost may be recorded on: 404 for any other, 409 once it is closed. */
async function requireOpenMatter(db: DbExecutor, firmId: string, matterId: string) {
  const matter = isUuid(matterId) ? await findMatterForExpense(db, firmId, matterId) : null;
  if (!matter) throw expenseError("matter_not_found");
  if (matter.status === "closed") throw expenseError("matter_closed");
  return matter;
}

async function readExpense(db: DbExecutor, firmId: string, expenseId: string): Promise<TExpense> {
  const record = await findExpense(db, firmId, expenseId);
  if (!record) throw new Error(`expense ${expenseId} vanished inside its own transaction`);
  return toExpense(record);
}

/**
 * The expense, locked, once the caller may change it: the firm's (404), recorded by them or changed
 * by someone who keeps the billing (403), and not yet billed (409): a billed expense is on an issued
 * tax invoice, which never changes.
 */
async function requireChangeableExpense(tx: DbExecutor, identity: FirmIdentity, expenseId: string) {
  const record = isUuid(expenseId)
    ? await findExpense(tx, identity.membership.firmId, expenseId, { lock: true })
    : null;
  if (!record) throw expenseError("expense_not_found");
  if (record.createdBy !== identity.userId && !canManageBilling(identity.membership)) {
    throw expenseError("not_recorder");
  }
  if (record.status === "billed") throw expenseError("expense_billed");
  return record;
}

function auditDataOf(record: Pick<ExpenseRecord, "matterReference" | "category" | "amountCents">) {
  return {
    matterReference: record.matterReference,
    category: record.category,
    amountCents: record.amountCents,
  };
}

/** POST /api/billing/expenses: any member records a cost on an open matter, with a receipt if they have one. */
export async function createExpense(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  input: CreateExpenseInput,
  receipt: Upload | null,
): Promise<TExpense> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const matter = await requireOpenMatter(tx, firmId, input.matterId);
    // Saved only once the matter is known to be good, so a refused expense leaves no file behind.
    const receiptFileId = receipt
      ? await saveUpload(tx, deps.fileStorage, firmId, identity.userId, receipt)
      : null;
    const expenseId = await insertExpense(tx, {
      firmId,
      matterId: matter.id,
      clientId: matter.clientId,
      category: input.category,
      description: input.description,
      amountCents: input.amountCents,
      incurredOn: input.date,
      taxable: input.taxable,
      receiptFileId,
      createdBy: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: EXPENSE_AUDIT_ACTIONS.recorded,
      firmId,
      userId: identity.userId,
      entityType: "expense",
      entityId: expenseId,
      ipAddress: identity.ipAddress,
      data: {
        ...auditDataOf({ matterReference: matter.reference, ...input }),
        date: input.date,
        hasReceipt: receiptFileId !== null,
      },
    });
    return readExpense(tx, firmId, expenseId);
  });
}

/**
 * PATCH /api/billing/expenses/{id}, while not billed. An approved expense changed by someone who may
 * not approve goes back to recorded: what was approved is no longer what is there.
 */
export async function updateExpense(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  expenseId: string,
  input: TUpdateExpenseRequest,
): Promise<TExpense> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const record = await requireChangeableExpense(tx, identity, expenseId);
    const matter =
      input.matterId !== undefined && input.matterId !== record.matterId
        ? await requireOpenMatter(tx, firmId, input.matterId)
        : null;
    const needsApprovalAgain = record.status === "approved" && !canManageBilling(identity.membership);
    await updateExpenseRow(tx, record.id, {
      ...(input.date !== undefined ? { incurredOn: input.date } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.amountCents !== undefined ? { amountCents: input.amountCents } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.taxable !== undefined ? { taxable: input.taxable } : {}),
      ...(matter ? { matterId: matter.id, clientId: matter.clientId } : {}),
      ...(needsApprovalAgain ? { status: "recorded" as const, approvedBy: null, approvedAt: null } : {}),
    });
    await recordAuditEvent(tx, {
      action: EXPENSE_AUDIT_ACTIONS.updated,
      firmId,
      userId: identity.userId,
      entityType: "expense",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: { before: auditDataOf(record), changed: Object.keys(input), needsApprovalAgain },
    });
    return readExpense(tx, firmId, record.id);
  });
}

/** POST /api/billing/expenses/{id}/receipt: a new receipt while the expense is not billed. */
export async function replaceExpenseReceipt(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  expenseId: string,
  receipt: Upload,
): Promise<TExpense> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const record = await requireChangeableExpense(tx, identity, expenseId);
    // The earlier receipt stays in file storage: the audit trail still points at it.
    const receiptFileId = await saveUpload(tx, deps.fileStorage, firmId, identity.userId, receipt);
    await updateExpenseRow(tx, record.id, { receiptFileId });
    await recordAuditEvent(tx, {
      action: EXPENSE_AUDIT_ACTIONS.receiptReplaced,
      firmId,
      userId: identity.userId,
      entityType: "expense",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: { previousFileId: record.receiptFileId, fileId: receiptFileId, fileName: receipt.fileName },
    });
    return readExpense(tx, firmId, record.id);
  });
}

/** POST /api/billing/expenses/{id}/approve: recorded → approved, by someone who keeps the billing. */
export async function approveExpense(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  expenseId: string,
): Promise<TExpense> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const record = isUuid(expenseId) ? await findExpense(tx, firmId, expenseId, { lock: true }) : null;
    if (!record) throw expenseError("expense_not_found");
    if (!canManageBilling(identity.membership)) throw expenseError("not_allowed_approve");
    if (record.status !== "recorded") throw expenseError("not_recorded");
    await updateExpenseRow(tx, record.id, {
      status: "approved",
      approvedBy: identity.userId,
      approvedAt: new Date(),
    });
    await recordAuditEvent(tx, {
      action: EXPENSE_AUDIT_ACTIONS.approved,
      firmId,
      userId: identity.userId,
      entityType: "expense",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: auditDataOf(record),
    });
    return readExpense(tx, firmId, record.id);
  });
}

/** DELETE /api/billing/expenses/{id}: only while recorded, and not while a draft invoice holds it. */
export async function deleteExpense(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  expenseId: string,
): Promise<void> {
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const record = await requireChangeableExpense(tx, identity, expenseId);
    if (record.status !== "recorded") throw expenseError("delete_not_recorded");
    if (await isExpenseOnInvoice(tx, record.id)) throw expenseError("on_draft_invoice");
    await deleteExpenseRow(tx, record.id);
    await recordAuditEvent(tx, {
      action: EXPENSE_AUDIT_ACTIONS.deleted,
      firmId,
      userId: identity.userId,
      entityType: "expense",
      entityId: record.id,
      ipAddress: identity.ipAddress,
      data: { ...auditDataOf(record), description: record.description.slice(0, 200) },
    });
  });
}

/** A page of the firm's expenses, the latest first, with the total for X-Total-Count. */
export async function listExpenses(
  deps: ExpenseServiceDeps,
  identity: FirmIdentity,
  query: z.output<typeof ZExpenseListQuery>,
): Promise<{ expenses: TExpense[]; total: number }> {
  const { firmId } = identity.membership;
  const { limit, offset, ...filters } = query;
  const total = await countExpenses(deps.db, firmId, filters);
  if (total === 0 || offset >= total) return { expenses: [], total };
  const rows = await listExpenseRows(deps.db, firmId, filters, { limit, offset });
  return { expenses: rows.map(toExpense), total };
}
