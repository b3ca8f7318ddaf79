import { randomUUID } from "node:crypto";
import {
  addDaysToDate,
  computeAmountCents,
  computeInvoiceTotals,
  settledStatusOf,
  todayInSouthAfrica,
  vatShareOf,
} from "@inkundla/shared";
import { eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { pdfStrings } from "../../testing/pdf-strings.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { timeEntryTable } from "../time/time.tables.ts";
import {
  creditNoteTable,
  expenseTable,
  invoiceLineTable,
  invoiceTable,
  paymentAllocationTable,
  paymentTable,
} from "./billing.tables.ts";

/** Test setup only: a client (with an address and e-mail, as invoices need) and one active matter. */
export async function insertBillingClient(
  db: DbExecutor,
  firmId: string,
  overrides: { name?: string; email?: string | null; vatNumber?: string | null; address?: string } = {},
): Promise<{ clientId: string; matterId: string; matterReference: string; name: string }> {
  const name = overrides.name ?? `Client ${randomUUID().slice(0, 8)}`;
  const [client] = await db
    .insert(clientTable)
    .values({
      firmId,
      type: "company",
      name,
      email:
        overrides.email === undefined
          ? `accounts.${randomUUID().slice(0, 8)}@client.example.co.za`
          : overrides.email,
      vatNumber: overrides.vatNumber ?? null,
      physicalAddress: overrides.address ?? "12 Loop Street, Cape Town, 8001",
    })
    .returning({ id: clientTable.id });
  const clientId = client?.id as string;
  const matterReference = `BIL-${randomUUID().slice(0, 8)}`;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId,
      reference: matterReference,
      title: `Matter of ${name}`,
      type: "Commercial Law",
      status: "active",
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string, matterReference, name };
}

/** Test setup only: an unbilled time entry written straight into the table. */
export async function insertTimeEntry(
  db: DbExecutor,
  values: {
    firmId: string;
    matterId: string;
    userId: string;
    hoursTenths: number;
    rateCents: number;
    workedOn?: string;
    description?: string;
  },
): Promise<{ id: string; amountCents: number }> {
  const amountCents = computeAmountCents(values.hoursTenths, values.rateCents);
  const [row] = await db
    .insert(timeEntryTable)
    .values({
      firmId: values.firmId,
      matterId: values.matterId,
      userId: values.userId,
      workedOn: values.workedOn ?? daysAgo(3),
      description: values.description ?? "Drafting heads of argument",
      hoursTenths: values.hoursTenths,
      rateCents: values.rateCents,
      amountCents,
    })
    .returning({ id: timeEntryTable.id });
  return { id: row?.id as string, amountCents };
}

/** A date some days before today in South Africa. */
export function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

/**
 * Test setup only: an issued ("sent") invoice with one fee line, written straight into the tables. The
 * line goes in while the invoice is a draft, then one UPDATE issues it, because a trigger refuses line
 * changes on an issued invoice.
 */
export async function insertIssuedInvoice(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string | null;
    totalCents: number;
    vatCents: number;
    number: string;
    sequence: number;
    issueDate: string;
    dueDate: string;
    createdBy: string;
    description?: string;
  },
): Promise<{ id: string; number: string; totalCents: number }> {
  const subtotalCents = values.totalCents - values.vatCents;
  const description = values.description ?? "Professional services rendered";
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      matterId: values.matterId,
      description,
      subtotalCents,
      vatCents: values.vatCents,
      totalCents: values.totalCents,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  const invoiceId = invoice?.id as string;
  await db.insert(invoiceLineTable).values({
    firmId: values.firmId,
    invoiceId,
    position: 1,
    kind: "fee",
    description,
    quantityHundredths: 100,
    unitPriceCents: subtotalCents,
    amountCents: subtotalCents,
    taxable: values.vatCents > 0,
    vatCents: values.vatCents,
  });
  await db
    .update(invoiceTable)
    .set({
      status: "sent",
      number: values.number,
      sequence: values.sequence,
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      taxInvoiceKind: values.vatCents > 0 ? "full" : "not_vat_registered",
      issuedAt: new Date(),
      issuedBy: values.createdBy,
    })
    .where(eq(invoiceTable.id, invoiceId));
  return { id: invoiceId, number: values.number, totalCents: values.totalCents };
}

