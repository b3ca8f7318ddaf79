import PDFDocument from "pdfkit";
import { type DocumentFonts, loadDocumentFonts } from "../fonts.ts";
import { type TextMeasure, toDrawableText } from "../text-fitting.ts";
import {
  type DocumentBlock,
  type InlineRun,
  type ListItem,
  type ListStyle,
  parseDocumentHtml,
  type TableRow,
  type TextAlignment,
} from "./document-blocks.ts";
import {
  type Face,
  type Line,
  layOutLines,
  piecePositions,
  type TextStyle,
  type Typesetter,
} from "./pdf-line-layout.ts";

export type DocumentPdfOptions = { title: string; author?: string };

/** A4 with 2 cm margins, text in DejaVu Sans (fonts.ts), the same faces as every other PDF we make. */
const MARGIN = 57;
const FOOTER_HEIGHT = 24;
const BODY: TextStyle = { size: 11, face: "regular" };
const LINE_SPACING = 1.4;
const PARAGRAPH_GAP = 6;
const HEADING_SIZES = { 1: 18, 2: 15, 3: 13, 4: 11.5 } as const;
const LIST_INDENT = 18;
const CELL_PADDING = 4;
const CELL_STYLE: TextStyle = { size: 10, face: "regular" };
const NOTE_STYLE: TextStyle = { size: 9, face: "regular" };
/** DejaVu Sans has no italic among the faces we load: italic text is slanted by this much instead. */
const ITALIC_SLANT = 0.2;

const INK = "#1a1a1f";
const MUTED = "#61616b";
const RULE = "#bfbfc7";
const LINK = "#1f4fa8";
const HEADER_FILL = "#ebedf2";

const BULLETS = ["•", "◦", "▪"];

