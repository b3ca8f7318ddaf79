import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfStrings } from "../testing/pdf-strings.ts";
import { PdfDocumentWriter } from "./pdf-document.ts";

function startsWithPdfSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

const COLUMNS = [
  { heading: "Date", width: 1 },
  { heading: "Description", width: 3 },
  { heading: "Amount", width: 1.2, align: "right" as const },
];

describe("PdfDocumentWriter", () => {
  it("writes a PDF with a title, summary lines and a table", async () => {
    const writer = await PdfDocumentWriter.create({
      title: "Trust balance listing (LPC Rule 54.15.1)",
      subtitle: ["Naidoo & Partners Inc.", "At 31 March 2026", "Generated on 1 April 2026 by Thandi Nkosi"],
      footerText: "Naidoo & Partners Inc.",
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
  });

  it("breaks a 200-row table over several pages", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Trust journal", footerText: "Test firm" });
    await writer.table({
      columns: COLUMNS,
      rows: Array.from({ length: 200 }, (_, index) => [
        "2026-03-01",
        `Posting ${index + 1}`,
        `R ${index + 1},00`,
      ]),
    });
    const bytes = await writer.finish();
    const pdf = await PDFDocument.load(bytes);
    const pageCount = pdf.getPageCount();
    expect(pageCount).toBeGreaterThan(1);
    expect(pageCount).toBeLessThan(10);
    const secondPage = await pdfStrings(bytes, 1);
    // The column headings again at the top of the next page, and the page numbered in its footer.
    expect(secondPage.slice(0, 4)).toEqual(["Trust journal", "Date", "Description", "Amount"]);
    expect(secondPage).toContain(`Page 2 of ${pageCount}`);
    expect(await pdfStrings(bytes, 0)).toContain(`Page 1 of ${pageCount}`);
  });

  it("lays out landscape pages wider than they are tall", async () => {
    const writer = await PdfDocumentWriter.create({ title: "Register", orientation: "landscape" });
    await writer.table({ columns: COLUMNS, rows: [], emptyText: "No s86(4) accounts." });
    const page = (await PDFDocument.load(await writer.finish())).getPage(0);
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());
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
    expect(strings).toContain("Zoë’s “deposit” ? - see note");
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
    expect(strings.join("")).toContain("MAT-2026-00042");
    expect(strings.join(" ")).toContain("16 November 2026");
    expect(strings.some((text) => text.includes("…"))).toBe(false);
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
      "Sibusiso Ngcobo-Mthembu",
      "Gerhard Pienaar-Môreson, Eë",
      "Mpho Mokgoši",
      "Nthabiseng Mofokeng",
    ];
    const writer = await PdfDocumentWriter.create({ title: "Ṱhalitshani Ṋemaḓivhani ✓" });
    await writer.table({ columns: [{ heading: "Client", width: 1 }], rows: names.map((name) => [name]) });
    writer.paragraph("Bank: FNB\nAccount: 62000000000\nBranch: 250655");
    const strings = await pdfStrings(await writer.finish(), 0);
    for (const name of names) expect(strings).toContain(name);
    expect(strings).toContain("Ṱhalitshani Ṋemaḓivhani ✓");
    expect(strings).toEqual(expect.arrayContaining(["Bank: FNB", "Account: 62000000000", "Branch: 250655"]));
  });
});
