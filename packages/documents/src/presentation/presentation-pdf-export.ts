import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import { advanceWidthMeasure, loadDocumentFonts, readDocumentFontFiles } from "../fonts.ts";
import { pdfLibFontkit } from "../pdf-edit/fontkit-adapter.ts";
import { type TextMeasure, wrapToWidth } from "../text-fitting.ts";
import { fitImage } from "./presentation-image-size.ts";
import {
  type Box,
  DARK_FILL,
  type DeckForExport,
  INK,
  LIGHT_INK,
  SLIDE_HEIGHT_INCHES,
  SLIDE_WIDTH_INCHES,
  slideRegions,
  type TextRegion,
  visibleLines,
} from "./presentation-layout.ts";

/**
 * The deck as a PDF, one landscape 16:9 page per slide, in the product's document typeface (DejaVu
 * Sans, embedded as a subset: see fonts.ts), so every letter of South Africa's languages prints as
 * typed; a character the face lacks is drawn as "?" rather than failing the export.
 */

const POINTS_PER_INCH = 72;
const PAGE_WIDTH = SLIDE_WIDTH_INCHES * POINTS_PER_INCH;
const PAGE_HEIGHT = SLIDE_HEIGHT_INCHES * POINTS_PER_INCH;
const MIN_FONT_SIZE = 9;
const LINE_SPACING = 1.25;
const BULLET_INDENT = 16;

type Fonts = {
  regular: PDFFont;
  bold: PDFFont;
  measures: { regular: TextMeasure; bold: TextMeasure };
  supported: ReadonlySet<number>;
};

