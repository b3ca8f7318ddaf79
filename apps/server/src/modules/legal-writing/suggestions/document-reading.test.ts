import { describe, expect, it } from "vitest";
import { decodeEntities, readDocument } from "./document-reading.ts";

describe("readDocument", () => {
  it("reads the editor's blocks with their kinds and offsets in the joined text", () => {
    const document = readDocument({
      html: '<h2>FACTS</h2><p>The lease &amp; the <strong>notice</strong>.</p><ol><li><p>One</p></li><li><p>Two<span data-footnote="See [2021] ZASCA 7."></span></p></li></ol>',
    });
    expect(document.blocks.map((block) => [block.kind, block.text])).toEqual([
      ["heading", "FACTS"],
      ["paragraph", "The lease & the notice."],
      ["list-item", "One"],
      ["list-item", "Two"],
      ["footnote", "See [2021] ZASCA 7."],
    ]);
    for (const block of document.blocks)
      expect(document.text.slice(block.start, block.start + block.text.length)).toBe(block.text);
  });

  it("reads table cells, quotes and text outside any block", () => {
    const document = readDocument({
      html: "loose text<table><tbody><tr><td><p>Cell</p></td></tr></tbody></table><blockquote><p>Quoted</p></blockquote>",
    });
    expect(document.blocks.map((block) => [block.kind, block.text])).toEqual([
      ["paragraph", "loose text"],
      ["cell", "Cell"],
      ["quote", "Quoted"],
    ]);
  });

  it("reads plain text as one block a paragraph, or a line", () => {
    expect(readDocument({ text: "One\nline\n\nTwo" }).blocks.map((block) => block.text)).toEqual([
      "One line",
      "Two",
    ]);
    expect(readDocument({ text: "One\nTwo" }).blocks.map((block) => block.text)).toEqual(["One", "Two"]);
  });

  it("decodes named and numeric entities", () => {
    expect(decodeEntities("&ldquo;A&rdquo; &#8217; &#x2014; &nbsp;&unknown;")).toBe(
      "“A” ’ — \u00a0&unknown;",
    );
  });
});
