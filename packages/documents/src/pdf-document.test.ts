import { deflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfDocumentWriter } from "./pdf-document.ts";
import { pdfStrings, pdfTextRuns } from "./testing/pdf-strings.ts";

function startsWithPdfSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

const COLUMNS = [
  { heading: "Date", width: 1 },
  { heading: "Description", width: 3 },
  { heading: "Amount", width: 1.2, align: "right" as const, shrinkToFit: true },
];

/** A PNG of `width` × `height` pixels in RGBA (colour type 6), its rows as given or all filter 0. */
function png(width: number, height: number, compressed?: Uint8Array): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // Nothing here checks the CRC, so it is left zero.
    return Buffer.concat([length, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 4), 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (1 + width * 4)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", compressed ?? deflateSync(rows)),
    chunk("IEND", new Uint8Array()),
  ]);
}

async function imageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    ).length;
}

describe("PdfDocumentWriter", () => {
  it("writes a PDF with a title, summary lines and a table, titled and authored in its properties", async () => {
    const writer = await PdfDocumentWriter.create({
      title: "Trust balance listing (LPC Rule 54.15.1)",
      subtitle: ["Naidoo & Partners Inc.", "At 31 March 2026", "Generated on 1 April 2026 by Thandi Nkosi"],
      footerText: "Naidoo & Partners Inc.",
      author: "Naidoo & Partners Inc.",
    });
    writer.summary([{ label: "Total trust creditors", value: "R 1 234,56" }]);
    writer.heading("Trust creditors");
    await writer.table({
      columns: COLUMNS,
      rows: [["2026-03-01", "Deposit", "R 1 234,56"]],
      footerRows: [["", "Total", "R 1 234,56"]],
    });
    const bytes = await writer.finish();
    expect(startsWithPdfSignature(bytes)).toBe(true);
    const reread = await PDFDocument.load(bytes);
    expect(reread.getPageCount()).toBe(1);
    expect(reread.getTitle()).toBe("Trust balance listing (LPC Rule 54.15.1)");
    expect(reread.getAuthor()).toBe("Naidoo & Partners Inc.");
    expect(await pdfStrings(bytes)).toEqual([
      "Trust balance listing (LPC Rule 54.15.1)",
      "Naidoo & Partners Inc.",
      "At 31 March 2026",
      "Generated on 1 April 2026 by Thandi Nkosi",
      "Total trust creditors",
      "R 1 234,56",
      "Trust creditors",
      "Date",
      "Description",
      "Amount",
      "2026-03-01",
      "Deposit",
      "R 1 234,56",
      "Total",
      "R 1 234,56",
      "Page 1 of 1",
      "Naidoo & Partners Inc.",
    ]);
  });

  it("breaks a long table over pages, the headings again at the top of each and every page numbered, letting other work run meanwhile", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Trust journal", footerText: "Test firm" });
    let turnsTaken = 0;
    const timer = setInterval(() => {
      turnsTaken += 1;
    }, 1);
    await writer.table({
      columns: COLUMNS,
      rows: Array.from({ length: 1_000 }, (_, index) => [
        "2026-03-01",
        `Posting ${index + 1}`,
        `R ${index + 1},00`,
      ]),
      footerRows: [["", "Total", "R 500 500,00"]],
    });
    clearInterval(timer);
    // Laying out a thousand rows takes far longer than one turn of the event loop is allowed.
    expect(turnsTaken).toBeGreaterThan(0);
    const bytes = await writer.finish();
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    expect(pageCount).toBeGreaterThan(10);
    expect(pageCount).toBeLessThan(30);
    for (let page = 0; page < pageCount; page += 1) {
      const strings = await pdfStrings(bytes, page);
      const headings = strings.indexOf("Date");
      expect(strings.slice(headings, headings + 3)).toEqual(["Date", "Description", "Amount"]);
      // Later pages carry the title small at the top, above the headings.
      if (page > 0) expect(strings.slice(0, 2)).toEqual(["Trust journal", "Date"]);
      expect(strings.slice(-2)).toEqual([`Page ${page + 1} of ${pageCount}`, "Test firm"]);
    }
    const all = await pdfStrings(bytes);
    for (const posting of [1, 250, 251, 999, 1_000]) expect(all).toContain(`Posting ${posting}`);
  });

  it("prints the totals row in bold under the rows, and says so when a table is empty", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Register" });
    await writer.table({
      columns: COLUMNS,
      rows: [["2026-03-01", "Deposit", "R 10,00"]],
      footerRows: [["", "Total", "R 10,00"]],
    });
    await writer.table({ columns: COLUMNS, rows: [], emptyText: "No s86(4) accounts." });
    const runs = await pdfTextRuns(await writer.finish());
    const font = (text: string) => runs.filter((run) => run.text === text).map((run) => run.font);
    expect(font("Deposit")).toEqual(["DejaVuSans"]);
    expect(font("Total")).toEqual(["DejaVuSans-Bold"]);
    expect(font("R 10,00")).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
    expect(runs.map((run) => run.text)).toContain("No s86(4) accounts.");
  });

  it("lays out landscape pages wider than they are tall", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Register", orientation: "landscape" });
    await writer.table({ columns: COLUMNS, rows: [], emptyText: "No s86(4) accounts." });
    const page = (await PDFDocument.load(await writer.finish())).getPage(0);
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());
    expect(Math.round(page.getWidth())).toBe(842);
  });

  it("draws en-ZA amounts with U+00A0 and U+202F, curly quotes and emoji without throwing", async () => {
    const writer = await PdfDocumentWriter.create({
      title: "Client trust statement – “Dlamini” 😀",
      subtitle: ["Balance R\u202f1\u202f234,56 and R\u00a09\u00a0876,00"],
    });
    writer.summary([{ label: "Closing balance", value: "R\u202f12\u202f345,67" }]);
    writer.paragraph("Line one\nline two\twith a tab and Ōkahu’s ā");
    await writer.table({
      columns: COLUMNS,
      rows: [["2026-03-01", "Zoë’s “deposit” 🏠 \u2212 see note", "R\u202f1\u202f000,00"]],
    });
    const bytes = await writer.finish();
    expect(startsWithPdfSignature(bytes)).toBe(true);
    const strings = await pdfStrings(bytes, 0);
    expect(strings).toContain("Balance R 1 234,56 and R 9 876,00");
    expect(strings).toContain("R 12 345,67");
    expect(strings).toContain("Zoë’s “deposit” ? - see note");
    expect(strings).toContain("R 1 000,00");
  });

  it("never cuts a matter reference or a date too wide for its column: they go on to more lines", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Narrow" });
    await writer.table({
      columns: [
        { heading: "Matter", width: 1.6 },
        { heading: "Date", width: 1.6 },
        { heading: "Other", width: 10 },
      ],
      rows: [["MAT-2026-00042", "16 November 2026", "x"]],
    });
    const strings = await pdfStrings(await writer.finish(), 0);
    expect(strings).toContain("MAT-2026-");
    expect(strings.join("")).toContain("MAT-2026-00042");
    expect(strings.join(" ")).toContain("16 November 2026");
    expect(strings.some((text) => text.includes("…"))).toBe(false);
  });

  it("never cuts an amount: one too wide for its column is drawn smaller, whole", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Narrow" });
    await writer.table({
      columns: [
        { heading: "Amount", width: 1, align: "right", shrinkToFit: true },
        { heading: "Other", width: 8 },
      ],
      rows: [
        ["R 1,00", "small"],
        ["R 123 456 789,00", "large"],
      ],
    });
    const runs = await pdfTextRuns(await writer.finish());
    expect(runs.find((run) => run.text === "R 1,00")?.size).toBe(8);
    const large = runs.find((run) => run.text === "R 123 456 789,00");
    expect(large?.size).toBeLessThan(8);
    expect(large?.size).toBeGreaterThanOrEqual(5.5);
  });

  it("cuts running text too wide for its column only after six lines, with an ellipsis", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Narrow" });
    await writer.table({
      columns: [
        { heading: "Description", width: 1, wrap: true },
        { heading: "Other", width: 9 },
      ],
      rows: [[Array.from({ length: 80 }, (_unused, index) => `word${index}`).join(" "), "x"]],
    });
    const strings = await pdfStrings(await writer.finish(), 0);
    expect(strings.filter((text) => text.startsWith("word")).length).toBe(6);
    expect(strings.find((text) => text.endsWith("…"))).toBeDefined();
  });

  it("prints names in every official language exactly as written, and keeps a paragraph's line breaks", async () => {
    const names = [
      "Ṱhalitshani Ṋemaḓivhani",
      "Mulalo Ṅwedzi Ḽiḽi",
      "Sibusiso Ngcobo-Mthembu",
      "Gerhard Pienaar-Môreson, Eë",
      "Mpho Mokgoši",
      "Nthabiseng Mofokeng",
      "Xolani Nkosi-Dlamini",
    ];
    const writer = await PdfDocumentWriter.create({
      title: "Ṱhalitshani Ṋemaḓivhani ✓",
      subtitle: ["Sešweu Mokgoši"],
      footerText: "Ṋemaḓivhani Attorneys",
      author: "Ṋemaḓivhani Attorneys",
    });
    writer.summary([{ label: "Kliënt", value: "Gerhard Pienaar-Môreson, Eë" }]);
    await writer.table({ columns: [{ heading: "Client", width: 1 }], rows: names.map((name) => [name]) });
    writer.paragraph("Bank: FNB\nAccount: 62000000000\nBranch: 250655");
    const bytes = await writer.finish();
    const strings = await pdfStrings(bytes, 0);
    for (const name of names) expect(strings).toContain(name);
    expect(strings).toEqual(
      expect.arrayContaining(["Ṱhalitshani Ṋemaḓivhani ✓", "Sešweu Mokgoši", "Ṋemaḓivhani Attorneys"]),
    );
    expect(strings).toEqual(expect.arrayContaining(["Bank: FNB", "Account: 62000000000", "Branch: 250655"]));
    expect((await PDFDocument.load(bytes)).getAuthor()).toBe("Ṋemaḓivhani Attorneys");
  });

  it("embeds DejaVu Sans, regular and bold, subset to the glyphs the document uses", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Invoice" });
    writer.paragraph("Thank you.");
    const bytes = await writer.finish();
    const pdf = await PDFDocument.load(bytes);
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict)
      .filter((dict) => dict.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    const names = fonts.map((dict) => dict.lookup(PDFName.of("FontName"), PDFName).decodeText());
    expect(names).toHaveLength(2);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/),
        expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/),
      ]),
    );
    for (const dict of fonts) expect(dict.get(PDFName.of("FontFile2"))).toBeDefined();
    // The whole regular face is about 700 KB; the glyphs of a few words are a small part of that.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("draws a logo at the top of the first page, and makes the document without one it cannot read", async () => {
    const withLogo = await PdfDocumentWriter.create({ title: "Tax Invoice", logo: png(4, 2) });
    const bytes = await withLogo.finish();
    // The image and, as it has an alpha channel, its soft mask.
    expect(await imageCount(bytes)).toBe(2);
    expect((await pdfStrings(bytes))[0]).toBe("Tax Invoice");

    const broken = [
      Buffer.from("not an image"),
      png(4, 2).subarray(0, 40),
      // Compressed data that is not: zlib would fail inside pdfkit, out of reach of any caller.
      png(4, 2, Buffer.from("definitely not deflate")),
      // Rows whose filter type does not exist.
      png(4, 2, deflateSync(Buffer.alloc(2 * 17, 9))),
      Buffer.from([0xff, 0xd8, 0xff, 0x00]),
    ];
    for (const logo of broken) {
      const problems: unknown[] = [];
      const writer = await PdfDocumentWriter.create({
        title: "Tax Invoice",
        logo,
        onLogoError: (error) => problems.push(error),
      });
      const document = await writer.finish();
      expect(await imageCount(document)).toBe(0);
      expect(problems).toHaveLength(1);
      expect((await pdfStrings(document))[0]).toBe("Tax Invoice");
    }
  });

  it("stamps every page when asked, over what is printed", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Tax Invoice", stamp: "VOID" });
    await writer.table({
      columns: COLUMNS,
      rows: Array.from({ length: 120 }, (_, index) => ["2026-03-01", `Line ${index}`, "R 1,00"]),
    });
    const bytes = await writer.finish();
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    expect(pageCount).toBeGreaterThan(1);
    for (let page = 0; page < pageCount; page += 1) {
      expect((await pdfStrings(bytes, page)).at(-1)).toBe("VOID");
    }
  });
});
