import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";

/** WinAnsi (Windows-1252) codes that differ from Latin-1, for a standard font without a ToUnicode map. */
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

/** UTF-16BE hex, as a ToUnicode map writes a character. */
function fromUtf16Hex(hex: string): string {
  const bytes = Buffer.from(hex, "hex");
  let text = "";
  for (let index = 0; index + 1 < bytes.length; index += 2)
    text += String.fromCharCode(bytes.readUInt16BE(index));
  return text;
}

/**
 * A font's ToUnicode CMap (the map a PDF reader uses to copy and search text): glyph code → text,
 * from its bfchar and bfrange sections.
 */
function readToUnicode(pdf: PDFDocument, font: PDFDict): Map<string, string> | null {
  const reference = font.get(PDFName.of("ToUnicode"));
  const stream = reference instanceof PDFRef ? pdf.context.lookup(reference) : reference;
  if (!(stream instanceof PDFRawStream)) return null;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  const map = new Map<string, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (section[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set((entry[1] ?? "").toUpperCase(), fromUtf16Hex(entry[2] ?? ""));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (section[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const width = (entry[1] ?? "").length;
      const first = Number.parseInt(entry[1] ?? "0", 16);
      const last = Number.parseInt(entry[2] ?? "0", 16);
      const start = fromUtf16Hex(entry[3] ?? "").codePointAt(0) ?? 0;
      for (let code = first; code <= last; code += 1) {
        map.set(
          code.toString(16).toUpperCase().padStart(width, "0"),
          String.fromCodePoint(start + code - first),
        );
      }
    }
  }
  return map;
}

/** The page's fonts by resource name, each with its ToUnicode map (null for a standard WinAnsi font). */
function pageFonts(pdf: PDFDocument, page: PDFPage): Map<string, Map<string, string> | null> {
  const fonts = new Map<string, Map<string, string> | null>();
  const resources = page.node.Resources();
  const fontDict = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  if (!fontDict) return fonts;
  for (const [name, value] of fontDict.entries()) {
    const font = value instanceof PDFRef ? pdf.context.lookup(value) : value;
    fonts.set(name.asString(), font instanceof PDFDict ? readToUnicode(pdf, font) : null);
  }
  return fonts;
}

function decodeShown(hex: string, toUnicode: Map<string, string> | null): string {
  if (!toUnicode) return decodeWinAnsi(Buffer.from(hex, "hex"));
  let text = "";
  for (let index = 0; index < hex.length; index += 4)
    text += toUnicode.get(hex.slice(index, index + 4).toUpperCase()) ?? "\ufffd";
  return text;
}

/**
 * Tests only: the strings a PDF draws (`<hex> Tj` in each page's content streams), read back through
 * each font's ToUnicode map as a PDF reader copies them (or from WinAnsi for a standard font), page
 * after page in drawing order, to assert what a reader would see. Pass `pageIndex` for one page.
 */
export async function pdfStrings(bytes: Uint8Array, pageIndex?: number): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pageIndex === undefined ? pdf.getPages() : [pdf.getPage(pageIndex)];
  return pages.flatMap((page) => {
    const fonts = pageFonts(pdf, page);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    let current: Map<string, string> | null = null;
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      const shown: string[] = [];
      for (const match of operators.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (match[1]) current = fonts.get(match[1]) ?? null;
        else shown.push(decodeShown(match[2] ?? "", current));
      }
      return shown;
    });
  });
}
