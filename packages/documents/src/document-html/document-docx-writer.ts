import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  type ILevelsOptions,
  LevelFormat,
  Packer,
  PageBreak,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { wordSafe } from "../docx-document.ts";
import {
  type DocumentBlock,
  type InlineRun,
  type ListItem,
  type ListStyle,
  parseDocumentHtml,
  type TableRow as TableRowBlock,
  type TextAlignment,
} from "./document-blocks.ts";
import { CLAUSE_STYLE_ID, CLAUSE_STYLE_NAME } from "./word-styles.ts";

export type DocumentDocxOptions = { title: string; author?: string };

/** A4 in twentieths of a point, with 2.5 cm (1 417 twips) margins all round. */
const PAGE = { width: 11_906, height: 16_838, margin: 1_417 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Word numbers nine list levels; deeper nesting stays on the ninth. */
const DEEPEST_LEVEL = 8;
const RULE_COLOUR = "BFBFC7";
const HEADER_FILL = "EBEDF2";

const HEADING_LEVELS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;
const ALIGNMENTS: Record<TextAlignment, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};

const LEVELS = Array.from({ length: DEEPEST_LEVEL + 1 }, (_, level) => level);
const BULLETS = ["•", "◦", "▪"];
const ORDERED_FORMATS = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];

function indentOf(level: number, hanging = 360) {
  return { paragraph: { indent: { left: 720 * (level + 1), hanging } } };
}

function bulletedLevels(): ILevelsOptions[] {
  return LEVELS.map((level) => ({
    level,
    format: LevelFormat.BULLET,
    text: BULLETS[level % BULLETS.length],
    alignment: AlignmentType.LEFT,
    style: indentOf(level),
  }));
}

/** 1. a. i. 1. …, the first level from `start`. */
function orderedLevels(start: number): ILevelsOptions[] {
  return LEVELS.map((level) => ({
    level,
    format: ORDERED_FORMATS[level % ORDERED_FORMATS.length],
    text: `%${level + 1}.`,
    start: level === 0 ? start : 1,
    alignment: AlignmentType.LEFT,
    style: indentOf(level),
  }));
}

/** Legal numbering: 1. / 1.1. / 1.1.1., each level showing every level above it. */
function clauseLevels(start: number): ILevelsOptions[] {
  return LEVELS.map((level) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `${LEVELS.slice(0, level + 1)
      .map((shown) => `%${shown + 1}`)
      .join(".")}.`,
    start: level === 0 ? start : 1,
    isLegalNumberingStyle: true,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 + 567 * level, hanging: 720 } } },
  }));
}

/** Where blocks stand: inside a quote they are indented; in a header cell their text is bold. */
type Setting = { isQuoted: boolean; isHeader: boolean };
const BODY: Setting = { isQuoted: false, isHeader: false };

type ParagraphOptions = Exclude<ConstructorParameters<typeof Paragraph>[0], string>;

/** Builds the Word document's paragraphs, numbering definitions and footnotes from the blocks. */
class DocxBuilder {
  readonly footnotes: Record<string, { children: Paragraph[] }> = {};
  private footnoteCount = 0;
  /** Numbering definitions by reference: one per list style and first number. */
  readonly numberingConfigs = new Map<string, ILevelsOptions[]>();
  /** Each top-level list is its own instance of its definition, so its numbering starts afresh. */
  private listCount = 0;

  blocks(blocks: DocumentBlock[], setting: Setting = BODY): (Paragraph | Table)[] {
    return blocks.flatMap((block) => this.block(block, setting));
  }

