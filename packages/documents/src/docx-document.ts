import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";

/** One block of a Word document, top to bottom. */
export type DocxBlock =
  | { kind: "heading"; text: string; level?: 1 | 2 | 3 }
  | { kind: "paragraph"; text: string; muted?: boolean; bold?: boolean }
  | { kind: "bullets"; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][]; emptyText?: string };

export type DocxDocumentOptions = {
  title: string;
  /** Lines under the title: who it is for, when and by whom it was made. */
  subtitle?: string[];
  author?: string;
  blocks: DocxBlock[];
};

const HEADING_LEVELS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;
const MUTED = "666666";

/**
 * Control characters other than tab and line breaks are not allowed in WordprocessingML: a contract
 * pasted from a PDF can hold them, and Word refuses the whole file over one.
 */
export function wordSafe(text: string): string {
  return text.replace(/[\p{Cc}\ufffe\uffff]/gu, (character) =>
    "\t\n\r".includes(character) ? character : "",
  );
}

/** A paragraph's text with its line breaks kept as breaks inside the paragraph. */
function runsOf(text: string, style: { color?: string; bold?: boolean } = {}): TextRun[] {
  return wordSafe(text)
    .split("\n")
    .map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1, ...style }));
}

function tableOf(block: Extract<DocxBlock, { kind: "table" }>): Table | Paragraph {
  if (block.rows.length === 0) {
    return new Paragraph({ children: runsOf(block.emptyText ?? "None.", { color: MUTED }) });
  }
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: runsOf(text, { bold }) })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: block.columns.map((column) => cell(column, true)) }),
      ...block.rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) })),
    ],
  });
}

/**
 * A Word document (.docx) of headings, paragraphs, bullet lists and tables, in Word's own heading
 * styles so its navigation pane and a table of contents find them. Opens in Word and LibreOffice.
 */
export async function writeDocxDocument(options: DocxDocumentOptions): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: runsOf(options.title) }),
    ...(options.subtitle ?? []).map((line) => new Paragraph({ children: runsOf(line, { color: MUTED }) })),
  ];
  for (const block of options.blocks) {
    switch (block.kind) {
      case "heading":
        children.push(
          new Paragraph({ heading: HEADING_LEVELS[block.level ?? 1], children: runsOf(block.text) }),
        );
        break;
      case "paragraph":
        children.push(
          new Paragraph({
            children: runsOf(block.text, { bold: block.bold, ...(block.muted ? { color: MUTED } : {}) }),
          }),
        );
        break;
      case "bullets":
        for (const item of block.items)
          children.push(new Paragraph({ bullet: { level: 0 }, children: runsOf(item) }));
        break;
      case "table":
        children.push(tableOf(block), new Paragraph({ children: [] }));
        break;
    }
  }
  const document = new Document({
    title: wordSafe(options.title),
    creator: options.author ?? "Inkundla",
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