/**
 * Test setup only: an issued invoice whose lines bill time entries (one line each, taxable, VAT by the
 * shared rule), issued like `insertIssuedInvoice`; the entries are then marked billed by it.
 */
export async function insertTimeInvoice(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string;
    createdBy: string;
    number: string;
    sequence: number;
    issueDate: string;
    dueDate: string;
    timeEntries: { id: string; amountCents: number }[];
  },
): Promise<{ id: string; subtotalCents: number; totalCents: number }> {
  const totals = computeInvoiceTotals(
    values.timeEntries.map((entry) => ({ amountCents: entry.amountCents, taxable: true })),
    true,
  );
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      matterId: values.matterId,
      description: "Professional services: time",
      subtotalCents: totals.subtotalCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  const invoiceId = invoice?.id as string;
  await db.insert(invoiceLineTable).values(
    values.timeEntries.map((entry, index) => ({
      firmId: values.firmId,
      invoiceId,
      position: index + 1,
      kind: "time" as const,
      description: "Professional services",
      quantityHundredths: 100,
      unitPriceCents: entry.amountCents,
      amountCents: entry.amountCents,
      taxable: true,
      vatCents: totals.lineVatCents[index] ?? 0,
      timeEntryId: entry.id,
    })),
  );
  await db
    .update(invoiceTable)
    .set({
      status: "sent",
      number: values.number,
      sequence: values.sequence,
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      taxInvoiceKind: "full",
      issuedAt: new Date(),
      issuedBy: values.createdBy,
    })
    .where(eq(invoiceTable.id, invoiceId));
  await db
    .update(timeEntryTable)
    .set({ billedAt: new Date(), invoiceId })
    .where(
      inArray(
        timeEntryTable.id,
        values.timeEntries.map((entry) => entry.id),
      ),
    );
  return { id: invoiceId, subtotalCents: totals.subtotalCents, totalCents: totals.totalCents };
}

/** Test setup only: a draft invoice (no number) with one fee line. */
export async function insertDraftInvoice(
  db: DbExecutor,
  values: { firmId: string; clientId: string; createdBy: string; subtotalCents: number },
): Promise<{ id: string }> {
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      description: "Draft fee note",
      subtotalCents: values.subtotalCents,
      totalCents: values.subtotalCents,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  return { id: invoice?.id as string };
}

/** Moves an invoice's paid or credited figure and its status as the payment and credit rules would. */
async function settleInvoice(
  db: DbExecutor,
  invoiceId: string,
  change: { paidCents?: number; creditedCents?: number; on: string },
): Promise<void> {
  const [invoice] = await db
    .select({
      totalCents: invoiceTable.totalCents,
      paidCents: invoiceTable.paidCents,
      creditedCents: invoiceTable.creditedCents,
    })
    .from(invoiceTable)
    .where(eq(invoiceTable.id, invoiceId));
  if (!invoice) throw new Error(`no invoice ${invoiceId}`);
  const after = {
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents + (change.paidCents ?? 0),
    creditedCents: invoice.creditedCents + (change.creditedCents ?? 0),
  };
  const status = settledStatusOf(after);
  await db
    .update(invoiceTable)
    .set({
      paidCents: after.paidCents,
      creditedCents: after.creditedCents,
      status,
      ...(status === "paid" ? { paidOn: change.on } : {}),
    })
    .where(eq(invoiceTable.id, invoiceId));
}

/**
 * Test setup only: an EFT, cash or card payment received on a day, allocated to invoices (each
 * invoice's paid figure and status follow; paid in full → `paid_on` is that day). What is not
 * allocated stays the client's credit.
 */
