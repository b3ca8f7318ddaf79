import { describe, expect, it } from "vitest";
import { checkCitations, type GroundingPassage, REMOVED_CITATION_MARK } from "./citation-checker.ts";

const passages: GroundingPassage[] = [
  { number: 1, documentKeys: ["act:1996/108"], pinpoint: "s 26" },
  { number: 2, documentKeys: ["report:SA/1992/1/700"], pinpoint: "para 14" },
];
const corpusKeys = new Set(["act:1995/66", "neutral:1999/ZASCA/12"]);
const check = (text: string) => checkCitations(text, { passages, isKnownKey: (key) => corpusKeys.has(key) });

describe("checkCitations", () => {
  it("keeps citations of the passages given and of documents in the corpus", () => {
    const text =
      "No one may be evicted without an order [1]; see s 26(3) of the Constitution and 1992 (1) SA 700 (A) [2]. Compare [1999] ZASCA 12 and the Labour Relations Act 66 of 1995.";
    const checked = check(text);
    expect(checked.removed).toEqual([]);
    expect(checked.text).toBe(text);
    expect(checked.citedPassages).toEqual([1, 2]);
  });

  it("removes an invented case citation, says why, and leaves the sentence readable", () => {
    const checked = check("The point was settled in Smith v Jones 2031 (4) SA 999 (SCA) at 1002C [2].");
    expect(checked.removed).toEqual([
      { text: "2031 (4) SA 999 (SCA)", reason: "no judgment in the corpus has that citation" },
    ]);
    expect(checked.text).toBe(`The point was settled in Smith v Jones ${REMOVED_CITATION_MARK} [2].`);
    expect(checked.text).not.toMatch(/2031/);
  });

  it("removes invented neutral citations, Acts and bare sections, and passage numbers never given", () => {
    const checked = check(
      "See [2030] ZASCA 501, the Fictional Act 99 of 2029; section 412; and passage [7].",
    );
    expect(checked.removed).toEqual([
      { text: "[2030] ZASCA 501", reason: "no judgment in the corpus has that citation" },
      { text: "Fictional Act 99 of 2029", reason: "that Act is not in the corpus" },
      { text: "section 412", reason: "the section names no Act, and no passage given is that section" },
      { text: "[7]", reason: "no passage [7] was given" },
    ]);
    expect(checked.text).not.toMatch(/2030|2029|412|\[7\]/);
  });

  it("accepts a bare section only when a passage given is that section", () => {
    expect(check("As s 26(3) says [1].").removed).toEqual([]);
    expect(check("As s 27 says.").removed).toHaveLength(1);
  });
});
