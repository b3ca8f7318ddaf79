import { describe, expect, it } from "vitest";
import { countWords, documentParagraphs } from "./document-text";

describe("countWords", () => {
  it("counts words, treating hyphenated words and contractions as one", () => {
    expect(countWords("The self-employed plaintiff doesn't pay R5 000.")).toBe(7);
  });

  it("does not count punctuation or symbols standing alone", () => {
    expect(countWords("§ — 12 … ( )")).toBe(1);
    expect(countWords("   ")).toBe(0);
  });
});

describe("documentParagraphs", () => {
  it("reads each innermost block once, lists and cells included, leaving out empty ones", () => {
    const html = [
      "<h1>Letter of Demand</h1>",
      "<p></p>",
      '<ol data-numbering="clauses"><li><p>Pay the amount</p><ol><li><p>within 14 days</p></li></ol></li></ol>',
      "<table><tbody><tr><th><p>Item</p></th><td><p>R500</p></td></tr></tbody></table>",
      '<div data-page-break="true"></div>',
    ].join("");
    expect(documentParagraphs(html)).toEqual([
      "Letter of Demand",
      "Pay the amount",
      "within 14 days",
      "Item",
      "R500",
    ]);
  });

  it("includes a footnote's text where it stands, and a line break as a space", () => {
    expect(
      documentParagraphs('<p>See the Act<span data-footnote="Act 68 of 2008"></span>.<br>Next</p>'),
    ).toEqual(["See the Act [Footnote: Act 68 of 2008]. Next"]);
  });
});