export async function insertPaymentRow(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    createdBy: string;
    amountCents: number;
    receivedOn: string;
    method?: "eft" | "cash" | "card";
    reference?: string;
    allocations?: { invoiceId: string; amountCents: number }[];
  },
): Promise<{ id: string }> {
  const allocations = values.allocations ?? [];
  const [payment] = await db
    .insert(paymentTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      method: values.method ?? "eft",
      amountCents: values.amountCents,
      allocatedCents: allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0),
      receivedOn: values.receivedOn,
      reference: values.reference ?? "",
      createdBy: values.createdBy,
    })
    .returning({ id: paymentTable.id });
  const paymentId = payment?.id as string;
  for (const allocation of allocations) {
    await db.insert(paymentAllocationTable).values({
      firmId: values.firmId,
      paymentId,
      invoiceId: allocation.invoiceId,
      amountCents: allocation.amountCents,
      createdBy: values.createdBy,
    });
    await settleInvoice(db, allocation.invoiceId, {
      paidCents: allocation.amountCents,
      on: values.receivedOn,
    });
  }
  return { id: paymentId };
}

/** Test setup only: a credit note (amount including VAT, its VAT in proportion) against an issued invoice. */
export async function insertCreditNoteRow(
  db: DbExecutor,
  values: {
    firmId: string;
    invoiceId: string;
    createdBy: string;
    amountCents: number;
    issuedOn: string;
    number: string;
    sequence: number;
    reason?: string;
  },
): Promise<{ id: string; vatCents: number }> {
  const [invoice] = await db
    .select({ vatCents: invoiceTable.vatCents, totalCents: invoiceTable.totalCents })
    .from(invoiceTable)
    .where(eq(invoiceTable.id, values.invoiceId));
  const vatCents = vatShareOf(values.amountCents, invoice?.vatCents ?? 0, invoice?.totalCents ?? 0);
  const [creditNote] = await db
    .insert(creditNoteTable)
    .values({
      firmId: values.firmId,
      invoiceId: values.invoiceId,
      number: values.number,
      sequence: values.sequence,
      issuedOn: values.issuedOn,
      reason: values.reason ?? "Fee reduced as agreed",
      amountCents: values.amountCents,
      vatCents,
      createdBy: values.createdBy,
    })
    .returning({ id: creditNoteTable.id });
  await settleInvoice(db, values.invoiceId, { creditedCents: values.amountCents, on: values.issuedOn });
  return { id: creditNote?.id as string, vatCents };
}

/** Test setup only: voids an issued invoice on a day (mid-morning in South Africa). */
export async function voidInvoiceRow(
  db: DbExecutor,
  values: { invoiceId: string; userId: string; voidedOn: string; reason?: string },
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({
      status: "void",
      voidReason: values.reason ?? "Issued to the wrong client",
      voidedAt: new Date(`${values.voidedOn}T10:00:00+02:00`),
      voidedBy: values.userId,
    })
    .where(eq(invoiceTable.id, values.invoiceId));
}

/** Test setup only: an expense on a matter, recorded or approved (unbilled), or billed on an invoice. */
export async function insertExpenseRow(
  db: DbExecutor,
  values: {
    firmId: string;
    matterId: string;
    clientId: string;
    createdBy: string;
    amountCents: number;
    incurredOn?: string;
    status?: "recorded" | "approved" | "billed";
    invoiceId?: string;
    description?: string;
  },
): Promise<{ id: string }> {
  const status = values.status ?? "recorded";
  const [expense] = await db
    .insert(expenseTable)
    .values({
      firmId: values.firmId,
      matterId: values.matterId,
      clientId: values.clientId,
      category: "filing",
      description: values.description ?? "Issue fee at the High Court",
      amountCents: values.amountCents,
      incurredOn: values.incurredOn ?? daysAgo(2),
      status,
      invoiceId: status === "billed" ? values.invoiceId : null,
      billedAt: status === "billed" ? new Date() : null,
      createdBy: values.createdBy,
    })
    .returning({ id: expenseTable.id });
  return { id: expense?.id as string };
}

/** The strings a PDF draws, in order (see testing/pdf-strings.ts). */
export const pdfTextOf = (bytes: Uint8Array) => pdfStrings(bytes);
