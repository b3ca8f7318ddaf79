import { degrees, PDFDocument, type PDFPage } from "pdf-lib";
import { PdfEditError, type PdfModificationEdit } from "./pdf-edit.types.ts";

/** A page of the result: which file it comes from ("original" or an added file's id), its page there, and the turn added. */
export type PlannedPage = { fileId: "original" | (string & {}); page: number; rotation: number };

function pageMissing(step: number, page: number, pageCount: number): PdfEditError {
  return new PdfEditError(
    "page_not_found",
    `Change ${step}: page ${page} does not exist (the document has ${pageCount} pages then).`,
  );
}

/**
 * Runs the page operations (insert, delete, reorder, rotate) in order over page descriptions, so the
 * bytes are copied once at the end and a page number that does not exist at its step is refused first.
 * Redaction, Bates and split modifications do not move pages and are skipped here.
 */
export function planPages(
  originalPageCount: number,
  modifications: readonly PdfModificationEdit[],
  filePageCounts: ReadonlyMap<string, number>,
): PlannedPage[] {
  let pages: PlannedPage[] = Array.from({ length: originalPageCount }, (_, index) => ({
    fileId: "original",
    page: index + 1,
    rotation: 0,
  }));
  modifications.forEach((modification, index) => {
    const step = index + 1;
    const requirePage = (page: number) => {
      if (!Number.isInteger(page) || page < 1 || page > pages.length)
        throw pageMissing(step, page, pages.length);
    };
    switch (modification.type) {
      case "rotate": {
        requirePage(modification.page);
        const target = pages[modification.page - 1] as PlannedPage;
        pages[modification.page - 1] = {
          ...target,
          rotation: (target.rotation + modification.content.degrees) % 360,
        };
        return;
      }
      case "delete":
        requirePage(modification.page);
        if (pages.length === 1)
          throw new PdfEditError("page_not_found", `Change ${step}: the last page cannot be deleted.`);
        pages = pages.filter((_, pageIndex) => pageIndex !== modification.page - 1);
        return;
      case "reorder": {
        const order = modification.content.order;
        const isPermutation =
          order.length === pages.length &&
          new Set(order).size === pages.length &&
          order.every((page) => Number.isInteger(page) && page >= 1 && page <= pages.length);
        if (!isPermutation) {
          throw new PdfEditError(
            "page_not_found",
            `Change ${step}: the new order must list each of the ${pages.length} pages once.`,
          );
        }
        pages = order.map((page) => pages[page - 1] as PlannedPage);
        return;
      }
      case "insert": {
        const { fileId, afterPage } = modification.content;
        const filePages = filePageCounts.get(fileId);
        if (filePages === undefined) {
          throw new PdfEditError(
            "page_not_found",
            `Change ${step}: the file to insert is not part of this session.`,
          );
        }
        if (afterPage < 0 || afterPage > pages.length) throw pageMissing(step, afterPage, pages.length);
        const chosen =
          modification.content.pages ?? Array.from({ length: filePages }, (_, pageIndex) => pageIndex + 1);
        for (const page of chosen) {
          if (page < 1 || page > filePages) {
            throw new PdfEditError(
              "page_not_found",
              `Change ${step}: the inserted file has no page ${page} (it has ${filePages}).`,
            );
          }
        }
        pages.splice(afterPage, 0, ...chosen.map((page) => ({ fileId, page, rotation: 0 })));
        return;
      }
      case "redact":
        for (const rect of modification.content.rects) {
          if (rect.page < 1 || rect.page > originalPageCount) {
            throw new PdfEditError(
              "page_not_found",
              `Change ${step}: page ${rect.page} does not exist (the file has ${originalPageCount} pages).`,
            );
          }
        }
        return;
      case "bates":
      case "split":
        return;
      default: {
        const unhandled: never = modification;
        throw new Error(`unhandled modification ${JSON.stringify(unhandled)}`);
      }
    }
  });
  return pages;
}

/**
 * Builds the result's pages in a NEW document, copying only the pages the plan keeps: a deleted page,
 * the original's metadata, outline and form data are never written into the export. Returns where each
 * original page ended up, for the redactions and annotations that name original pages.
 */
export async function assemblePages(
  original: PDFDocument,
  plan: readonly PlannedPage[],
  sources: ReadonlyMap<string, PDFDocument>,
): Promise<{ document: PDFDocument; pages: PDFPage[]; originalPages: Map<number, PDFPage> }> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const copied = new Map<string, PDFPage[]>();
  for (const fileId of new Set(plan.map((page) => page.fileId))) {
    const source = fileId === "original" ? original : sources.get(fileId);
    if (!source) throw new PdfEditError("page_not_found", "A file to insert is missing.");
    const indices = plan.filter((page) => page.fileId === fileId).map((page) => page.page - 1);
    copied.set(fileId, await document.copyPages(source, indices));
  }
  const cursors = new Map<string, number>();
  const pages: PDFPage[] = [];
  const originalPages = new Map<number, PDFPage>();
  for (const planned of plan) {
    const cursor = cursors.get(planned.fileId) ?? 0;
    cursors.set(planned.fileId, cursor + 1);
    const page = (copied.get(planned.fileId) as PDFPage[])[cursor] as PDFPage;
    if (planned.rotation !== 0) {
      page.setRotation(degrees((((page.getRotation().angle + planned.rotation) % 360) + 360) % 360));
    }
    document.addPage(page);
    pages.push(page);
    if (planned.fileId === "original") originalPages.set(planned.page, page);
  }
  return { document, pages, originalPages };
}
