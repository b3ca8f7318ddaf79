import { describe, expect, it } from "vitest";
import { sanitizeDocumentHtml } from "./sanitize-document-html.ts";

describe("sanitizeDocumentHtml", () => {
  it("removes a script element together with its code", () => {
    const clean = sanitizeDocumentHtml("<p>Before</p><script>alert('stolen')</script><p>After</p>");
    expect(clean).toBe("<p>Before</p><p>After</p>");
  });

  it("removes style, iframe and object elements with their content", () => {
    const clean = sanitizeDocumentHtml(
      "<style>p{color:red}</style><iframe src='https://evil.example'>frame text</iframe><object data='x.swf'>object text</object><p>Kept</p>",
    );
    expect(clean).toBe("<p>Kept</p>");
  });

  it("removes an image and its onerror handler", () => {
    const clean = sanitizeDocumentHtml('<p>Photo <img src="x" onerror="alert(1)"></p>');
    expect(clean).toBe("<p>Photo </p>");
  });

  it("drops a javascript: link's address but keeps its text", () => {
    const clean = sanitizeDocumentHtml('<p><a href="javascript:alert(1)">click</a></p>');
    expect(clean).not.toContain("javascript");
    expect(clean).toContain("click");
  });

  it("drops a javascript: address hidden behind whitespace and entities", () => {
    const clean = sanitizeDocumentHtml('<p><a href=" jav&#x09;ascript:alert(1)">click</a></p>');
    expect(clean).not.toMatch(/href/);
  });

  it("drops data: and relative link addresses", () => {
    const clean = sanitizeDocumentHtml(
      '<p><a href="data:text/html,<script>alert(1)</script>">a</a><a href="/admin">b</a></p>',
    );
    expect(clean).not.toMatch(/href/);
  });

  it("keeps http, https and mailto links", () => {
    const clean = sanitizeDocumentHtml(
      '<p><a href="https://saflii.org">SAFLII</a> <a href="mailto:clerk@court.example">clerk</a></p>',
    );
    expect(clean).toBe(
      '<p><a href="https://saflii.org">SAFLII</a> <a href="mailto:clerk@court.example">clerk</a></p>',
    );
  });

  it("removes an onclick attribute from a paragraph", () => {
    expect(sanitizeDocumentHtml('<p onclick="steal()">Text</p>')).toBe("<p>Text</p>");
  });

  it("removes unknown attributes such as class, id and title", () => {
    expect(sanitizeDocumentHtml('<h2 class="x" id="y" title="z">Heading</h2>')).toBe("<h2>Heading</h2>");
  });

  it("keeps only the text alignment of a style", () => {
    expect(sanitizeDocumentHtml('<p style="color:red; text-align:center">Centred</p>')).toBe(
      '<p style="text-align:center">Centred</p>',
    );
  });

  it("drops a text alignment outside the four the editor offers", () => {
    expect(sanitizeDocumentHtml('<p style="text-align: expression(alert(1))">Text</p>')).toBe("<p>Text</p>");
  });

  it("drops a style from an element that may not be aligned", () => {
    expect(sanitizeDocumentHtml('<ul><li style="text-align:center">Item</li></ul>')).toBe(
      "<ul><li>Item</li></ul>",
    );
  });

  it("keeps a footnote's text in its data-footnote attribute", () => {
    const clean = sanitizeDocumentHtml(
      '<p>Held<span data-footnote="1996 (4) SA 1 (CC)." class="note"></span>.</p>',
    );
    expect(clean).toBe('<p>Held<span data-footnote="1996 (4) SA 1 (CC)."></span>.</p>');
  });

  it("unwraps a span that is not a footnote, keeping its text", () => {
    expect(sanitizeDocumentHtml('<p><span style="color:red">red</span> text</p>')).toBe("<p>red text</p>");
  });

  it("keeps the clause numbering of an ordered list and its start", () => {
    const html = '<ol data-numbering="clauses" start="3"><li><p>Definitions</p></li></ol>';
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it("drops a numbering style other than clauses", () => {
    expect(sanitizeDocumentHtml('<ol data-numbering="roman"><li>One</li></ol>')).toBe(
      "<ol><li>One</li></ol>",
    );
  });

  it("keeps a page break", () => {
    const html = '<p>One</p><div data-page-break="true"></div><p>Two</p>';
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });

  it("unwraps an unknown div to its text rather than losing it", () => {
    expect(sanitizeDocumentHtml('<div class="wrapper">Plain words</div>')).toBe("Plain words");
  });

  it("keeps a table's spans and drops its other attributes", () => {
    const clean = sanitizeDocumentHtml(
      '<table border="1"><tbody><tr><td colspan="2" rowspan="x" width="50">Cell</td></tr></tbody></table>',
    );
    expect(clean).toBe('<table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>');
  });

  it("turns b and i into strong and em", () => {
    expect(sanitizeDocumentHtml("<p><b>bold</b> <i>italic</i></p>")).toBe(
      "<p><strong>bold</strong> <em>italic</em></p>",
    );
  });

  it("keeps every inline mark of the dialect", () => {
    const html = "<p><strong>a</strong><em>b</em><u>c</u><s>d</s>e<br />f<sup>g</sup><sub>h</sub></p>";
    expect(sanitizeDocumentHtml(html)).toBe(html);
  });
});
