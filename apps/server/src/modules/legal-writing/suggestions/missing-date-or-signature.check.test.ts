import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkMissingDateOrSignature } from "./missing-date-or-signature.check.ts";

function ids(text: string, documentType: Parameters<typeof checkInput>[1]) {
  return checkMissingDateOrSignature(checkInput({ text }, documentType)).map((finding) => finding.id);
}

describe("checkMissingDateOrSignature", () => {
  it("flags a letter without a date or a sign-off", () => {
    expect(ids("Dear Sir\n\nWe act for the tenant.", "legal_letter")).toEqual([
      "missing-date-0",
      "missing-signature-0",
    ]);
  });

  it("accepts a dated, signed letter", () => {
    expect(
      ids("12 March 2025\n\nDear Sir\n\nWe act for the tenant.\n\nYours faithfully", "legal_letter"),
    ).toEqual([]);
    expect(ids("Date: [date]\n\nDear Sir\n\nKind regards", "legal_letter")).toEqual([]);
  });

  it("flags an affidavit without the deponent's signature or the commissioner's attestation", () => {
    expect(
      ids("I, the undersigned, make oath and state that:\n\nI signed the lease on 2 May 2020.", "affidavit"),
    ).toEqual(["missing-deponent-signature-0", "missing-attestation-0"]);
    expect(
      ids(
        "I signed the lease.\n\n________________\n\nDEPONENT\n\nSigned and sworn to before me on this 3rd day of May 2024.\n\nCOMMISSIONER OF OATHS",
        "affidavit",
      ),
    ).toEqual([]);
  });

  it("flags an agreement without signature blocks, at high severity", () => {
    const [finding] = checkMissingDateOrSignature(
      checkInput({ text: "The Parties agree on 1 May 2024." }, "settlement_agreement"),
    );
    expect(finding).toMatchObject({ id: "missing-signature-0", severity: "high", type: "legal_accuracy" });
    expect(ids("SIGNED at Cape Town on 1 May 2024.", "settlement_agreement")).toEqual([]);
  });

  it("flags a notice of motion without its attorneys' block", () => {
    expect(ids("DATED at Cape Town on this 1st day of May 2024.", "notice_of_motion")).toEqual([
      "missing-signature-0",
    ]);
    expect(
      ids("DATED at Cape Town on this 1st day of May 2024.\n\nApplicant's Attorneys", "notice_of_motion"),
    ).toEqual([]);
  });

  it("does not ask an opinion for a signature", () => {
    expect(ids("The lease was cancelled.", "legal_opinion")).toEqual([]);
  });
});
