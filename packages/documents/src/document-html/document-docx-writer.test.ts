import { describe, expect, it } from "vitest";
import { documentHtmlToDocx } from "./document-docx-writer.ts";
import { unzip } from "./testing/zip-files.ts";

async function wordXml(html: string): Promise<{ document: string; parts: Map<string, Buffer> }> {
  const parts = unzip(await documentHtmlToDocx(html, { title: "Deed of Sale", author: "T. Ndlovu" }));
  return { document: parts.get("word/document.xml")?.toString("utf8") ?? "", parts };
}

describe("documentHtmlToDocx", () => {
  it("sets headings in Word's Heading 1 to 4 styles", async () => {
    const { document } = await wordXml("<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>");
    for (const level of [1, 2, 3, 4]) expect(document).toContain(`<w:pStyle w:val="Heading${level}"/>`);
  });

  it("writes bold, italic, underline, strike-through, superscript and subscript", async () => {
    const { document } = await wordXml(
      "<p><strong>b</strong><em>i</em><u>u</u><s>s</s><sup>2</sup><sub>3</sub></p>",
    );
    expect(document).toContain("<w:b/>");
    expect(document).toContain("<w:i/>");
    expect(document).toMatch(/<w:u w:val="single"\/>/);
    expect(document).toContain("<w:strike/>");
    expect(document).toContain('<w:vertAlign w:val="superscript"/>');
    expect(document).toContain('<w:vertAlign w:val="subscript"/>');
  });

  it("writes alignment, a page break and a link", async () => {
    const { document, parts } = await wordXml(
      '<p style="text-align:justify">J</p><div data-page-break="true"></div><p><a href="https://saflii.org">SAFLII</a></p>',
    );
    expect(document).toContain('<w:jc w:val="both"/>');
    expect(document).toContain('<w:br w:type="page"/>');
    expect(document).toContain("<w:hyperlink");
    expect(parts.get("word/_rels/document.xml.rels")?.toString("utf8")).toContain(
      'Target="https://saflii.org"',
    );
  });

  it("writes a footnote as a real Word footnote", async () => {
    const { document, parts } = await wordXml('<p>Held<span data-footnote="1996 (4) SA 1 (CC)."></span></p>');
    expect(document).toContain('<w:footnoteReference w:id="1"/>');
    expect(parts.get("word/footnotes.xml")?.toString("utf8")).toContain("1996 (4) SA 1 (CC).");
  });

  it("numbers clauses 1. / 1.1. / 1.1.1. on one multi-level definition", async () => {
    const { document, parts } = await wordXml(
      '<ol data-numbering="clauses"><li><p>A</p><ol data-numbering="clauses"><li><p>B</p><ol data-numbering="clauses"><li><p>C</p></li></ol></li></ol></li></ol>',
    );
    const numbering = parts.get("word/numbering.xml")?.toString("utf8") ?? "";
    expect(numbering).toContain('<w:lvlText w:val="%1."/>');
    expect(numbering).toContain('<w:lvlText w:val="%1.%2."/>');
    expect(numbering).toContain('<w:lvlText w:val="%1.%2.%3."/>');
    // The three clauses are levels 0, 1 and 2 of the same numbering instance.
    const numberings = [...document.matchAll(/<w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"\/>/g)];
    expect(numberings.map((match) => match[1])).toEqual(["0", "1", "2"]);
    expect(new Set(numberings.map((match) => match[2])).size).toBe(1);
  });

  it("gives each list its own numbering, so the second starts again at 1", async () => {
    const { document } = await wordXml(
      "<ol><li>A</li></ol><p>Between</p><ol><li>B</li></ol><ul><li>C</li></ul>",
    );
    const numIds = [...document.matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((match) => match[1]);
    expect(numIds).toHaveLength(3);
    expect(new Set(numIds).size).toBe(3);
  });

  it("writes a bulleted list with a nested level on Word's numbering", async () => {
    const { document, parts } = await wordXml("<ul><li><p>One</p><ul><li><p>Nested</p></li></ul></li></ul>");
    expect(parts.get("word/numbering.xml")?.toString("utf8")).toContain('<w:numFmt w:val="bullet"/>');
    expect([...document.matchAll(/<w:ilvl w:val="(\d)"\/>/g)].map((match) => match[1])).toEqual(["0", "1"]);
  });

  it("writes a table with borders, a repeating header row and spans", async () => {
    const { document } = await wordXml(
      '<table><thead><tr><th colspan="2"><p>Parties</p></th></tr></thead><tbody><tr><td>A</td><td>B</td></tr></tbody></table>',
    );
    expect(document).toContain("<w:tblHeader/>");
    expect(document).toContain('<w:gridSpan w:val="2"/>');
    expect(document).toMatch(/<w:tblBorders>.*<w:insideV w:val="single"/);
    expect(document.match(/<w:tblHeader/g)).toHaveLength(1);
  });

  it("lays the page out as A4 and records the title and author", async () => {
    const { document, parts } = await wordXml("<p>Text</p>");
    expect(document).toContain('w:w="11906"');
    expect(document).toContain('w:h="16838"');
    const core = parts.get("docProps/core.xml")?.toString("utf8") ?? "";
    expect(core).toContain("Deed of Sale");
    expect(core).toContain("T. Ndlovu");
  });

  it("drops control characters Word refuses", async () => {
    const { document } = await wordXml("<p>Bad\u0001character</p>");
    expect(document).toContain("Badcharacter");
  });

  it("makes a document from empty HTML", async () => {
    const { document } = await wordXml("");
    expect(document).toContain("<w:body>");
  });
});
