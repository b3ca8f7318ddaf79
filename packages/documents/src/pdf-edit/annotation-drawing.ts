import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { readDocumentFontFiles } from "../fonts.ts";
import { pdfLibFontkit } from "./fontkit-adapter.ts";
import { drawInFrame, pageRotation, uprightFrame } from "./page-frame.ts";
import type { PdfAnnotationEdit, PdfRect, PdfStampKind } from "./pdf-edit.types.ts";

/**
 * Notes are typed by people in any of South Africa's languages (ḓ, š, ê): they are written in DejaVu
 * Sans (the product's document typeface, embedded as a subset), not a standard font limited to WinAnsi.
 */
export async function embedNoteFont(document: PDFDocument): Promise<PDFFont> {
  document.registerFontkit(pdfLibFontkit);
  return document.embedFont((await readDocumentFontFiles()).regular, { subset: true });
}

/** Fonts the drawings use, embedded once per document and only when needed. */
export type AnnotationFonts = {
  note: () => Promise<PDFFont>;
  stamp: () => Promise<PDFFont>;
  stampBody: () => Promise<PDFFont>;
};

export function lazyAnnotationFonts(document: PDFDocument): AnnotationFonts {
  const once = <T>(make: () => Promise<T>) => {
    let value: Promise<T> | null = null;
    return () => {
      value ??= make();
      return value;
    };
  };
  return {
    note: once(() => embedNoteFont(document)),
    stamp: once(() => document.embedFont(StandardFonts.HelveticaBold)),
    stampBody: once(() => document.embedFont(StandardFonts.Helvetica)),
  };
}

const STAMP_COLOUR = rgb(0.72, 0.09, 0.12);
const DEFAULT_SIZES: Record<PdfAnnotationEdit["type"] | PdfStampKind, { width: number; height: number }> = {
  highlight: { width: 100, height: 14 },
  note: { width: 170, height: 70 },
  stamp: { width: 190, height: 46 },
  "without-prejudice": { width: 210, height: 40 },
  copy: { width: 110, height: 40 },
  commissioner: { width: 250, height: 150 },
};

/** A rectangle drawn as a click (no size) gets the kind's usual size, from the clicked corner. */
function sizedRect(rect: PdfRect, kind: PdfAnnotationEdit["type"] | PdfStampKind): PdfRect {
  if (rect.width >= 8 && rect.height >= 8) return rect;
  return { x: rect.x, y: rect.y, ...DEFAULT_SIZES[kind] };
}

/** Breaks text into lines no wider than `width`, breaking long words too; keeps the person's line breaks. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

function drawHighlight(page: PDFPage, rect: PdfRect): void {
  page.drawRectangle({ ...sizedRect(rect, "highlight"), color: rgb(1, 0.9, 0.2), opacity: 0.38 });
}

async function drawNote(page: PDFPage, annotation: PdfAnnotationEdit, fonts: AnnotationFonts): Promise<void> {
  const font = await fonts.note();
  const frame = uprightFrame(sizedRect(annotation.rect, "note"), pageRotation(page));
  const size = Math.max(5, Math.min(10, frame.height / 4));
  const padding = 4;
  const lineHeight = size * 1.25;
  const maxLines = Math.max(1, Math.floor((frame.height - 2 * padding) / lineHeight));
  const lines = wrapText(annotation.text, font, size, frame.width - 2 * padding);
  const shown =
    lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1] ?? ""}…`] : lines;
  drawInFrame(page, frame, () => {
    page.drawRectangle({
      x: 0,
      y: 0,
      width: frame.width,
      height: frame.height,
      color: rgb(1, 0.97, 0.72),
      borderColor: rgb(0.8, 0.65, 0.1),
      borderWidth: 0.75,
    });
    shown.forEach((line, index) => {
      page.drawText(line, {
        x: padding,
        y: frame.height - padding - size - index * lineHeight,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
    });
  });
}

/**
 * The commissioner of oaths' block: the regulations under the Justices of the Peace and Commissioners of
 * Oaths Act (16 of 1963) have the commissioner sign and print, below the signature, full names, business
 * address, designation (capacity) and the area for which appointed, with the date of the certificate.
 */
