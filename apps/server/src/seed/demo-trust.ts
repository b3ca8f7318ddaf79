import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import { and, eq } from "drizzle-orm";
import { clientTable } from "../modules/clients/client.tables.ts";
import { matterTable } from "../modules/matters/matter.tables.ts";
import { postTrustTransaction, type TrustActor } from "../modules/trust/index.ts";
import { trustAccountTable, trustFidelityCertificateTable } from "../modules/trust/trust.tables.ts";
import type { DbExecutor } from "../platform/db.ts";

/** A date `days` before today in South Africa, YYYY-MM-DD. */
function daysAgo(days: number): string {
  return addDaysToDate(todayInSouthAfrica(), -days);
}

async function findClientAndMatter(tx: DbExecutor, firmId: string, clientName: string, matterTitle: string) {
  const rows = await tx
    .select({ clientId: clientTable.id, matterId: matterTable.id })
    .from(clientTable)
    .innerJoin(matterTable, eq(matterTable.clientId, clientTable.id))
    .where(
      and(
        eq(clientTable.firmId, firmId),
        eq(clientTable.name, clientName),
        eq(matterTable.title, matterTitle),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`demo trust: no matter "${matterTitle}" for ${clientName}`);
  return row;
}

/**
 * The demo firm's trust books, written through the posting engine so they obey every rule a real
 * firm's do: a trust current account with deposits, payments, fees transferred against fee notes,
 * bank charges met from the firm's own funds and interest due to the Fidelity Fund; an s86(3)
 * investment; and this year's Fidelity Fund certificate. No month is reconciled yet: the compliance
 * checklist shows what the firm still has to do.
 */
export async function seedDemoTrust(
  tx: DbExecutor,
  people: { firmId: string; ownerId: string },
): Promise<void> {
  const { firmId, ownerId } = people;
  const actor: TrustActor = { firmId, userId: ownerId };
  const [current] = await tx
    .insert(trustAccountTable)
    .values({
      firmId,
      name: "FNB Trust Current Account",
      bank: "fnb",
      accountNumber: "62845512390",
      branchCode: "250655",
      kind: "s86_2",
      openedOn: daysAgo(100),
      createdByUserId: ownerId,
    })
    .returning({ id: trustAccountTable.id });
  const [investment] = await tx
    .insert(trustAccountTable)
    .values({
      firmId,
      name: "FNB Trust Investment (s86(3))",
      bank: "fnb",
      accountNumber: "62845512411",
      branchCode: "250655",
      kind: "s86_3",
      openedOn: daysAgo(100),
      createdByUserId: ownerId,
    })
    .returning({ id: trustAccountTable.id });
  if (!current || !investment) throw new Error("demo trust accounts were not created");

  const dlamini = await findClientAndMatter(tx, firmId, "Nomvula Dlamini", "Transfer of Erf 1234 Hatfield");
  const karoo = await findClientAndMatter(
    tx,
    firmId,
    "Karoo Logistics (Pty) Ltd",
    "Breach of transport contract",
  );
  const pillay = await findClientAndMatter(tx, firmId, "Rajesh Pillay", "Unfair dismissal referral");
  const accountId = current.id;

  const postings: Parameters<typeof postTrustTransaction>[2][] = [
    {
      type: "receipt",
      accountId,
      party: "firm",
      amountCents: 100_000,
      date: daysAgo(95),
      description: "Firm's own funds deposited to meet trust bank charges",
      reference: "FIRM-FUNDS",
      payer: "Ndlovu & Botha Attorneys (business account)",
    },
    {
      type: "receipt",
      accountId,
      party: "client",
      clientId: dlamini.clientId,
      matterId: dlamini.matterId,
      amountCents: 185_000_000,
      date: daysAgo(80),
      description: "Purchase price deposit: Erf 1234 Hatfield",
      reference: "MAT-DLAMINI",
      payer: "Nomvula Dlamini",
    },
    {
      type: "receipt",
      accountId,
      party: "client",
      clientId: karoo.clientId,
      matterId: karoo.matterId,
      amountCents: 5_000_000,
      date: daysAgo(55),
      description: "Deposit on account of costs",
      reference: "MAT-KAROO",
      payer: "Karoo Logistics (Pty) Ltd",
    },
    {
      type: "payment",
      accountId,
      party: "client",
      clientId: dlamini.clientId,
      matterId: dlamini.matterId,
      amountCents: 14_025_000,
      date: daysAgo(50),
      description: "Transfer duty: Erf 1234 Hatfield",
      reference: "SARS-TD",
      payee: "South African Revenue Service",
    },
    {
      type: "transfer_to_business",
      accountId,
      clientId: karoo.clientId,
      matterId: karoo.matterId,
      amountCents: 2_875_000,
      date: daysAgo(35),
      description: "Fees and disbursements per fee note",
      reference: "FN-2026-0012",
      feeNoteReference: "FN-2026-0012",
      feeNoteAmountCents: 2_875_000,
    },
    {
      type: "account_transfer",
      accountId,
      toAccountId: investment.id,
      clientId: dlamini.clientId,
      matterId: dlamini.matterId,
      amountCents: 150_000_000,
      date: daysAgo(34),
      description: "Surplus invested pending registration of transfer",
      reference: "S86-3-INV",
    },
    {
      type: "bank_charge",
      accountId,
      amountCents: 18_500,
      date: daysAgo(31),
      description: "Monthly account fee",
      reference: "FEE",
    },
    {
      type: "receipt",
      accountId,
      party: "client",
      clientId: pillay.clientId,
      matterId: pillay.matterId,
      amountCents: 1_500_000,
      date: daysAgo(12),
      description: "Settlement received from Coastal Retailers (Pty) Ltd",
      reference: "MAT-PILLAY",
      payer: "Coastal Retailers (Pty) Ltd",
    },
    {
      type: "interest",
      accountId: investment.id,
      amountCents: 612_340,
      date: daysAgo(4),
      description: "Interest on s86(3) investment",
      reference: "INT",
    },
    {
      type: "interest",
      accountId,
      amountCents: 4_215,
      date: daysAgo(2),
      description: "Interest on trust current account",
      reference: "INT",
    },
  ];
  for (const posting of postings) await postTrustTransaction(tx, actor, posting);

  await tx.insert(trustFidelityCertificateTable).values({
    firmId,
    year: Number(daysAgo(0).slice(0, 4)),
    certificateNumber: "FFC-DEMO-004512",
    recordedBy: ownerId,
  });
}
