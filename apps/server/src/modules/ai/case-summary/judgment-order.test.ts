import { describe, expect, it } from "vitest";
import { readOrderItems } from "./judgment-order.ts";
import { summarizeJudgment } from "./summarize-judgment.ts";

function orderOf(text: string): { text: string; paragraph: string | null }[] {
  return summarizeJudgment(text).order.map((item) => ({
    text: item.text.replace(/\s+/g, " "),
    paragraph: item.paragraph,
  }));
}

const HEADER = `IN THE HIGH COURT OF SOUTH AFRICA
GAUTENG DIVISION, PRETORIA
Case no: 5555/2019
In the matter between:
LERATO DLAMINI                                   Applicant
and
MINISTER OF POLICE                               Respondent
`;

describe("findOrder", () => {
  it("reads the order stated under an ORDER heading above the reasons", () => {
    const text = `${HEADER}
ORDER
On appeal from: Gauteng Division of the High Court, Pretoria (Smith J sitting as court of first instance):
1 The appeal is upheld with costs.
2 The order of the high court is set aside.
JUDGMENT
Molemela JA:
[1] The appellant was arrested on 4 May 2017.
[2] In my view the arrest was unlawful. The appeal must therefore succeed.
`;
    expect(orderOf(text)).toEqual([
      { text: "The appeal is upheld with costs.", paragraph: null },
      { text: "The order of the high court is set aside.", paragraph: null },
    ]);
  });

  it("keeps a substituted order's own items inside the item that substitutes it", () => {
    const text = `${HEADER}
JUDGMENT
[1] The applicant sued for damages for unlawful arrest on 4 May 2017.
[2] It follows that the court below erred.
[3] The following order is made:
(a) The appeal is allowed with costs.
(b) The order of the court below is replaced with the following:
"1. The respondent is to pay the applicant R50 000.
2. The respondent is to pay the costs of the action."
____________
K MOLEMELA
`;
    const order = orderOf(text);
    expect(order).toHaveLength(2);
    expect(order[0]).toEqual({ text: "The appeal is allowed with costs.", paragraph: "[3]" });
    expect(order[1]!.text).toMatch(
      /^The order of the court below is replaced with the following: "1\. The respondent/,
    );
    expect(order[1]!.text).toMatch(/costs of the action\."$/);
  });

  it("takes 'In the result' and the substituted order quoted after it", () => {
    const text = `${HEADER}
J U D G M E N T
SCHUTZ JA:
The wife bought the house from her husband in 1990 for R100 000.
For the reasons given I cannot agree with the court below.
The appeal is upheld with costs. The order of the court a quo is replaced with the following:
"The application is dismissed with costs."
W P SCHUTZ
JUDGE OF APPEAL
`;
    expect(orderOf(text).map((item) => item.text)).toEqual([
      "The appeal is upheld with costs.",
      'The order of the court a quo is replaced with the following: "The application is dismissed with costs."',
    ]);
  });

  it("does not take the lower court's order quoted in the first half of the reasons", () => {
    const text = `${HEADER}
JUDGMENT
[1] The magistrate made the following order: the application is dismissed with costs.
[2] The applicant appealed. The record runs to many pages and the argument ranged widely over the facts.
[3] The applicant says the magistrate misread the evidence of the two constables on the night in question.
[4] The respondent answers that the evidence was read correctly and that nothing was missed.
[5] The applicant was arrested on 4 May 2017 at her home, without a warrant, by two constables.
[6] In my view the constables had no reasonable suspicion.
`;
    const summary = summarizeJudgment(text);
    expect(summary.order).toEqual([]);
    expect(summary.missing).toContain("order");
  });

  it("leaves the talk about costs before the order out of it", () => {
    const text = `${HEADER}
JUDGMENT
[1] The applicant was arrested on 4 May 2017.
[2] The trustees should be warned that the costs of further litigation may be awarded against them.
The following order is made:
1) The appeal succeeds.
2) The respondent is to pay the costs.
`;
    expect(orderOf(text).map((item) => item.text)).toEqual([
      "The appeal succeeds.",
      "The respondent is to pay the costs.",
    ]);
  });

  it("ends the order's last item where the next numbered paragraph begins", () => {
    const text = `${HEADER}
JUDGMENT
[1] The applicant was arrested on 4 May 2017.
[2] The arrest was unlawful and the court below should have said so.
[3] The following order is made:
1. The appeal is upheld.
2. The respondent is to pay the costs.
[4] I add a word about the record, which was badly prepared.
`;
    expect(orderOf(text)).toEqual([
      { text: "The appeal is upheld.", paragraph: "[3]" },
      { text: "The respondent is to pay the costs.", paragraph: "[3]" },
    ]);
  });

  it("reads an order in Afrikaans", () => {
    const text = `${HEADER}
UITSPRAAK
NIENABER AR:
Die eiseres het op 22 Januarie 1983 met die oorledene getroud.
Om gemelde redes behoort die appèl na my mening te misluk.
Die appèl word van die hand gewys met koste. Die kruisappèl misluk met koste.
P M NIENABER AR
`;
    expect(orderOf(text).map((item) => item.text)).toEqual([
      "Die appèl word van die hand gewys met koste.",
      "Die kruisappèl misluk met koste.",
    ]);
  });
});

describe("readOrderItems", () => {
  it("reads items numbered 1. 2. 3. and stops at the end given", () => {
    const text =
      ":\n1. The appeal is dismissed.\n2. No order as to costs.\n3. The record is returned.\nSIGNED";
    const items = readOrderItems(text, 1, text.indexOf("\nSIGNED"));
    expect(items.map((item) => text.slice(item.start, item.end))).toEqual([
      "The appeal is dismissed.",
      "No order as to costs.",
      "The record is returned.",
    ]);
  });

  it("reads nothing when the list does not start at 1 or (a)", () => {
    const text = ":\n3. The appeal is dismissed.\n4. No order as to costs.";
    expect(readOrderItems(text, 1, text.length)).toEqual([]);
  });

  it("reads nothing when the first marker does not follow at once", () => {
    const text = ": the court considered the matter.\n1. The appeal is dismissed.";
    expect(readOrderItems(text, 1, text.length)).toEqual([]);
  });
});
