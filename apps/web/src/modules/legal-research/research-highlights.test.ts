import { describe, expect, it } from "vitest";
import {
  containsEveryStem,
  findStemHighlights,
  queryStemsOf,
  splitByHighlights,
} from "./research-highlights";

describe("splitByHighlights", () => {
  it("cuts a passage into plain runs and the matched words", () => {
    expect(
      splitByHighlights("the unfair dismissal of workers", [
        [4, 10],
        [11, 20],
      ]),
    ).toEqual([
      { text: "the ", isHit: false },
      { text: "unfair", isHit: true },
      { text: " ", isHit: false },
      { text: "dismissal", isHit: true },
      { text: " of workers", isHit: false },
    ]);
  });

  it("merges overlapping offsets, sorts them and clamps those past the end", () => {
    expect(
      splitByHighlights("abcdef", [
        [3, 99],
        [0, 2],
        [1, 2],
      ]),
    ).toEqual([
      { text: "ab", isHit: true },
      { text: "c", isHit: false },
      { text: "def", isHit: true },
    ]);
  });

  it("gives the passage unmarked when nothing matched", () => {
    expect(splitByHighlights("no match", [])).toEqual([{ text: "no match", isHit: false }]);
  });
});

describe("queryStemsOf", () => {
  it("leaves out stop words and cuts common endings", () => {
    expect(queryStemsOf("Unfair dismissal of the workers and reinstatement")).toEqual([
      "unfair",
      "dismiss",
      "worker",
      "reinstate",
    ]);
  });

  it("keeps short words whole and does not repeat a stem", () => {
    expect(queryStemsOf("bail bail BAIL")).toEqual(["bail"]);
  });
});

describe("findStemHighlights", () => {
  it("marks every word that begins with one of the stems, whatever its case", () => {
    const text = "Dismissed workers sought reinstatement after the dismissal.";
    expect(
      findStemHighlights(text, queryStemsOf("dismissal reinstatement")).map(([s, e]) => text.slice(s, e)),
    ).toEqual(["Dismissed", "reinstatement", "dismissal"]);
  });

  it("does not mark a stem found inside another word", () => {
    expect(findStemHighlights("undismissed", ["dismiss"])).toEqual([]);
  });
});

describe("containsEveryStem", () => {
  it("is true only when the paragraph holds every word of the query", () => {
    const stems = queryStemsOf("unfair dismissal");
    expect(containsEveryStem("The dismissal was unfair.", stems)).toBe(true);
    expect(containsEveryStem("The dismissal was fair.", stems)).toBe(false);
  });

  it("is false for a query of stop words alone", () => {
    expect(containsEveryStem("the of and", queryStemsOf("the of and"))).toBe(false);
  });
});
