import { describe, expect, it } from "vitest";
import { checkAffidavitPassiveVoice } from "./affidavit-passive-voice.check.ts";
import { checkInput } from "./check-test-helpers.ts";

const OATH = "I, the undersigned, Thandi Mokoena, do hereby make oath and state that:";
const ATTESTATION =
  "I certify that the deponent knows and understands the contents of this affidavit, which was signed and sworn to before me.";

function findings(
  averments: string[],
  documentType: "affidavit" | "court_application" | "legal_opinion" = "affidavit",
) {
  const text = [OATH, ...averments, "DEPONENT", ATTESTATION, "COMMISSIONER OF OATHS"].join("\n\n");
  return checkAffidavitPassiveVoice(checkInput({ text }, documentType));
}

describe("checkAffidavitPassiveVoice", () => {
  it("flags an averment that does not say who acted", () => {
    const [finding, ...rest] = findings(["It was said that the rent was late."]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ type: "improvement", severity: "medium" });
    expect(finding!.text).toContain('"was said"');
    expect(finding!.recommendation).toContain("Say who did what");
  });

  it("flags a passive with its agent and suggests the active voice", () => {
    const [finding] = findings(["The lease was signed by the respondent on 1 March 2020."]);
    expect(finding!.text).toContain('"was signed by the respondent"');
    expect(finding!.recommendation).toContain("(the respondent …)");
  });

  it("leaves active averments and the affidavit's standard phrases alone", () => {
    expect(
      findings([
        "I signed the lease on 1 March 2020.",
        "I am duly authorised to depose to this affidavit.",
        "A copy of the lease is annexed hereto marked FA1.",
        "I am advised that the cancellation was unlawful.",
      ]),
    ).toEqual([]);
  });

  it("does not read the commissioner's attestation or other document types", () => {
    expect(findings([])).toEqual([]);
    expect(findings(["It was said that the rent was late."], "legal_opinion")).toEqual([]);
  });

  it("reads only the founding affidavit of a court application", () => {
    const text = [
      "KINDLY TAKE NOTICE that the application will be made on [date].",
      OATH,
      "The keys were taken.",
      ATTESTATION,
    ].join("\n\n");
    const found = checkAffidavitPassiveVoice(checkInput({ text }, "court_application"));
    expect(found.map((finding) => finding.text)).toEqual([
      'The averment is in the passive voice: "were taken".',
    ]);
  });
});
