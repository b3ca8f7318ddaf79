import type { TInvoiceEmailStatus, TInvoiceStatus } from "@inkundla/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../platform/db.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { type InvoicePartySnapshot, invoiceLineTable, invoiceTable } from "../billing.tables.ts";
import type { PricedLine } from "./invoice.rules.ts";

/** An invoice row with the names it is shown with. */
export type InvoiceRecord = {
  id: string;
  firmId: string;
  clientId: string;
  clientName: string;
  matterId: string | null;
  matterReference: string | null;
  status: TInvoiceStatus;
  number: string | null;
  sequence: number | null;
  description: string;
  notes: string;
  issueDate: string | null;
  dueDate: string | null;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  taxInvoiceKind: "full" | "abridged" | "not_vat_registered" | null;
  supplier: InvoicePartySnapshot | null;
  recipient: InvoicePartySnapshot | null;
  paidOn: string | null;
  interestChargedThrough: string | null;
  emailStatus: TInvoiceEmailStatus | null;
  voidReason: string | null;
  issuedAt: Date | null;
  createdAt: Date;
};

const invoiceColumns = {
  id: invoiceTable.id,
  firmId: invoiceTable.firmId,
  clientId: invoiceTable.clientId,
  clientName: clientTable.name,
  matterId: invoiceTable.matterId,
  matterReference: matterTable.reference,
  status: invoiceTable.status,
  number: invoiceTable.number,
  sequence: invoiceTable.sequence,
  description: invoiceTable.description,
  notes: invoiceTable.notes,
  issueDate: invoiceTable.issueDate,
  dueDate: invoiceTable.dueDate,
  subtotalCents: invoiceTable.subtotalCents,
  vatCents: invoiceTable.vatCents,
  totalCents: invoiceTable.totalCents,
  paidCents: invoiceTable.paidCents,
  creditedCents: invoiceTable.creditedCents,
  taxInvoiceKind: sql<InvoiceRecord["taxInvoiceKind"]>`${invoiceTable.taxInvoiceKind}`,
  supplier: invoiceTable.supplier,
  recipient: invoiceTable.recipient,
  paidOn: invoiceTable.paidOn,
  interestChargedThrough: invoiceTable.interestChargedThrough,
  emailStatus: invoiceTable.emailStatus,
  voidReason: invoiceTable.voidReason,
  issuedAt: invoiceTable.issuedAt,
  createdAt: invoiceTable.createdAt,
};

/** One of the firm's invoices; `lock` holds the invoice row (not its client or matter) for the transaction. */
export async function findInvoice(
  db: DbExecutor,
  firmId: string,
  invoiceId: string,
  options: { lock?: boolean } = {},
): Promise<InvoiceRecord | null> {
  const query = db
    .select(invoiceColumns)
    .from(invoiceTable)
    .innerJoin(clientTable, eq(clientTable.id, invoiceTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, invoiceTable.matterId))
    .where(and(eq(invoiceTable.firmId, firmId), eq(invoiceTable.id, invoiceId)))
    .limit(1);
  const rows = options.lock ? await query.for("update", { of: invoiceTable }) : await query;
  return rows[0] ?? null;
}

export type InvoiceLineRecord = PricedLine & { id: string; position: number };

export async function findInvoiceLines(db: DbExecutor, invoiceId: string): Promise<InvoiceLineRecord[]> {
  return db
    .select({
      id: invoiceLineTable.id,
      position: invoiceLineTable.position,
      kind: invoiceLineTable.kind,
      description: invoiceLineTable.description,
      quantityHundredths: invoiceLineTable.quantityHundredths,
      unitPriceCents: invoiceLineTable.unitPriceCents,
      amountCents: invoiceLineTable.amountCents,
      taxable: invoiceLineTable.taxable,
      vatCents: invoiceLineTable.vatCents,
      timeEntryId: invoiceLineTable.timeEntryId,
      expenseId: invoiceLineTable.expenseId,
      itemDate: invoiceLineTable.itemDate,
    })
    .from(invoiceLineTable)
    .where(eq(invoiceLineTable.invoiceId, invoiceId))
    .orderBy(asc(invoiceLineTable.position));
}

export type NewInvoice = {
  firmId: string;
  clientId: string;
  matterId: string | null;
  description: string;
  notes: string;
  dueDate: string | null;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  interestOnInvoiceId?: string | null;
  createdBy: string;
};

export async function insertInvoice(db: DbExecutor, invoice: NewInvoice): Promise<string> {
  const [row] = await db.insert(invoiceTable).values(invoice).returning({ id: invoiceTable.id });
  if (!row) throw new Error("insertInvoice returned no row");
  return row.id;
}

/** A draft's lines, replaced as a whole and numbered 1, 2, 3… in the order given. */
export async function replaceInvoiceLines(
  db: DbExecutor,
  firmId: string,
  invoiceId: string,
  lines: readonly PricedLine[],
): Promise<void> {
  await db.delete(invoiceLineTable).where(eq(invoiceLineTable.invoiceId, invoiceId));
  if (lines.length === 0) return;
  await db.insert(invoiceLineTable).values(
    lines.map((line, index) => ({
      firmId,
      invoiceId,
      position: index + 1,
      kind: line.kind,
      description: line.description,
      quantityHundredths: line.quantityHundredths,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      taxable: line.taxable,
      vatCents: line.vatCents,
      timeEntryId: line.timeEntryId,
      expenseId: line.expenseId,
      itemDate: line.itemDate,
    })),
  );
}

/** A draft's own fields; the lock trigger refuses this on an issued invoice, whatever the caller checked. */
export async function updateDraftInvoice(
  db: DbExecutor,
  invoiceId: string,
  changes: Partial<{
    matterId: string | null;
    description: string;
    notes: string;
    dueDate: string | null;
    subtotalCents: number;
    vatCents: number;
    totalCents: number;
  }>,
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(invoiceTable.id, invoiceId), eq(invoiceTable.status, "draft")));
}

/** Deletes a draft (its lines go with it); false when there was no such draft. */
export async function deleteDraftInvoice(
  db: DbExecutor,
  firmId: string,
  invoiceId: string,
): Promise<boolean> {
  const rows = await db
    .delete(invoiceTable)
    .where(
      and(eq(invoiceTable.firmId, firmId), eq(invoiceTable.id, invoiceId), eq(invoiceTable.status, "draft")),
    )
    .returning({ id: invoiceTable.id });
  return rows.length > 0;
}

/** Voiding: the status and the void fields, all the lock trigger lets change on an issued invoice. */
export async function markInvoiceVoid(
  db: DbExecutor,
  invoiceId: string,
  voided: { reason: string; voidedBy: string },
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({
      status: "void",
      voidReason: voided.reason,
      voidedAt: sql`now()`,
      voidedBy: voided.voidedBy,
      updatedAt: sql`now()`,
    })
    .where(eq(invoiceTable.id, invoiceId));
}

/** Whether the e-mail with the PDF went out: sent, failed, logged (no SMTP) or no_email. */
export async function setInvoiceEmailStatus(
  db: DbExecutor,
  invoiceId: string,
  status: TInvoiceEmailStatus,
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({ emailStatus: status })
    .where(and(eq(invoiceTable.id, invoiceId), sql`${invoiceTable.status} <> 'void'`));
}
