import {
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
} from "pdf-lib";
import { embedNoteFont } from "./annotation-drawing.ts";
import { formatBatesNumber, stampBatesNumbers } from "./bates-numbering.ts";
import type { BatesRange, PdfBatesOptions } from "./pdf-edit.types.ts";
import { loadPdf } from "./pdf-read.ts";
import { removeUnreachableObjects } from "./unreachable-objects.ts";

export type BundleDocument = { name: string; bytes: Uint8Array };
/** A document's place in the bundle: its pages (1-based, counting the index pages) and Bates numbers. */
export type BundleEntry = { name: string; firstPage: number; lastPage: number; bates: BatesRange | null };
export type BuiltBundle = {
  bytes: Uint8Array;
  pageCount: number;
  indexPageCount: number;
  entries: BundleEntry[];
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const ROW_HEIGHT = 18;
const FIRST_PAGE_ROWS = 34;
const LATER_PAGE_ROWS = 38;

function indexPagesFor(documentCount: number): number {
  if (documentCount <= FIRST_PAGE_ROWS) return 1;
  return 1 + Math.ceil((documentCount - FIRST_PAGE_ROWS) / LATER_PAGE_ROWS);
}

function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && font.widthOfTextAtSize(`${text.slice(0, cut)}…`, size) > width) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

function drawIndex(
  pages: PDFPage[],
  title: string,
  entries: BundleEntry[],
  fonts: { regular: PDFFont; bold: PDFFont },
): void {
  const hasBates = entries.some((entry) => entry.bates !== null);
  const columns = { number: MARGIN, name: MARGIN + 30, pages: hasBates ? 330 : 450, bates: 400 };
  const nameWidth = columns.pages - columns.name - 10;
  let row = 0;
  pages.forEach((page, pageIndex) => {
    let y = A4.height - MARGIN;
    if (pageIndex === 0) {
      for (const line of [title, "INDEX"]) {
        const size = line === title ? 15 : 12;
        const text = fitText(line, fonts.bold, size, A4.width - 2 * MARGIN);
        page.drawText(text, {
          x: (A4.width - fonts.bold.widthOfTextAtSize(text, size)) / 2,
          y,
          size,
          font: fonts.bold,
        });
        y -= 24;
      }
      y -= 8;
    }
    const header = (x: number, text: string) => page.drawText(text, { x, y, size: 10, font: fonts.bold });
    header(columns.number, "No.");
    header(columns.name, "Document");
    header(columns.pages, "Pages");
    if (hasBates) header(columns.bates, "Bates numbers");
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: A4.width - MARGIN, y: y - 5 },
      thickness: 0.75,
      color: rgb(0.3, 0.3, 0.3),
    });
    y -= ROW_HEIGHT + 2;
    const rows = pageIndex === 0 ? FIRST_PAGE_ROWS : LATER_PAGE_ROWS;
    for (let count = 0; count < rows && row < entries.length; count += 1, row += 1) {
      const entry = entries[row] as BundleEntry;
      const cell = (x: number, text: string) => page.drawText(text, { x, y, size: 10, font: fonts.regular });
      cell(columns.number, `${row + 1}.`);
      cell(columns.name, fitText(entry.name, fonts.regular, 10, nameWidth));
      cell(
        columns.pages,
        entry.firstPage === entry.lastPage ? `${entry.firstPage}` : `${entry.firstPage}–${entry.lastPage}`,
      );
      if (entry.bates) cell(columns.bates, `${entry.bates.first} – ${entry.bates.last}`);
      y -= ROW_HEIGHT;
    }
  });
}

/**
 * The PDF outline (bookmarks): pdf-lib has no helper, so the dictionaries are built as the PDF
 * specification lays them out — an /Outlines dictionary with /First, /Last and /Count, and one item per
 * document with /Title, /Parent, /Prev, /Next and a /Dest of [page /Fit].
 */
