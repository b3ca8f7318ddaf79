import { BILLING_MESSAGES, type TBillingProfile } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { buildProfileRequest, profileDraftOf } from "./profile-form";

const PROFILE: TBillingProfile = {
  firmName: "Mokoena Attorneys Inc.",
  registrationNumber: "",
  vatRegistered: false,
  vatNumber: "",
  defaultRate: 1850.5,
  defaultRateCents: 185_050,
  address: "",
  bankingDetails: "",
  paymentTerms: 30,
  invoicePrefix: "INV",
  chargeInterest: false,
  logoFileId: null,
  hasIssuedInvoices: false,
};

describe("billing profile form", () => {
  it("shows the rate as exact rand text and sends it back as the same rand figure", () => {
    const draft = profileDraftOf(PROFILE);
    expect(draft.defaultRate).toBe("1850.50");
    const result = buildProfileRequest(draft, { hasIssuedInvoices: false });
    expect(result.ok && result.request).toMatchObject({ defaultRate: 1850.5, invoicePrefix: "INV" });
  });

  it("requires the VAT number once the firm is VAT registered", () => {
    const draft = { ...profileDraftOf(PROFILE), vatRegistered: true };
    expect(buildProfileRequest(draft, { hasIssuedInvoices: false })).toEqual({
      ok: false,
      errors: { vatNumber: BILLING_MESSAGES.vatNumberRequired },
    });
  });

  it("drops a typed VAT number when the firm is not VAT registered and takes spaces out of one", () => {
    const notRegistered = buildProfileRequest(
      { ...profileDraftOf(PROFILE), vatNumber: "4123456789" },
      { hasIssuedInvoices: false },
    );
    expect(notRegistered.ok && notRegistered.request.vatNumber).toBe("");
    const registered = buildProfileRequest(
      { ...profileDraftOf(PROFILE), vatRegistered: true, vatNumber: "412 345 6789" },
      { hasIssuedInvoices: false },
    );
    expect(registered.ok && registered.request.vatNumber).toBe("4123456789");
  });

  it("refuses a rate with three decimals", () => {
    const result = buildProfileRequest(
      { ...profileDraftOf(PROFILE), defaultRate: "1850.505" },
      { hasIssuedInvoices: true },
    );
    expect(!result.ok && result.errors.defaultRate).toBe(BILLING_MESSAGES.amountWhole);
  });
});
