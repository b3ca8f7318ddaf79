import { randomUUID } from "node:crypto";
import { computeAmountCents, todayInSouthAfrica } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import {
  creditNoteTable,
  invoiceLineTable,
  invoiceTable,
  paymentAllocationTable,
  paymentTable,
} from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { timeEntryTable } from "../time/time.tables.ts";

/**
 * Test setup only: billing and time rows written straight into the tables (other modules' test
 * fixtures are theirs), shaped as the issue, payment and credit services leave them.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function insertClientAndMatter(
  db: DbExecutor,
  values: { firmId: string; name: string; practiceArea: string; openedOn: string },
): Promise<{ clientId: string; matterId: string }> {
  const [client] = await db
    .insert(clientTable)
    .values({ firmId: values.firmId, type: "company", name: values.name })
    .returning({ id: clientTable.id });
  const clientId = client?.id as string;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId: values.firmId,
      clientId,
      reference: `ANA-${randomUUID().slice(0, 8)}`,
      title: `Matter of ${values.name}`,
      type: values.practiceArea,
      status: "active",
      openedOn: values.openedOn,
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string };
}

export async function insertTime(
  db: DbExecutor,
  values: {
    firmId: string;
    matterId: string;
    userId: string;
    workedOn: string;
    hoursTenths: number;
    rateCents: number;
  },
): Promise<{ id: string; amountCents: number }> {
  const amountCents = computeAmountCents(values.hoursTenths, values.rateCents);
  const [row] = await db
    .insert(timeEntryTable)
    .values({ ...values, description: "Consultation", amountCents })
    .returning({ id: timeEntryTable.id });
  return { id: row?.id as string, amountCents };
}

/**
 * An invoice issued at `issuedAt`: its issue date is that moment's date in South Africa, as the issue
 * service takes `todayInSouthAfrica()`. Lines go in while it is a draft (a trigger locks an issued
 * invoice's lines); a time line marks its entry billed. VAT is 15% of the subtotal.
 */
export async function insertIssuedInvoiceAt(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string | null;
    createdBy: string;
    issuedAt: Date;
    lines: { amountCents: number; timeEntryId?: string }[];
    status?: "sent" | "void";
  },
): Promise<{ id: string; subtotalCents: number; totalCents: number; issueDate: string }> {
  const subtotalCents = values.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const vatCents = Math.round(subtotalCents * 0.15);
  const [invoice] = await db
    .insert(invoiceTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      matterId: values.matterId,
      description: "Professional services",
      subtotalCents,
      vatCents,
      totalCents: subtotalCents + vatCents,
      createdBy: values.createdBy,
    })
    .returning({ id: invoiceTable.id });
  const invoiceId = invoice?.id as string;
  for (const [index, line] of values.lines.entries()) {
    await db.insert(invoiceLineTable).values({
      firmId: values.firmId,
      invoiceId,
      position: index + 1,
      kind: line.timeEntryId ? "time" : "fee",
      description: "Professional services",
      quantityHundredths: 100,
      unitPriceCents: line.amountCents,
      amountCents: line.amountCents,
      taxable: true,
      vatCents: Math.round(line.amountCents * 0.15),
      timeEntryId: line.timeEntryId ?? null,
    });
  }
  const issueDate = todayInSouthAfrica(values.issuedAt);
  const number = next();
  await db
    .update(invoiceTable)
    .set({
      status: values.status ?? "sent",
      number: `ANA-${String(number).padStart(6, "0")}`,
      sequence: number,
      issueDate,
      dueDate: issueDate,
      taxInvoiceKind: "full",
      issuedAt: values.issuedAt,
      issuedBy: values.createdBy,
      ...(values.status === "void" ? { voidReason: "Issued in error", voidedAt: values.issuedAt } : {}),
    })
    .where(eq(invoiceTable.id, invoiceId));
  for (const line of values.lines) {
    if (line.timeEntryId)
      await db
        .update(timeEntryTable)
        .set({ billedAt: values.issuedAt, invoiceId })
        .where(eq(timeEntryTable.id, line.timeEntryId));
  }
  return { id: invoiceId, subtotalCents, totalCents: subtotalCents + vatCents, issueDate };
}

/** A credit note (amount including VAT, of which `vatCents`) on an invoice, moving its credited figure. */
export async function insertCreditNote(
  db: DbExecutor,
  values: {
    firmId: string;
    invoiceId: string;
    createdBy: string;
    amountCents: number;
    vatCents: number;
    issuedOn: string;
  },
): Promise<void> {
  const number = next();
  await db.insert(creditNoteTable).values({
    ...values,
    number: `ACN-${String(number).padStart(6, "0")}`,
    sequence: number,
    reason: "Fee reduced",
  });
  await db
    .update(invoiceTable)
    .set({
      creditedCents: sql`${invoiceTable.creditedCents} + ${values.amountCents}`,
      status: "partially_paid",
    })
    .where(eq(invoiceTable.id, values.invoiceId));
}

/** An EFT payment allocated in full to one invoice, moving its paid figure. */
export async function insertAllocatedPayment(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    invoiceId: string;
    createdBy: string;
    amountCents: number;
    receivedOn: string;
  },
): Promise<void> {
  const [payment] = await db
    .insert(paymentTable)
    .values({
      firmId: values.firmId,
      clientId: values.clientId,
      method: "eft",
      amountCents: values.amountCents,
      allocatedCents: values.amountCents,
      receivedOn: values.receivedOn,
      createdBy: values.createdBy,
    })
    .returning({ id: paymentTable.id });
  await db.insert(paymentAllocationTable).values({
    firmId: values.firmId,
    paymentId: payment?.id as string,
    invoiceId: values.invoiceId,
    amountCents: values.amountCents,
    createdBy: values.createdBy,
  });
  await db
    .update(invoiceTable)
    .set({ paidCents: sql`${invoiceTable.paidCents} + ${values.amountCents}`, status: "partially_paid" })
    .where(eq(invoiceTable.id, values.invoiceId));
}
