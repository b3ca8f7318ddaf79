import {
  type TBillingProfile,
  type TUpdateBillingProfileRequest,
  ZUpdateBillingProfileRequest,
} from "@inkundla/shared";
import { centsToRandInput } from "../../lib/rand-input";
import { readRandAmount } from "./billing-format";

/** What the Billing Profile form holds: text as typed, choices as chosen. */
export type ProfileDraft = {
  firmName: string;
  registrationNumber: string;
  vatRegistered: boolean;
  vatNumber: string;
  defaultRate: string;
  address: string;
  bankingDetails: string;
  paymentTerms: number;
  invoicePrefix: string;
  chargeInterest: boolean;
  logoFileId: string | null;
};

export function profileDraftOf(profile: TBillingProfile): ProfileDraft {
  return {
    firmName: profile.firmName,
    registrationNumber: profile.registrationNumber,
    vatRegistered: profile.vatRegistered,
    vatNumber: profile.vatNumber,
    defaultRate: profile.defaultRateCents > 0 ? centsToRandInput(profile.defaultRateCents) : "",
    address: profile.address,
    bankingDetails: profile.bankingDetails,
    paymentTerms: profile.paymentTerms,
    invoicePrefix: profile.invoicePrefix,
    chargeInterest: profile.chargeInterest,
    logoFileId: profile.logoFileId,
  };
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

export type ProfileBuildResult =
  | { ok: true; request: TUpdateBillingProfileRequest }
  | { ok: false; errors: ProfileErrors };

/**
 * The draft as the PUT body, checked with the shared schema so the form shows the server's own rules
 * (a VAT number is 10 digits starting with 4, and required once the firm is VAT registered). The
 * prefix is left out once an invoice has been issued: numbers already given must keep their series.
 */
export function buildProfileRequest(
  draft: ProfileDraft,
  options: { hasIssuedInvoices: boolean },
): ProfileBuildResult {
  const errors: ProfileErrors = {};
  const rate = readRandAmount(draft.defaultRate);
  let defaultRate = 0;
  if (rate.kind === "invalid") errors.defaultRate = rate.message;
  if (rate.kind === "amount") defaultRate = rate.cents / 100;

  const candidate: TUpdateBillingProfileRequest = {
    firmName: draft.firmName,
    registrationNumber: draft.registrationNumber,
    vatRegistered: draft.vatRegistered,
    // A firm that is not VAT registered keeps no VAT number.
    vatNumber: draft.vatRegistered ? draft.vatNumber : "",
    defaultRate,
    address: draft.address,
    bankingDetails: draft.bankingDetails,
    paymentTerms: draft.paymentTerms,
    chargeInterest: draft.chargeInterest,
    logoFileId: draft.logoFileId,
  };
  if (!options.hasIssuedInvoices) candidate.invoicePrefix = draft.invoicePrefix;

  const parsed = ZUpdateBillingProfileRequest.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "firmName") as keyof ProfileDraft;
    errors[field] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
