import { describe, expect, it } from "vitest";
import { type CaseSummary, type SummarySentence, summarizeJudgment } from "./summarize-judgment.ts";

// Hand-written judgments in the layouts South African courts use; no real case's wording.
const NUMBERED_JUDGMENT = `THE SUPREME COURT OF APPEAL OF SOUTH AFRICA
JUDGMENT
Case no: 100/2020
In the matter between:
THANDI MOKOENA                                   Appellant
and
KAROO FARMS (PTY) LTD                            Respondent
Neutral citation: Mokoena v Karoo Farms (Pty) Ltd (100/2020) [2021] ZASCA 7 (2 February 2021)
Coram: Ponnan, Mocumie and Dambuza JJA
Heard: 12 January 2021
Delivered: 2 February 2021

JUDGMENT

Dambuza JA:

[1] This appeal concerns a lease of farmland in the Karoo.

Background
[2] The facts are largely common cause. On 3 March 2015 the appellant leased the farm from the respondent for ten years. The respondent cancelled the lease on 1 May 2018 after the appellant failed to pay rent for three months.

[3] The appellant applied to the High Court for an order declaring the cancellation unlawful. The High Court dismissed the application.

[4] The crisp question is whether the respondent gave the notice to remedy that clause 14 of the lease requires.

[5] Clause 14 requires written notice of fourteen days. Reliance was placed on Brisley v Drotsky 2002 (4) SA 1 (SCA) and on s 14 of the Consumer Protection Act 68 of 2008. In Brisley v Drotsky 2002 (4) SA 1 (SCA) para 24 the court upheld a non-variation clause.

[6] In my view the letter of 2 April 2018 was such a notice. It follows that the cancellation was lawful.

[7] In the result the following order is made:
1. The appeal is dismissed with costs.
2. The respondent's costs shall include the costs of two counsel.

________________
N DAMBUZA
JUDGE OF APPEAL
`;

