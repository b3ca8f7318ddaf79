import {
  addDaysToDate,
  computeInvoiceTotals,
  settledStatusOf,
  taxInvoiceContent,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { and, eq, isNull } from "drizzle-orm";
import {
  billingProfileTable,
  expenseTable,
  invoiceLineTable,
  invoiceTable,
  paymentAllocationTable,
  paymentTable,
} from "../modules/billing/billing.tables.ts";
import { clientTable } from "../modules/clients/client.tables.ts";
import { firmTable } from "../modules/firms/firm.tables.ts";
import { matterTable } from "../modules/matters/matter.tables.ts";
import { timeEntryTable } from "../modules/time/time.tables.ts";
import { postTrustTransaction } from "../modules/trust/index.ts";
import { trustAccountTable, trustFeeNoteTable } from "../modules/trust/trust.tables.ts";
import type { DbExecutor } from "../platform/db.ts";

function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

const PROFILE = {
  vatNumber: "4720183456",
  address: "3rd Floor, 41 Loop Street, Cape Town, 8001",
  bankingDetails:
    "FNB Business Cheque Account\nAccount number 62845500011, branch code 250655\nUse the invoice number as your reference",
  paymentTermsDays: 30,
};

type DemoLine = {
  kind: "time" | "fee";
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  amountCents: number;
  timeEntryId?: string;
  itemDate?: string;
};

type DemoInvoice = {
  clientName: string;
  matterTitle: string;
  description: string;
  issuedDaysAgo: number | null;
  lines: DemoLine[] | ((tx: DbExecutor, matterId: string) => Promise<DemoLine[]>);
};

/**
 * The demo firm's billing, written with the same rules the services use (one VAT rounding rule, the
 * tax invoice content of section 20, gapless numbers with the counter after the last): a VAT registered
 * profile; an invoice for time, paid by EFT; one paid from the client's trust money through the trust
 * posting engine (so both books show it); an overdue one part paid; a recent one still open; a draft;
 * and two expenses. Unbilled time remains on other matters, for the Create Invoice form.
 */
export async function seedDemoBilling(
  tx: DbExecutor,
  people: { firmId: string; ownerId: string },
): Promise<void> {
  const { firmId, ownerId } = people;
  const [firm] = await tx.select().from(firmTable).where(eq(firmTable.id, firmId));
  if (!firm) throw new Error("demo billing: the firm is missing");
  await tx.insert(billingProfileTable).values({
    firmId,
    vatRegistered: true,
    vatNumber: PROFILE.vatNumber,
    billingAddress: PROFILE.address,
    bankingDetails: PROFILE.bankingDetails,
    paymentTermsDays: PROFILE.paymentTermsDays,
  });

  const matterOf = async (clientName: string, matterTitle: string) => {
    const [row] = await tx
      .select({
        clientId: clientTable.id,
        matterId: matterTable.id,
        name: clientTable.name,
        address: clientTable.physicalAddress,
        vatNumber: clientTable.vatNumber,
      })
      .from(matterTable)
      .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
      .where(
        and(
          eq(matterTable.firmId, firmId),
          eq(clientTable.name, clientName),
          eq(matterTable.title, matterTitle),
        ),
      );
    if (!row) throw new Error(`demo billing: no matter "${matterTitle}" for ${clientName}`);
    return row;
  };

  const plan: DemoInvoice[] = [
    {
      clientName: "Annelie van der Merwe",
      matterTitle: "Divorce settlement",
      description: "Consultation on the divorce settlement",
      issuedDaysAgo: 15,
      lines: async (db, matterId) => {
        const entries = await db
          .select()
          .from(timeEntryTable)
          .where(and(eq(timeEntryTable.matterId, matterId), isNull(timeEntryTable.billedAt)));
        return entries.map((entry) => ({
          kind: "time" as const,
          description: entry.description,
          quantityHundredths: entry.hoursTenths * 10,
          unitPriceCents: entry.rateCents,
          amountCents: entry.amountCents,
          timeEntryId: entry.id,
          itemDate: entry.workedOn,
        }));
      },
    },
    {
      clientName: "Karoo Logistics (Pty) Ltd",
      matterTitle: "Breach of transport contract",
      description: "Letter of demand and advice on the claim",
      issuedDaysAgo: 40,
      lines: [fee("Letter of demand and advice on the claim against Highveld Freight", 800_000)],
    },
    {
      clientName: "Nomvula Dlamini",
      matterTitle: "Transfer of Erf 1234 Hatfield",
      description: "Conveyancing fee on the transfer",
      issuedDaysAgo: 50,
      lines: [fee("Conveyancing fee on the transfer of Erf 1234 Hatfield", 2_500_000)],
    },
    {
      clientName: "Rajesh Pillay",
      matterTitle: "Unfair dismissal referral",
      description: "Preparation of the CCMA referral",
      issuedDaysAgo: 5,
      lines: [fee("Preparation and filing of the CCMA referral (LRA Form 7.11)", 350_000)],
    },
    {
      clientName: "Karoo Logistics (Pty) Ltd",
      matterTitle: "Shareholder agreement review",
      description: "Fixed fee for the shareholder agreement review",
      issuedDaysAgo: null,
      lines: [
        fee("Fixed fee: review of the shareholders' agreement and memorandum of incorporation", 1_500_000),
      ],
    },
  ];

  const issuedIds: string[] = [];
  let sequence = 0;
  for (const invoice of plan) {
    const party = await matterOf(invoice.clientName, invoice.matterTitle);
    const lines =
      typeof invoice.lines === "function" ? await invoice.lines(tx, party.matterId) : invoice.lines;
    const totals = computeInvoiceTotals(
      lines.map((line) => ({ amountCents: line.amountCents, taxable: true })),
      true,
    );
    const [row] = await tx
      .insert(invoiceTable)
      .values({
        firmId,
        clientId: party.clientId,
        matterId: party.matterId,
        description: invoice.description,
        subtotalCents: totals.subtotalCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
        createdBy: ownerId,
      })
      .returning({ id: invoiceTable.id });
    const invoiceId = row?.id as string;
    await tx.insert(invoiceLineTable).values(
      lines.map((line, index) => ({
        firmId,
        invoiceId,
        position: index + 1,
        kind: line.kind,
        description: line.description,
        quantityHundredths: line.quantityHundredths,
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
        taxable: true,
        vatCents: totals.lineVatCents[index] ?? 0,
        timeEntryId: line.timeEntryId ?? null,
        itemDate: line.itemDate ?? null,
      })),
    );
    if (invoice.issuedDaysAgo === null) continue;

    sequence += 1;
    const issueDate = daysAgo(invoice.issuedDaysAgo);
    const content = taxInvoiceContent({
      vatRegistered: true,
      supplier: {
        name: firm.name,
        address: PROFILE.address,
        vatNumber: PROFILE.vatNumber,
        registrationNumber: firm.registrationNumber ?? "",
      },
      recipient: { name: party.name, address: party.address ?? "", vatNumber: party.vatNumber ?? "" },
      totalCents: totals.totalCents,
    });
    await tx
      .update(invoiceTable)
      .set({
        status: "sent",
        number: `INV-${String(sequence).padStart(6, "0")}`,
        sequence,
        issueDate,
        dueDate: addDaysToDate(issueDate, PROFILE.paymentTermsDays),
        taxInvoiceKind: content.kind,
        supplier: content.supplier,
        recipient: content.recipient,
        issuedAt: new Date(`${issueDate}T09:00:00+02:00`),
        issuedBy: ownerId,
      })
      .where(eq(invoiceTable.id, invoiceId));
    const timeEntryIds = lines.flatMap((line) => (line.timeEntryId ? [line.timeEntryId] : []));
    for (const timeEntryId of timeEntryIds) {
      await tx
        .update(timeEntryTable)
        .set({ billedAt: new Date(`${issueDate}T09:00:00+02:00`), invoiceId })
        .where(eq(timeEntryTable.id, timeEntryId));
    }
    issuedIds.push(invoiceId);
  }
  await tx
    .update(billingProfileTable)
    .set({ nextInvoiceNumber: sequence + 1 })
    .where(eq(billingProfileTable.firmId, firmId));

  const [vanDerMerwe, karoo, dlamini] = issuedIds as [string, string, string, string];
  await recordPayment(tx, { firmId, ownerId }, vanDerMerwe, {
    method: "eft",
    receivedOn: daysAgo(4),
    part: "all",
  });
  await recordPayment(tx, { firmId, ownerId }, dlamini, {
    method: "eft",
    receivedOn: daysAgo(20),
    part: 1_000_000,
  });
  await recordPayment(tx, { firmId, ownerId }, karoo, {
    method: "trust",
    receivedOn: daysAgo(3),
    part: "all",
  });

  const expenses = [
    {
      ...(await matterOf("Nomvula Dlamini", "Transfer of Erf 1234 Hatfield")),
      category: "filing" as const,
      description: "Deeds Office search and copy of title deed",
      amountCents: 35_000,
      incurredOn: daysAgo(9),
      taxable: false,
      status: "approved" as const,
      approvedBy: ownerId,
      approvedAt: new Date(),
    },
    {
      ...(await matterOf("Karoo Logistics (Pty) Ltd", "Breach of transport contract")),
      category: "travel" as const,
      description: "Travel to Beaufort West for the consultation (310 km)",
      amountCents: 146_630,
      incurredOn: daysAgo(6),
      taxable: true,
      status: "recorded" as const,
      approvedBy: null,
      approvedAt: null,
    },
  ];
  await tx.insert(expenseTable).values(
    expenses.map(({ clientId, matterId, name: _name, address: _address, vatNumber: _vat, ...expense }) => ({
      firmId,
      clientId,
      matterId,
      createdBy: ownerId,
      ...expense,
    })),
  );
}

function fee(description: string, amountCents: number): DemoLine {
  return { kind: "fee", description, quantityHundredths: 100, unitPriceCents: amountCents, amountCents };
}

/** A payment allocated to one invoice; from trust, through the trust posting engine in this transaction. */
async function recordPayment(
  tx: DbExecutor,
  actor: { firmId: string; ownerId: string },
  invoiceId: string,
  payment: { method: "eft" | "trust"; receivedOn: string; part: "all" | number },
) {
  const [invoice] = await tx.select().from(invoiceTable).where(eq(invoiceTable.id, invoiceId));
  if (!invoice?.number) throw new Error("demo billing: paying an invoice that was not issued");
  const amountCents = payment.part === "all" ? invoice.totalCents : payment.part;
  let trustAccountId: string | null = null;
  let trustPostingId: string | null = null;
  if (payment.method === "trust") {
    const [account] = await tx
      .select({ id: trustAccountTable.id })
      .from(trustAccountTable)
      .where(and(eq(trustAccountTable.firmId, actor.firmId), eq(trustAccountTable.kind, "s86_2")));
    trustAccountId = account?.id ?? null;
    if (!trustAccountId) throw new Error("demo billing: the trust current account is missing");
    trustPostingId = await postTrustTransaction(
      tx,
      { firmId: actor.firmId, userId: actor.ownerId },
      {
        type: "transfer_to_business",
        accountId: trustAccountId,
        clientId: invoice.clientId,
        ...(invoice.matterId ? { matterId: invoice.matterId } : {}),
        amountCents,
        date: payment.receivedOn,
        description: `Fees: invoice ${invoice.number}`,
        reference: invoice.number,
        feeNoteReference: invoice.number,
        feeNoteAmountCents: invoice.totalCents,
      },
    );
    await tx
      .update(trustFeeNoteTable)
      .set({ invoiceId })
      .where(
        and(eq(trustFeeNoteTable.firmId, actor.firmId), eq(trustFeeNoteTable.reference, invoice.number)),
      );
  }
  const [row] = await tx
    .insert(paymentTable)
    .values({
      firmId: actor.firmId,
      clientId: invoice.clientId,
      method: payment.method,
      amountCents,
      allocatedCents: amountCents,
      receivedOn: payment.receivedOn,
      reference: invoice.number,
      trustAccountId,
      trustMatterId: payment.method === "trust" ? invoice.matterId : null,
      createdBy: actor.ownerId,
    })
    .returning({ id: paymentTable.id });
  await tx.insert(paymentAllocationTable).values({
    firmId: actor.firmId,
    paymentId: row?.id as string,
    invoiceId,
    amountCents,
    trustPostingId,
    createdBy: actor.ownerId,
  });
  const paidCents = invoice.paidCents + amountCents;
  const status = settledStatusOf({
    totalCents: invoice.totalCents,
    paidCents,
    creditedCents: invoice.creditedCents,
  });
  await tx
    .update(invoiceTable)
    .set({ paidCents, status, paidOn: status === "paid" ? payment.receivedOn : null })
    .where(eq(invoiceTable.id, invoiceId));
}
