import type { PDFDict, PDFDocument, PDFPage } from "pdf-lib";
import { StandardFonts } from "pdf-lib";
import { drawAnnotation, lazyAnnotationFonts } from "./annotation-drawing.ts";
import { stampBatesNumbers } from "./bates-numbering.ts";
import type { FontMetrics } from "./font-metrics.ts";
import { assemblePages, planPages } from "./page-operations.ts";
import type { BatesRange, PdfEdits } from "./pdf-edit.types.ts";
import { loadPdf } from "./pdf-read.ts";
import { type RedactionArea, redactPage } from "./redaction.ts";
import { removeUnreachableObjects } from "./unreachable-objects.ts";

export type AppliedEdits = { bytes: Uint8Array; pageCount: number; bates: BatesRange | null };

/**
 * Produces the edited PDF as a new file (the original bytes are not touched), in the order that keeps
 * each step meaningful:
 * 1. page operations (insert, delete, reorder, rotate), copying only the pages kept into a new document,
 *    so deleted pages and the original's metadata are not carried along;
 * 2. redactions: the text and images under each rectangle removed from the content, black boxes drawn;
 * 3. annotations (highlights, notes, stamps), drawn into the pages so they print;
 * 4. Bates numbers last, so every final page — inserted ones too — gets one;
 * then every object no longer referenced is dropped, so nothing redacted survives as an orphan.
 * `sources` holds the other PDFs that insert modifications name, by file id.
 */
export async function applyEditsDetailed(
  original: Uint8Array,
  edits: PdfEdits,
  sources: ReadonlyMap<string, Uint8Array>,
): Promise<AppliedEdits> {
  const originalDocument = await loadPdf(original);
  const sourceDocuments = new Map<string, PDFDocument>();
  const insertedIds = new Set(
    edits.modifications.flatMap((modification) =>
      modification.type === "insert" ? [modification.content.fileId] : [],
    ),
  );
  for (const fileId of insertedIds) {
    const bytes = sources.get(fileId);
    if (bytes) sourceDocuments.set(fileId, await loadPdf(bytes));
  }
  const pageCounts = new Map(
    [...sourceDocuments].map(([fileId, document]) => [fileId, document.getPageCount()]),
  );
  const plan = planPages(originalDocument.getPageCount(), edits.modifications, pageCounts);
  const { document, pages, originalPages } = await assemblePages(originalDocument, plan, sourceDocuments);

  const areasByPage = new Map<PDFPage, RedactionArea[]>();
  for (const modification of edits.modifications) {
    if (modification.type !== "redact") continue;
    for (const rect of modification.content.rects) {
      const page = originalPages.get(rect.page);
      if (!page) continue; // the page was deleted: nothing of it is in the result
      areasByPage.set(page, [...(areasByPage.get(page) ?? []), rect]);
    }
  }
  const fontCache = new Map<PDFDict, FontMetrics>();
  for (const [page, areas] of areasByPage) redactPage(page, areas, fontCache);

  const fonts = lazyAnnotationFonts(document);
  for (const annotation of edits.annotations) {
    const page = originalPages.get(annotation.page);
    if (page) await drawAnnotation(page, annotation, fonts);
  }

  const batesModifications = edits.modifications.filter((modification) => modification.type === "bates");
  const batesOptions = batesModifications.at(-1)?.content ?? null;
  const bates = batesOptions
    ? stampBatesNumbers(pages, batesOptions, await document.embedFont(StandardFonts.Helvetica))
    : null;

  setNeutralMetadata(document);
  removeUnreachableObjects(document);
  return { bytes: await document.save(), pageCount: pages.length, bates };
}

/** The edited PDF's bytes; see applyEditsDetailed. */
export async function applyEdits(
  original: Uint8Array,
  edits: PdfEdits,
  sources: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<Uint8Array> {
  return (await applyEditsDetailed(original, edits, sources)).bytes;
}

/**
 * The export says only what made it: the original's title, author, subject and keywords (which may name
 * the very person a redaction hides) and its XMP stream are not copied into the new document.
 */
export function setNeutralMetadata(document: PDFDocument): void {
  document.setProducer("Inkundla");
  document.setCreator("Inkundla");
}