/** Every returned sentence must be the judgment's own words at the offsets it gives. */
function expectVerbatim(text: string, sentences: SummarySentence[]): void {
  for (const sentence of sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
}

function textsOf(sentences: SummarySentence[]): string[] {
  return sentences.map((sentence) => sentence.text.replace(/\s+/g, " "));
}

describe("summarizeJudgment on a numbered judgment", () => {
  const summary: CaseSummary = summarizeJudgment(NUMBERED_JUDGMENT);

  it("takes the title, parties, court, neutral citation and date from the header", () => {
    expect(summary.title).toBe("Thandi Mokoena v Karoo Farms (Pty) Ltd");
    expect(summary.parties.applicants).toEqual(["Thandi Mokoena"]);
    expect(summary.parties.respondents).toEqual(["Karoo Farms (Pty) Ltd"]);
    expect(summary.court).toBe("Supreme Court of Appeal of South Africa");
    expect(summary.neutralCitation).toBe("[2021] ZASCA 7");
    expect(summary.judgmentDate).toBe("2021-02-02");
  });

  it("finds the facts from the sentence that announces them, with their paragraph", () => {
    expect(textsOf(summary.facts)[0]).toBe("The facts are largely common cause.");
    expect(summary.facts.map((sentence) => sentence.paragraph)).toContain("[2]");
    expect(textsOf(summary.facts)).toContain(
      "On 3 March 2015 the appellant leased the farm from the respondent for ten years.",
    );
  });

  it("finds the issue from 'the crisp question is whether'", () => {
    expect(summary.issues).toHaveLength(1);
    expect(summary.issues[0]!.paragraph).toBe("[4]");
    expect(summary.issues[0]!.text).toMatch(/^The crisp question is whether/);
  });

  it("finds the holding from 'In my view' and 'It follows that'", () => {
    expect(textsOf(summary.holding)).toEqual([
      "In my view the letter of 2 April 2018 was such a notice.",
      "It follows that the cancellation was lawful.",
    ]);
    expect(summary.holding.every((sentence) => sentence.paragraph === "[6]")).toBe(true);
  });

  it("gives the order item by item, without the bare introducer and without the signature", () => {
    expect(textsOf(summary.order)).toEqual([
      "The appeal is dismissed with costs.",
      "The respondent's costs shall include the costs of two counsel.",
    ]);
    expect(summary.order.every((item) => item.paragraph === "[7]")).toBe(true);
  });

  it("quotes every sentence verbatim at its offsets", () => {
    for (const part of [summary.facts, summary.issues, summary.holding, summary.order])
      expectVerbatim(NUMBERED_JUDGMENT, part);
  });

  it("counts the cases and Acts the judgment cites, most cited first, with the case's name", () => {
    expect(summary.citations.cases[0]).toMatchObject({ count: 2, caseName: "Brisley v Drotsky" });
    expect(summary.citations.legislation[0]).toMatchObject({
      count: 1,
      citation: "Consumer Protection Act 68 of 2008",
    });
  });

  it("leaves the header's own neutral citation out of the cited cases", () => {
    expect(summary.citations.cases.some((authority) => authority.key.includes("ZASCA"))).toBe(false);
  });

  it("names no part missing when every part is found", () => {
    expect(summary.missing).toEqual([]);
  });
});

const UNNUMBERED_JUDGMENT = `CASE NO: 12/98
In the matter between:
JOHN BOTHA                                       Appellant
and
THE STATE                                        Respondent
CORAM: SMALBERGER, HARMS JJA et MPATI AJA
HEARD: 1 March 1999
DELIVERED: 10 March 1999
J U D G M E N T
HARMS JA:
The appellant was convicted of theft in the regional court at Pretoria. It is common cause that he took the cattle on 5 June 1997. He sold them at an auction the next day.
The question for decision is whether the appellant knew that the cattle were not his.
The magistrate rejected his evidence. I am satisfied that the magistrate was right to do so.
The appeal is accordingly dismissed.
____________
L T C HARMS
JUDGE OF APPEAL
`;

describe("summarizeJudgment on a judgment without paragraph numbers", () => {
  const summary = summarizeJudgment(UNNUMBERED_JUDGMENT);

  it("finds every part and marks each sentence as having no paragraph number", () => {
    expect(textsOf(summary.facts)).toEqual([
      "It is common cause that he took the cattle on 5 June 1997.",
      "He sold them at an auction the next day.",
    ]);
    expect(textsOf(summary.issues)).toEqual([
      "The question for decision is whether the appellant knew that the cattle were not his.",
    ]);
    expect(textsOf(summary.holding)).toEqual(["I am satisfied that the magistrate was right to do so."]);
    expect(textsOf(summary.order)).toEqual(["The appeal is accordingly dismissed."]);
    for (const part of [summary.facts, summary.issues, summary.holding, summary.order])
      expect(part.every((sentence) => sentence.paragraph === null)).toBe(true);
  });

  it("does not quote the header or the signature", () => {
    const quoted = [...summary.facts, ...summary.issues, ...summary.holding, ...summary.order];
    expect(quoted.some((sentence) => /CORAM|HARMS JA:|JUDGE OF APPEAL/.test(sentence.text))).toBe(false);
  });
});

describe("summarizeJudgment when parts cannot be found", () => {
  it("leaves the parts empty and names them in missing instead of guessing", () => {
    const summary = summarizeJudgment("Notes taken at a meeting.\nThe weather was fine.\n");
    expect(summary.facts).toEqual([]);
    expect(summary.issues).toEqual([]);
    expect(summary.holding).toEqual([]);
    expect(summary.order).toEqual([]);
    expect(summary.missing).toEqual(
      expect.arrayContaining([
        "facts",
        "issues",
        "holding",
        "order",
        "citations",
        "court",
        "neutralCitation",
      ]),
    );
  });

  it("returns an empty summary for an empty text", () => {
    const summary = summarizeJudgment("");
    expect(summary.order).toEqual([]);
    expect(summary.missing).toContain("title");
  });

  it("reports a missing order when the reasons end without one", () => {
    const text = `J U D G M E N T
SMITH J:
The background is that the plaintiff sued the defendant for R5 000 on 3 May 2019.
The only issue is whether the debt has prescribed.
In my view it has prescribed, and I shall deal with the consequences in a later judgment.
____________
A B SMITH
`;
    const summary = summarizeJudgment(text);
    expect(summary.holding).toHaveLength(1);
    expect(summary.order).toEqual([]);
    expect(summary.missing).toContain("order");
  });
});
