import { and, eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../../platform/db.ts";
import { storedFileTable } from "../../../platform/platform.tables.ts";
import { userTable } from "../../auth/auth.tables.ts";
import { firmMemberTable, firmTable } from "../../firms/firm.tables.ts";
import { billingProfileTable } from "../billing.tables.ts";

/** The firm's billing facts: name, registration and default rate from `firm`, the rest from `billing_profile`. */
export type BillingProfileRecord = {
  firmId: string;
  firmName: string;
  registrationNumber: string;
  /** The firm's own address, printed when the billing profile has none. */
  firmAddress: string;
  defaultHourlyRateCents: number;
  vatRegistered: boolean;
  vatNumber: string;
  billingAddress: string;
  bankingDetails: string;
  paymentTermsDays: number;
  invoicePrefix: string;
  chargeInterest: boolean;
  logoFileId: string | null;
  nextInvoiceNumber: number;
  nextCreditNoteNumber: number;
};

/** The address invoices print: the billing profile's, else the firm's. */
export function supplierAddressOf(profile: { billingAddress: string; firmAddress: string }): string {
  return profile.billingAddress.trim() !== "" ? profile.billingAddress : profile.firmAddress;
}

/** Creates the firm's billing profile with its defaults; nothing happens when it exists. */
export async function insertDefaultBillingProfile(db: DbExecutor, firmId: string): Promise<void> {
  await db.insert(billingProfileTable).values({ firmId }).onConflictDoNothing();
}

/** The firm's billing profile, or null before anything has read or written it. */
export async function findBillingProfile(
  db: DbExecutor,
  firmId: string,
): Promise<BillingProfileRecord | null> {
  const rows = await db
    .select({
      firmId: firmTable.id,
      firmName: firmTable.name,
      registrationNumber: sql<string>`coalesce(${firmTable.registrationNumber}, '')`,
      firmAddress: sql<string>`coalesce(${firmTable.address}, '')`,
      defaultHourlyRateCents: firmTable.defaultHourlyRateCents,
      vatRegistered: billingProfileTable.vatRegistered,
      vatNumber: billingProfileTable.vatNumber,
      billingAddress: billingProfileTable.billingAddress,
      bankingDetails: billingProfileTable.bankingDetails,
      paymentTermsDays: billingProfileTable.paymentTermsDays,
      invoicePrefix: billingProfileTable.invoicePrefix,
      chargeInterest: billingProfileTable.chargeInterest,
      logoFileId: billingProfileTable.logoFileId,
      nextInvoiceNumber: billingProfileTable.nextInvoiceNumber,
      nextCreditNoteNumber: billingProfileTable.nextCreditNoteNumber,
    })
    .from(billingProfileTable)
    .innerJoin(firmTable, eq(firmTable.id, billingProfileTable.firmId))
    .where(eq(billingProfileTable.firmId, firmId))
    .limit(1);
  return rows[0] ?? null;
}

/** Holds the profile row (and so the invoice counter) for the rest of the caller's transaction. */
export async function lockBillingProfile(db: DbExecutor, firmId: string): Promise<void> {
  await db
    .select({ firmId: billingProfileTable.firmId })
    .from(billingProfileTable)
    .where(eq(billingProfileTable.firmId, firmId))
    .for("update");
}

export async function updateBillingProfileRow(
  db: DbExecutor,
  firmId: string,
  changes: {
    vatRegistered: boolean;
    vatNumber: string;
    billingAddress: string;
    bankingDetails: string;
    paymentTermsDays: number;
    invoicePrefix: string;
    chargeInterest: boolean;
    logoFileId: string | null;
  },
): Promise<void> {
  await db
    .update(billingProfileTable)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(billingProfileTable.firmId, firmId));
}

export type FirmLogoFile = { id: string; storageKey: string; mime: string };

/** A logo the firm uploaded (purpose `firm_logo`); null for any other file or another firm's. */
export async function findFirmLogoFile(
  db: DbExecutor,
  firmId: string,
  fileId: string,
): Promise<FirmLogoFile | null> {
  const rows = await db
    .select({ id: storedFileTable.id, storageKey: storedFileTable.storageKey, mime: storedFileTable.mime })
    .from(storedFileTable)
    .where(
      and(
        eq(storedFileTable.firmId, firmId),
        eq(storedFileTable.id, fileId),
        eq(storedFileTable.purpose, "firm_logo"),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The firm's next credit note number, taken under the same profile row lock as invoice numbers. */
export async function takeCreditNoteNumber(db: DbExecutor, firmId: string): Promise<number> {
  const rows = await queryRows<{ sequence: number }>(
    db,
    sql`update billing_profile set next_credit_note_number = next_credit_note_number + 1
         where firm_id = ${firmId}
     returning next_credit_note_number - 1 as sequence`,
  );
  const row = rows[0];
  if (!row) throw new Error(`billing profile of firm ${firmId} is missing: call readBillingProfile first`);
  return Number(row.sequence);
}

/** The firm owner's e-mail address: where a client's reply to an invoice e-mail goes. */
export async function findFirmOwnerEmail(db: DbExecutor, firmId: string): Promise<string | null> {
  const rows = await db
    .select({ email: userTable.email })
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(and(eq(firmMemberTable.firmId, firmId), eq(firmMemberTable.isOwner, true)))
    .limit(1);
  return rows[0]?.email ?? null;
}
