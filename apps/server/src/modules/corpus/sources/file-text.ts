import { describeSize, detectFileType } from "../../../platform/file-types.ts";
import { readAkomaNtoso, writeAkomaNtosoText } from "./akoma-ntoso.ts";
import { readDocxText } from "./docx-text.ts";
import { readHtmlText, tidyLines } from "./html-text.ts";
import { readPdfText } from "./pdf-text.ts";
import {
  SourceFileError,
  UnreadableContentError,
  XmlDocumentError,
  ZipArchiveError,
} from "./sources.errors.ts";
import { decodeText } from "./text-decoding.ts";
import { isZipArchive, listZipPaths } from "./zip-archive.ts";

export type DocumentFormat = "txt" | "html" | "pdf" | "docx" | "akn";

export type DocumentText = {
  format: DocumentFormat;
  text: string;
  /** The HTML <title>, the PDF's Title, the DOCX core title or the Akoma Ntoso work's name, when present. */
  title: string | null;
};

/** The largest single document we read: a long judgment with its annexures is a few MB. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** How far into a text file its kind (Akoma Ntoso, HTML) is looked for. */
const SNIFF_CHARACTERS = 4096;
const AKOMA_NTOSO_ROOT = /<(?:[\w-]+:)?akomaNtoso[\s>]/;
/** An XML file opening with a DTD (an HTML page's "<!DOCTYPE html>" declares none). */
const XML_WITH_DTD = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<!DOCTYPE(?!\s+html\b)/i;
const HTML_START = /<!doctype\s+html|<(?:html|head|body|p|div|title|meta)[\s>/]/i;

type Sniffed =
  | { format: "pdf" | "docx" }
  | { format: "akn" | "html" | "txt"; text: string }
  | { format: null; reason: string };

/**
 * Reads a document's text, recognising its kind by its content, never its name: a PDF, a Word .docx, an
 * Akoma Ntoso XML file, an HTML page or plain text (UTF-8, UTF-16 with a byte order mark, or
 * Windows-1252). Throws SourceFileError naming the file when it cannot.
 */
export async function readDocumentText(
  file: { name: string; bytes: Uint8Array },
  options: { maxBytes: number } = { maxBytes: MAX_DOCUMENT_BYTES },
): Promise<DocumentText> {
  const { name, bytes } = file;
  if (bytes.length > options.maxBytes) {
    throw new SourceFileError(
      "too_large",
      name,
      `${describeSize(bytes.length)}; the limit is ${describeSize(options.maxBytes)}`,
    );
  }
  try {
    const document = await readByContent(bytes);
    if (!/[\p{L}\p{N}]/u.test(document.text)) throw new UnreadableContentError("no_text", document.format);
    return document;
  } catch (error) {
    throw asSourceFileError(error, name);
  }
}

async function readByContent(bytes: Uint8Array): Promise<DocumentText> {
  const sniffed = sniffFormat(bytes);
  switch (sniffed.format) {
    case "pdf":
      return { format: "pdf", ...(await readPdfText(bytes)) };
    case "docx":
      return { format: "docx", ...(await readDocxText(bytes)) };
    case "akn": {
      const document = readAkomaNtoso(sniffed.text);
      return { format: "akn", text: writeAkomaNtosoText(document), title: document.title };
    }
    case "html":
      return { format: "html", ...readHtmlText(sniffed.text) };
    case "txt":
      return { format: "txt", text: tidyLines(sniffed.text.replace(/\r\n?/g, "\n")), title: null };
    case null:
      throw new UnreadableContentError("unsupported_type", sniffed.reason);
    default: {
      const unknown: never = sniffed;
      throw new Error(`Unknown format: ${JSON.stringify(unknown)}`);
    }
  }
}

/** What the bytes are, from their signature or, for text, from the markup they open with. */
export function sniffFormat(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { format: "txt", text: "" };
  const detected = detectFileType(bytes);
  if (detected?.mime === "application/pdf") return { format: "pdf" };
  if (detected?.mime === "application/msword") {
    return { format: null, reason: "it is a Word 97–2003 document (.doc): save it as .docx or PDF" };
  }
  // A .docx is read below, from the parts its ZIP lists (a damaged one is refused there).
  if (detected?.mime.startsWith("image/")) {
    return { format: null, reason: `it is a ${detected.extension.toUpperCase()} image` };
  }
  if (isZipArchive(bytes)) {
    if (listZipPaths(bytes).includes("word/document.xml")) return { format: "docx" };
    return { format: null, reason: "it is a zip archive: import it as an archive" };
  }
  const text = decodeText(bytes);
  if (text === null) return { format: null, reason: "its content is neither text nor a known document type" };
  const opening = text.slice(0, SNIFF_CHARACTERS);
  if (XML_WITH_DTD.test(opening)) throw new UnreadableContentError("unsafe_xml", "it declares a DTD");
  if (AKOMA_NTOSO_ROOT.test(opening)) return { format: "akn", text };
  if (HTML_START.test(opening.slice(0, 1024))) return { format: "html", text };
  if (/^\s*<\?xml/.test(opening)) return { format: null, reason: "it is XML but not Akoma Ntoso" };
  return { format: "txt", text };
}

function asSourceFileError(error: unknown, fileName: string): unknown {
  if (error instanceof UnreadableContentError) return new SourceFileError(error.code, fileName, error.detail);
  if (error instanceof XmlDocumentError) {
    return new SourceFileError(
      error.code === "unsafe_xml" ? "unsafe_xml" : "corrupt",
      fileName,
      error.message,
    );
  }
  if (error instanceof ZipArchiveError) return new SourceFileError("corrupt", fileName, "damaged zip data");
  return error;
}
