import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { loadPdfjs } from "./pdfjs.ts";
import { UnreadableContentError } from "./sources.errors.ts";

export type PdfText = { text: string; title: string | null };

/**
 * The text of a PDF, page by page in the order its content is drawn (the reading order of the text
 * PDFs courts publish), one line of the page per line of text and a blank line between pages. An empty
 * string for a PDF without a text layer (a scan). Throws UnreadableContentError for a password-protected or
 * unreadable PDF.
 *
 * pdfjs-dist's legacy build runs in Node without a canvas: text extraction draws nothing. Eval is off
 * (no font program is ever compiled to JavaScript), and the worker runs in this thread.
 */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await loadPdfjs();
  // pdfjs takes ownership of the buffer it is given; the caller keeps its own.
  const loading = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pdf: Awaited<typeof loading.promise>;
  try {
    pdf = await loading.promise;
  } catch (error) {
    await loading.destroy();
    if ((error as Error).name === "PasswordException") {
      throw new UnreadableContentError("encrypted_pdf", "it needs a password to open");
    }
    throw new UnreadableContentError("corrupt", `not a readable PDF: ${(error as Error).message}`);
  }
  try {
    const metadata = await pdf.getMetadata().catch(() => null);
    const info = (metadata?.info ?? {}) as { Title?: unknown };
    const title =
      typeof info.Title === "string" && info.Title.trim() !== ""
        ? info.Title
        : metadata?.metadata?.get("dc:title");
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push(pageLines(content.items.filter((item): item is TextItem => "str" in item)));
      page.cleanup();
    }
    return {
      text: pages.filter((page) => page !== "").join("\n\n"),
      title: typeof title === "string" && title.trim() !== "" ? title.trim() : null,
    };
  } catch (error) {
    throw new UnreadableContentError("corrupt", `its pages could not be read: ${(error as Error).message}`);
  } finally {
    await pdf.destroy();
  }
}

/**
 * A page's text items as lines. pdfjs marks the end of a line (`hasEOL`); a change of baseline without
 * that mark starts a line too. A gap between lines well above the page's usual line spacing leaves a
 * blank line: how most judgments set paragraphs apart, single- or double-spaced.
 */
function pageLines(items: TextItem[]): string {
  const lines: { text: string; y: number }[] = [];
  let current: { text: string; y: number; height: number } | null = null;
  let isLineEnded = false;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = item.height || Math.abs(item.transform[3] ?? 0) || 10;
    if (item.str !== "") {
      const isNewLine =
        !current || isLineEnded || Math.abs(current.y - y) > Math.min(current.height, height) / 2;
      if (isNewLine) {
        if (current) lines.push(current);
        current = { text: "", y, height };
      }
      current!.text += item.str;
      isLineEnded = false;
    }
    if (item.hasEOL) isLineEnded = true;
  }
  if (current) lines.push(current);

  const drops = lines.slice(1).map((line, index) => lines[index]!.y - line.y);
  const usualDrop = median(drops.filter((drop) => drop > 0));
  return lines
    .map((line, index) => {
      const text = line.text.replace(/\s+/g, " ").trim();
      const drop = index > 0 ? lines[index - 1]!.y - line.y : 0;
      return usualDrop > 0 && drop > usualDrop * 1.6 ? `\n${text}` : text;
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)]!;
}