function color(hex: string) {
  const value = Number.parseInt(hex, 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** Text the typeface can draw: unsupported characters become "?", tabs and line breaks a space. */
function drawable(text: string, supported: ReadonlySet<number>): string {
  let result = "";
  for (const character of text.replace(/[\t\r\n]+/g, " ")) {
    const code = character.codePointAt(0) ?? 0;
    result += supported.has(code) ? character : "?";
  }
  return result;
}

/** Splits text into lines no wider than `width`; a word longer than a line is broken inside. */
export function wrapText(text: string, measure: TextMeasure, size: number, width: number): string[] {
  const lines = wrapToWidth(text, measure, size, width, Number.MAX_SAFE_INTEGER);
  return lines.length === 1 && lines[0] === "" ? [] : lines;
}

type Paragraph = { lines: string[]; hasBullet: boolean };

/**
 * The paragraphs laid out at the largest size (from the region's own, down to 9 pt) at which they fit
 * the box; at 9 pt, lines beyond the box are cut and the last one ends with "…".
 */
function layOut(
  texts: string[],
  region: TextRegion,
  hasBulletMarks: boolean,
  fonts: Fonts,
): { size: number; paragraphs: Paragraph[] } {
  const measure = region.isBold ? fonts.measures.bold : fonts.measures.regular;
  const width = region.width * POINTS_PER_INCH - (hasBulletMarks ? BULLET_INDENT : 0);
  const height = region.height * POINTS_PER_INCH;
  for (let size = region.fontSize; ; size -= 1) {
    const paragraphs = texts.map((text) => ({
      lines: wrapText(drawable(text, fonts.supported), measure, size, width),
      hasBullet: hasBulletMarks,
    }));
    const lineCount = paragraphs.reduce((sum, paragraph) => sum + paragraph.lines.length, 0);
    if (lineCount * size * LINE_SPACING <= height) return { size, paragraphs };
    if (size <= MIN_FONT_SIZE) {
      let room = Math.floor(height / (size * LINE_SPACING));
      const kept: Paragraph[] = [];
      for (const paragraph of paragraphs) {
        if (room <= 0) break;
        const lines = paragraph.lines.slice(0, room);
        room -= lines.length;
        kept.push({ ...paragraph, lines });
      }
      const last = kept.at(-1);
      if (last && last.lines.length > 0) last.lines[last.lines.length - 1] = `${last.lines.at(-1)}…`;
      return { size, paragraphs: kept };
    }
  }
}

function drawText(
  page: PDFPage,
  texts: string[],
  region: TextRegion,
  options: { hasBulletMarks: boolean; isCentredVertically: boolean; ink: string },
  fonts: Fonts,
): void {
  if (texts.length === 0) return;
  const font = region.isBold ? fonts.bold : fonts.regular;
  const measure = region.isBold ? fonts.measures.bold : fonts.measures.regular;
  const { size, paragraphs } = layOut(texts, region, options.hasBulletMarks, fonts);
  const lineHeight = size * LINE_SPACING;
  const lineCount = paragraphs.reduce((sum, paragraph) => sum + paragraph.lines.length, 0);
  const boxTop = PAGE_HEIGHT - region.y * POINTS_PER_INCH;
  const boxHeight = region.height * POINTS_PER_INCH;
  const offset = options.isCentredVertically ? (boxHeight - lineCount * lineHeight) / 2 : 0;
  let baseline = boxTop - offset - size;
  const left = region.x * POINTS_PER_INCH;
  const boxWidth = region.width * POINTS_PER_INCH;
  const ink = color(options.ink);
  for (const paragraph of paragraphs) {
    paragraph.lines.forEach((line, index) => {
      const indent = paragraph.hasBullet ? BULLET_INDENT : 0;
      if (paragraph.hasBullet && index === 0) {
        page.drawText("•", { x: left, y: baseline, size, font, color: ink });
      }
      const x = region.align === "center" ? left + (boxWidth - measure.width(line, size)) / 2 : left + indent;
      page.drawText(line, { x, y: baseline, size, font, color: ink });
      baseline -= lineHeight;
    });
  }
}

function drawImage(page: PDFPage, image: PDFImage, frame: Box): void {
  const placed = fitImage({ width: image.width, height: image.height }, frame);
  page.drawImage(image, {
    x: placed.x * POINTS_PER_INCH,
    y: PAGE_HEIGHT - (placed.y + placed.height) * POINTS_PER_INCH,
    width: placed.width * POINTS_PER_INCH,
    height: placed.height * POINTS_PER_INCH,
  });
}

/** Each image is embedded once however many slides show it; one that cannot be decoded is left out. */
async function embedImages(pdf: PDFDocument, deck: DeckForExport): Promise<Map<string, PDFImage>> {
  const embedded = new Map<string, PDFImage>();
  for (const [fileId, image] of deck.images) {
    try {
      embedded.set(
        fileId,
        image.size.kind === "png" ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes),
      );
    } catch {
      // A damaged image: the slide is drawn without it rather than the whole export failing.
    }
  }
  return embedded;
}

export async function presentationToPdf(deck: DeckForExport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(deck.title, { showInWindowTitleBar: true });
  pdf.setCreator("Inkundla");
  pdf.setProducer("Inkundla");
  pdf.setLanguage("en-ZA");
  if (deck.author) pdf.setAuthor(deck.author);
  const [files, parsed] = await Promise.all([readDocumentFontFiles(), loadDocumentFonts()]);
  pdf.registerFontkit(pdfLibFontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
    measures: { regular: advanceWidthMeasure(parsed.regular), bold: advanceWidthMeasure(parsed.bold) },
    supported: parsed.supported,
  };
  const images = await embedImages(pdf, deck);
  for (const slide of deck.slides) {
    const regions = slideRegions(slide.layout);
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const ink = regions.isDark ? LIGHT_INK : INK;
    if (regions.isDark) {
      page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: color(DARK_FILL) });
    }
    const title = slide.title.trim();
    if (title) {
      drawText(
        page,
        [title],
        regions.title,
        { hasBulletMarks: false, isCentredVertically: true, ink },
        fonts,
      );
    }
    const bodyOptions = {
      hasBulletMarks: regions.body.hasBulletMarks,
      isCentredVertically: !regions.body.hasBulletMarks,
      ink,
    };
    drawText(page, visibleLines(slide.bullets), regions.body, bodyOptions, fonts);
    if (regions.secondColumn) {
      const columnOptions = { hasBulletMarks: true, isCentredVertically: false, ink };
      drawText(page, visibleLines(slide.secondColumn), regions.secondColumn, columnOptions, fonts);
    }
    const image = slide.imageFileId ? images.get(slide.imageFileId) : undefined;
    if (regions.image && image) drawImage(page, image, regions.image);
  }
  return pdf.save();
}
