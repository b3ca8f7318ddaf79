import {
  GlobalWorkerOptions,
  getDocument,
  type PageViewport,
  type PDFPageProxy,
  TextLayer,
} from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import type { PdfRect } from "./pdf-coordinates";
import type { OpenedPdf, PdfRenderer } from "./pdf-renderer";
import type { PageTextRun } from "./pdf-search";

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * How far below the baseline a run's box reaches, as a share of its font height: pdf.js measures a
 * run from its baseline, and the descenders of g, p and y hang below it (a redaction must cover them).
 */
const DESCENT_SHARE = 0.25;

function isTextItem(item: unknown): item is TextItem {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

/**
 * The box of a text run in PDF points. A run is `width` long along its direction and `height` high,
 * from its baseline origin; a turned run's box is the bounds of its four corners.
 */
function runRect(item: TextItem): PdfRect {
  const [a = 1, b = 0, , , originX = 0, originY = 0] = item.transform as number[];
  const length = Math.hypot(a, b) || 1;
  const along = [a / length, b / length] as const;
  const up = [-along[1], along[0]] as const;
  const below = item.height * DESCENT_SHARE;
  const corners = [
    [0, -below],
    [item.width, -below],
    [0, item.height],
    [item.width, item.height],
  ].map(([forward = 0, upward = 0]) => [
    originX + along[0] * forward + up[0] * upward,
    originY + along[1] * forward + up[1] * upward,
  ]);
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The page's text in PDF points: pdf.js's items, each a run with its box. */
async function readRuns(page: PDFPageProxy): Promise<PageTextRun[]> {
  const content = await page.getTextContent();
  return content.items.filter(isTextItem).map((item) => ({
    text: item.str,
    rect: runRect(item),
    endsLine: item.hasEOL,
  }));
}

/** The viewport objects this renderer hands out are pdf.js's own, so it can draw with them. */
function asPdfJsViewport(viewport: unknown): PageViewport {
  return viewport as PageViewport;
}

/** Opens PDFs with pdf.js (its worker parses them off the main thread). */
export const pdfJsRenderer: PdfRenderer = {
  async open(data) {
    // pdf.js takes ownership of the bytes it is given: hand it a copy so the caller's stay usable.
    const loadingTask = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    const document = await loadingTask.promise;
    const pages = new Map<number, Promise<PDFPageProxy>>();
    const pageOf = (pageNumber: number) => {
      let page = pages.get(pageNumber);
      if (!page) {
        page = document.getPage(pageNumber);
        pages.set(pageNumber, page);
      }
      return page;
    };
    const opened: OpenedPdf = {
      pageCount: document.numPages,
      async getViewport(pageNumber, scale, extraRotation) {
        const page = await pageOf(pageNumber);
        return page.getViewport({ scale, rotation: (page.rotate + extraRotation) % 360 });
      },
      drawPage(pageNumber, viewport, { canvas, textLayer }) {
        let isCancelled = false;
        let cancelDrawing = () => {};
        const done = (async () => {
          const page = await pageOf(pageNumber);
          if (isCancelled) throw new Error("cancelled");
          const pdfViewport = asPdfJsViewport(viewport);
          const pixelRatio = window.devicePixelRatio || 1;
          canvas.width = Math.floor(pdfViewport.width * pixelRatio);
          canvas.height = Math.floor(pdfViewport.height * pixelRatio);
          canvas.style.width = `${pdfViewport.width}px`;
          canvas.style.height = `${pdfViewport.height}px`;
          const task = page.render({
            canvas,
            viewport: pdfViewport,
            transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
          });
          let layer: TextLayer | null = null;
          cancelDrawing = () => {
            task.cancel();
            layer?.cancel();
          };
          if (textLayer) {
            textLayer.replaceChildren();
            textLayer.style.setProperty("--total-scale-factor", String(pdfViewport.scale));
            textLayer.style.setProperty("--scale-round-x", "1px");
            textLayer.style.setProperty("--scale-round-y", "1px");
            layer = new TextLayer({
              textContentSource: page.streamTextContent(),
              container: textLayer,
              viewport: pdfViewport,
            });
          }
          await Promise.all([task.promise, layer?.render()]);
        })();
        return {
          done,
          cancel: () => {
            isCancelled = true;
            cancelDrawing();
          },
        };
      },
      async readPageText(pageNumber) {
        return readRuns(await pageOf(pageNumber));
      },
      close() {
        void loadingTask.destroy();
      },
    };
    return opened;
  },
};
