import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { applyEdits } from "./apply-edits.ts";
import {
  extractPages,
  holdsWord,
  inflatedFileText,
  makeSamplePdf,
  rectOfWords,
  SAMPLE_LINES,
} from "./pdf-edit.fixtures.ts";
import type { PdfEdits } from "./pdf-edit.types.ts";

const [standardLine, otherLine, embeddedLine] = SAMPLE_LINES as [
  (typeof SAMPLE_LINES)[number],
  (typeof SAMPLE_LINES)[number],
  (typeof SAMPLE_LINES)[number],
];

async function redactNames(original: Uint8Array): Promise<Uint8Array> {
  const edits: PdfEdits = {
    annotations: [],
    modifications: [
      {
        type: "redact",
        page: 1,
        content: {
          rects: [
            { page: 1, ...(await rectOfWords(standardLine, "Jane Mokoena")) },
            { page: 1, ...(await rectOfWords(embeddedLine, "Jane Mokoena")) },
          ],
        },
      },
    ],
  };
  return applyEdits(original, edits);
}

describe("true redaction", () => {
  it("finds the name in the original, so the tests below prove a removal", async () => {
    const original = await makeSamplePdf();
    const [page] = await extractPages(original);
    expect(page?.text).toContain("Jane Mokoena owes");
    expect(page?.text).toContain("Jane Mokoena signed");
    expect(holdsWord(inflatedFileText(original), "Mokoena")).toBe(true);
  });

  it("removes the redacted words from the extracted text of a standard and an embedded (CID) font, keeping the rest", async () => {
    const output = await redactNames(await makeSamplePdf());
    const [page] = await extractPages(output);
    expect(page?.text).not.toContain("Mokoena");
    expect(page?.text).not.toContain("Jane");
    expect(page?.text).toContain("owes");
    expect(page?.text).toContain("5 000");
    expect(page?.text).toContain("signed the lease");
    expect(page?.text).toContain(otherLine.text);
  });

  it("keeps the remaining words where they were", async () => {
    const output = await redactNames(await makeSamplePdf());
    const [page] = await extractPages(output);
    const owes = page?.items.find((item) => item.str.includes("owes"));
    const offset = (await rectOfWords(standardLine, "owes")).x;
    expect(owes).toBeDefined();
    // The run starts at the space after the name or at "owes" itself; either way within a space's width.
    expect(Math.abs((owes?.x ?? 0) - offset)).toBeLessThan(6);
    expect(owes?.y).toBeCloseTo(standardLine.y, 1);
  });

  it("leaves no copy of the redacted text anywhere in the file's decompressed bytes", async () => {
    const output = await redactNames(await makeSamplePdf({ title: "Claim against Jane Mokoena" }));
    const everything = inflatedFileText(output);
    expect(holdsWord(everything, "Mokoena")).toBe(false);
    expect(holdsWord(everything, "owes")).toBe(true);
    const saved = await PDFDocument.load(output, { updateMetadata: false });
    expect(saved.getAuthor()).toBeUndefined();
    expect(saved.getTitle()).toBeUndefined();
    expect(saved.getProducer()).toBe("Inkundla");
  });

  it("draws an opaque black box over the area", async () => {
    const output = await redactNames(await makeSamplePdf());
    expect(inflatedFileText(output)).toMatch(/0 0 0 rg\n[\d. ]+re/);
  });

  it("does not touch a page without redactions", async () => {
    const output = await redactNames(await makeSamplePdf({ pages: 2 }));
    const pages = await extractPages(output);
    expect(pages[1]?.text).toContain("Page 2 of the affidavit");
  });
});
