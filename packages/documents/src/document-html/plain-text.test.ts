import { describe, expect, it } from "vitest";
import { documentHtmlToPlainText, plainTextToDocumentHtml } from "./plain-text.ts";

describe("plainTextToDocumentHtml", () => {
  it("makes headings of # lines and paragraphs of blank-line blocks, keeping single line breaks", () => {
    expect(plainTextToDocumentHtml("# Heads of argument\n\nThe appellant\nappeals.\n\n## Relief")).toBe(
      "<h1>Heads of argument</h1><p>The appellant<br />appeals.</p><h2>Relief</h2>",
    );
  });

  it("keeps text that looks like markup as text", () => {
    const html = plainTextToDocumentHtml('Pay <script>alert("x")</script> now');
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("documentHtmlToPlainText", () => {
  it("writes one block per paragraph, heading and list item", () => {
    expect(documentHtmlToPlainText("<h1>Title</h1><p>First.</p><ul><li><p>Item</p></li></ul>")).toBe(
      "Title\n\nFirst.\n\nItem",
    );
  });
});
