import { PDFDocument } from "pdf-lib";
import { PdfEditError } from "./pdf-edit.types.ts";

/** A run of pages, 1-based and inclusive, and how the person wrote it. */
export type PageRange = { from: number; to: number; label: string };

/** At most this many ranges in one split: each becomes a file. */
export const MAX_PAGE_RANGES = 100;

/**
 * Reads page ranges as people write them ("1-3, 5, 7-9"; en dashes and spaces allowed) and checks each
 * against the page count, with a message that names the part that is wrong.
 */
export function parsePageRanges(text: string, pageCount: number): PageRange[] {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) throw new PdfEditError("bad_range", "Give the page ranges, e.g. 1-3, 4-10.");
  if (parts.length > MAX_PAGE_RANGES) {
    throw new PdfEditError("bad_range", `Give at most ${MAX_PAGE_RANGES} page ranges.`);
  }
  return parts.map((part) => {
    const match = /^(\d+)\s*(?:[-–—]\s*(\d+))?$/.exec(part);
    if (!match) throw new PdfEditError("bad_range", `"${part}" is not a page or a range such as 4-10.`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1) throw new PdfEditError("bad_range", `"${part}": pages start at 1.`);
    if (to < from) throw new PdfEditError("bad_range", `"${part}": the range ends before it starts.`);
    if (to > pageCount) {
      throw new PdfEditError(
        "bad_range",
        `"${part}": the document has ${pageCount} page${pageCount === 1 ? "" : "s"}.`,
      );
    }
    return { from, to, label: from === to ? String(from) : `${from}-${to}` };
  });
}

/** One new PDF per range, in the order given (ranges may overlap: each part is a copy). */
export async function splitPdf(bytes: Uint8Array, ranges: readonly PageRange[]): Promise<Uint8Array[]> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const parts: Uint8Array[] = [];
  for (const range of ranges) {
    const part = await PDFDocument.create();
    const indices = Array.from({ length: range.to - range.from + 1 }, (_, index) => range.from - 1 + index);
    for (const page of await part.copyPages(source, indices)) part.addPage(page);
    part.setProducer("Inkundla");
    parts.push(await part.save());
  }
  return parts;
}
