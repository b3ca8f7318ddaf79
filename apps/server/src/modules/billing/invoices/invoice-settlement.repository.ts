import type { TInvoiceStatus, TPaymentMethod } from "@inkundla/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import {
  creditNoteTable,
  invoiceTable,
  paymentAllocationTable,
  paymentTable,
  prescribedInterestRateTable,
} from "../billing.tables.ts";

/** A credit note moved the credited figure and perhaps the status (and the day it was settled). */
export async function applyCreditToInvoice(
  db: DbExecutor,
  invoiceId: string,
  change: { creditedCents: number; status: TInvoiceStatus; paidOn: string | null },
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(invoiceTable.id, invoiceId));
}

/** Whether any payment has been allocated to the invoice, whatever its paid figure says. */
export async function hasPaymentAllocations(db: DbExecutor, invoiceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentAllocationTable.id })
    .from(paymentAllocationTable)
    .where(eq(paymentAllocationTable.invoiceId, invoiceId))
    .limit(1);
  return rows.length > 0;
}

export type InvoicePaymentRecord = {
  paymentId: string;
  date: string;
  method: TPaymentMethod;
  reference: string;
  amountCents: number;
};

/** The payments allocated to the invoice, oldest first (the amount is what each allocated to it). */
export async function findInvoicePayments(
  db: DbExecutor,
  invoiceId: string,
): Promise<InvoicePaymentRecord[]> {
  return db
    .select({
      paymentId: paymentTable.id,
      date: paymentTable.receivedOn,
      method: paymentTable.method,
      reference: paymentTable.reference,
      amountCents: paymentAllocationTable.amountCents,
    })
    .from(paymentAllocationTable)
    .innerJoin(paymentTable, eq(paymentTable.id, paymentAllocationTable.paymentId))
    .where(eq(paymentAllocationTable.invoiceId, invoiceId))
    .orderBy(asc(paymentTable.receivedOn), asc(paymentAllocationTable.createdAt));
}

export type CreditNoteRecord = {
  id: string;
  invoiceId: string;
  number: string;
  date: string;
  reason: string;
  amountCents: number;
  vatCents: number;
  createdAt: Date;
};

const creditNoteColumns = {
  id: creditNoteTable.id,
  invoiceId: creditNoteTable.invoiceId,
  number: creditNoteTable.number,
  date: creditNoteTable.issuedOn,
  reason: creditNoteTable.reason,
  amountCents: creditNoteTable.amountCents,
  vatCents: creditNoteTable.vatCents,
  createdAt: creditNoteTable.createdAt,
};

export async function findInvoiceCreditNotes(db: DbExecutor, invoiceId: string): Promise<CreditNoteRecord[]> {
  return db
    .select(creditNoteColumns)
    .from(creditNoteTable)
    .where(eq(creditNoteTable.invoiceId, invoiceId))
    .orderBy(asc(creditNoteTable.sequence));
}

export async function findCreditNote(
  db: DbExecutor,
  firmId: string,
  creditNoteId: string,
): Promise<CreditNoteRecord | null> {
  const rows = await db
    .select(creditNoteColumns)
    .from(creditNoteTable)
    .where(and(eq(creditNoteTable.firmId, firmId), eq(creditNoteTable.id, creditNoteId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCreditNote(
  db: DbExecutor,
  creditNote: {
    firmId: string;
    invoiceId: string;
    number: string;
    sequence: number;
    issuedOn: string;
    reason: string;
    amountCents: number;
    vatCents: number;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(creditNoteTable).values(creditNote).returning({ id: creditNoteTable.id });
  if (!row) throw new Error("insertCreditNote returned no row");
  return row.id;
}

/** The prescribed interest rate table (platform-wide), oldest first. */
export async function findPrescribedRates(
  db: DbExecutor,
): Promise<{ effectiveFrom: string; rateBasisPoints: number }[]> {
  return db
    .select({
      effectiveFrom: prescribedInterestRateTable.effectiveFrom,
      rateBasisPoints: prescribedInterestRateTable.rateBasisPoints,
    })
    .from(prescribedInterestRateTable)
    .orderBy(asc(prescribedInterestRateTable.effectiveFrom));
}
