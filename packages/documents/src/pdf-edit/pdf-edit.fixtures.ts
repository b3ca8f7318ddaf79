import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { PDFDocument, type PDFFont, PDFString, StandardFonts } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { pdfLibFontkit } from "./fontkit-adapter.ts";
import type { PdfRect } from "./pdf-edit.types.ts";

/** Test fixtures: PDFs made with pdf-lib, and pdf.js to read them back as any PDF reader would. */

const require = createRequire(import.meta.url);

export type SampleLine = { text: string; x: number; y: number; size: number; font: "standard" | "embedded" };

export const SAMPLE_LINES: SampleLine[] = [
  { text: "Jane Mokoena owes R 5 000", x: 72, y: 700, size: 14, font: "standard" },
  { text: "The matter is settled between the parties.", x: 72, y: 660, size: 12, font: "standard" },
  { text: "Jane Mokoena signed the lease in Polokwane", x: 72, y: 600, size: 12, font: "embedded" },
  { text: "Tshivenda: ḓ ḽ ṅ ṋ ṱ and Afrikaans ê", x: 72, y: 560, size: 12, font: "embedded" },
];

export async function embedTestTrueType(document: PDFDocument): Promise<PDFFont> {
  document.registerFontkit(pdfLibFontkit);
  const bytes = await readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  return document.embedFont(bytes, { subset: true });
}

/** Page 1 holds SAMPLE_LINES in Helvetica and in embedded DejaVu Sans (a Type0/Identity-H font); page 2 more text. */
export async function makeSamplePdf(options: { pages?: number; title?: string } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  if (options.title) {
    document.setTitle(options.title);
    document.setAuthor("Jane Mokoena");
  }
  const standard = await document.embedFont(StandardFonts.Helvetica);
  const embedded = await embedTestTrueType(document);
  const first = document.addPage([595, 842]);
  for (const line of SAMPLE_LINES) {
    first.drawText(line.text, {
      x: line.x,
      y: line.y,
      size: line.size,
      font: line.font === "standard" ? standard : embedded,
    });
  }
  for (let index = 2; index <= (options.pages ?? 2); index += 1) {
    document
      .addPage([595, 842])
      .drawText(`Page ${index} of the affidavit`, { x: 72, y: 700, size: 12, font: standard });
  }
  return document.save();
}

/** Where a sample line's words sit, measured with the same font it was drawn in. */
export async function rectOfWords(line: SampleLine, words: string): Promise<PdfRect> {
  const document = await PDFDocument.create();
  const font =
    line.font === "standard"
      ? await document.embedFont(StandardFonts.Helvetica)
      : await embedTestTrueType(document);
  const offset = line.text.indexOf(words);
  const before = font.widthOfTextAtSize(line.text.slice(0, offset), line.size);
  const width = font.widthOfTextAtSize(words, line.size);
  return { x: line.x + before, y: line.y - line.size * 0.2, width, height: line.size };
}

export type PageText = {
  items: { str: string; x: number; y: number; width: number; height: number }[];
  text: string;
};

/** Every page's text as pdf.js extracts it (what search and copy in a reader see). */
export async function extractPages(bytes: Uint8Array): Promise<PageText[]> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  try {
    const pages: PageText[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = content.items
        .filter((item): item is TextItem => "str" in item)
        .map((item) => ({
          str: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          height: item.height,
        }));
      pages.push({ items, text: items.map((item) => item.str).join(" ") });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** pdf.js's view of the document: page rotations and the outline's titles. */
export async function readStructure(bytes: Uint8Array): Promise<{ rotations: number[]; outline: string[] }> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  try {
    const rotations: number[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1)
      rotations.push((await pdf.getPage(pageNumber)).rotate);
    const outline = ((await pdf.getOutline()) ?? []).map((item) => item.title);
    return { rotations, outline };
  } finally {
    await pdf.destroy();
  }
}

/** The file's bytes with every Flate stream inflated in place: what someone digging in the file would find. */
export function inflatedFileText(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString("latin1");
  let out = text;
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    try {
      out += inflateSync(Buffer.from(bytes.subarray(start, end))).toString("latin1");
    } catch {
      // not Flate-encoded, or a stream whose end we cut a byte long: the raw text is already in `out`
      try {
        out += inflateSync(Buffer.from(bytes.subarray(start, end - 1))).toString("latin1");
      } catch {}
    }
  }
  return out;
}

/** Whether the text holds the word as written or hex-encoded (pdf-lib writes shown text as <4A616E65>, and document titles in UTF-16). */
export function holdsWord(fileText: string, word: string): boolean {
  const hex = Buffer.from(word, "latin1").toString("hex");
  const lower = fileText.toLowerCase();
  const utf16 = Buffer.from(word, "utf16le").swap16().toString("hex");
  return fileText.includes(word) || lower.includes(hex) || lower.includes(utf16);
}

/** A PDF whose trailer names an /Encrypt dictionary, as a password-protected file's does. */
export async function makeEncryptedLookingPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  const context = document.context;
  const encrypt = context.register(
    context.obj({ Filter: "Standard", V: 1, R: 2, P: -4, O: PDFString.of("owner"), U: PDFString.of("user") }),
  );
  // pdf-lib does not write /Encrypt into the trailer itself: it is added to the saved text.
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
  return Buffer.from(text.replace(/trailer\s*<</, `trailer\n<<\n/Encrypt ${encrypt.toString()}`), "latin1");
}

/** A small PDF of `pages` pages, each saying which it is ("<label> page N"). */
export async function makeLabelledPdf(label: string, pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index += 1) {
    document.addPage([595, 842]).drawText(`${label} page ${index}`, { x: 72, y: 700, size: 14, font });
  }
  return document.save();
}
