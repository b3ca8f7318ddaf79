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

/** UTF-16BE hex, as a ToUnicode map writes a character (or several, for a ligature). */
function fromUtf16Hex(hex: string): string {
  const bytes = Buffer.from(hex.replace(/\s/g, ""), "hex");
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
  // A range maps codes either from one starting character on (`<first> <last> <start>`) or to one
  // destination each (`<first> <last> [<a> <b> …]`, as pdfkit writes it).
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (section[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f\s]+)>|\[([^\]]*)\])/g,
    )) {
      const width = (entry[1] ?? "").length;
      const first = Number.parseInt(entry[1] ?? "0", 16);
      const last = Number.parseInt(entry[2] ?? "0", 16);
      const key = (code: number) => code.toString(16).toUpperCase().padStart(width, "0");
      if (entry[4] !== undefined) {
        const destinations = [...entry[4].matchAll(/<([0-9A-Fa-f\s]*)>/g)].map((match) => match[1] ?? "");
        destinations.forEach((hex, index) => {
          if (first + index <= last) map.set(key(first + index), fromUtf16Hex(hex));
        });
        continue;
      }
      const start = fromUtf16Hex(entry[3] ?? "").codePointAt(0) ?? 0;
      for (let code = first; code <= last; code += 1)
        map.set(key(code), String.fromCodePoint(start + code - first));
    }
  }
  return map;
}

type PageFont = { baseFont: string; toUnicode: Map<string, string> | null };

/**
 * The page's fonts by resource name: each one's name (without a subset's "ABCDEF+" tag) and its
 * ToUnicode map (null for a standard WinAnsi font).
 */
function pageFonts(pdf: PDFDocument, page: PDFPage): Map<string, PageFont> {
  const fonts = new Map<string, PageFont>();
  const resources = page.node.Resources();
  const fontDict = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
  if (!fontDict) return fonts;
  for (const [name, value] of fontDict.entries()) {
    const font = value instanceof PDFRef ? pdf.context.lookup(value) : value;
    if (!(font instanceof PDFDict)) continue;
    const baseFont = font.get(PDFName.of("BaseFont"));
    fonts.set(name.asString(), {
      baseFont: baseFont instanceof PDFName ? baseFont.decodeText().replace(/^[A-Z]{6}\+/, "") : "",
      toUnicode: readToUnicode(pdf, font),
    });
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
 * One `TJ` array's text: its strings joined, with a space where the array moves the pen on by more
 * than a quarter of an em (how a reader sees a word gap); smaller numbers are kerning.
 */
function decodeShownArray(array: string, toUnicode: Map<string, string> | null): string {
  let text = "";
  for (const part of array.matchAll(/<([0-9A-Fa-f\s]*)>|(-?[\d.]+)/g)) {
    if (part[1] !== undefined) text += decodeShown(part[1].replace(/\s/g, ""), toUnicode);
    else if (Number(part[2]) < -250) text += " ";
  }
  return text;
}

/** A piece of text as drawn: the text, the font's name (e.g. "DejaVuSans-Bold") and its size. */
export type PdfTextRun = { text: string; font: string; size: number };

const SHOWING =
  /(\/[^\s/]+)\s+([\d.]+)\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[((?:\s*(?:<[0-9A-Fa-f\s]*>|-?[\d.]+))*)\s*\]\s*TJ/g;

/**
 * Tests only: the text a PDF draws (`<hex> Tj` and `[<hex> kerning <hex> …] TJ` in each page's
 * content streams), read back through each font's ToUnicode map as a PDF reader copies it (or from
 * WinAnsi for a standard font), page after page in drawing order, with the font and size it is drawn
 * in. Each text-showing operator is one run: one line of a cell, a title, a footer. Pass `pageIndex`
 * for one page.
 */
export async function pdfTextRuns(bytes: Uint8Array, pageIndex?: number): Promise<PdfTextRun[]> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pageIndex === undefined ? pdf.getPages() : [pdf.getPage(pageIndex)];
  return pages.flatMap((page) => {
    const fonts = pageFonts(pdf, page);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    let current: PageFont | null = null;
    let size = 0;
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      const shown: PdfTextRun[] = [];
      for (const match of operators.matchAll(SHOWING)) {
        if (match[1]) {
          current = fonts.get(match[1]) ?? null;
          size = Number(match[2]);
          continue;
        }
        const text =
          match[4] !== undefined
            ? decodeShownArray(match[4], current?.toUnicode ?? null)
            : decodeShown(match[3] ?? "", current?.toUnicode ?? null);
        shown.push({ text, font: current?.baseFont ?? "", size });
      }
      return shown;
    });
  });
}

/** Tests only: the strings a PDF draws, in drawing order (see `pdfTextRuns`). */
export async function pdfStrings(bytes: Uint8Array, pageIndex?: number): Promise<string[]> {
  return (await pdfTextRuns(bytes, pageIndex)).map((run) => run.text);
}
