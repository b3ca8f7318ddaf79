import { describe, expect, it } from "vitest";
import { REMOVED_CITATION_MARK, removedCitationsLabel, splitAnswerText } from "./research-answer-text";

const PASSAGES = new Set([1, 2, 3]);

describe("splitAnswerText", () => {
  it("turns each [n] naming one of the answer's passages into a reference between the words", () => {
    expect(splitAnswerText("No one may be evicted [1], save by order [3].", PASSAGES)).toEqual([
      { kind: "text", text: "No one may be evicted " },
      { kind: "reference", passageNumber: 1 },
      { kind: "text", text: ", save by order " },
      { kind: "reference", passageNumber: 3 },
      { kind: "text", text: "." },
    ]);
  });

  it("splits a bracket naming several passages into one reference each", () => {
    expect(splitAnswerText("[1, 2]", PASSAGES)).toEqual([
      { kind: "reference", passageNumber: 1 },
      { kind: "reference", passageNumber: 2 },
    ]);
  });

  it("leaves neutral citations and numbers that name no passage as words", () => {
    const text = "Benicon [1999] ZASCA 70 and [7] and [2, 9] stay as written [2].";
    expect(splitAnswerText(text, PASSAGES)).toEqual([
      { kind: "text", text: "Benicon [1999] ZASCA 70 and [7] and [2, 9] stay as written " },
      { kind: "reference", passageNumber: 2 },
      { kind: "text", text: "." },
    ]);
  });

  it("marks where the server cut out a citation it could not verify", () => {
    expect(splitAnswerText(`Confirmed in Smith v Jones ${REMOVED_CITATION_MARK}.`, PASSAGES)).toEqual([
      { kind: "text", text: "Confirmed in Smith v Jones " },
      { kind: "removed-citation" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps text without references whole", () => {
    expect(splitAnswerText("No passage in the corpus matches.", new Set())).toEqual([
      { kind: "text", text: "No passage in the corpus matches." },
    ]);
  });
});

describe("removedCitationsLabel", () => {
  it("counts the removed citations in the singular and the plural", () => {
    expect(removedCitationsLabel(1)).toBe("1 unverified citation removed");
    expect(removedCitationsLabel(3)).toBe("3 unverified citations removed");
  });
});
