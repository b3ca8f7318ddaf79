import {
  beginText,
  endText,
  moveText,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  type RGB,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { embedDocumentFonts } from "./pdf-fonts.ts";
import {
  type FittedCell,
  fitCell,
  fitToWidth,
  TextMeasure,
  toDrawableText,
  wrapToWidth,
} from "./pdf-text.ts";

/**
 * A4 reports and documents on pdf-lib: a title, a subtitle block, key–value summary lines and tables
 * that break across pages with their headings repeated, numbered "Page n of m". The text is set in an
 * embedded Unicode font (pdf-fonts.ts), subset to the characters used, so a Tshivenda, isiZulu,
 * Sesotho or Afrikaans name is printed as it is written.
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
};

const MARGIN = 36;
const FOOTER_HEIGHT = 22;
const BODY_SIZE = 8;
const LINE_HEIGHT = 10;
const CELL_PADDING_X = 3;
const CELL_PADDING_Y = 3;
/** Rows drawn before giving the event loop a turn. */
const ROWS_PER_TURN = 250;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.78);
const HEADER_FILL = rgb(0.92, 0.93, 0.95);

type Fonts = {
  regular: PDFFont;
  bold: PDFFont;
  measures: Map<PDFFont, TextMeasure>;
  supported: ReadonlySet<number>;
};

/** The names a page's resources know the two fonts by. */
type PageFontKeys = Map<PDFFont, PDFName>;

type LaidOutColumn = PdfColumn & { x: number; innerWidth: number };

