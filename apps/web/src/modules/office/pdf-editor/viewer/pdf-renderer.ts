import { createContext, useContext } from "react";
import type { PageViewportLike } from "./pdf-coordinates";
import type { PageTextRun } from "./pdf-search";

/** A page being drawn: its viewport at once, the drawing when `done` settles. */
export interface PageDrawing {
  done: Promise<void>;
  /** Stops drawing (the page or zoom changed first); `done` then rejects, which callers ignore. */
  cancel: () => void;
}

/** A PDF opened for viewing. Page numbers are 1-based pages of the file. */
export interface OpenedPdf {
  pageCount: number;
  /** The page's viewport at `scale`, turned by `extraRotation` on top of the page's own rotation. */
  getViewport(page: number, scale: number, extraRotation: number): Promise<PageViewportLike>;
  /**
   * Draws the page into `canvas` at the viewport's size (sharp on high-density screens) and, when a
   * container is given, lays its text out over it for selection.
   */
  drawPage(
    page: number,
    viewport: PageViewportLike,
    target: { canvas: HTMLCanvasElement; textLayer: HTMLElement | null },
  ): PageDrawing;
  /** The page's text runs in PDF points, for searching. */
  readPageText(page: number): Promise<PageTextRun[]>;
  close(): void;
}

/**
 * What draws PDFs. The screen uses pdf.js (loaded on first use, see `pdfjs-renderer.ts`); tests pass a
 * fake through `PdfRendererContext`, as jsdom has no canvas.
 */
export interface PdfRenderer {
  open(data: ArrayBuffer): Promise<OpenedPdf>;
}

/** pdf.js, imported only when a PDF is first opened so it stays out of the main bundle. */
const lazyPdfJsRenderer: PdfRenderer = {
  async open(data) {
    const { pdfJsRenderer } = await import("./pdfjs-renderer");
    return pdfJsRenderer.open(data);
  },
};

export const PdfRendererContext = createContext<PdfRenderer>(lazyPdfJsRenderer);

export function usePdfRenderer(): PdfRenderer {
  return useContext(PdfRendererContext);
}
