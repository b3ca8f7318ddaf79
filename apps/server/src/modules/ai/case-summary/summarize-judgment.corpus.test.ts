import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractJudgmentMetadata } from "../../corpus/index.ts";
import { MOST_FACTS, MOST_HOLDINGS, MOST_ISSUES } from "./judgment-parts.ts";
import { type CaseSummary, summarizeJudgment } from "./summarize-judgment.ts";

// The 34 Supreme Court of Appeal judgments shipped in apps/server/corpus/zasca (ZASCA-Sum, University
// of Pretoria; see its NOTE.md). Two files are empty in the source, so 32 can be summarised. Floors are
// what the rules reach today (order 32/32, facts 32/32, holding 30/32, issues 23/32): a change that
// loses a part in any judgment fails here. Eight of the judgments number no paragraphs.
const JUDGMENTS = new URL("../../../../corpus/zasca/judgments/", import.meta.url);
const files = readdirSync(JUDGMENTS)
  .filter((name) => name.endsWith(".txt"))
  .sort();
const judgments = files.map((file) => {
  const text = readFileSync(new URL(file, JUDGMENTS), "utf8");
  return {
    file,
    text,
    summary: summarizeJudgment(text),
    paragraphs: extractJudgmentMetadata(text).paragraphs,
  };
});
const nonEmpty = judgments.filter((judgment) => judgment.text.trim() !== "");

const FLOORS = { order: 32, facts: 32, holding: 30, issues: 23 } as const;
type QuotedPart = keyof typeof FLOORS;
const QUOTED_PARTS = Object.keys(FLOORS) as QuotedPart[];

function countFound(part: QuotedPart): number {
  return nonEmpty.filter((judgment) => judgment.summary[part].length > 0).length;
}

function byFile(file: string): CaseSummary {
  return judgments.find((judgment) => judgment.file === file)!.summary;
}

describe("summaries of the shipped SCA judgments", () => {
  it("reads all 34 files, 32 of them with text", () => {
    expect(files).toHaveLength(34);
    expect(nonEmpty).toHaveLength(32);
  });

  it("quotes every sentence verbatim at its offsets", () => {
    for (const { text, summary } of judgments)
      for (const part of QUOTED_PARTS)
        for (const sentence of summary[part]) {
          expect(sentence.end).toBeGreaterThan(sentence.start);
          expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
          expect(sentence.text).toBe(sentence.text.trim());
        }
  });

  it("gives each sentence a paragraph number the judgment has, or none when it numbers no paragraphs", () => {
    for (const { file, summary, paragraphs } of judgments) {
      const numbers = new Set(paragraphs.map((paragraph) => paragraph.number));
      for (const part of QUOTED_PARTS)
        for (const sentence of summary[part]) {
          if (numbers.size === 0) expect(sentence.paragraph, file).toBeNull();
          else expect(numbers.has(sentence.paragraph!), `${file} ${sentence.paragraph}`).toBe(true);
        }
    }
  });

  it("keeps each part within its cap and never quotes one sentence in two parts", () => {
    for (const { file, summary } of judgments) {
      expect(summary.facts.length).toBeLessThanOrEqual(MOST_FACTS);
      expect(summary.issues.length).toBeLessThanOrEqual(MOST_ISSUES);
      expect(summary.holding.length).toBeLessThanOrEqual(MOST_HOLDINGS);
      const starts = QUOTED_PARTS.flatMap((part) => summary[part].map((sentence) => sentence.start));
      expect(new Set(starts).size, file).toBe(starts.length);
    }
  });

  it("finds each part in at least as many judgments as the floors", () => {
    for (const part of QUOTED_PARTS) expect(countFound(part), part).toBeGreaterThanOrEqual(FLOORS[part]);
  });

  it("names exactly the parts it left empty in missing", () => {
    for (const { file, summary } of judgments)
      for (const part of QUOTED_PARTS)
        expect(summary.missing.includes(part), `${file} ${part}`).toBe(summary[part].length === 0);
  });

  it("finds the order at the end of the reasons, item by item", () => {
    expect(byFile("sca-1999-2059.txt").order.map((item) => item.text)).toEqual(["The appeal is dismissed."]);
    const fiveItems = byFile("sca-1999-2097.txt").order;
    expect(fiveItems).toHaveLength(5);
    expect(fiveItems[2]!.text).toBe("The appeal is allowed with costs.");
    expect(fiveItems.every((item) => item.paragraph === "[30]")).toBe(true);
    // The text wraps lines mid-sentence; the quote keeps the line break, so compare words.
    expect(byFile("sca-1999-2073.txt").order.map((item) => item.text.replace(/\s+/g, " "))).toEqual([
      "Die appèl word van die hand gewys met koste, insluitend die koste van twee advokate.",
      "Die kruisappèl misluk met koste.",
    ]);
  });

  it("summarises the longest judgment well under 200 ms", () => {
    const longest = [...nonEmpty].sort((left, right) => right.text.length - left.text.length)[0]!;
    expect(longest.text.length).toBeGreaterThan(70_000);
    const timings = [0, 1, 2].map(() => {
      const started = performance.now();
      summarizeJudgment(longest.text);
      return performance.now() - started;
    });
    expect(Math.min(...timings)).toBeLessThan(200);
  });
});
