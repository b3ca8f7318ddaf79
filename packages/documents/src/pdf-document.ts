import PDFDocument from "pdfkit";
import { type DocumentFonts, loadDocumentFonts } from "./fonts.ts";
import { checkImage } from "./images.ts";
import {
  type FittedCell,
  fitCell,
  fitToWidth,
  type TextMeasure,
  toDrawableText,
  wrapToWidth,
} from "./text-fitting.ts";

/**
 * A4 reports and documents on pdfkit: a title, a subtitle block, key–value summary lines and tables
 * that break across pages with their headings repeated, every page numbered "Page n of m" beside the
 * firm's name. The text is set in DejaVu Sans (fonts.ts), embedded and subset to the characters used,
 * so a Tshivenda, isiZulu, Sesotho or Afrikaans name is printed as it is written.
 *
 * pdfkit draws (text, fonts and their subsets, lines, images, pages, metadata); this file lays out.
 * pdfkit's own `doc.table()` is not used: it does not repeat a table's headings on a new page, it clips
 * a cell's text to the cell, and it measures every cell twice, several times slower on a long table.
 */

export type PdfOrientation = "portrait" | "landscape";

export type PdfColumn = {
  heading: string;
  /** This column's share of the table width, relative to the other columns' (e.g. 1, 2, 1.2). */
  width: number;
  /** Money and counts read best right-aligned, so their digits line up. */
  align?: "left" | "right";
  /**
   * Running text: up to six lines, the last ending with "…" when there is more. Other columns are
   * never cut; an identifier or a date wider than its column goes on to another line.
   */
  wrap?: boolean;
  /**
   * Never cut: text too wide for the column is drawn smaller (down to 5.5 pt) instead. For amounts,
   * where "R 1 234 5…" would be worse than no figure at all.
   */
  shrinkToFit?: boolean;
};

export type PdfTable = {
  columns: PdfColumn[];
  /** Cell text per row, in column order. */
  rows: string[][];
  /** Rows drawn in bold under a rule at the end, e.g. totals. */
  footerRows?: string[][];
  /** Shown in place of the rows when there are none. */
  emptyText?: string;
};

export type PdfDocumentOptions = {
  title: string;
  /** Lines under the title: who the document is for, the period, when and by whom it was made. */
  subtitle?: string[];
  orientation?: PdfOrientation;
  /** Left of the page number in every footer, e.g. the firm's name. */
  footerText?: string;
  author?: string;
  /** A PNG or JPEG drawn at the top right of the first page, e.g. the firm's logo. */
  logo?: Uint8Array | null;
  /** Told when the logo cannot be read: the document is made without it. */
  onLogoError?: (error: unknown) => void;
  /** A large word printed faintly across every page, e.g. "VOID". */
  stamp?: string;
};

const MARGIN = 36;
const FOOTER_HEIGHT = 22;
const BODY_SIZE = 8;
const LINE_HEIGHT = 10;
const CELL_PADDING_X = 3;
const CELL_PADDING_Y = 3;
/**
 * How long drawing runs before it gives the event loop a turn: a 5,000-row trust report takes seconds
 * to lay out, and the server must answer other requests meanwhile.
 */
const MILLISECONDS_PER_TURN = 40;
const LOGO_BOX = { width: 150, height: 44, gap: 12 };

const INK = "#1a1a1f";
const MUTED = "#61616b";
const RULE = "#bfbfc7";
const HEADER_FILL = "#ebedf2";
const STAMP = "#cc1a1a";

type Face = "regular" | "bold";
type TextStyle = { face?: Face; size?: number; color?: string };
type LaidOutColumn = PdfColumn & { x: number; innerWidth: number };

/** Lets other work run (I/O, timers, other requests) when the current stretch has run long enough. */
class TurnTaker {
  private turnStarted = performance.now();

  async maybeYield(): Promise<void> {
    if (performance.now() - this.turnStarted < MILLISECONDS_PER_TURN) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.turnStarted = performance.now();
  }
}

