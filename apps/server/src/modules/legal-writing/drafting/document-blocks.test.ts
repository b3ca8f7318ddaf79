import { describe, expect, it } from "vitest";
import {
  type Block,
  heading,
  numbered,
  paragraph,
  renderHtml,
  renderText,
  strong,
} from "./document-blocks.ts";

describe("renderHtml and renderText", () => {
  it("numbers paragraphs in one run across headings, in both renderings", () => {
    const blocks: Block[] = [
      heading(2, "A"),
      numbered("one"),
      numbered("two"),
      heading(2, "B"),
      numbered("three"),
    ];
    expect(renderHtml(blocks)).toBe(
      '<h2>A</h2><ol><li><p>one</p></li><li><p>two</p></li></ol><h2>B</h2><ol start="3"><li><p>three</p></li></ol>',
    );
    expect(renderText(blocks)).toBe("A\n\n1. one\n\n2. two\n\nB\n\n3. three");
  });

  it("writes nested clauses with legal numbering", () => {
    const blocks: Block[] = [
      {
        kind: "clauses",
        items: [{ content: [strong("PARTIES")], children: [{ content: ["The Seller."] }] }],
      },
    ];
    expect(renderHtml(blocks)).toBe(
      '<ol data-numbering="clauses"><li><p><strong>PARTIES</strong></p><ol data-numbering="clauses"><li><p>The Seller.</p></li></ol></li></ol>',
    );
    expect(renderText(blocks)).toBe("1. PARTIES\n1.1 The Seller.");
  });

  it("escapes text and writes alignment as the dialect allows", () => {
    expect(renderHtml([{ kind: "paragraph", content: ['A "quote" & <tag>'], align: "center" }])).toBe(
      '<p style="text-align: center">A &quot;quote&quot; &amp; &lt;tag&gt;</p>',
    );
    expect(renderHtml([paragraph("x"), { kind: "page-break" }, { kind: "rule" }])).toBe(
      '<p>x</p><div data-page-break="true"></div><hr>',
    );
  });
});