function addOutline(document: PDFDocument, items: { title: string; page: PDFPage }[]): void {
  if (items.length === 0) return;
  const context = document.context;
  const outlinesRef = context.nextRef();
  const itemRefs = items.map(() => context.nextRef());
  items.forEach((item, index) => {
    const dict = context.obj({});
    dict.set(PDFName.of("Title"), PDFHexString.fromText(item.title));
    dict.set(PDFName.of("Parent"), outlinesRef);
    if (index > 0) dict.set(PDFName.of("Prev"), itemRefs[index - 1] as PDFRef);
    if (index < items.length - 1) dict.set(PDFName.of("Next"), itemRefs[index + 1] as PDFRef);
    dict.set(PDFName.of("Dest"), context.obj([item.page.ref, PDFName.of("Fit")]));
    context.assign(itemRefs[index] as PDFRef, dict);
  });
  const outlines = context.obj({});
  outlines.set(PDFName.of("Type"), PDFName.of("Outlines"));
  outlines.set(PDFName.of("First"), itemRefs[0] as PDFRef);
  outlines.set(PDFName.of("Last"), itemRefs.at(-1) as PDFRef);
  outlines.set(PDFName.of("Count"), context.obj(items.length));
  context.assign(outlinesRef, outlines);
  document.catalog.set(PDFName.of("Outlines"), outlinesRef);
  document.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/**
 * Merges PDFs in order behind an index, as court bundles and CaseLines uploads are put together: the
 * index lists each document with its page range in the bundle (the index pages count as pages 1…) and
 * its Bates range when numbered; every page is then Bates-numbered, or paginated when no Bates options
 * are given; and the outline has one bookmark per document.
 */
export async function buildPdfBundle(input: {
  title: string;
  documents: readonly BundleDocument[];
  bates?: PdfBatesOptions | null;
}): Promise<BuiltBundle> {
  const loaded = [];
  for (const document of input.documents)
    loaded.push({ name: document.name, pdf: await loadPdf(document.bytes) });
  const bundle = await PDFDocument.create({ updateMetadata: false });
  const indexPageCount = indexPagesFor(loaded.length);
  const indexPages = Array.from({ length: indexPageCount }, () => bundle.addPage([A4.width, A4.height]));

  const entries: BundleEntry[] = [];
  const outline: { title: string; page: PDFPage }[] = [];
  let nextPage = indexPageCount + 1;
  for (const { name, pdf } of loaded) {
    const copied = await bundle.copyPages(pdf, pdf.getPageIndices());
    for (const page of copied) bundle.addPage(page);
    const firstPage = nextPage;
    const lastPage = nextPage + copied.length - 1;
    nextPage = lastPage + 1;
    const bates = input.bates
      ? (() => {
          const digits = input.bates.digits ?? 6;
          const firstNumber = input.bates.start + firstPage - 1;
          const lastNumber = input.bates.start + lastPage - 1;
          return {
            first: formatBatesNumber(input.bates.prefix, firstNumber, digits),
            last: formatBatesNumber(input.bates.prefix, lastNumber, digits),
            firstNumber,
            lastNumber,
          };
        })()
      : null;
    entries.push({ name, firstPage, lastPage, bates });
    outline.push({ title: name, page: copied[0] as PDFPage });
  }

  const regular = await embedNoteFont(bundle);
  const bold = await bundle.embedFont(StandardFonts.HelveticaBold);
  drawIndex(indexPages, input.title, entries, {
    regular,
    bold: input.title.match(/^[\x20-\x7e]*$/) ? bold : regular,
  });
  const pages = bundle.getPages();
  stampBatesNumbers(
    pages,
    input.bates ?? { prefix: "", start: 1, digits: 1, position: "bottom-center", fontSize: 10 },
    await bundle.embedFont(StandardFonts.Helvetica),
  );
  addOutline(bundle, outline);
  bundle.setTitle(input.title);
  bundle.setProducer("Inkundla");
  bundle.setCreator("Inkundla");
  removeUnreachableObjects(bundle);
  return { bytes: await bundle.save(), pageCount: pages.length, indexPageCount, entries };
}