/** Builds one PDF top to bottom; `finish()` numbers the pages and answers the file's bytes. */
export class PdfDocumentWriter {
  private page: PDFPage;
  private readonly fontKeys = new Map<PDFPage, PageFontKeys>();
  private y: number;
  private readonly pageWidth: number;
  private readonly pageHeight: number;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly options: PdfDocumentOptions,
  ) {
    const [width, height] = PageSizes.A4;
    [this.pageWidth, this.pageHeight] =
      options.orientation === "landscape" ? [height, width] : [width, height];
    this.page = this.addPage();
    this.y = this.pageHeight - MARGIN;
    this.drawTitleBlock();
  }

  static async create(options: PdfDocumentOptions): Promise<PdfDocumentWriter> {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedDocumentFonts(pdf);
    const supported = new Set(regular.getCharacterSet());
    // Document properties are Unicode (UTF-16), so the title keeps every character there.
    pdf.setTitle(options.title);
    if (options.author) pdf.setAuthor(options.author);
    pdf.setCreator("Inkundla");
    pdf.setProducer("Inkundla");
    const now = new Date();
    pdf.setCreationDate(now);
    pdf.setModificationDate(now);
    const measures = new Map([regular, bold].map((font) => [font, new TextMeasure(font)]));
    return new PdfDocumentWriter(pdf, { regular, bold, measures, supported }, options);
  }

  /** The width text may take between the margins. */
  get contentWidth(): number {
    return this.pageWidth - 2 * MARGIN;
  }

  private get bottom(): number {
    return MARGIN + FOOTER_HEIGHT;
  }

  private measure(font: PDFFont): TextMeasure {
    const measure = this.fonts.measures.get(font);
    if (!measure) throw new Error("font not embedded in this document");
    return measure;
  }

  private safe(text: string): string {
    return toDrawableText(text, this.fonts.supported);
  }

  /**
   * A new page whose resources name each font once. `PDFPage.drawText` with a font option adds a
   * fresh font entry on every call, which makes a long table slow to draw and its file large.
   */
  private addPage(): PDFPage {
    const page = this.pdf.addPage([this.pageWidth, this.pageHeight]);
    const keys: PageFontKeys = new Map(
      [this.fonts.regular, this.fonts.bold].map((font) => [
        font,
        page.node.newFontDictionary(font.name, font.ref),
      ]),
    );
    this.fontKeys.set(page, keys);
    return page;
  }

  /** One line of (already drawable) text with its baseline at y. */
  private text(
    text: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; color?: RGB; page?: PDFPage } = {},
  ): void {
    if (text === "") return;
    const page = options.page ?? this.page;
    const font = options.font ?? this.fonts.regular;
    const key = this.fontKeys.get(page)?.get(font);
    if (!key) throw new Error("font not registered on this page");
    page.pushOperators(
      beginText(),
      setFillingColor(options.color ?? INK),
      setFontAndSize(key, options.size ?? BODY_SIZE),
      moveText(x, y),
      showText(font.encodeText(text)),
      endText(),
    );
  }

  private rule(y: number, thickness = 0.5, color: RGB = RULE): void {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: this.pageWidth - MARGIN, y },
      thickness,
      color,
    });
  }

  private drawTitleBlock(): void {
    const { bold, regular } = this.fonts;
    for (const line of wrapToWidth(
      this.safe(this.options.title),
      this.measure(bold),
      15,
      this.contentWidth,
      3,
    )) {
      this.y -= 15;
      this.text(line, MARGIN, this.y, { font: bold, size: 15 });
      this.y -= 3;
    }
    for (const line of this.options.subtitle ?? []) {
      this.y -= 11;
      this.text(fitToWidth(this.safe(line), this.measure(regular), 9, this.contentWidth), MARGIN, this.y, {
        size: 9,
        color: MUTED,
      });
    }
    this.y -= 8;
    this.rule(this.y, 0.75, MUTED);
    this.y -= 10;
  }

  /** Later pages carry the title small at the top, so a loose page still says what it belongs to. */
  private newPage(): void {
    this.page = this.addPage();
    this.y = this.pageHeight - MARGIN - 8;
    const title = fitToWidth(
      this.safe(this.options.title),
      this.measure(this.fonts.bold),
      8,
      this.contentWidth,
    );
    this.text(title, MARGIN, this.y, { font: this.fonts.bold, color: MUTED });
    this.y -= 12;
  }

  private ensureSpace(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** A section heading, kept on the same page as at least the first lines under it. */
  heading(text: string): void {
    this.ensureSpace(14 + 4 * LINE_HEIGHT);
    this.y -= 6;
    const line = fitToWidth(this.safe(text), this.measure(this.fonts.bold), 10.5, this.contentWidth);
    this.text(line, MARGIN, this.y - 10.5, { font: this.fonts.bold, size: 10.5 });
    this.y -= 16;
  }

  /** Label–value lines, the values lined up in a second column (e.g. "Opening balance  R 1 200,00"). */
  summary(lines: { label: string; value: string }[]): void {
    if (lines.length === 0) return;
    const { regular, bold } = this.fonts;
    const labels = lines.map((line) => this.safe(line.label));
    const labelWidth = Math.min(
      this.contentWidth * 0.45,
      Math.max(...labels.map((label) => this.measure(regular).width(label, 9))) + 16,
    );
    const valueWidth = this.contentWidth - labelWidth;
    lines.forEach((line, index) => {
      this.ensureSpace(12);
      this.y -= 12;
      this.text(fitToWidth(labels[index] ?? "", this.measure(regular), 9, labelWidth - 8), MARGIN, this.y, {
        size: 9,
        color: MUTED,
      });
      this.text(
        fitToWidth(this.safe(line.value), this.measure(bold), 9, valueWidth),
        MARGIN + labelWidth,
        this.y,
        {
          font: bold,
          size: 9,
        },
      );
    });
    this.y -= 8;
  }

  /**
   * A paragraph of running text, wrapped to the page width. Its own line breaks are kept: banking
   * details or an address typed on several lines are printed on several lines.
   */
  paragraph(text: string, options: { muted?: boolean } = {}): void {
    const lines = text
      .split(/\r?\n/)
      .flatMap((part) =>
        wrapToWidth(this.safe(part), this.measure(this.fonts.regular), 9, this.contentWidth, 200),
      );
    for (const line of lines) {
      this.ensureSpace(12);
      this.y -= 12;
      this.text(line, MARGIN, this.y, { size: 9, color: options.muted ? MUTED : INK });
    }
    this.y -= 6;
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

  private drawTableHeader(columns: LaidOutColumn[]): void {
    const { bold } = this.fonts;
    const cells = columns.map((column) =>
      wrapToWidth(this.safe(column.heading), this.measure(bold), 7.5, column.innerWidth, 4),
    );
    const lineCount = Math.max(1, ...cells.map((lines) => lines.length));
    const height = lineCount * 9 + 2 * CELL_PADDING_Y;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: this.contentWidth,
      height,
      color: HEADER_FILL,
    });
    columns.forEach((column, index) => {
      (cells[index] ?? []).forEach((line, lineIndex) => {
        const x = this.alignedX(column, line, bold, 7.5);
        this.text(line, x, this.y - CELL_PADDING_Y - 7 - lineIndex * 9, { font: bold, size: 7.5 });
      });
    });
    this.y -= height;
  }

  private alignedX(column: LaidOutColumn, text: string, font: PDFFont, size: number): number {
    if (column.align !== "right") return column.x + CELL_PADDING_X;
    return column.x + CELL_PADDING_X + column.innerWidth - this.measure(font).width(text, size);
  }

  private cellLines(column: LaidOutColumn, value: string, font: PDFFont): FittedCell {
    return fitCell(this.safe(value), this.measure(font), column.innerWidth, { ...column, size: BODY_SIZE });
  }

  private drawRow(columns: LaidOutColumn[], row: string[], options: { bold: boolean }): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const cells = columns.map((column, index) => this.cellLines(column, row[index] ?? "", font));
    const height = Math.max(1, ...cells.map((cell) => cell.lines.length)) * LINE_HEIGHT + 2 * CELL_PADDING_Y;
    if (this.ensureSpace(height)) this.drawTableHeader(columns);
    columns.forEach((column, index) => {
      const cell = cells[index];
      cell?.lines.forEach((line, lineIndex) => {
        const x = this.alignedX(column, line, font, cell.size);
        const y = this.y - CELL_PADDING_Y - 7 - lineIndex * LINE_HEIGHT;
        this.text(line, x, y, { font, size: cell.size });
      });
    });
    this.y -= height;
    this.rule(this.y, 0.25);
  }

  /**
   * A table; when it runs onto a new page its column headings are drawn again at the top. Every few
   * hundred rows it lets other work on the server run, as laying out a long table takes a while.
   */
  async table(table: PdfTable): Promise<void> {
    const columns = this.layOut(table.columns);
    this.ensureSpace(2 * LINE_HEIGHT + 4 * CELL_PADDING_Y + 18);
    this.drawTableHeader(columns);
    if (table.rows.length === 0) {
      const [wholeWidth] = this.layOut([{ heading: "", width: 1, wrap: true }]);
      if (wholeWidth) this.drawRow([wholeWidth], [table.emptyText ?? "Nothing to show."], { bold: false });
    }
    for (const [index, row] of table.rows.entries()) {
      if (index > 0 && index % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      this.drawRow(columns, row, { bold: false });
    }
    const footerRows = table.footerRows ?? [];
    if (footerRows.length > 0) {
      this.rule(this.y, 0.75, MUTED);
      for (const row of footerRows) this.drawRow(columns, row, { bold: true });
    }
    this.y -= 10;
  }

  /** Numbers every page "Page n of m" and answers the PDF's bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    const footerText = this.safe(this.options.footerText ?? "");
    const { regular } = this.fonts;
    pages.forEach((page, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      const labelWidth = this.measure(regular).width(label, 7.5);
      const left = fitToWidth(footerText, this.measure(regular), 7.5, this.contentWidth - labelWidth - 16);
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 10 },
        end: { x: this.pageWidth - MARGIN, y: MARGIN + 10 },
        thickness: 0.5,
        color: RULE,
      });
      this.text(label, this.pageWidth - MARGIN - labelWidth, MARGIN, { size: 7.5, color: MUTED, page });
      this.text(left, MARGIN, MARGIN, { size: 7.5, color: MUTED, page });
    });
    return this.pdf.save();
  }
}
