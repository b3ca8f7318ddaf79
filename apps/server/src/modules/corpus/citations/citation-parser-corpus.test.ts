import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findCitations } from "./citation-parser.ts";

// Real Supreme Court of Appeal judgments, mostly from 1999 (apps/server/corpus/zasca/NOTE.md).
const judgmentsFolder = new URL("../../../../corpus/zasca/judgments/", import.meta.url);
const judgments = readdirSync(judgmentsFolder)
  .filter((name) => name.endsWith(".txt"))
  .map((name) => ({ name, text: readFileSync(new URL(name, judgmentsFolder), "utf8") }));

function textsIn(name: string): string[] {
  const judgment = judgments.find((candidate) => candidate.name === name);
  if (!judgment) throw new Error(`missing ${name}`);
  return findCitations(judgment.text).map((citation) => citation.text);
}

describe("findCitations over the SCA judgments", () => {
  it("has the corpus to read", () => {
    expect(judgments.length).toBeGreaterThanOrEqual(30);
  });

  it("finds the authorities cited in the Benicon judgment", () => {
    expect(textsIn("sca-1999-2102.txt")).toEqual(
      expect.arrayContaining([
        "1992 (1) SA 700 (A)",
        "1994 (2) SA 204 (A)",
        "(1997) 18 ILJ 123 (LAC)",
        "[1996] 3 BLLR 330 (IC)",
      ]),
    );
  });

  it("reads every judgment in well under a second", () => {
    const started = performance.now();
    for (const judgment of judgments) findCitations(judgment.text);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("finds citations in most judgments, and many overall", () => {
    const counts = judgments.map((judgment) => findCitations(judgment.text).length);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThanOrEqual(judgments.length - 3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(400);
  });

  it.each(judgments)("gives sane citations for $name", ({ text }) => {
    const found = findCitations(text);
    let previousEnd = 0;
    for (const citation of found) {
      expect(citation.start).toBeGreaterThanOrEqual(previousEnd);
      expect(citation.end).toBeGreaterThan(citation.start);
      expect(citation.text.length).toBeLessThanOrEqual(120);
      expect(text.slice(citation.start, citation.end).replace(/\s+/g, " ")).toBe(citation.text);
      expect(citation.key).toMatch(/^(?:neutral|report|act|section):\S+$/);
      if (citation.kind === "law_report") {
        expect(citation.year).toBeGreaterThanOrEqual(1820);
        expect(citation.year).toBeLessThanOrEqual(2000);
      }
      previousEnd = citation.end;
    }
  });
});
