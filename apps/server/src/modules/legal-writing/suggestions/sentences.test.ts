import { describe, expect, it } from "vitest";
import { countWords, splitSentences } from "./sentences.ts";

describe("splitSentences", () => {
  it("does not end a sentence at a legal abbreviation or an initial", () => {
    const text =
      "In Smith v. Jones (Pty) Ltd. the court per J. Nkosi held so. See para. 12 of No. 5. It follows.";
    expect(splitSentences(text).map((sentence) => sentence.text)).toEqual([
      "In Smith v. Jones (Pty) Ltd. the court per J. Nkosi held so.",
      "See para. 12 of No. 5.",
      "It follows.",
    ]);
  });

  it("gives each sentence's offset in the block", () => {
    const text = "First one.  Second one?";
    for (const sentence of splitSentences(text))
      expect(text.slice(sentence.start, sentence.start + sentence.text.length)).toBe(sentence.text);
  });

  it("counts words, not punctuation", () => {
    expect(countWords("The applicant's R5 000 claim — dismissed.")).toBe(6);
  });
});
