import { describe, expect, it } from "vitest";
import { parseDocumentHtml, textOfRuns, textsOfBlocks } from "./document-blocks.ts";

describe("parseDocumentHtml", () => {
  it("reads a heading with its level and alignment", () => {
    expect(parseDocumentHtml('<h2 style="text-align: center">Parties</h2>')).toEqual([
      {
        kind: "heading",
        level: 2,
        alignment: "center",
        runs: [{ kind: "text", text: "Parties", marks: {} }],
      },
    ]);
  });

  it("reads a paragraph's marks, nested marks included", () => {
    const [block] = parseDocumentHtml(
      "<p>The <strong>seller <em>must</em></strong> <u>deliver</u> <s>by</s> x<sup>2</sup>H<sub>2</sub></p>",
    );
    expect(block).toEqual({
      kind: "paragraph",
      alignment: null,
      runs: [
        { kind: "text", text: "The ", marks: {} },
        { kind: "text", text: "seller ", marks: { bold: true } },
        { kind: "text", text: "must", marks: { bold: true, italic: true } },
        { kind: "text", text: " ", marks: {} },
        { kind: "text", text: "deliver", marks: { underline: true } },
        { kind: "text", text: " ", marks: {} },
        { kind: "text", text: "by", marks: { strike: true } },
        { kind: "text", text: " x", marks: {} },
        { kind: "text", text: "2", marks: { superscript: true } },
        { kind: "text", text: "H", marks: {} },
        { kind: "text", text: "2", marks: { subscript: true } },
      ],
    });
  });

  it("reads a link, a line break and a footnote", () => {
    const [block] = parseDocumentHtml(
      '<p><a href="https://saflii.org">SAFLII</a><br>line two<span data-footnote="See s 1."></span></p>',
    );
    expect(block?.kind === "paragraph" && block.runs).toEqual([
      { kind: "text", text: "SAFLII", marks: { link: "https://saflii.org" } },
      { kind: "lineBreak" },
      { kind: "text", text: "line two", marks: {} },
      { kind: "footnote", text: "See s 1." },
    ]);
  });

  it("collapses whitespace as a browser shows it", () => {
    const [block] = parseDocumentHtml("<p>\n  Two   words \n <strong> bold </strong> end  </p>");
    expect(block?.kind === "paragraph" && textOfRuns(block.runs)).toBe("Two words bold end");
  });

  it("reads nested clause lists with the paragraphs TipTap puts in items", () => {
    const blocks = parseDocumentHtml(
      '<ol data-numbering="clauses"><li><p>Definitions</p><ol data-numbering="clauses"><li><p>Agreement</p></li></ol></li><li><p>Term</p></li></ol>',
    );
    expect(blocks).toHaveLength(1);
    const [list] = blocks;
    if (list?.kind !== "list") throw new Error("expected a list");
    expect(list.style).toBe("clauses");
    expect(list.start).toBe(1);
    expect(list.items).toHaveLength(2);
    const nested = list.items[0]?.blocks[1];
    expect(nested?.kind === "list" && nested.style).toBe("clauses");
    expect(textsOfBlocks(blocks)).toEqual(["Definitions", "Agreement", "Term"]);
  });

  it("tells bulleted, numbered lists apart and keeps a list's start", () => {
    const blocks = parseDocumentHtml('<ul><li>Dot</li></ul><ol start="4"><li>Four</li></ol>');
    expect(blocks.map((block) => block.kind === "list" && [block.style, block.start])).toEqual([
      ["bulleted", 1],
      ["ordered", 4],
    ]);
  });

  it("reads a table's header row and its cells' spans", () => {
    const [table] = parseDocumentHtml(
      '<table><thead><tr><th colspan="2"><p>Party</p></th></tr></thead><tbody><tr><td rowspan="2">A</td><td>B</td></tr><tr><td>C</td></tr></tbody></table>',
    );
    if (table?.kind !== "table") throw new Error("expected a table");
    expect(table.rows.map((row) => row.isHeader)).toEqual([true, false, false]);
    expect(table.rows[0]?.cells[0]).toMatchObject({ isHeader: true, columnSpan: 2, rowSpan: 1 });
    expect(table.rows[1]?.cells[0]).toMatchObject({ isHeader: false, columnSpan: 1, rowSpan: 2 });
    expect(textsOfBlocks([table])).toEqual(["Party", "A", "B", "C"]);
  });

  it("reads a blockquote, a rule and a page break", () => {
    const blocks = parseDocumentHtml(
      '<blockquote><p>Quoted</p></blockquote><hr><div data-page-break="true"></div><p>After</p>',
    );
    expect(blocks.map((block) => block.kind)).toEqual(["blockquote", "rule", "pageBreak", "paragraph"]);
  });

  it("keeps text standing outside any block as a paragraph", () => {
    expect(textsOfBlocks(parseDocumentHtml("Loose <em>words</em><p>Para</p>"))).toEqual([
      "Loose words",
      "Para",
    ]);
  });

  it("ignores whatever the sanitiser removes", () => {
    const blocks = parseDocumentHtml('<p>Safe<script>bad()</script></p><a href="javascript:x()">link</a>');
    expect(blocks).toEqual([
      { kind: "paragraph", alignment: null, runs: [{ kind: "text", text: "Safe", marks: {} }] },
      { kind: "paragraph", alignment: null, runs: [{ kind: "text", text: "link", marks: {} }] },
    ]);
  });

  it("keeps an empty paragraph as an empty line", () => {
    expect(parseDocumentHtml("<p></p>")).toEqual([{ kind: "paragraph", alignment: null, runs: [] }]);
  });

  it("answers no blocks for an empty document", () => {
    expect(parseDocumentHtml("")).toEqual([]);
  });
});

describe("textOfRuns", () => {
  it("includes footnote text only when asked", () => {
    const [block] = parseDocumentHtml('<p>Held<span data-footnote="Case cited."></span></p>');
    if (block?.kind !== "paragraph") throw new Error("expected a paragraph");
    expect(textOfRuns(block.runs)).toBe("Held");
    expect(textOfRuns(block.runs, { withFootnotes: true })).toBe("Held Case cited.");
  });
});
