import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { applyEdits, applyEditsDetailed } from "./apply-edits.ts";
import { addBatesNumbers, formatBatesNumber } from "./bates-numbering.ts";
import { buildPdfBundle } from "./bundle-builder.ts";
import { parsePageRanges, splitPdf } from "./page-ranges.ts";
import { extractPages, makeLabelledPdf, readStructure } from "./pdf-edit.fixtures.ts";
import { PdfEditError } from "./pdf-edit.types.ts";

const BATES = { prefix: "INK", start: 1, digits: 6, position: "bottom-right" as const, fontSize: 10 };

describe("Bates numbering", () => {
  it("formats the prefix and a zero-padded number", () => {
    expect(formatBatesNumber("INK", 42)).toBe("INK000042");
    expect(formatBatesNumber("", 7, 3)).toBe("007");
  });

  it("puts the next number on every page, rotated pages too, and returns the range", async () => {
    const rotated = await applyEdits(await makeLabelledPdf("Doc", 4), {
      annotations: [],
      modifications: [{ type: "rotate", page: 2, content: { degrees: 90 } }],
    });
    const { bytes, range } = await addBatesNumbers(rotated, { ...BATES, start: 41 });
    expect(range).toMatchObject({ first: "INK000041", last: "INK000044" });
    const pages = await extractPages(bytes);
    expect(pages.map((page) => page.text.match(/INK\d{6}/)?.[0])).toEqual([
      "INK000041",
      "INK000042",
      "INK000043",
      "INK000044",
    ]);
  });
});

describe("page operations", () => {
  it("inserts, deletes, reorders and rotates pages in order", async () => {
    const result = await applyEditsDetailed(
      await makeLabelledPdf("Main", 3),
      {
        annotations: [],
        modifications: [
          { type: "insert", page: 1, content: { fileId: "annexure", afterPage: 1, pages: [2] } },
          { type: "delete", page: 3 },
          { type: "reorder", page: 1, content: { order: [3, 1, 2] } },
          { type: "rotate", page: 1, content: { degrees: 180 } },
        ],
      },
      new Map([["annexure", await makeLabelledPdf("Annexure", 2)]]),
    );
    expect(result.pageCount).toBe(3);
    const texts = (await extractPages(result.bytes)).map((page) => page.text);
    expect(texts).toEqual(["Main page 3", "Main page 1", "Annexure page 2"]);
    expect((await readStructure(result.bytes)).rotations).toEqual([180, 0, 0]);
  });

  it("refuses a page that does not exist at its step", async () => {
    await expect(
      applyEdits(await makeLabelledPdf("Main", 2), {
        annotations: [],
        modifications: [{ type: "delete", page: 3 }],
      }),
    ).rejects.toThrow("page 3 does not exist");
  });
});

describe("annotations and stamps", () => {
  it("draws the stamps' words and the note's text into the page", async () => {
    const bytes = await applyEdits(await makeLabelledPdf("Affidavit", 1), {
      annotations: [
        {
          type: "stamp",
          stamp: "without-prejudice",
          page: 1,
          rect: { x: 300, y: 760, width: 220, height: 40 },
          text: "",
        },
        { type: "stamp", stamp: "copy", page: 1, rect: { x: 72, y: 760, width: 100, height: 40 }, text: "" },
        {
          type: "stamp",
          stamp: "commissioner",
          page: 1,
          rect: { x: 300, y: 100, width: 250, height: 150 },
          text: "",
        },
        {
          type: "note",
          page: 1,
          rect: { x: 72, y: 400, width: 200, height: 60 },
          text: "Confirm the date with Thabo",
        },
        { type: "highlight", page: 1, rect: { x: 72, y: 695, width: 100, height: 16 }, text: "Affidavit" },
      ],
      modifications: [],
    });
    const [page] = await extractPages(bytes);
    for (const words of [
      "WITHOUT PREJUDICE",
      "COPY",
      "COMMISSIONER OF OATHS",
      "Full names:",
      "Capacity / designation:",
      "Area:",
      "Business address:",
      "Date:",
      "Confirm the date with Thabo",
    ]) {
      expect(page?.text).toContain(words);
    }
  });
});

describe("bundles", () => {
  it("puts an index first, merges the documents in order and bookmarks each", async () => {
    const bundle = await buildPdfBundle({
      title: "Trial bundle: Mokoena v Dlamini",
      documents: [
        { name: "Summons", bytes: await makeLabelledPdf("Summons", 2) },
        { name: "Plea", bytes: await makeLabelledPdf("Plea", 3) },
      ],
      bates: BATES,
    });
    expect(bundle.pageCount).toBe(6);
    expect(bundle.entries).toEqual([
      {
        name: "Summons",
        firstPage: 2,
        lastPage: 3,
        bates: expect.objectContaining({ first: "INK000002", last: "INK000003" }),
      },
      {
        name: "Plea",
        firstPage: 4,
        lastPage: 6,
        bates: expect.objectContaining({ first: "INK000004", last: "INK000006" }),
      },
    ]);
    const pages = await extractPages(bundle.bytes);
    expect(pages[0]?.text).toContain("INDEX");
    expect(pages[0]?.text).toContain("INK000004 – INK000006");
    expect(pages[3]?.text).toContain("Plea page 1");
    expect((await readStructure(bundle.bytes)).outline).toEqual(["Summons", "Plea"]);
  });
});

describe("page ranges and split", () => {
  it("reads ranges as people write them", () => {
    expect(parsePageRanges("1-3, 5 ,7–9", 10)).toEqual([
      { from: 1, to: 3, label: "1-3" },
      { from: 5, to: 5, label: "5" },
      { from: 7, to: 9, label: "7-9" },
    ]);
  });

  it.each([
    ["", "Give the page ranges"],
    ["1-x", '"1-x" is not a page'],
    ["5-2", "ends before it starts"],
    ["0", "pages start at 1"],
    ["3-12", "the document has 10 pages"],
  ])("refuses %j with a clear message", (text, message) => {
    expect(() => parsePageRanges(text, 10)).toThrow(PdfEditError);
    expect(() => parsePageRanges(text, 10)).toThrow(message);
  });

  it("makes one PDF per range", async () => {
    const parts = await splitPdf(await makeLabelledPdf("Doc", 5), parsePageRanges("1-2, 5", 5));
    const counts = await Promise.all(
      parts.map(async (part) => (await PDFDocument.load(part)).getPageCount()),
    );
    expect(counts).toEqual([2, 1]);
  });
});
