import mammoth from "mammoth";
import { DocumentFileError } from "./document-file-error.ts";
import {
  listZipEntries,
  NotAZipError,
  PartTooLargeError,
  readZipEntry,
  type ZipEntry,
} from "./docx-package.ts";
import { sanitizeDocumentHtml } from "./sanitize-document-html.ts";
import { CLAUSE_STYLE_NAME } from "./word-styles.ts";

export type DocxConversion = {
  /** Document HTML, sanitised. */
  html: string;
  /** What did not come across (images, unknown styles), in words a person can act on. */
  warnings: string[];
};

/** An XML part of a Word document larger than this unpacked is not a document but a zip bomb. */
const MAX_PART_BYTES = 64 * 1024 * 1024;
const MAX_XML_BYTES = 256 * 1024 * 1024;
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject/i;
const PAGE_BREAK_STYLE = "Inkundla Page Break";
const PAGE_BREAK_CLASS = "inkundla-page-break";
/** Prefixed to mammoth's footnote ids, so they cannot be confused with the document's own anchors. */
const NOTE_PREFIX = "inkundla-";

/**
 * The style map mammoth converts with: Word's headings to h1–h4 (Title to h1, Heading 5 and 6 to
 * h4, which is as deep as the editor goes), underline kept, and paragraphs in the Clause style
 * (as documentHtmlToDocx writes clause lists) back to clause lists, nested up to four levels.
 */
const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Heading 5'] => h4:fresh",
  "p[style-name='Heading 6'] => h4:fresh",
  "u => u",
  `p[style-name='${PAGE_BREAK_STYLE}'] => p.${PAGE_BREAK_CLASS}:fresh`,
  ...[1, 2, 3, 4].map(
    (level) =>
      `p[style-name='${CLAUSE_STYLE_NAME}']:ordered-list(${level}) => ${Array.from({ length: level }, () => "ol.clauses > li").join(" > ")}:fresh`,
  ),
];

function isMacroEnabled(entries: ZipEntry[], contentTypes: string): boolean {
  return (
    entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name)) ||
    MACRO_CONTENT_TYPE.test(contentTypes)
  );
}

/**
 * Refuses what is not a plain Word document before mammoth opens it: not a zip, no
 * word/document.xml, macros (a .docm, or a .docx renamed from one), an XML part declaring a DOCTYPE
 * (mammoth's XML reader would meet it), XML that unpacks to absurd sizes.
 */
function checkDocxPackage(bytes: Uint8Array): void {
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(bytes);
  } catch (error) {
    if (error instanceof NotAZipError) throw new DocumentFileError("not_docx", error.message);
    throw error;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has("word/document.xml") || !names.has("[Content_Types].xml")) {
    throw new DocumentFileError("not_docx", "no word/document.xml");
  }
  let xmlBytes = 0;
  let contentTypes = "";
  for (const entry of entries.filter((candidate) => /\.(xml|rels)$/i.test(candidate.name))) {
    let xml: string;
    try {
      xml = readZipEntry(bytes, entry, MAX_PART_BYTES).toString("utf8");
    } catch (error) {
      if (error instanceof PartTooLargeError) throw new DocumentFileError("too_large", entry.name);
      if (error instanceof NotAZipError) throw new DocumentFileError("damaged", error.message);
      throw error;
    }
    xmlBytes += xml.length;
    if (xmlBytes > MAX_XML_BYTES) throw new DocumentFileError("too_large", "XML parts");
    if (/<!DOCTYPE/i.test(xml)) throw new DocumentFileError("unsafe_xml", entry.name);
    if (entry.name === "[Content_Types].xml") contentTypes = xml;
  }
  if (isMacroEnabled(entries, contentTypes)) throw new DocumentFileError("macros");
}

type MammothElement = { type: string; children?: MammothElement[]; breakType?: string; value?: string };

function hasPageBreak(element: MammothElement): boolean {
  return (element.children ?? []).some(
    (child) => (child.type === "break" && child.breakType === "page") || hasPageBreak(child),
  );
}

function hasText(element: MammothElement): boolean {
  return (element.children ?? []).some(
    (child) => (child.type === "text" && (child.value ?? "").trim() !== "") || hasText(child),
  );
}