export const COMMISSIONER_LINES = [
  "Full names:",
  "Capacity / designation:",
  "Area:",
  "Business address:",
  "Date:",
] as const;

async function drawStamp(
  page: PDFPage,
  annotation: PdfAnnotationEdit,
  fonts: AnnotationFonts,
): Promise<void> {
  const kind: PdfStampKind = annotation.stamp ?? "copy";
  const frame = uprightFrame(sizedRect(annotation.rect, kind), pageRotation(page));
  const bold = await fonts.stamp();
  const border = { borderColor: STAMP_COLOUR, borderWidth: 1.5 };
  if (kind !== "commissioner") {
    const text = kind === "copy" ? "COPY" : "WITHOUT PREJUDICE";
    const padding = 6;
    let size = frame.height * 0.55;
    const width = bold.widthOfTextAtSize(text, size);
    if (width > frame.width - 2 * padding) size = (size * (frame.width - 2 * padding)) / width;
    const textWidth = bold.widthOfTextAtSize(text, size);
    drawInFrame(page, frame, () => {
      page.drawRectangle({
        x: 0,
        y: 0,
        width: frame.width,
        height: frame.height,
        ...border,
        opacity: 0,
        borderOpacity: 1,
      });
      page.drawText(text, {
        x: (frame.width - textWidth) / 2,
        y: (frame.height - size * 0.7) / 2,
        size,
        font: bold,
        color: STAMP_COLOUR,
      });
    });
    return;
  }
  const body = await fonts.stampBody();
  const title = "COMMISSIONER OF OATHS";
  const rows = COMMISSIONER_LINES.length + 2;
  const padding = 6;
  const lineHeight = (frame.height - 2 * padding) / rows;
  let size = Math.min(lineHeight * 0.62, 11);
  const titleWidth = bold.widthOfTextAtSize(title, size);
  if (titleWidth > frame.width - 2 * padding) size = (size * (frame.width - 2 * padding)) / titleWidth;
  drawInFrame(page, frame, () => {
    page.drawRectangle({
      x: 0,
      y: 0,
      width: frame.width,
      height: frame.height,
      ...border,
      opacity: 0,
      borderOpacity: 1,
    });
    const top = frame.height - padding;
    page.drawText(title, {
      x: (frame.width - bold.widthOfTextAtSize(title, size)) / 2,
      y: top - lineHeight * 0.8,
      size,
      font: bold,
      color: STAMP_COLOUR,
    });
    page.drawText("Signature:", {
      x: padding,
      y: top - lineHeight * 1.8,
      size: size * 0.9,
      font: body,
      color: STAMP_COLOUR,
    });
    COMMISSIONER_LINES.forEach((label, index) => {
      const baseline = top - lineHeight * (index + 2.8);
      page.drawText(label, { x: padding, y: baseline, size: size * 0.9, font: body, color: STAMP_COLOUR });
      const lineStart = padding + body.widthOfTextAtSize(label, size * 0.9) + 4;
      page.drawLine({
        start: { x: lineStart, y: baseline - 1 },
        end: { x: frame.width - padding, y: baseline - 1 },
        thickness: 0.5,
        color: STAMP_COLOUR,
      });
    });
    const signatureStart = padding + body.widthOfTextAtSize("Signature:", size * 0.9) + 4;
    page.drawLine({
      start: { x: signatureStart, y: top - lineHeight * 1.8 - 1 },
      end: { x: frame.width - padding, y: top - lineHeight * 1.8 - 1 },
      thickness: 0.5,
      color: STAMP_COLOUR,
    });
  });
}

/** Draws one annotation into the page's content, so it prints and survives any viewer. */
export async function drawAnnotation(
  page: PDFPage,
  annotation: PdfAnnotationEdit,
  fonts: AnnotationFonts,
): Promise<void> {
  switch (annotation.type) {
    case "highlight":
      drawHighlight(page, annotation.rect);
      return;
    case "note":
      await drawNote(page, annotation, fonts);
      return;
    case "stamp":
      await drawStamp(page, annotation, fonts);
      return;
    default: {
      const unhandled: never = annotation.type;
      throw new Error(`unhandled annotation ${unhandled}`);
    }
  }
}