function toLetters(number: number): string {
  let letters = "";
  for (let rest = number; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(97 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function toRoman(number: number): string {
  const numerals: [number, string][] = [
    [1000, "m"],
    [900, "cm"],
    [500, "d"],
    [400, "cd"],
    [100, "c"],
    [90, "xc"],
    [50, "l"],
    [40, "xl"],
    [10, "x"],
    [9, "ix"],
    [5, "v"],
    [4, "iv"],
    [1, "i"],
  ];
  let rest = number;
  let roman = "";
  for (const [value, numeral] of numerals) {
    while (rest >= value) {
      roman += numeral;
      rest -= value;
    }
  }
  return roman;
}

/** The marker of a list item: a bullet; 1. a. i. by depth; or a clause's full number 1.2.3. */
export function listMarker(style: ListStyle, depth: number, numbers: number[]): string {
  if (style === "bulleted") return BULLETS[depth % BULLETS.length] ?? "•";
  if (style === "clauses") return `${numbers.join(".")}.`;
  const number = numbers.at(-1) ?? 1;
  const kind = depth % 3;
  return `${kind === 0 ? number : kind === 1 ? toLetters(number) : toRoman(number)}.`;
}

/** Lays document blocks out on A4 pages with pdfkit, top to bottom. */
class DocumentPdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly typesetter: Typesetter;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  private y = MARGIN;
  private readonly notes: string[] = [];
  private readonly footnotes = { add: (text: string) => this.notes.push(text) };

  constructor(
    fonts: DocumentFonts,
    private readonly options: DocumentPdfOptions,
  ) {
    const now = new Date();
    this.doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      // Pages stay open until the end so each footer can say how many pages there are.
      bufferPages: true,
      lang: "en-ZA",
      displayTitle: true,
      info: {
        Title: options.title,
        ...(options.author ? { Author: options.author } : {}),
        Creator: "Inkundla",
        Producer: "Inkundla",
        CreationDate: now,
        ModDate: now,
      },
    });
    // As in pdf-document.ts: pdfkit takes the parsed fontkit font where its types say file bytes.
    this.doc.registerFont("regular", fonts.regular as unknown as Uint8Array);
    this.doc.registerFont("bold", fonts.bold as unknown as Uint8Array);
    const measureFor = (face: Face): TextMeasure => ({
      width: (text, size) => this.doc.font(face, size).widthOfString(text),
    });
    this.typesetter = {
      measures: { regular: measureFor("regular"), bold: measureFor("bold") },
      drawable: (text) => toDrawableText(text, fonts.supported),
    };
    this.pageWidth = this.doc.page.width;
    this.pageHeight = this.doc.page.height;
  }

  private get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.pageHeight - MARGIN - FOOTER_HEIGHT;
  }

  private newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` fits below the writing position (or the page is still empty). */
  private ensureSpace(height: number): void {
    if (this.y + height > this.bottom && this.y > MARGIN) this.newPage();
  }

  private lines(runs: InlineRun[], style: TextStyle, width: number): Line[] {
    return layOutLines(runs, style, width, this.typesetter, this.footnotes);
  }

  private drawLine(
    line: Line,
    x: number,
    baseline: number,
    width: number,
    alignment: TextAlignment | null,
    isLast: boolean,
  ): void {
    const positions = piecePositions(line, x, width, alignment, isLast);
    line.pieces.forEach((piece, index) => {
      const pieceX = positions[index] ?? x;
      // A space's width includes what justification adds, so an underline runs on unbroken.
      const width = piece.isSpace ? (positions[index + 1] ?? pieceX + piece.width) - pieceX : piece.width;
      const y = baseline - piece.rise;
      const color = piece.link ? LINK : INK;
      if (!piece.isSpace) {
        this.doc.save();
        if (piece.isItalic) this.doc.transform(1, 0, -ITALIC_SLANT, 1, ITALIC_SLANT * y, 0);
        this.doc
          .font(piece.face, piece.size)
          .fillColor(color)
          .text(piece.text, pieceX, y, { lineBreak: false, baseline: "alphabetic" });
        this.doc.restore();
      }
      // Underline, strike-through and the link's clickable area are drawn here rather than by
      // pdfkit's text options, which place them for text set from its top, not its baseline.
      const thickness = Math.max(0.5, piece.size / 16);
      if (piece.isUnderlined) this.doc.rect(pieceX, y + piece.size * 0.12, width, thickness).fill(color);
      if (piece.isStruck) this.doc.rect(pieceX, y - piece.size * 0.3, width, thickness).fill(color);
      if (piece.link) this.doc.link(pieceX, y - piece.size, width, piece.size * 1.25, piece.link);
    });
  }

  /** Runs as wrapped lines at `x`, moving down the page; a line that does not fit starts a new page. */
  private textBlock(
    runs: InlineRun[],
    style: TextStyle,
    options: {
      x?: number;
      width?: number;
      alignment?: TextAlignment | null;
      marker?: string;
      markerWidth?: number;
    } = {},
  ): void {
    const x = options.x ?? MARGIN;
    const width = options.width ?? this.contentWidth - (x - MARGIN);
    const lines = this.lines(runs, style, width);
    const lineHeight = style.size * LINE_SPACING;
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      const baseline = this.y + style.size;
      if (index === 0 && options.marker) {
        this.doc
          .font("regular", style.size)
          .fillColor(INK)
          .text(this.typesetter.drawable(options.marker), x - (options.markerWidth ?? 0), baseline, {
            lineBreak: false,
            baseline: "alphabetic",
          });
      }
      this.drawLine(line, x, baseline, width, options.alignment ?? null, index === lines.length - 1);
      this.y += lineHeight;
    });
    this.y += PARAGRAPH_GAP;
  }

  blocks(blocks: DocumentBlock[], x = MARGIN): void {
    for (const block of blocks) this.block(block, x);
  }

  private block(block: DocumentBlock, x: number): void {
    switch (block.kind) {
      case "paragraph":
        this.textBlock(block.runs, BODY, { x, alignment: block.alignment });
        break;
      case "heading": {
        const size = HEADING_SIZES[block.level];
        // A heading stays on the page of the first lines under it.
        this.ensureSpace(size * 2 + 3 * BODY.size * LINE_SPACING);
        this.y += size * 0.6;
        this.textBlock(block.runs, { size, face: "bold" }, { x, alignment: block.alignment });
        break;
      }
      case "list":
        this.list(block.style, block.start, block.items, x, 0, []);
        break;
      case "table":
        this.table(block.rows, x);
        break;
      case "blockquote": {
        const top = this.y;
        const page = this.currentPage();
        this.blocks(block.blocks, x + 18);
        // The quote's rule is drawn down its left side when it stayed on one page.
        if (page === this.currentPage()) {
          this.doc
            .moveTo(x + 6, top)
            .lineTo(x + 6, this.y - PARAGRAPH_GAP)
            .lineWidth(2)
            .strokeColor(RULE)
            .stroke();
        }
        break;
      }
      case "rule":
        this.ensureSpace(12);
        this.doc
          .moveTo(x, this.y + 6)
          .lineTo(MARGIN + this.contentWidth, this.y + 6)
          .lineWidth(0.75)
          .strokeColor(RULE)
          .stroke();
        this.y += 12;
        break;
      case "pageBreak":
        this.newPage();
        break;
    }
  }

  private currentPage(): number {
    const { start, count } = this.doc.bufferedPageRange();
    return start + count;
  }

  /**
   * A list's items with their markers hanging left of the text. A clause list nested in a clause
   * continues its number (1 → 1.1 → 1.1.1); other nested lists count afresh.
   */
  private list(
    style: ListStyle,
    start: number,
    items: ListItem[],
    x: number,
    depth: number,
    parentNumbers: number[],
  ): void {
    const numbers = (index: number) =>
      style === "clauses" ? [...parentNumbers, start + index] : [start + index];
    const markers = items.map((_, index) => listMarker(style, depth, numbers(index)));
    const markerWidth = Math.max(
      LIST_INDENT,
      ...markers.map((marker) => this.typesetter.measures.regular.width(marker, BODY.size) + 6),
    );
    const textX = x + markerWidth;
    items.forEach((item, index) => {
      let hasMarker = false;
      for (const block of item.blocks) {
        if (block.kind === "list") {
          const nestedParent = block.style === "clauses" && style === "clauses" ? numbers(index) : [];
          this.list(block.style, block.start, block.items, textX, depth + 1, nestedParent);
        } else if ((block.kind === "paragraph" || block.kind === "heading") && !hasMarker) {
          this.textBlock(
            block.runs,
            block.kind === "heading" ? { size: HEADING_SIZES[block.level], face: "bold" } : BODY,
            {
              x: textX,
              alignment: block.alignment,
              marker: markers[index],
              markerWidth,
            },
          );
          hasMarker = true;
        } else this.block(block, textX);
      }
      if (!hasMarker && item.blocks.length === 0)
        this.textBlock([], BODY, { x: textX, marker: markers[index], markerWidth });
    });
  }

  /** Cells placed on a grid of equal columns, a cell spanning columns as wide as they are. */
  private table(rows: TableRow[], x: number): void {
    const width = this.contentWidth - (x - MARGIN);
    const columnCount = Math.max(
      1,
      ...rows.map((row) => row.cells.reduce((sum, cell) => sum + cell.columnSpan, 0)),
    );
    const columnWidth = width / columnCount;
    const lineHeight = CELL_STYLE.size * LINE_SPACING;
    const header = rows.filter((row) => row.isHeader);
    const layOut = (row: TableRow) => {
      let column = 0;
      return row.cells.map((cell) => {
        const cellX = x + column * columnWidth;
        const cellWidth = Math.min(cell.columnSpan, columnCount - column) * columnWidth;
        column += cell.columnSpan;
        const style: TextStyle = row.isHeader || cell.isHeader ? { ...CELL_STYLE, face: "bold" } : CELL_STYLE;
        const lines = cellParagraphs(cell.blocks).flatMap((runs) =>
          this.lines(runs, style, cellWidth - 2 * CELL_PADDING),
        );
        return { cellX, cellWidth, lines, isHeader: row.isHeader || cell.isHeader };
      });
    };
    const drawRow = (row: TableRow) => {
      const cells = layOut(row);
      const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * lineHeight + 2 * CELL_PADDING;
      if (this.y + height > this.bottom && this.y > MARGIN) {
        this.newPage();
        // The header rows are repeated at the top of the new page.
        if (!row.isHeader) for (const headerRow of header) drawRow(headerRow);
      }
      for (const cell of cells) {
        if (cell.isHeader) this.doc.rect(cell.cellX, this.y, cell.cellWidth, height).fill(HEADER_FILL);
        this.doc.rect(cell.cellX, this.y, cell.cellWidth, height).lineWidth(0.5).strokeColor(MUTED).stroke();
        cell.lines.forEach((line, index) => {
          const baseline = this.y + CELL_PADDING + index * lineHeight + CELL_STYLE.size;
          this.drawLine(
            line,
            cell.cellX + CELL_PADDING,
            baseline,
            cell.cellWidth - 2 * CELL_PADDING,
            null,
            true,
          );
        });
      }
      this.y += height;
    };
    this.ensureSpace(2 * (lineHeight + 2 * CELL_PADDING));
    for (const row of rows) drawRow(row);
    this.y += PARAGRAPH_GAP * 2;
  }

  /** The footnotes, numbered, after the text under a short rule. */
  private drawNotes(): void {
    if (this.notes.length === 0) return;
    this.ensureSpace(40);
    this.y += 6;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + 120, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y += 8;
    this.notes.forEach((text, index) => {
      this.textBlock([{ kind: "text", text, marks: {} }], NOTE_STYLE, {
        x: MARGIN + 18,
        marker: `${index + 1}.`,
        markerWidth: 18,
      });
    });
  }

  private drawFooters(): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      this.doc.switchToPage(start + index);
      const label = `Page ${index + 1} of ${count}`;
      const size = 8;
      const labelWidth = this.typesetter.measures.regular.width(label, size);
      const baseline = this.pageHeight - MARGIN + 4;
      this.doc
        .moveTo(MARGIN, baseline - 12)
        .lineTo(this.pageWidth - MARGIN, baseline - 12)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.font("regular", size).fillColor(MUTED);
      this.doc.text(label, this.pageWidth - MARGIN - labelWidth, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
      });
      const [titleLine] = layOutLines(
        [{ kind: "text", text: this.options.title, marks: {} }],
        { size, face: "regular" },
        this.contentWidth - labelWidth - 16,
        this.typesetter,
        { add: () => 0 },
      );
      this.doc.text(titleLine?.pieces.map((piece) => piece.text).join("") ?? "", MARGIN, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
      });
    }
  }

  finish(): Promise<Buffer> {
    this.drawNotes();
    this.drawFooters();
    const chunks: Uint8Array[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}

/** A cell's content as paragraphs of runs: a list in a cell is written with its markers inline. */
function cellParagraphs(blocks: DocumentBlock[], depth = 0): InlineRun[][] {
  return blocks.flatMap((block): InlineRun[][] => {
    switch (block.kind) {
      case "paragraph":
      case "heading":
        return [block.runs];
      case "list":
        return block.items.flatMap((item, index) => {
          const [first = [], ...rest] = cellParagraphs(item.blocks, depth + 1);
          const marker = `${listMarker(block.style, depth, [block.start + index])} `;
          return [[{ kind: "text" as const, text: marker, marks: {} }, ...first], ...rest];
        });
      case "blockquote":
        return cellParagraphs(block.blocks, depth);
      case "table":
        return block.rows.flatMap((row) => row.cells.flatMap((cell) => cellParagraphs(cell.blocks, depth)));
      case "rule":
      case "pageBreak":
        return [];
      default: {
        const unexpected: never = block;
        return unexpected;
      }
    }
  });
}

/**
 * Document HTML as an A4 PDF: headings sized by level, paragraphs wrapped and aligned, bold, slanted
 * italic, underline, strike-through, links, lists with bullets or numbers (clauses numbered 1.1,
 * 1.1.1), tables drawn as a grid with their header rows repeated on a new page, page breaks, and
 * footnotes numbered in the text and collected at the end of the document. Every page is numbered
 * "Page N of M" beside the title. Set in DejaVu Sans (fonts.ts), so every official language's
 * letters print.
 */
export async function documentHtmlToPdf(html: string, options: DocumentPdfOptions): Promise<Buffer> {
  const writer = new DocumentPdfWriter(await loadDocumentFonts(), options);
  writer.blocks(parseDocumentHtml(html));
  return writer.finish();
}
