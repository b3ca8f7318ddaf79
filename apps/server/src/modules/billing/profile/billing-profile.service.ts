import {
  canManageBilling,
  centsToRand,
  type TBillingProfile,
  type ZUpdateBillingProfileRequest,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { saveUpload, type Upload } from "../../../platform/uploads.ts";
import { updateFirmBillingFacts } from "../../firms/index.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { billingProfileError } from "./billing-profile.errors.ts";
import {
  type BillingProfileRecord,
  findBillingProfile,
  findFirmLogoFile,
  insertDefaultBillingProfile,
  lockBillingProfile,
  supplierAddressOf,
  updateBillingProfileRow,
} from "./billing-profile.repository.ts";

export type UpdateBillingProfileInput = z.output<typeof ZUpdateBillingProfileRequest>;

export const BILLING_PROFILE_AUDIT_ACTIONS = {
  profileUpdated: "billing.profile_updated",
  logoUploaded: "billing.logo_uploaded",
} as const;

/** Issuing, voiding and crediting invoices and keeping the profile: the owner and the manage roles. */
export function requireBillingManage(identity: FirmIdentity): void {
  if (!canManageBilling(identity.membership)) throw billingProfileError("not_allowed");
}

/**
 * The firm's billing profile; the row is made with its defaults on first use, so every firm has one to
 * lock and number from. Looked for before inserting: an insert that meets the row while an issuer
 * holds it locked would wait for that issuer's commit.
 */
export async function readBillingProfile(db: DbExecutor, firmId: string): Promise<BillingProfileRecord> {
  const existing = await findBillingProfile(db, firmId);
  if (existing) return existing;
  await insertDefaultBillingProfile(db, firmId);
  const created = await findBillingProfile(db, firmId);
  if (!created) throw new Error(`billing profile of firm ${firmId} could not be created`);
  return created;
}

export function toBillingProfile(record: BillingProfileRecord): TBillingProfile {
  return {
    firmName: record.firmName,
    registrationNumber: record.registrationNumber,
    vatRegistered: record.vatRegistered,
    vatNumber: record.vatNumber,
    defaultRate: centsToRand(record.defaultHourlyRateCents),
    defaultRateCents: record.defaultHourlyRateCents,
    address: supplierAddressOf(record),
    bankingDetails: record.bankingDetails,
    paymentTerms: record.paymentTermsDays,
    invoicePrefix: record.invoicePrefix,
    chargeInterest: record.chargeInterest,
    logoFileId: record.logoFileId,
    // The counter only moves when an invoice is issued, and a rollback moves it back.
    hasIssuedInvoices: record.nextInvoiceNumber > 1,
  };
}

/** GET /api/billing/profile: every member of the firm may read it (the invoice form needs it). */
export async function getBillingProfile(deps: BillingDeps, identity: FirmIdentity): Promise<TBillingProfile> {
  return toBillingProfile(await readBillingProfile(deps.db, identity.membership.firmId));
}

/** PUT /api/billing/profile: the firm's name, registration and rate on `firm`, the rest on the profile. */
export async function updateBillingProfile(
  deps: BillingDeps,
  identity: FirmIdentity,
  input: UpdateBillingProfileInput,
): Promise<TBillingProfile> {
  requireBillingManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    await readBillingProfile(tx, firmId);
    // Locked so an invoice issued meanwhile cannot slip a number out under the old prefix unseen.
    await lockBillingProfile(tx, firmId);
    const current = await readBillingProfile(tx, firmId);
    // Kept in capitals, so numbers read alike and a search for "inv-0004" finds INV-000042.
    const invoicePrefix = input.invoicePrefix?.toUpperCase() ?? current.invoicePrefix;
    if (invoicePrefix !== current.invoicePrefix && current.nextInvoiceNumber > 1) {
      throw billingProfileError(
        "prefix_locked",
        `Invoices have already been issued as ${current.invoicePrefix}-…: the prefix cannot change now, as tax invoice numbers must run on in one unbroken series (VAT Act s20).`,
      );
    }
    let logoFileId = current.logoFileId;
    if (input.logoFileId !== undefined) {
      if (input.logoFileId !== null && !(await findFirmLogoFile(tx, firmId, input.logoFileId))) {
        throw billingProfileError("logo_not_found");
      }
      logoFileId = input.logoFileId;
    }
    const defaultHourlyRateCents = Math.round(input.defaultRate * 100);
    await updateFirmBillingFacts(tx, firmId, {
      name: input.firmName,
      registrationNumber: input.registrationNumber,
      defaultHourlyRateCents,
    });
    await updateBillingProfileRow(tx, firmId, {
      vatRegistered: input.vatRegistered,
      vatNumber: input.vatNumber,
      billingAddress: input.address,
      bankingDetails: input.bankingDetails,
      paymentTermsDays: input.paymentTerms,
      invoicePrefix,
      chargeInterest: input.chargeInterest ?? current.chargeInterest,
      logoFileId,
    });
    const updated = await readBillingProfile(tx, firmId);
    await recordAuditEvent(tx, {
      action: BILLING_PROFILE_AUDIT_ACTIONS.profileUpdated,
      firmId,
      userId: identity.userId,
      entityType: "billing_profile",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { changed: changedFields(current, updated) },
    });
    return toBillingProfile(updated);
  });
}

/** The names of the profile's fields that a save changed, for the audit trail. */
function changedFields(before: BillingProfileRecord, after: BillingProfileRecord): string[] {
  const fields: (keyof BillingProfileRecord)[] = [
    "firmName",
    "registrationNumber",
    "defaultHourlyRateCents",
    "vatRegistered",
    "vatNumber",
    "billingAddress",
    "bankingDetails",
    "paymentTermsDays",
    "invoicePrefix",
    "chargeInterest",
    "logoFileId",
  ];
  return fields.filter((field) => before[field] !== after[field]);
}

/** POST /api/billing/profile/logo: keeps the image; a PUT of the profile then puts it on the invoices. */
export async function uploadFirmLogo(
  deps: BillingDeps,
  identity: FirmIdentity,
  upload: Upload,
): Promise<{ fileId: string }> {
  requireBillingManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const fileId = await saveUpload(tx, deps.fileStorage, firmId, identity.userId, upload);
    await recordAuditEvent(tx, {
      action: BILLING_PROFILE_AUDIT_ACTIONS.logoUploaded,
      firmId,
      userId: identity.userId,
      entityType: "stored_file",
      entityId: fileId,
      ipAddress: identity.ipAddress,
      data: { fileName: upload.fileName, sizeBytes: upload.sizeBytes },
    });
    return { fileId };
  });
}
