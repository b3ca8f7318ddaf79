import { describe, expect, it } from "vitest";
import { countWords, documentMetrics, LINES_PER_PAGE, WORDS_PER_PAGE } from "./document-metrics.ts";

const paragraphOf = (words: number) => `<p>${Array.from({ length: words }, () => "word").join(" ")}</p>`;

describe("countWords", () => {
  it("counts a merge field as one word, however it is spaced", () => {
    expect(countWords("Dear {{client.name}},")).toBe(2);
    expect(countWords("Dear {{ client.name }}")).toBe(2);
  });

  it("does not count a lone dash or section sign as a word", () => {
    expect(countWords("section 12 – see § 3")).toBe(4);
  });
});

describe("documentMetrics", () => {
  it("answers no words and one page for an empty document", () => {
    expect(documentMetrics("")).toEqual({ wordCount: 0, pages: 1 });
    expect(documentMetrics("<p></p>")).toEqual({ wordCount: 0, pages: 1 });
  });

  it("counts the words of the text, not of the tags", () => {
    const metrics = documentMetrics(
      '<h1 style="text-align:center">Deed of Sale</h1><p>The <strong>seller</strong> sells.</p>',
    );
    expect(metrics.wordCount).toBe(6);
  });

  it("counts a footnote's words", () => {
    expect(
      documentMetrics('<p>Held<span data-footnote="See the Constitution, s 9."></span></p>').wordCount,
    ).toBe(6);
  });

  it("counts words in lists and table cells", () => {
    const html =
      "<ul><li><p>one two</p></li></ul><table><tbody><tr><td><p>three</p></td><td><p>four five</p></td></tr></tbody></table>";
    expect(documentMetrics(html).wordCount).toBe(5);
  });

  it("fits about 500 words of body text on one page", () => {
    const html = Array.from({ length: 5 }, () => paragraphOf(WORDS_PER_PAGE / 5)).join("");
    expect(documentMetrics(html)).toEqual({ wordCount: 500, pages: 1 });
  });

  it("needs a second page for 600 words", () => {
    const html = Array.from({ length: 6 }, () => paragraphOf(100)).join("");
    expect(documentMetrics(html).pages).toBe(2);
  });

  it("starts a new page at every page break", () => {
    const pageBreak = '<div data-page-break="true"></div>';
    expect(documentMetrics(`<p>One</p>${pageBreak}<p>Two</p>${pageBreak}<p>Three</p>`).pages).toBe(3);
  });

  it("counts a table row as about two lines", () => {
    const row = "<tr><td><p>a</p></td><td><p>b</p></td></tr>";
    const rowsOnOnePage = Math.floor(LINES_PER_PAGE / 2);
    const table = (rows: number) => `<table><tbody>${row.repeat(rows)}</tbody></table>`;
    expect(documentMetrics(table(rowsOnOnePage)).pages).toBe(1);
    expect(documentMetrics(table(rowsOnOnePage + 1)).pages).toBe(2);
  });

  it("gives a short paragraph a line of its own", () => {
    expect(documentMetrics("<p>Yes.</p>".repeat(LINES_PER_PAGE + 1)).pages).toBe(2);
  });
});
