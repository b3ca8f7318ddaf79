import { describe, expect, it } from "vitest";
import { splitSentences } from "./judgment-sentences.ts";

function sentencesOf(text: string): string[] {
  return splitSentences(text).map(({ start, end }) => text.slice(start, end));
}

describe("splitSentences", () => {
  it("splits plain sentences and trims the white space around them", () => {
    expect(sentencesOf("  The appeal was heard. It was dismissed!  Was it right?  ")).toEqual([
      "The appeal was heard.",
      "It was dismissed!",
      "Was it right?",
    ]);
  });

  it("does not break after the 'v.' of a case name", () => {
    expect(sentencesOf("In Smith v. Jones the court agreed. It was right.")).toEqual([
      "In Smith v. Jones the court agreed.",
      "It was right.",
    ]);
  });

  it("keeps sections, paragraphs and numbers with their abbreviations", () => {
    const text =
      "The court relied on s. 12(1)(a) of the Act and on para. 12 of the judgment. See also Act No. 51 of 1977. It applies.";
    expect(sentencesOf(text)).toEqual([
      "The court relied on s. 12(1)(a) of the Act and on para. 12 of the judgment.",
      "See also Act No. 51 of 1977.",
      "It applies.",
    ]);
  });

  it("does not break inside a company's name", () => {
    expect(sentencesOf("The lessee is Acme (Pty.) Ltd. and it paid. Then it left.")).toEqual([
      "The lessee is Acme (Pty.) Ltd. and it paid.",
      "Then it left.",
    ]);
  });

  it("does not break after a judge's title or initials", () => {
    const text = "As Botha J. said in that case, W. P. Schutz JA. agreed. The point stands.";
    expect(sentencesOf(text)).toEqual([
      "As Botha J. said in that case, W. P. Schutz JA. agreed.",
      "The point stands.",
    ]);
  });

  it("keeps a law-report citation whole, old style and new, across a line break", () => {
    const text =
      "See S v Makwanyane 1995 (3) SA 391 (CC) at 400. The older S v Moodie 1961 (4) S.A. 752 (A.D.) is to the same effect. So is S v Xaba 1983\n(3) SA 717 (A).";
    expect(sentencesOf(text)).toEqual([
      "See S v Makwanyane 1995 (3) SA 391 (CC) at 400.",
      "The older S v Moodie 1961 (4) S.A. 752 (A.D.) is to the same effect.",
      "So is S v Xaba 1983\n(3) SA 717 (A).",
    ]);
  });

  it("ends a sentence on a page letter of a pinpoint, inside closing brackets", () => {
    const text = "(See S v Tuge 1966(4) SA 565 (A) at 568 F-G.) The first question is this.";
    expect(sentencesOf(text)).toEqual([
      "(See S v Tuge 1966(4) SA 565 (A) at 568 F-G.)",
      "The first question is this.",
    ]);
  });

  it("keeps the closing quote with the sentence it ends", () => {
    expect(sentencesOf('He said: "I will pay." The debtor did not.')).toEqual([
      'He said: "I will pay."',
      "The debtor did not.",
    ]);
  });

  it("runs across line breaks inside a sentence, as text from PDFs wraps", () => {
    const text = "The deceased was\nkilled in the warehouse.\n\nThere\n\nwas no direct evidence.";
    expect(sentencesOf(text)).toEqual([
      "The deceased was\nkilled in the warehouse.",
      "There\n\nwas no direct evidence.",
    ]);
  });

  it("starts a new sentence at each numbered item of a list", () => {
    const text = "The following order is made:\n1. The appeal is upheld\n2. Costs follow the result.";
    expect(sentencesOf(text)).toEqual([
      "The following order is made:",
      "The appeal is upheld",
      "Costs follow the result.",
    ]);
  });

  it("keeps a heading on its own line apart from the sentence under it", () => {
    const text = "It was dismissed.\nBackground\nThe appellant sold the farm.";
    expect(sentencesOf(text)).toEqual(["It was dismissed.", "Background", "The appellant sold the farm."]);
  });

  it("does not end a sentence at an ellipsis", () => {
    expect(sentencesOf("The rule is that . . . Courts must act. Next.")).toEqual([
      "The rule is that . . . Courts must act.",
      "Next.",
    ]);
  });

  it("splits only between the offsets given and returns offsets into the whole text", () => {
    const text = "[1] First one. Second one. [2] Third one.";
    const spans = splitSentences(text, 4, 27);
    expect(spans.map(({ start, end }) => text.slice(start, end))).toEqual(["First one.", "Second one."]);
    expect(spans[0]!.start).toBe(4);
  });
});
