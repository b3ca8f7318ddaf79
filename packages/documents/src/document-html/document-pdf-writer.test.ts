import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfStrings, pdfTextRuns } from "../testing/pdf-strings.ts";
import { documentHtmlToPdf, listMarker } from "./document-pdf-writer.ts";

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
const allText = async (bytes: Uint8Array) => (await pdfStrings(bytes)).join(" ");

describe("documentHtmlToPdf", () => {
  it("draws the heading larger and bold, and a table cell's text", async () => {
    const pdf = await documentHtmlToPdf(
      "<h1>Deed of Sale</h1><p>Body</p><table><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody><tr><td>Deposit</td><td>R 50 000</td></tr></tbody></table>",
      { title: "Deed of Sale" },
    );
    const runs = await pdfTextRuns(pdf);
    const heading = runs.find((run) => run.text === "Deed");
    expect(heading?.font).toBe("DejaVuSans-Bold");
    expect(heading?.size).toBe(18);
    expect(runs.map((run) => run.text)).toContain("Deposit");
    expect(runs.map((run) => run.text)).toContain("000");
  });

  it("makes one page, numbered, for a short document", async () => {
    const pdf = await documentHtmlToPdf("<p>Short.</p>", { title: "Letter" });
    expect(await pageCount(pdf)).toBe(1);
    expect(await pdfStrings(pdf)).toContain("Page 1 of 1");
  });

  it("starts a new page at a page break and numbers both pages", async () => {
    const pdf = await documentHtmlToPdf('<p>One</p><div data-page-break="true"></div><p>Two</p>', {
      title: "T",
    });
    expect(await pageCount(pdf)).toBe(2);
    expect(await pdfStrings(pdf, 1)).toEqual(expect.arrayContaining(["Two", "Page 2 of 2"]));
    expect(await pdfStrings(pdf, 0)).not.toContain("Two");
  });

  it("wraps long paragraphs on to further pages", async () => {
    const paragraph = `<p>${"The purchaser shall pay the purchase price on registration. ".repeat(40)}</p>`;
    const pdf = await documentHtmlToPdf(paragraph.repeat(6), { title: "T" });
    expect(await pageCount(pdf)).toBeGreaterThan(1);
  });

  it("numbers clauses 1., 1.1. and bullets list items", async () => {
    const pdf = await documentHtmlToPdf(
      '<ol data-numbering="clauses"><li><p>Definitions</p><ol data-numbering="clauses"><li><p>Act</p></li></ol></li><li><p>Price</p></li></ol><ul><li>Dot</li></ul>',
      { title: "T" },
    );
    const strings = await pdfStrings(pdf);
    expect(strings).toEqual(expect.arrayContaining(["1.", "1.1.", "2.", "•"]));
  });

  it("numbers a footnote in the text and prints its text at the end", async () => {
    const pdf = await documentHtmlToPdf(
      '<p>Held<span data-footnote="See the Constitution."></span> so.</p>',
      {
        title: "T",
      },
    );
    const runs = await pdfTextRuns(pdf);
    const reference = runs.find((run) => run.text === "1");
    expect(reference?.size).toBeLessThan(11);
    expect(await allText(pdf)).toContain("Constitution.");
  });

  it("prints letters of the official languages as written", async () => {
    const pdf = await documentHtmlToPdf("<p>Ṱhohoyandou Mošate</p>", { title: "T" });
    expect(await pdfStrings(pdf)).toEqual(expect.arrayContaining(["Ṱhohoyandou", "Mošate"]));
  });

  it("makes a one-page PDF from an empty document", async () => {
    expect(await pageCount(await documentHtmlToPdf("", { title: "Empty" }))).toBe(1);
  });
});

describe("listMarker", () => {
  it("numbers ordered lists 1. a. i. by depth and clauses in full", () => {
    expect(listMarker("ordered", 0, [3])).toBe("3.");
    expect(listMarker("ordered", 1, [2])).toBe("b.");
    expect(listMarker("ordered", 2, [4])).toBe("iv.");
    expect(listMarker("clauses", 2, [1, 2, 3])).toBe("1.2.3.");
    expect(listMarker("bulleted", 1, [1])).toBe("◦");
  });
});
