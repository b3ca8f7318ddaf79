import PDFDocument from "pdfkit";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDocumentFonts } from "./fonts.ts";
import { fitCell, fitToWidth, type TextMeasure, toDrawableText, wrapToWidth } from "./text-fitting.ts";

let measure: TextMeasure;
let supported: ReadonlySet<number>;

beforeAll(async () => {
  const fonts = await loadDocumentFonts();
  // Measured as the writer measures: by pdfkit, in the embedded regular face.
  const doc = new PDFDocument();
  doc.registerFont("regular", fonts.regular as unknown as Uint8Array);
  measure = { width: (text, size) => doc.font("regular", size).widthOfString(text) };
  supported = fonts.supported;
});

describe("toDrawableText", () => {
  it("turns the en-ZA group separators into plain spaces", () => {
    expect(toDrawableText("R\u202f1\u202f234,56", supported)).toBe("R 1 234,56");
    expect(toDrawableText("R\u00a01\u00a0234,56", supported)).toBe("R 1 234,56");
  });

  it("keeps every letter of the eleven official languages, and signs such as ✓", () => {
    for (const name of [
      "Ṱhalitshani Ṋemaḓivhani",
      "Mulalo Ṅwedzi Ḽiḽi",
      "Gerhard Pienaar-Môreson, Eë",
      "Sešweu Mokgoši",
      "Nomvula Dlamini-Khumalo",
      "Thabo Mofokeng",
      "✓ Compliant",
    ]) {
      expect(toDrawableText(name, supported)).toBe(name);
    }
  });

  it("replaces what the font lacks, keeping the bare letter where there is one", () => {
    expect(toDrawableText("house 🏠", supported)).toBe("house ?");
    expect(toDrawableText("a\u2212b\u2011c", supported)).toBe("a-b-c");
    expect(toDrawableText("line\nbreak\ttab", supported)).toBe("line break tab");
  });

  it("composes a decomposed accent before checking it", () => {
    expect(toDrawableText("Zoe\u0308", supported)).toBe("Zoë");
    expect(toDrawableText("\u1e12\u0064\u032d", supported)).toBe("Ḓḓ");
  });
});

describe("fitting text", () => {
  it("measures text as it is drawn, with the font's kerning", () => {
    expect(measure.width(" ", 10)).toBeGreaterThan(2);
    expect(measure.width("AV", 10)).toBeLessThan(measure.width("A", 10) + measure.width("V", 10));
    expect(measure.width("Deposit", 16)).toBeCloseTo(2 * measure.width("Deposit", 8));
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
    expect(fitCell(amount, measure, 20, { size: 8, shrinkToFit: true }).lines.join("")).toBe(
      amount.replaceAll(" ", ""),
    );
    expect(fitCell("R 1,00", measure, 50, { size: 8, shrinkToFit: true })).toEqual({
      lines: ["R 1,00"],
      size: 8,
    });
  });

  it("never cuts an identifier or a date in a table cell: it goes on to another line", () => {
    const reference = fitCell("MAT-2026-00042", measure, 35, { size: 8 });
    expect(reference.lines.length).toBeGreaterThan(1);
    expect(reference.lines.join("")).toBe("MAT-2026-00042");
    expect(reference.lines[0]?.endsWith("-")).toBe(true);
    const date = fitCell("16 November 2026", measure, measure.width("November", 8) + 1, { size: 8 });
    expect(date.lines).toEqual(["16", "November", "2026"]);
    for (const line of [...reference.lines, ...date.lines]) expect(line).not.toContain("…");
  });

  it("cuts running text only after six lines", () => {
    const text = Array.from({ length: 60 }, (_unused, index) => `word${index}`).join(" ");
    const cell = fitCell(text, measure, 60, { size: 8, wrap: true });
    expect(cell.lines).toHaveLength(6);
    expect(cell.lines[5]?.endsWith("…")).toBe(true);
  });

  it("answers one empty line for empty text", () => {
    expect(wrapToWidth("", measure, 8, 30, 3)).toEqual([""]);
  });
});
