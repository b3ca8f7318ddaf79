import { Document, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { type DocumentBlock, parseDocumentHtml, textsOfBlocks } from "./document-blocks.ts";
import { documentHtmlToDocx } from "./document-docx-writer.ts";
import { DocumentFileError } from "./document-file-error.ts";
import { docxToDocumentHtml } from "./docx-reader.ts";
import { makeZip } from "./testing/zip-files.ts";

const CONTENT_TYPES = (mainType: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const DOCM_TYPE = "application/vnd.ms-word.document.macroEnabled.main+xml";
const RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>`;

const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function minimalDocx(parts: Record<string, string | Uint8Array> = {}): Buffer {
  return makeZip({
    "[Content_Types].xml": CONTENT_TYPES(DOCX_TYPE),
    "_rels/.rels": RELATIONSHIPS,
    "word/document.xml": DOCUMENT,
    ...parts,
  });
}

async function refusal(bytes: Uint8Array): Promise<DocumentFileError> {
  const error = await docxToDocumentHtml(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DocumentFileError))
    throw new Error(`expected a DocumentFileError, got ${String(error)}`);
  return error;
}

function findAll<Kind extends DocumentBlock["kind"]>(
  blocks: DocumentBlock[],
  kind: Kind,
): Extract<DocumentBlock, { kind: Kind }>[] {
  return blocks.flatMap((block): Extract<DocumentBlock, { kind: Kind }>[] => {
    const own = block.kind === kind ? [block as Extract<DocumentBlock, { kind: Kind }>] : [];
    const inner =
      block.kind === "list"
        ? block.items.flatMap((item) => findAll(item.blocks, kind))
        : block.kind === "blockquote"
          ? findAll(block.blocks, kind)
          : [];
    return [...own, ...inner];
  });
}

describe("docxToDocumentHtml", () => {
  it("reads a minimal Word document", async () => {
    const { html, warnings } = await docxToDocumentHtml(minimalDocx());
    expect(html).toBe("<p>Hello</p>");
    expect(warnings).toEqual([]);
  });

  it("refuses a file that is not a zip", async () => {
    const error = await refusal(Buffer.from("%PDF-1.7 not a word document"));
    expect(error.code).toBe("not_docx");
    expect(error.reason).toMatch(/not a Word document/);
  });

  it("refuses a zip without word/document.xml", async () => {
    const error = await refusal(
      makeZip({ "[Content_Types].xml": CONTENT_TYPES(DOCX_TYPE), "notes.txt": "hi" }),
    );
    expect(error.code).toBe("not_docx");
  });

  it("refuses a document with a VBA project in it", async () => {
    const error = await refusal(minimalDocx({ "word/vbaProject.bin": new Uint8Array([1, 2, 3]) }));
    expect(error.code).toBe("macros");
    expect(error.reason).toMatch(/macros/);
  });

  it("refuses a document whose content type says it is macro-enabled", async () => {
    const error = await refusal(minimalDocx({ "[Content_Types].xml": CONTENT_TYPES(DOCM_TYPE) }));
    expect(error.code).toBe("macros");
  });

  it("refuses a part that declares a DOCTYPE", async () => {
    const withEntity = DOCUMENT.replace("<w:document", '<!DOCTYPE x [<!ENTITY e "boom">]><w:document');
    expect((await refusal(minimalDocx({ "word/document.xml": withEntity }))).code).toBe("unsafe_xml");
  });

  it("maps Word's headings to h1–h4 and keeps underline", async () => {
    const docx = await documentHtmlToDocx("<h1>A</h1><h3>C</h3><h4>D</h4><p><u>under</u> <em>it</em></p>", {
      title: "T",
    });
    const { html } = await docxToDocumentHtml(docx);
    expect(html).toBe("<h1>A</h1><h3>C</h3><h4>D</h4><p><u>under</u> <em>it</em></p>");
  });

  it("brings footnotes back as data-footnote spans where they stood", async () => {
    const docx = await documentHtmlToDocx(
      '<p>Held<span data-footnote="S v Makwanyane &amp; Another."></span> so.</p>',
      {
        title: "T",
      },
    );
    const { html } = await docxToDocumentHtml(docx);
    expect(html).toBe('<p>Held<span data-footnote="S v Makwanyane &amp; Another."></span> so.</p>');
  });

  it("brings a page break back", async () => {
    const docx = await documentHtmlToDocx('<p>One</p><div data-page-break="true"></div><p>Two</p>', {
      title: "T",
    });
    expect(parseDocumentHtml((await docxToDocumentHtml(docx)).html).map((block) => block.kind)).toEqual([
      "paragraph",
      "pageBreak",
      "paragraph",
    ]);
  });

  it("leaves images out and says so", async () => {
    const picture = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun("Signed: "),
                new ImageRun({ type: "png", data: ONE_PIXEL_PNG, transformation: { width: 10, height: 10 } }),
              ],
            }),
          ],
        },
      ],
    });
    const { html, warnings } = await docxToDocumentHtml(await Packer.toBuffer(picture));
    expect(html).toBe("<p>Signed: </p>");
    expect(warnings).toContain(
      "1 image was left out: documents here hold text, tables and lists, not pictures.",
    );
  });

  it("keeps headings, lists, clauses and table cells through a round trip", async () => {
    const html = [
      "<h1>Deed of Sale</h1>",
      "<h2>Parties</h2>",
      "<p>The <strong>seller</strong> and the buyer agree.</p>",
      "<ul><li><p>Erf 123 Soweto</p></li><li><p>The fixtures</p></li></ul>",
      "<ol><li><p>Pay the deposit</p></li><li><p>Transfer the property</p></li></ol>",
      '<ol data-numbering="clauses"><li><p>Definitions</p><ol data-numbering="clauses"><li><p>The Act means the Alienation of Land Act</p></li></ol></li><li><p>Purchase price</p></li></ol>',
      "<table><thead><tr><th><p>Item</p></th><th><p>Amount</p></th><th><p>Due</p></th></tr></thead>",
      "<tbody><tr><td><p>Deposit</p></td><td><p>R 50 000</p></td><td><p>On signature</p></td></tr></tbody></table>",
    ].join("");
    const result = await docxToDocumentHtml(await documentHtmlToDocx(html, { title: "Deed of Sale" }));
    const blocks = parseDocumentHtml(result.html);

    expect(findAll(blocks, "heading").map((heading) => [heading.level, textsOfBlocks([heading])[0]])).toEqual(
      [
        [1, "Deed of Sale"],
        [2, "Parties"],
      ],
    );
    const paragraph = findAll(blocks, "paragraph").find((block) =>
      textsOfBlocks([block])[0]?.startsWith("The "),
    );
    expect(paragraph?.runs).toContainEqual({ kind: "text", text: "seller", marks: { bold: true } });

    const lists = blocks.filter((block) => block.kind === "list");
    expect(lists.map((list) => list.style)).toEqual(["bulleted", "ordered", "clauses"]);
    expect(lists.map((list) => textsOfBlocks([list]))).toEqual([
      ["Erf 123 Soweto", "The fixtures"],
      ["Pay the deposit", "Transfer the property"],
      ["Definitions", "The Act means the Alienation of Land Act", "Purchase price"],
    ]);
    const nestedClause = lists[2]?.items[0]?.blocks.find((block) => block.kind === "list");
    expect(nestedClause?.kind === "list" && nestedClause.style).toBe("clauses");

    const [table] = findAll(blocks, "table");
    expect(table?.rows.map((row) => row.cells.map((cell) => textsOfBlocks(cell.blocks).join(" ")))).toEqual([
      ["Item", "Amount", "Due"],
      ["Deposit", "R 50 000", "On signature"],
    ]);
    expect(table?.rows.map((row) => row.isHeader)).toEqual([true, false]);
  });
});
