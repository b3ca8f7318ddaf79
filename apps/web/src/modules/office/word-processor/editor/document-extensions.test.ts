import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { documentExtensions } from "./document-extensions";

let editor: Editor | null = null;

function openEditor(content: string): Editor {
  editor = new Editor({ extensions: documentExtensions(), content });
  return editor;
}

/** The HTML without the empty paragraph the editor keeps at the end so there is always a place to type. */
function html(): string {
  return editor!.getHTML().replace(/<p><\/p>$/, "");
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe("documentExtensions", () => {
  it("keeps the contract's page break, footnote, clause list, alignment and sup/sub through a round trip", () => {
    const content = [
      '<h2 style="text-align: center;">Notice of Motion</h2>',
      '<ol data-numbering="clauses"><li><p>Parties</p><ol data-numbering="clauses"><li><p>The applicant</p></li></ol></li></ol>',
      '<p>See the Act<span data-footnote="Act 68 of 2008"></span> and R<sup>2</sup> H<sub>2</sub>O</p>',
      '<div data-page-break="true"></div>',
      "<p>Next page</p>",
    ].join("");

    openEditor(content);
    expect(html()).toBe(content);
  });

  it("makes a numbered list nested in a clause list a sub-clause list", () => {
    const loaded = openEditor(
      '<ol data-numbering="clauses"><li><p>Parties</p><ol><li><p>The applicant</p></li></ol></li></ol>',
    ).getHTML();
    // The nested list is fixed by the first transaction, as a person's first keystroke would be one.
    editor!.commands.setTextSelection(3);
    editor!.commands.insertContent("X");

    expect(loaded).toContain('<ol data-numbering="clauses"><li><p>Parties</p><ol>');
    expect(html()).toContain('<ol data-numbering="clauses"><li><p>XParties</p><ol data-numbering="clauses">');
  });

  it("turns a paragraph into a clause list and back, and a clause list into a plain numbered list", () => {
    openEditor("<p>Payment terms</p>");
    editor!.commands.setTextSelection(2);

    editor!.commands.toggleClauseList();
    expect(html()).toBe('<ol data-numbering="clauses"><li><p>Payment terms</p></li></ol>');
    editor!.commands.toggleNumberedList();
    expect(html()).toBe("<ol><li><p>Payment terms</p></li></ol>");
    editor!.commands.toggleClauseList();
    editor!.commands.toggleClauseList();
    expect(html()).toBe("<p>Payment terms</p>");
  });

  it("inserts a page break and a footnote at the cursor", () => {
    openEditor("<p>Signed</p>");
    editor!.commands.setTextSelection(7);

    editor!.commands.insertFootnote("At Johannesburg");
    expect(html()).toBe('<p>Signed<span data-footnote="At Johannesburg"></span></p>');
    editor!.commands.setPageBreak();
    expect(html()).toContain('<div data-page-break="true"></div>');
  });

  it("inserts a 3 by 3 table with a header row", () => {
    openEditor("<p></p>");
    editor!.commands.insertTable({ rows: 3, cols: 3, withHeaderRow: true });
    const table = html();

    expect(table.match(/<th/g)).toHaveLength(3);
    expect(table.match(/<td/g)).toHaveLength(6);
  });

  it("drops what the contract does not have, such as code", () => {
    openEditor("<p>Run <code>rm</code></p><pre><code>x</code></pre>");
    expect(html()).toBe("<p>Run rm</p><p>x</p>");
  });
});
