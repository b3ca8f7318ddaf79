import { describe, expect, it } from "vitest";
import {
  englishStem,
  FRAGMENT_WORDS_AT_MOST,
  markFragment,
  type SearchedWords,
  shownWords,
  tsqueryWords,
} from "./fragments.ts";

const marked = (fragment: { text: string; highlights: [number, number][] }) =>
  fragment.highlights.map(([start, end]) => fragment.text.slice(start, end));

const words = (english: string[], simple: string[] = []): SearchedWords => ({
  english: new Set(english),
  simple: new Set(simple),
});

describe("tsqueryWords", () => {
  it("reads each quoted lexeme of PostgreSQL's tsquery text, a doubled quote as one", () => {
    expect([...tsqueryWords("'unfair' & 'dismiss' <-> 'reinstat' | 'o''brien'")]).toEqual([
      "unfair",
      "dismiss",
      "reinstat",
      "o'brien",
    ]);
  });

  it("leaves out the words the query negates, and reads nothing from an empty query", () => {
    expect([...tsqueryWords("'evict' & !'farm' & ! 'lease'")]).toEqual(["evict"]);
    expect(tsqueryWords("").size).toBe(0);
  });
});

describe("englishStem", () => {
  it("stems as Snowball's English (Porter2) does, the same word the same each time", () => {
    expect(["dismissal", "dismissed", "reinstatement", "companies", "dying"].map(englishStem)).toEqual([
      "dismiss",
      "dismiss",
      "reinstat",
      "compani",
      "die",
    ]);
    expect(englishStem("dismissal")).toBe("dismiss");
  });

  it("keeps a word with a digit as written, as PostgreSQL's parser does for numbers", () => {
    expect(["1933", "380", "312b", "s26"].map(englishStem)).toEqual(["1933", "380", "312b", "s26"]);
  });
});

describe("markFragment", () => {
  it("marks an English passage's words by their stems, ignoring case, and shows a short passage whole", () => {
    const fragment = markFragment(
      "The Dismissal was unfair; reinstatement of the dismissed workers followed.",
      words(["unfair", "dismiss", "reinstat"]),
      "en",
    );
    expect(fragment.text).toBe("The Dismissal was unfair; reinstatement of the dismissed workers followed.");
    expect(marked(fragment)).toEqual(["Dismissal", "unfair", "reinstatement", "dismissed"]);
  });

  it("marks another language's words as written, not by English stems", () => {
    const fragment = markFragment(
      "Wonke umuntu unelungelo lokufinyelela emhlabeni. Abantu",
      words(["abant"], ["umuntu", "abantu"]),
      "zu",
    );
    expect(marked(fragment)).toEqual(["umuntu", "Abantu"]);
  });

  it("shows the stretch with most of the words, at most FRAGMENT_WORDS_AT_MOST words, without cutting a word", () => {
    const filler = (count: number, word = "filler") => Array.from({ length: count }, () => word).join(" ");
    const text = `${filler(30)} servitude ${filler(80)} servitude of way registered ${filler(60)}`;
    const fragment = markFragment(text, words(["servitud", "way", "regist"]), "en");

    expect(marked(fragment)).toEqual(["servitude", "way", "registered"]);
    expect(fragment.text.split(" ")).toHaveLength(FRAGMENT_WORDS_AT_MOST);
    expect(fragment.text.startsWith("filler")).toBe(true);
    expect(fragment.text.endsWith("filler")).toBe(true);
    // The words sit in the middle of the stretch.
    const before = fragment.text.indexOf("servitude");
    const after = fragment.text.length - fragment.highlights.at(-1)![1];
    expect(Math.abs(before - after)).toBeLessThan(20);
  });

  it("shows a long passage's beginning when none of its words match", () => {
    const text = Array.from({ length: 100 }, (_, index) => `w${index}`).join(" ");
    const fragment = markFragment(text, words(["absent"]), "en");
    expect(fragment.highlights).toEqual([]);
    expect(fragment.text.startsWith("w0 w1 ")).toBe(true);
    expect(fragment.text.split(" ")).toHaveLength(FRAGMENT_WORDS_AT_MOST);
  });

  it("gives an empty fragment for a passage without words", () => {
    expect(markFragment("", words(["any"]), "en")).toEqual({ text: "", highlights: [] });
  });
});

describe("shownWords", () => {
  it("keeps the stretch inside the passage when the words are at its end", () => {
    const hits = Array.from({ length: 100 }, (_, index) => index === 99);
    expect(shownWords(hits)).toEqual([100 - FRAGMENT_WORDS_AT_MOST, 99]);
  });

  it("prefers the earliest of two stretches with as many words", () => {
    const hits = Array.from({ length: 200 }, (_, index) => index === 60 || index === 150);
    const [first, last] = shownWords(hits);
    expect(first).toBeLessThanOrEqual(60);
    expect(last).toBeGreaterThanOrEqual(60);
    expect(last - first + 1).toBe(FRAGMENT_WORDS_AT_MOST);
  });
});
