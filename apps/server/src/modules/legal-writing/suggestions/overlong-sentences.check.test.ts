import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkOverlongSentences } from "./overlong-sentences.check.ts";

const words = (count: number) => Array.from({ length: count }, (_, index) => `Word${index}`).join(" ");

describe("checkOverlongSentences", () => {
  it("flags a sentence over 60 words and says how many", () => {
    const [finding, ...rest] = checkOverlongSentences(
      checkInput({ text: `Short one. ${words(61)}. Short two.` }),
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ type: "improvement", severity: "low" });
    expect(finding!.text).toMatch(/^This sentence has 61 words: "Word0 Word1/);
  });

  it("rates a very long sentence higher", () => {
    expect(checkOverlongSentences(checkInput({ text: `${words(95)}.` }))[0]!.severity).toBe("medium");
  });

  it("passes sentences of 60 words and headings of any length", () => {
    expect(checkOverlongSentences(checkInput({ text: `${words(60)}.` }))).toEqual([]);
    expect(checkOverlongSentences(checkInput({ html: `<h2>${words(70)}</h2>` }))).toEqual([]);
  });

  it("gives the sentence's position in its id", () => {
    const [finding] = checkOverlongSentences(checkInput({ text: `Short one. ${words(61)}.` }));
    expect(finding!.id).toBe("overlong-sentence-11");
  });
});
