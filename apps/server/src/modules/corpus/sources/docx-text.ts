import mammoth from "mammoth";
import { UnreadableContentError, ZipArchiveError } from "./sources.errors.ts";
import { decodeText } from "./text-decoding.ts";
import { declaresDtd, findDescendant, parseXml, textOf } from "./xml-tree.ts";
import { inflateZipEntries } from "./zip-archive.ts";

export type DocxText = { text: string; title: string | null };

/**
 * A Word document is a zip of XML parts. Before mammoth (which inflates with JSZip and trusts the sizes)
 * sees it, the parts it reads are inflated here under limits, so a DOCX-shaped zip bomb stops early.
 * Images are never inflated: the raw text does not need them.
 */
const DOCX_LIMITS = { maxFiles: 5_000, maxTotalBytes: 100 * 1024 * 1024, maxFileBytes: 50 * 1024 * 1024 };
const isXmlPart = (path: string) => /\.(xml|rels)$/i.test(path);

/**
 * The text of a .docx: one line per paragraph, with the document's core title when it has one. Throws
 * UnreadableContentError: `corrupt` for a damaged file, `unsafe_xml` for a part with a DOCTYPE.
 */
export async function readDocxText(bytes: Uint8Array): Promise<DocxText> {
  let parts: { name: string; bytes: Uint8Array }[];
  try {
    parts = inflateZipEntries(bytes, DOCX_LIMITS, isXmlPart);
  } catch (error) {
    if (error instanceof ZipArchiveError) {
      throw error.code === "corrupt"
        ? new UnreadableContentError("corrupt", "damaged zip data")
        : new UnreadableContentError(
            "too_large",
            "its XML unpacks to more than any Word document's: a zip bomb?",
          );
    }
    throw error;
  }
  if (!parts.some((part) => part.name === "word/document.xml")) {
    throw new UnreadableContentError("corrupt", "it has no word/document.xml, so it is not a Word document");
  }
  // mammoth's XML reader would meet these; no Word document declares a DTD.
  if (parts.some((part) => declaresDtd(decodeText(part.bytes) ?? ""))) {
    throw new UnreadableContentError("unsafe_xml", "a part of it declares a DOCTYPE");
  }

  let rawText: string;
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    rawText = result.value;
  } catch (error) {
    throw new UnreadableContentError("corrupt", `Word could not read it: ${(error as Error).message}`);
  }
  return { text: paragraphLines(rawText), title: coreTitle(parts) };
}

/** mammoth ends every paragraph with a blank line; one paragraph per line reads like the other formats. */
function paragraphLines(rawText: string): string {
  return rawText
    .split(/\n\n/)
    .map((paragraph) => paragraph.replace(/[^\S\t\n]+/g, " ").trim())
    .filter((paragraph) => paragraph !== "")
    .join("\n");
}

function coreTitle(parts: { name: string; bytes: Uint8Array }[]): string | null {
  const core = parts.find((part) => part.name === "docProps/core.xml");
  const xml = core ? decodeText(core.bytes) : null;
  if (!xml) return null;
  try {
    return textOf(findDescendant(parseXml(xml), "title")) || null;
  } catch {
    // A damaged core.xml costs the title, not the document.
    return null;
  }
}