/** Builds one PDF top to bottom; `finish()` numbers the pages and answers the file's bytes. */
export class PdfDocumentWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly measures: Record<Face, TextMeasure>;
  private readonly pageWidth: number;
  private readonly pageHeight: number;
  /** Distance of the writing position from the top of the page. */
  private y = MARGIN;
  private readonly turns = new TurnTaker();
  /** The fill colour in force on the current page, so a table does not set it again for every cell. */
  private fillColor: string | null = null;

  private constructor(
    private readonly fonts: DocumentFonts,
    private readonly options: PdfDocumentOptions,
  ) {
    const now = new Date();
    this.doc = new PDFDocument({
      size: "A4",
      layout: options.orientation ?? "portrait",
      margin: MARGIN,
      // Pages stay open until finish() so each footer can say how many pages there are.
      bufferPages: true,
      lang: "en-ZA",
      displayTitle: true,
      // Document properties are Unicode (UTF-16), so the title keeps every character there.
      info: {
        Title: options.title,
        ...(options.author ? { Author: options.author } : {}),
        Creator: "Inkundla",
        Producer: "Inkundla",
        CreationDate: now,
        ModDate: now,
      },
    });
    // The same parsed fonts serve every document, each document embedding its own subset of them
    // (pdfkit takes a parsed fontkit font where its types say file bytes). Registered by name, each
    // face is opened once per document and then found by that name.
    this.doc.registerFont("regular", fonts.regular as unknown as Uint8Array);
    this.doc.registerFont("bold", fonts.bold as unknown as Uint8Array);
    this.measures = { regular: this.measureFor("regular"), bold: this.measureFor("bold") };
    this.pageWidth = this.doc.page.width;
    this.pageHeight = this.doc.page.height;
    this.drawTitleBlock(this.drawLogo());
  }

  static async create(options: PdfDocumentOptions): Promise<PdfDocumentWriter> {
    return new PdfDocumentWriter(await loadDocumentFonts(), options);
  }

  /** The width text may take between the margins. */
  get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.pageHeight - MARGIN - FOOTER_HEIGHT;
  }

  /**
   * Widths as pdfkit will draw the text (with the font's kerning), remembered per text at 1 pt: a
   * long table measures the same cell text several times while wrapping and aligning it.
   */
  private measureFor(face: Face): TextMeasure {
    const widths = new Map<string, number>();
    return {
      width: (text, size) => {
        let width = widths.get(text);
        if (width === undefined) {
          width = this.doc.font(face, 1).widthOfString(text);
          widths.set(text, width);
        }
        return width * size;
      },
    };
  }

  private safe(text: string): string {
    return toDrawableText(text, this.fonts.supported);
  }

  /** One line of (already drawable) text with its baseline at `baseline`, measured from the top. */
  private text(text: string, x: number, baseline: number, style: TextStyle = {}): void {
    if (text === "") return;
    this.fill(style.color ?? INK);
    this.doc
      .font(style.face ?? "regular", style.size ?? BODY_SIZE)
      .text(text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
  }

  private fill(color: string): void {
    if (color === this.fillColor) return;
    this.doc.fillColor(color);
    this.fillColor = color;
  }

  private rule(y: number, thickness = 0.5, color = RULE): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(this.pageWidth - MARGIN, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /**
   * The logo at the top right of the first page, fitted into its box; answers the width it takes
   * from the title block. A logo that cannot be read is left out rather than stopping the document.
   */
  private drawLogo(): number {
    const { logo, onLogoError } = this.options;
    if (!logo) return 0;
    try {
      checkImage(logo);
      this.doc.image(
        Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength),
        this.pageWidth - MARGIN - LOGO_BOX.width,
        MARGIN,
        { fit: [LOGO_BOX.width, LOGO_BOX.height], align: "right" },
      );
      return LOGO_BOX.width + LOGO_BOX.gap;
    } catch (error) {
      onLogoError?.(error);
      return 0;
    }
  }

  private drawTitleBlock(logoWidth: number): void {
    const width = this.contentWidth - logoWidth;
    for (const line of wrapToWidth(this.safe(this.options.title), this.measures.bold, 15, width, 3)) {
      this.y += 15;
      this.text(line, MARGIN, this.y, { face: "bold", size: 15 });
      this.y += 3;
    }
    // A subtitle line too long for the page goes on to a second line rather than being cut.
    for (const subtitle of this.options.subtitle ?? []) {
      for (const line of wrapToWidth(this.safe(subtitle), this.measures.regular, 9, width, 3)) {
        this.y += 11;
        this.text(line, MARGIN, this.y, { size: 9, color: MUTED });
      }
    }
    if (logoWidth > 0) this.y = Math.max(this.y, MARGIN + LOGO_BOX.height);
    this.y += 8;
    this.rule(this.y, 0.75, MUTED);
    this.y += 10;
  }

  /** Later pages carry the title small at the top, so a loose page still says what it belongs to. */
  private newPage(): void {
    this.doc.addPage();
    this.fillColor = null;
    this.y = MARGIN + 8;
    const title = fitToWidth(this.safe(this.options.title), this.measures.bold, 8, this.contentWidth);
    this.text(title, MARGIN, this.y, { face: "bold", color: MUTED });
    this.y += 12;
  }

  private ensureSpace(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** A section heading, kept on the same page as at least the first lines under it. */
  heading(text: string): void {
    this.ensureSpace(14 + 4 * LINE_HEIGHT);
    this.y += 6;
    const line = fitToWidth(this.safe(text), this.measures.bold, 10.5, this.contentWidth);
    this.text(line, MARGIN, this.y + 10.5, { face: "bold", size: 10.5 });
    this.y += 16;
  }

  /**
   * Label–value lines, the values lined up in a second column (e.g. "Opening balance  R 1 200,00").
   * A value too long for its column (an address) goes on to more lines; it is never cut.
   */
  summary(lines: { label: string; value: string }[]): void {
    if (lines.length === 0) return;
    const labels = lines.map((line) => this.safe(line.label));
    const labelWidth = Math.min(
      this.contentWidth * 0.45,
      Math.max(...labels.map((label) => this.measures.regular.width(label, 9))) + 16,
    );
    const valueWidth = this.contentWidth - labelWidth;
    lines.forEach((line, index) => {
      const labelLines = wrapToWidth(labels[index] ?? "", this.measures.regular, 9, labelWidth - 8, 3);
      const valueLines = wrapToWidth(this.safe(line.value), this.measures.bold, 9, valueWidth, 20);
      const count = Math.max(labelLines.length, valueLines.length);
      this.ensureSpace(12 * count);
      labelLines.forEach((text, lineIndex) => {
        this.text(text, MARGIN, this.y + 12 * (lineIndex + 1), { size: 9, color: MUTED });
      });
      valueLines.forEach((text, lineIndex) => {
        this.text(text, MARGIN + labelWidth, this.y + 12 * (lineIndex + 1), { face: "bold", size: 9 });
      });
      this.y += 12 * count;
    });
    this.y += 8;
  }

  /**
   * A paragraph of running text, wrapped to the page width. Its own line breaks are kept: banking
   * details or an address typed on several lines are printed on several lines.
   */
  paragraph(text: string, options: { muted?: boolean } = {}): void {
    const lines = text
      .split(/\r?\n/)
      .flatMap((part) => wrapToWidth(this.safe(part), this.measures.regular, 9, this.contentWidth, 200));
    for (const line of lines) {
      this.ensureSpace(12);
      this.y += 12;
      this.text(line, MARGIN, this.y, { size: 9, color: options.muted ? MUTED : INK });
    }
    this.y += 6;
  }

  private layOut(columns: PdfColumn[]): LaidOutColumn[] {
    const totalWeight = columns.reduce((sum, column) => sum + column.width, 0) || 1;
    let x = MARGIN;
    return columns.map((column) => {
      const width = (this.contentWidth * column.width) / totalWeight;
      const laidOut = { ...column, x, innerWidth: Math.max(width - 2 * CELL_PADDING_X, 1) };
      x += width;
      return laidOut;
    });
  }

  private alignedX(column: LaidOutColumn, text: string, face: Face, size: number): number {
    if (column.align !== "right") return column.x + CELL_PADDING_X;
    return column.x + CELL_PADDING_X + column.innerWidth - this.measures[face].width(text, size);
  }

  private drawTableHeader(columns: LaidOutColumn[]): void {
    const cells = columns.map((column) =>
      wrapToWidth(this.safe(column.heading), this.measures.bold, 7.5, column.innerWidth, 4),
    );
    const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
    const height = lineCount * 9 + 2 * CELL_PADDING_Y;
    this.fill(HEADER_FILL);
    this.doc.rect(MARGIN, this.y, this.contentWidth, height).fill();
    columns.forEach((column, index) => {
      (cells[index] ?? []).forEach((line, lineIndex) => {
        const x = this.alignedX(column, line, "bold", 7.5);
        this.text(line, x, this.y + CELL_PADDING_Y + 7 + lineIndex * 9, { face: "bold", size: 7.5 });
      });
    });
    this.y += height;
  }

  private cellLines(column: LaidOutColumn, value: string, face: Face): FittedCell {
    return fitCell(this.safe(value), this.measures[face], column.innerWidth, { ...column, size: BODY_SIZE });
  }

  private drawRow(columns: LaidOutColumn[], row: string[], face: Face): void {
    const cells = columns.map((column, index) => this.cellLines(column, row[index] ?? "", face));
    const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING_Y;
    if (this.ensureSpace(height)) this.drawTableHeader(columns);
    columns.forEach((column, index) => {
      const cell = cells[index];
      cell?.lines.forEach((line, lineIndex) => {
        const x = this.alignedX(column, line, face, cell.size);
        const baseline = this.y + CELL_PADDING_Y + 7 + lineIndex * LINE_HEIGHT;
        this.text(line, x, baseline, { face, size: cell.size });
      });
    });
    this.y += height;
    this.rule(this.y, 0.25);
  }

  /**
   * A table; when it runs onto a new page its column headings are drawn again at the top. It lets
   * other work on the server run every few dozen milliseconds, as laying out a long table takes a while.
   */
  async table(table: PdfTable): Promise<void> {
    const columns = this.layOut(table.columns);
    this.ensureSpace(2 * LINE_HEIGHT + 4 * CELL_PADDING_Y + 18);
    this.drawTableHeader(columns);
    if (table.rows.length === 0) {
      const [wholeWidth] = this.layOut([{ heading: "", width: 1, wrap: true }]);
      if (wholeWidth) this.drawRow([wholeWidth], [table.emptyText ?? "Nothing to show."], "regular");
    }
    for (const row of table.rows) {
      await this.turns.maybeYield();
      this.drawRow(columns, row, "regular");
    }
    const footerRows = table.footerRows ?? [];
    if (footerRows.length > 0) {
      this.rule(this.y, 0.75, MUTED);
      for (const row of footerRows) this.drawRow(columns, row, "bold");
    }
    this.y += 10;
  }

  private drawFooter(pageNumber: number, pageCount: number): void {
    const label = `Page ${pageNumber} of ${pageCount}`;
    const labelWidth = this.measures.regular.width(label, 7.5);
    const footerText = this.safe(this.options.footerText ?? "");
    const left = fitToWidth(footerText, this.measures.regular, 7.5, this.contentWidth - labelWidth - 16);
    const baseline = this.pageHeight - MARGIN;
    this.rule(baseline - 10, 0.5);
    this.text(label, this.pageWidth - MARGIN - labelWidth, baseline, { size: 7.5, color: MUTED });
    this.text(left, MARGIN, baseline, { size: 7.5, color: MUTED });
  }

  /** The stamp across the page from bottom left to top right, over what is printed, faint. */
  private drawStamp(stamp: string): void {
    const size = 120;
    const text = this.safe(stamp);
    const width = this.measures.bold.width(text, size);
    const [centreX, centreY] = [this.pageWidth / 2, this.pageHeight / 2];
    this.doc.save().rotate(-45, { origin: [centreX, centreY] });
    this.doc.font("bold", size).fillColor(STAMP, 0.25);
    this.doc.text(text, centreX - width / 2, centreY, { lineBreak: false, baseline: "middle" });
    this.doc.restore();
  }

  /** Numbers every page "Page n of m", stamps them if asked, and answers the PDF's bytes. */
  async finish(): Promise<Uint8Array> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      await this.turns.maybeYield();
      this.doc.switchToPage(start + index);
      this.fillColor = null;
      this.drawFooter(index + 1, count);
      if (this.options.stamp) this.drawStamp(this.options.stamp);
    }
    await this.turns.maybeYield();
    // Writing the file (compressing each page, subsetting the fonts) is pdfkit's, in one stretch.
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
