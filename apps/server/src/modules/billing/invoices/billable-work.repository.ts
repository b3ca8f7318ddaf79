import type { TExpenseCategory, TExpenseStatus } from "@inkundla/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import { userTable } from "../../auth/auth.tables.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { personNameSql, releaseInvoicedTimeEntries } from "../../time/index.ts";
import { timeEntryTable } from "../../time/time.tables.ts";
import { expenseTable } from "../billing.tables.ts";

/** What an invoice needs to know about the client it is addressed to. */
export type BillingClient = {
  id: string;
  name: string;
  email: string | null;
  vatNumber: string;
  /** The physical address, else the postal one. */
  address: string;
  isArchived: boolean;
};

export async function findBillingClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<BillingClient | null> {
  const rows = await db
    .select({
      id: clientTable.id,
      name: clientTable.name,
      email: clientTable.email,
      vatNumber: sql<string>`coalesce(${clientTable.vatNumber}, '')`,
      address: sql<string>`coalesce(nullif(trim(${clientTable.physicalAddress}), ''), ${clientTable.postalAddress}, '')`,
      isArchived: sql<boolean>`${clientTable.archivedAt} is not null`,
    })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export type BillingMatter = { id: string; clientId: string; reference: string; title: string };

const matterColumns = {
  id: matterTable.id,
  clientId: matterTable.clientId,
  reference: matterTable.reference,
  title: matterTable.title,
};

export async function findBillingMatter(
  db: DbExecutor,
  firmId: string,
  matterId: string,
): Promise<BillingMatter | null> {
  const rows = await db
    .select(matterColumns)
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The firm's matter with this reference, e.g. MAT-2026-0001; typed in another case it is still found. */
export async function findBillingMatterByReference(
  db: DbExecutor,
  firmId: string,
  reference: string,
): Promise<BillingMatter | null> {
  const exact = await db
    .select(matterColumns)
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.reference, reference)))
    .limit(1);
  if (exact[0]) return exact[0];
  const anyCase = await db
    .select(matterColumns)
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), sql`lower(${matterTable.reference}) = lower(${reference})`))
    .limit(1);
  return anyCase[0] ?? null;
}

/** A time entry as billing sees it: what it is worth and whether an issued invoice took it already. */
export type BillableTimeEntry = {
  id: string;
  matterId: string;
  workedOn: string;
  description: string;
  hoursTenths: number;
  rateCents: number;
  amountCents: number;
  isBilled: boolean;
};

/**
 * The firm's time entries with these ids. `lock` holds them until the caller's transaction ends, in
 * id order so two invoices taking overlapping entries wait for each other instead of deadlocking.
 */
export async function findBillableTimeEntries(
  db: DbExecutor,
  firmId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<BillableTimeEntry[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: timeEntryTable.id,
      matterId: timeEntryTable.matterId,
      workedOn: timeEntryTable.workedOn,
      description: timeEntryTable.description,
      hoursTenths: timeEntryTable.hoursTenths,
      rateCents: timeEntryTable.rateCents,
      amountCents: timeEntryTable.amountCents,
      isBilled: sql<boolean>`${timeEntryTable.billedAt} is not null`,
    })
    .from(timeEntryTable)
    .where(and(eq(timeEntryTable.firmId, firmId), inArray(timeEntryTable.id, [...ids])))
    .orderBy(asc(timeEntryTable.id));
  return options.lock ? query.for("update") : query;
}

/** An expense as billing sees it. Billed means an issued invoice took it. */
export type BillableExpense = {
  id: string;
  matterId: string;
  incurredOn: string;
  category: TExpenseCategory;
  description: string;
  amountCents: number;
  taxable: boolean;
  status: TExpenseStatus;
};

/** The firm's expenses with these ids; `lock` as for time entries. */
export async function findBillableExpenses(
  db: DbExecutor,
  firmId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<BillableExpense[]> {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: expenseTable.id,
      matterId: expenseTable.matterId,
      incurredOn: expenseTable.incurredOn,
      category: expenseTable.category,
      description: expenseTable.description,
      amountCents: expenseTable.amountCents,
      taxable: expenseTable.taxable,
      status: expenseTable.status,
    })
    .from(expenseTable)
    .where(and(eq(expenseTable.firmId, firmId), inArray(expenseTable.id, [...ids])))
    .orderBy(asc(expenseTable.id));
  return options.lock ? query.for("update") : query;
}

export async function markExpensesBilled(
  db: DbExecutor,
  invoiceId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(expenseTable)
    .set({ status: "billed", invoiceId, billedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(expenseTable.id, [...ids]), isNull(expenseTable.invoiceId)));
}

/**
 * Voiding: the work the invoice billed is unbilled again and may go on a new invoice. An expense goes
 * back to approved when it had been approved, else to recorded.
 */
export async function releaseBilledWork(
  db: DbExecutor,
  invoiceId: string,
): Promise<{ timeEntries: number; expenses: number }> {
  const timeEntries = await releaseInvoicedTimeEntries(db, invoiceId);
  const expenses = await db
    .update(expenseTable)
    .set({
      status: sql`case when ${expenseTable.approvedAt} is not null then 'approved'::expense_status else 'recorded'::expense_status end`,
      invoiceId: null,
      billedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(expenseTable.invoiceId, invoiceId))
    .returning({ id: expenseTable.id });
  return { timeEntries, expenses: expenses.length };
}

/** The matter's unbilled time, oldest first, for the invoice form. */
export async function listUnbilledTimeEntries(db: DbExecutor, firmId: string, matterId: string) {
  return db
    .select({
      id: timeEntryTable.id,
      workedOn: timeEntryTable.workedOn,
      description: timeEntryTable.description,
      hoursTenths: timeEntryTable.hoursTenths,
      rateCents: timeEntryTable.rateCents,
      amountCents: timeEntryTable.amountCents,
      userName: personNameSql,
    })
    .from(timeEntryTable)
    .innerJoin(userTable, eq(userTable.id, timeEntryTable.userId))
    .where(
      and(
        eq(timeEntryTable.firmId, firmId),
        eq(timeEntryTable.matterId, matterId),
        isNull(timeEntryTable.billedAt),
      ),
    )
    .orderBy(asc(timeEntryTable.workedOn), asc(timeEntryTable.createdAt), asc(timeEntryTable.id))
    .limit(1000);
}

/** The matter's recorded and approved expenses that no issued invoice has taken, oldest first. */
export async function listUnbilledExpenses(db: DbExecutor, firmId: string, matterId: string) {
  return db
    .select({
      id: expenseTable.id,
      incurredOn: expenseTable.incurredOn,
      category: expenseTable.category,
      description: expenseTable.description,
      amountCents: expenseTable.amountCents,
      taxable: expenseTable.taxable,
      status: expenseTable.status,
    })
    .from(expenseTable)
    .where(
      and(
        eq(expenseTable.firmId, firmId),
        eq(expenseTable.matterId, matterId),
        inArray(expenseTable.status, ["recorded", "approved"]),
      ),
    )
    .orderBy(asc(expenseTable.incurredOn), asc(expenseTable.createdAt), asc(expenseTable.id))
    .limit(1000);
}
