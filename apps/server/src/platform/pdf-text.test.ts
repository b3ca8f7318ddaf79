import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { fitCell, fitToWidth, TextMeasure, toWinAnsi, wrapToWidth } from "./pdf-text.ts";

let measure: TextMeasure;
let supported: Set<number>;

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  measure = new TextMeasure(font);
  supported = new Set(font.getCharacterSet());
});

describe("toWinAnsi", () => {
  it("turns the en-ZA group separators into plain spaces", () => {
    expect(toWinAnsi("R\u202f1\u202f234,56", supported)).toBe("R 1 234,56");
    expect(toWinAnsi("R\u00a01\u00a0234,56", supported)).toBe("R 1 234,56");
  });

  it("keeps what WinAnsi has, strips accents it lacks and replaces the rest", () => {
    expect(toWinAnsi("Zoë “Oaks” – é…", supported)).toBe("Zoë “Oaks” – é…");
    expect(toWinAnsi("Ōkahu ā", supported)).toBe("Okahu a");
    expect(toWinAnsi("house 🏠", supported)).toBe("house ?");
    expect(toWinAnsi("a\u2212b\u2011c", supported)).toBe("a-b-c");
    expect(toWinAnsi("line\nbreak\ttab", supported)).toBe("line break tab");
  });

  it("composes a decomposed accent before checking it", () => {
    expect(toWinAnsi("Zoe\u0308", supported)).toBe("Zoë");
  });
});

describe("fitting text", () => {
  it("measures text as the sum of its glyphs (Helvetica: a space is 278/1000 of the size)", () => {
    expect(measure.width(" ", 10)).toBeCloseTo(2.78);
    expect(measure.width("AV", 10)).toBeCloseTo(measure.width("A", 10) + measure.width("V", 10));
  });

  it("leaves text that fits alone and cuts longer text with an ellipsis", () => {
    expect(fitToWidth("Deposit", measure, 8, 200)).toBe("Deposit");
    const cut = fitToWidth("A very long description of a trust deposit on transfer", measure, 8, 60);
    expect(cut.endsWith("…")).toBe(true);
    expect(measure.width(cut, 8)).toBeLessThanOrEqual(60);
  });

  it("wraps words onto lines and cuts after the last allowed line", () => {
    const lines = wrapToWidth("one two three four five six seven eight nine ten", measure, 8, 40, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
    for (const line of lines) expect(measure.width(line, 8)).toBeLessThanOrEqual(40);
  });

  it("breaks a word wider than the line", () => {
    const lines = wrapToWidth("4012345678901234567890", measure, 8, 30, 10);
    expect(lines.join("")).toBe("4012345678901234567890");
    for (const line of lines) expect(measure.width(line, 8)).toBeLessThanOrEqual(30);
  });

  it("draws an amount too wide for its column smaller instead of cutting it", () => {
    const amount = "R 123 456 789,00";
    const shrunk = fitCell(amount, measure, 50, { size: 8, shrinkToFit: true });
    expect(shrunk.lines).toEqual([amount]);
    expect(shrunk.size).toBeLessThan(8);
    expect(measure.width(amount, shrunk.size)).toBeLessThanOrEqual(50);
    expect(fitCell(amount, measure, 50, { size: 8 }).lines[0]?.endsWith("…")).toBe(true);
    expect(fitCell("R 1,00", measure, 50, { size: 8, shrinkToFit: true })).toEqual({
      lines: ["R 1,00"],
      size: 8,
    });
  });

  it("answers one empty line for empty text", () => {
    expect(wrapToWidth("", measure, 8, 30, 3)).toEqual([""]);
  });
});
