import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import {
  billingProfileTable,
  invoiceLineTable,
  invoiceTable,
  prescribedInterestRateTable,
} from "../billing.tables.ts";

export type PrescribedRateRow = {
  id: string;
  effectiveFrom: string;
  rateBasisPoints: number;
  note: string;
};

const rateColumns = {
  id: prescribedInterestRateTable.id,
  effectiveFrom: prescribedInterestRateTable.effectiveFrom,
  rateBasisPoints: prescribedInterestRateTable.rateBasisPoints,
  note: prescribedInterestRateTable.note,
};

/** The platform's prescribed rate table, the latest first. */
export async function listRateRows(db: DbExecutor): Promise<PrescribedRateRow[]> {
  return db
    .select(rateColumns)
    .from(prescribedInterestRateTable)
    .orderBy(desc(prescribedInterestRateTable.effectiveFrom));
}

/** Every rate, locked: deleting one while another is deleted could otherwise leave the table empty. */
export async function lockRateRows(db: DbExecutor): Promise<PrescribedRateRow[]> {
  return db
    .select(rateColumns)
    .from(prescribedInterestRateTable)
    .orderBy(asc(prescribedInterestRateTable.id))
    .for("update");
}

export async function insertRate(
  db: DbExecutor,
  values: { effectiveFrom: string; rateBasisPoints: number; note: string; createdBy: string },
): Promise<PrescribedRateRow> {
  const [row] = await db.insert(prescribedInterestRateTable).values(values).returning(rateColumns);
  if (!row) throw new Error("prescribed rate insert returned nothing");
  return row;
}

export async function deleteRate(db: DbExecutor, rateId: string): Promise<void> {
  await db.delete(prescribedInterestRateTable).where(eq(prescribedInterestRateTable.id, rateId));
}

/**
 * A draft invoice with one interest line for the client (and matter) of an overdue invoice. Interest
 * is an exempt financial service (VAT Act s12(a)): the line is not taxable and the draft
 * carries no VAT.
 */
export async function insertInterestDraft(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string | null;
    description: string;
    lineDescription: string;
    interestCents: number;
    interestOnInvoiceId: string;
    createdBy: string;
  },
): Promise<string> {
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      matterId: values.matterId,
      description: values.description,
      subtotalCents: values.interestCents,
      vatCents: 0,
      totalCents: values.interestCents,
      interestOnInvoiceId: values.interestOnInvoiceId,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  if (!invoice) throw new Error("interest invoice insert returned nothing");
  await db.insert(invoiceLineTable).values({
    firmId: values.firmId,
    invoiceId: invoice.id,
    position: 1,
    kind: "interest",
    description: values.lineDescription,
    quantityHundredths: 100,
    unitPriceCents: values.interestCents,
    amountCents: values.interestCents,
    taxable: false,
    vatCents: 0,
  });
  return invoice.id;
}

/** Interest is charged up to this day: the next charge starts after it. The lock trigger allows this. */
export async function setInterestChargedThrough(db: DbExecutor, invoiceId: string, toDate: string) {
  await db
    .update(invoiceTable)
    .set({ interestChargedThrough: toDate, updatedAt: sql`now()` })
    .where(eq(invoiceTable.id, invoiceId));
}

/** Whether the firm's billing profile offers interest on overdue invoices (no profile yet: no). */
export async function isInterestSwitchedOn(db: DbExecutor, firmId: string): Promise<boolean> {
  const [row] = await db
    .select({ chargeInterest: billingProfileTable.chargeInterest })
    .from(billingProfileTable)
    .where(eq(billingProfileTable.firmId, firmId));
  return row?.chargeInterest ?? false;
}
