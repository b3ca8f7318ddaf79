import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkDefinedTerms } from "./defined-terms.check.ts";

function findings(text: string) {
  return checkDefinedTerms(checkInput({ text }, "settlement_agreement"));
}

describe("checkDefinedTerms", () => {
  it("flags a capitalised term used twice as defined but never defined", () => {
    const [finding, ...rest] = findings(
      'This agreement ("the Agreement") is made. The amount is payable on the Effective Date. Interest runs from the Effective Date.',
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ type: "legal_accuracy", severity: "medium" });
    expect(finding!.text).toBe(
      '"the Effective Date" is used 2 times as a defined term but is never defined.',
    );
  });

  it("accepts terms defined in brackets, in a definitions clause, and their plurals", () => {
    expect(
      findings(
        'Between A ("the Seller") and B (hereinafter "the Buyer") (together "the Parties"). "Effective Date" means 1 May. ' +
          "The Seller pays the Buyer on the Effective Date. Each of the Parties signs; the Seller and the Buyer agree on the Effective Date. Both the Party and the Parties.",
      ),
    ).toEqual([]);
  });

  it("leaves alone courts, statutes, offices and procedural names", () => {
    expect(
      findings(
        '("the Agreement"). The Court and the High Court, the Minister, the Labour Relations Act, the Applicant. The Court, the High Court, the Minister, the Labour Relations Act, the Applicant.',
      ),
    ).toEqual([]);
  });

  it("says nothing in a document that defines no terms, or of a term used once", () => {
    expect(findings("The Purchaser pays the Purchaser's debts to the Purchaser.")).toEqual([]);
    expect(findings('("the Agreement") is made on the Signature Date.')).toEqual([]);
  });
});
