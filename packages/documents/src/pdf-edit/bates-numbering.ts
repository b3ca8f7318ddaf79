import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { drawInFrame, pageRotation, uprightFrame } from "./page-frame.ts";
import type { BatesRange, PdfBatesOptions } from "./pdf-edit.types.ts";

/** "INK000001": the prefix, then the number zero-padded to `digits`. */
export function formatBatesNumber(prefix: string, value: number, digits = 6): string {
  return `${prefix}${String(value).padStart(digits, "0")}`;
}

/**
 * Prints a Bates number on each page, in page order, upright as the page is shown (its /Rotate) and
 * placed within its visible area (the CropBox, whose origin need not be 0,0), on a white box so it stays
 * legible over text or a scan. The size shrinks on a small page so the number always fits.
 */
export function stampBatesNumbers(
  pages: readonly PDFPage[],
  options: PdfBatesOptions,
  font: PDFFont,
): BatesRange {
  const digits = options.digits ?? 6;
  pages.forEach((page, index) => {
    const text = formatBatesNumber(options.prefix, options.start + index, digits);
    const frame = uprightFrame(page.getCropBox(), pageRotation(page));
    const margin = Math.max(6, Math.min(24, Math.min(frame.width, frame.height) * 0.04));
    const padding = 2;
    let size = Math.min(options.fontSize, frame.height / 20);
    const available = frame.width - 2 * margin - 2 * padding;
    const naturalWidth = font.widthOfTextAtSize(text, size);
    if (naturalWidth > available) size = Math.max(1, (size * available) / naturalWidth);
    const textWidth = font.widthOfTextAtSize(text, size);
    const ascent = font.heightAtSize(size, { descender: false });
    const descent = font.heightAtSize(size) - ascent;
    let x: number;
    switch (options.position) {
      case "bottom-left":
        x = margin + padding;
        break;
      case "bottom-center":
        x = (frame.width - textWidth) / 2;
        break;
      default:
        x = frame.width - margin - padding - textWidth;
    }
    const y =
      options.position === "top-right"
        ? frame.height - margin - padding - ascent
        : margin + padding + descent;
    drawInFrame(page, frame, () => {
      page.drawRectangle({
        x: x - padding,
        y: y - descent - padding,
        width: textWidth + 2 * padding,
        height: ascent + descent + 2 * padding,
        color: rgb(1, 1, 1),
      });
      page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
    });
  });
  const firstNumber = options.start;
  const lastNumber = options.start + pages.length - 1;
  return {
    first: formatBatesNumber(options.prefix, firstNumber, digits),
    last: formatBatesNumber(options.prefix, lastNumber, digits),
    firstNumber,
    lastNumber,
  };
}

/** Bates-numbers every page of a PDF; returns the new bytes and the range used, for an index. */
export async function addBatesNumbers(
  bytes: Uint8Array,
  options: PdfBatesOptions,
): Promise<{ bytes: Uint8Array; range: BatesRange }> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const range = stampBatesNumbers(document.getPages(), options, font);
  return { bytes: await document.save(), range };
}