/**
 * mammoth drops page breaks. A paragraph holding nothing but one (as Word's Ctrl+Enter and our own
 * writer make it) is given a style of our own, which the style map turns into a marker paragraph.
 */
function markPageBreaks(element: MammothElement): MammothElement {
  if (element.type === "paragraph" && hasPageBreak(element) && !hasText(element)) {
    return {
      ...element,
      styleId: "InkundlaPageBreak",
      styleName: PAGE_BREAK_STYLE,
      numbering: null,
      children: [{ type: "run", children: [{ type: "text", value: "page break" }] }],
    } as MammothElement;
  }
  if (!element.children) return element;
  return { ...element, children: element.children.map(markPageBreaks) };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * mammoth writes a footnote as a numbered link to a list at the end of the document; the dialect
 * keeps the note's text where the note is, in a `data-footnote` span. Endnotes become footnotes.
 */
function inlineNotes(html: string): string {
  const notes = new Map<string, string>();
  const noteItem = new RegExp(`<li id="${NOTE_PREFIX}((?:footnote|endnote)-[^"]+)">([\\s\\S]*?)</li>`, "g");
  const noteList = new RegExp(
    `<ol>((?:<li id="${NOTE_PREFIX}(?:footnote|endnote)-[^"]+">[\\s\\S]*?</li>)+)</ol>`,
    "g",
  );
  const withoutLists = html.replace(noteList, (_list, items: string) => {
    for (const [, id, content] of items.matchAll(noteItem)) {
      const text = (content ?? "")
        .replace(/<a href="#[^"]*">↑<\/a>/g, "")
        .replace(/<\/p>\s*<p>/g, " ")
        .replace(/<[^>]*>/g, "");
      notes.set(id ?? "", decodeEntities(text).replace(/\s+/g, " ").trim());
    }
    return "";
  });
  const reference = new RegExp(
    `<sup><a href="#${NOTE_PREFIX}((?:footnote|endnote)-[^"]+)" id="[^"]*">[^<]*</a></sup>`,
    "g",
  );
  return withoutLists.replace(reference, (_reference, id: string) => {
    const text = notes.get(id);
    return text ? `<span data-footnote="${escapeAttribute(text)}"></span>` : "";
  });
}

function restoreDialect(html: string): string {
  return inlineNotes(html)
    .replace(/<ol class="clauses">/g, '<ol data-numbering="clauses">')
    .replace(
      new RegExp(`<p class="${PAGE_BREAK_CLASS}">[^<]*</p>`, "g"),
      '<div data-page-break="true"></div>',
    );
}

/**
 * A Word document (.docx) as document HTML: headings as h1–h4, bulleted and numbered lists (clause
 * lists when they are in the Clause style), tables, bold, italic, underline, strike-through, links,
 * footnotes and page breaks. Images and text alignment are not carried over. The result is
 * sanitised. Throws DocumentFileError for a file that is not a .docx, holds macros or is unsafe;
 * how large a file may be is for the caller to decide before calling.
 */
export async function docxToDocumentHtml(buffer: Uint8Array): Promise<DocxConversion> {
  checkDocxPackage(buffer);
  let imageCount = 0;
  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml(
      { buffer: Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength) },
      {
        styleMap: STYLE_MAP,
        idPrefix: NOTE_PREFIX,
        // Images are not part of the dialect; they are counted, not converted.
        convertImage: mammoth.images.imgElement(async () => {
          imageCount += 1;
          return { src: "" };
        }),
        transformDocument: markPageBreaks,
        externalFileAccess: false,
      },
    );
  } catch (error) {
    throw new DocumentFileError("damaged", (error as Error).message);
  }
  const warnings = result.messages.map((message) => message.message);
  if (imageCount > 0) {
    warnings.unshift(
      imageCount === 1
        ? "1 image was left out: documents here hold text, tables and lists, not pictures."
        : `${imageCount} images were left out: documents here hold text, tables and lists, not pictures.`,
    );
  }
  return { html: sanitizeDocumentHtml(restoreDialect(result.value)), warnings };
}
