import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";

/** WinAnsi (Windows-1252) codes that differ from Latin-1, for the characters our PDFs draw. */
const WIN_ANSI_EXTRAS: Record<number, string> = {
  133: "…",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  150: "–",
  151: "—",
};

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte)).join("");
}

/**
 * Tests only: the strings a PDF written by PdfDocumentWriter draws (`<hex> Tj` in each page's content
 * streams, decoded from WinAnsi), page after page in drawing order, to assert what a reader would see.
 * Pass `pageIndex` for one page.
 */
export async function pdfStrings(bytes: Uint8Array, pageIndex?: number): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pageIndex === undefined ? pdf.getPages() : [pdf.getPage(pageIndex)];
  return pages.flatMap((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      return [...operators.matchAll(/<([0-9A-F]*)> Tj/g)].map((match) =>
        decodeWinAnsi(Buffer.from(match[1] ?? "", "hex")),
      );
    });
  });
}