  private block(block: DocumentBlock, setting: Setting): (Paragraph | Table)[] {
    switch (block.kind) {
      case "paragraph":
        return [
          this.paragraph(
            { alignment: this.alignment(block.alignment), children: this.runs(block.runs, setting) },
            setting,
          ),
        ];
      case "heading":
        return [
          this.paragraph(
            {
              heading: HEADING_LEVELS[block.level],
              alignment: this.alignment(block.alignment),
              children: this.runs(block.runs, setting),
            },
            setting,
          ),
        ];
      case "list":
        return this.list(block.style, block.start, block.items, 0, null, setting);
      case "table":
        return [this.table(block.rows), new Paragraph({ children: [] })];
      case "blockquote":
        return this.blocks(block.blocks, { ...setting, isQuoted: true });
      case "rule":
        return [
          new Paragraph({
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE_COLOUR, space: 1 } },
          }),
        ];
      case "pageBreak":
        return [new Paragraph({ children: [new PageBreak()] })];
    }
  }

  /** A quoted paragraph is indented, with a rule down its left side. */
  private paragraph(options: ParagraphOptions, setting: Setting): Paragraph {
    if (!setting.isQuoted) return new Paragraph(options);
    return new Paragraph({
      ...options,
      indent: { left: (options.indent?.left as number | undefined) ?? 720 },
      border: { left: { style: BorderStyle.SINGLE, size: 12, color: RULE_COLOUR, space: 8 } },
    });
  }

  private alignment(alignment: TextAlignment | null) {
    return alignment ? ALIGNMENTS[alignment] : undefined;
  }

  private numberingReference(style: ListStyle, start: number): string {
    const reference = `${style}-from-${start}`;
    if (!this.numberingConfigs.has(reference)) {
      this.numberingConfigs.set(
        reference,
        style === "bulleted"
          ? bulletedLevels()
          : style === "ordered"
            ? orderedLevels(start)
            : clauseLevels(start),
      );
    }
    return reference;
  }

  /**
   * A list's items as numbered paragraphs. A list nested in an item of the same style continues
   * its numbering one level down (so clause 1's sub-clauses are 1.1, 1.2); a list of another style
   * starts its own numbering at the nesting level.
   */
  private list(
    style: ListStyle,
    start: number,
    items: ListItem[],
    level: number,
    parent: { style: ListStyle; reference: string; instance: number } | null,
    setting: Setting,
  ): (Paragraph | Table)[] {
    const numbering =
      parent !== null && parent.style === style
        ? parent
        : { style, reference: this.numberingReference(style, start), instance: ++this.listCount };
    const wordLevel = Math.min(level, DEEPEST_LEVEL);
    const numbered = { reference: numbering.reference, level: wordLevel, instance: numbering.instance };
    const children: (Paragraph | Table)[] = [];
    for (const item of items) {
      let isFirstParagraph = true;
      for (const block of item.blocks) {
        if (block.kind === "list") {
          children.push(...this.list(block.style, block.start, block.items, level + 1, numbering, setting));
          continue;
        }
        if (block.kind !== "paragraph" && block.kind !== "heading") {
          children.push(...this.block(block, setting));
          continue;
        }
        // An item's first paragraph carries its number; later ones are indented under it.
        children.push(
          new Paragraph({
            ...(style === "clauses" ? { style: CLAUSE_STYLE_ID } : {}),
            alignment: this.alignment(block.alignment),
            children: this.runs(block.runs, setting),
            ...(isFirstParagraph ? { numbering: numbered } : { indent: { left: 720 * (wordLevel + 1) } }),
          }),
        );
        isFirstParagraph = false;
      }
      if (isFirstParagraph) children.push(new Paragraph({ children: [], numbering: numbered }));
    }
    return children;
  }

  private table(rows: TableRowBlock[]): Table {
    const columnCount = Math.max(
      1,
      ...rows.map((row) => row.cells.reduce((sum, cell) => sum + cell.columnSpan, 0)),
    );
    const border = { style: BorderStyle.SINGLE, size: 4, color: "808080" };
    return new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: Array.from({ length: columnCount }, () => Math.floor(TEXT_WIDTH / columnCount)),
      borders: {
        top: border,
        bottom: border,
        left: border,
        right: border,
        insideHorizontal: border,
        insideVertical: border,
      },
      rows: rows.map(
        (row) =>
          new TableRow({
            // A header row is repeated at the top of every page the table runs on to.
            // (Only said of header rows: a reader such as mammoth takes any tblHeader mark as "yes".)
            ...(row.isHeader ? { tableHeader: true } : {}),
            children: row.cells.map((cell) => {
              const isHeader = cell.isHeader || row.isHeader;
              const content = this.blocks(cell.blocks, { isQuoted: false, isHeader });
              return new TableCell({
                children: content.length > 0 ? content : [new Paragraph({ children: [] })],
                columnSpan: cell.columnSpan,
                rowSpan: cell.rowSpan,
                margins: { top: 40, bottom: 40, left: 80, right: 80 },
                ...(isHeader
                  ? { shading: { fill: HEADER_FILL, type: ShadingType.CLEAR, color: "auto" } }
                  : {}),
              });
            }),
          }),
      ),
    });
  }

  private runs(runs: InlineRun[], setting: Setting): ParagraphChild[] {
    const children: ParagraphChild[] = [];
    for (const run of runs) {
      if (run.kind === "lineBreak") {
        children.push(new TextRun({ text: "", break: 1 }));
        continue;
      }
      if (run.kind === "footnote") {
        this.footnoteCount += 1;
        this.footnotes[String(this.footnoteCount)] = {
          children: [new Paragraph({ children: [new TextRun(wordSafe(run.text))] })],
        };
        children.push(new FootnoteReferenceRun(this.footnoteCount));
        continue;
      }
      const { marks } = run;
      const textRun = new TextRun({
        text: wordSafe(run.text),
        bold: marks.bold || setting.isHeader || undefined,
        italics: marks.italic,
        underline: marks.underline ? {} : undefined,
        strike: marks.strike,
        superScript: marks.superscript,
        subScript: marks.subscript,
        ...(marks.link ? { style: "Hyperlink" } : {}),
      });
      children.push(marks.link ? new ExternalHyperlink({ link: marks.link, children: [textRun] }) : textRun);
    }
    return children;
  }
}

const HEADING_SIZES = { heading1: 32, heading2: 28, heading3: 26, heading4: 24 } as const;

/**
 * Document HTML as a Word document (.docx) on A4: headings in Word's Heading 1–4 styles (so the
 * navigation pane and a table of contents find them), lists on Word's own numbering (bullets,
 * 1. a. i., and clauses numbered 1. / 1.1. / 1.1.1.), tables with borders and a repeating header
 * row, real footnotes, links, page breaks and alignment. The HTML is sanitised on the way in.
 */
export async function documentHtmlToDocx(html: string, options: DocumentDocxOptions): Promise<Buffer> {
  const builder = new DocxBuilder();
  const children = builder.blocks(parseDocumentHtml(html));
  const headingStyles = Object.fromEntries(
    Object.entries(HEADING_SIZES).map(([style, size]) => [
      style,
      { run: { size, bold: true }, paragraph: { spacing: { before: 240, after: 120 }, keepNext: true } },
    ]),
  );
  const document = new Document({
    title: wordSafe(options.title),
    creator: options.author ? wordSafe(options.author) : "Inkundla",
    styles: {
      default: { document: { run: { size: 24 } }, ...headingStyles },
      paragraphStyles: [
        { id: CLAUSE_STYLE_ID, name: CLAUSE_STYLE_NAME, basedOn: "Normal", quickFormat: true },
      ],
    },
    numbering: {
      config: [...builder.numberingConfigs].map(([reference, levels]) => ({ reference, levels })),
    },
    footnotes: builder.footnotes,
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
