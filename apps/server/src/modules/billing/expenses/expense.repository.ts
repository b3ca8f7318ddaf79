import type { TExpenseCategory, TExpenseStatus, TMatterStatus } from "@inkundla/shared";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import { storedFileTable } from "../../../platform/platform.tables.ts";
import { escapeLikePattern } from "../../../platform/text-search.ts";
import { userTable } from "../../auth/auth.tables.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { personNameSql } from "../../time/index.ts";
import { expenseTable, invoiceLineTable } from "../billing.tables.ts";

export type MatterForExpense = {
  id: string;
  clientId: string;
  reference: string;
  title: string;
  status: TMatterStatus;
};

/** One expense with the names the list shows. */
export type ExpenseRecord = {
  id: string;
  incurredOn: string;
  category: TExpenseCategory;
  description: string;
  matterId: string;
  matterReference: string;
  matterTitle: string;
  clientId: string;
  clientName: string;
  amountCents: number;
  taxable: boolean;
  status: TExpenseStatus;
  receiptFileId: string | null;
  receiptFileName: string | null;
  invoiceId: string | null;
  createdBy: string;
  recordedBy: string;
  createdAt: Date;
};

export type ExpenseFilters = {
  status?: TExpenseStatus | undefined;
  matterId?: string | undefined;
  category?: TExpenseCategory | undefined;
  search?: string | undefined;
};

/** The firm's matter, or null for another firm's or an unknown id. */
export async function findMatterForExpense(
  db: DbExecutor,
  firmId: string,
  matterId: string,
): Promise<MatterForExpense | null> {
  const rows = await db
    .select({
      id: matterTable.id,
      clientId: matterTable.clientId,
      reference: matterTable.reference,
      title: matterTable.title,
      status: matterTable.status,
    })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertExpense(
  db: DbExecutor,
  values: {
    firmId: string;
    matterId: string;
    clientId: string;
    category: TExpenseCategory;
    description: string;
    amountCents: number;
    incurredOn: string;
    taxable: boolean;
    receiptFileId: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(expenseTable).values(values).returning({ id: expenseTable.id });
  if (!row) throw new Error("expense insert returned nothing");
  return row.id;
}

export async function updateExpenseRow(
  db: DbExecutor,
  expenseId: string,
  values: Partial<{
    matterId: string;
    clientId: string;
    category: TExpenseCategory;
    description: string;
    amountCents: number;
    incurredOn: string;
    taxable: boolean;
    status: TExpenseStatus;
    receiptFileId: string | null;
    approvedBy: string | null;
    approvedAt: Date | null;
  }>,
): Promise<void> {
  await db
    .update(expenseTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(expenseTable.id, expenseId));
}

export async function deleteExpenseRow(db: DbExecutor, expenseId: string): Promise<void> {
  await db.delete(expenseTable).where(eq(expenseTable.id, expenseId));
}

/** Whether a (draft) invoice has a line for the expense: the line must go before the expense can. */
export async function isExpenseOnInvoice(db: DbExecutor, expenseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoiceLineTable.id })
    .from(invoiceLineTable)
    .where(eq(invoiceLineTable.expenseId, expenseId))
    .limit(1);
  return rows.length > 0;
}

const expenseColumns = {
  id: expenseTable.id,
  incurredOn: expenseTable.incurredOn,
  category: expenseTable.category,
  description: expenseTable.description,
  matterId: expenseTable.matterId,
  matterReference: matterTable.reference,
  matterTitle: matterTable.title,
  clientId: expenseTable.clientId,
  clientName: clientTable.name,
  amountCents: expenseTable.amountCents,
  taxable: expenseTable.taxable,
  status: expenseTable.status,
  receiptFileId: expenseTable.receiptFileId,
  receiptFileName: storedFileTable.fileName,
  invoiceId: expenseTable.invoiceId,
  createdBy: expenseTable.createdBy,
  recordedBy: personNameSql,
  createdAt: expenseTable.createdAt,
};

function selectExpenses(db: DbExecutor) {
  return db
    .select(expenseColumns)
    .from(expenseTable)
    .innerJoin(matterTable, eq(matterTable.id, expenseTable.matterId))
    .innerJoin(clientTable, eq(clientTable.id, expenseTable.clientId))
    .innerJoin(userTable, eq(userTable.id, expenseTable.createdBy))
    .leftJoin(storedFileTable, eq(storedFileTable.id, expenseTable.receiptFileId));
}

/** One of the firm's expenses; `lock` holds it for the caller's transaction (edit, approve, delete). */
export async function findExpense(
  db: DbExecutor,
  firmId: string,
  expenseId: string,
  options: { lock?: boolean } = {},
): Promise<ExpenseRecord | null> {
  const query = selectExpenses(db)
    .where(and(eq(expenseTable.firmId, firmId), eq(expenseTable.id, expenseId)))
    .limit(1);
  const rows = options.lock ? await query.for("update", { of: expenseTable }) : await query;
  return rows[0] ?? null;
}

function expenseConditions(firmId: string, filters: ExpenseFilters): SQL | undefined {
  const pattern = filters.search ? `%${escapeLikePattern(filters.search)}%` : null;
  return and(
    eq(expenseTable.firmId, firmId),
    filters.status ? eq(expenseTable.status, filters.status) : undefined,
    filters.matterId ? eq(expenseTable.matterId, filters.matterId) : undefined,
    filters.category ? eq(expenseTable.category, filters.category) : undefined,
    pattern
      ? or(
          ilike(expenseTable.description, pattern),
          ilike(matterTable.reference, pattern),
          ilike(matterTable.title, pattern),
        )
      : undefined,
  );
}

export async function countExpenses(db: DbExecutor, firmId: string, filters: ExpenseFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(expenseTable)
    .innerJoin(matterTable, eq(matterTable.id, expenseTable.matterId))
    .where(expenseConditions(firmId, filters));
  return row?.total ?? 0;
}

/** A page of the firm's expenses, the latest incurred first. */
export async function listExpenseRows(
  db: DbExecutor,
  firmId: string,
  filters: ExpenseFilters,
  page: { limit: number; offset: number },
): Promise<ExpenseRecord[]> {
  return selectExpenses(db)
    .where(expenseConditions(firmId, filters))
    .orderBy(desc(expenseTable.incurredOn), desc(expenseTable.createdAt), desc(expenseTable.id))
    .limit(page.limit)
    .offset(page.offset);
}
