import { CONTRACT_UPLOAD_MESSAGES } from "@inkundla/shared";
import WordExtractor from "word-extractor";
import { decodeWindows1252, readDocumentText, SourceFileError } from "../../corpus/index.ts";
import { readRtfText } from "./rtf-text.ts";

/** What a contract file is, by its bytes: the spec's PDF, Word (.doc, .docx) and plain text. */
export type ContractFileKind = "pdf" | "docx" | "doc" | "rtf" | "txt";

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An OLE compound file: Word 97–2003 (.doc) lives in one. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const RTF = [0x7b, 0x5c, 0x72, 0x74, 0x66];
/** How far into a file it is read to judge whether it is text. */
const TEXT_SNIFF_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The kind of contract file the bytes are, never trusting the name: a PDF, a Word .docx (a ZIP; what
 * is inside is judged when it is read), a Word .doc (an OLE compound file), Rich Text Format or text (UTF-16 with its
 * byte order mark, or bytes holding no NUL and few control characters). Null for anything else: an
 * image, a program, an archive that is not a document.
 */
export function sniffContractFile(bytes: Uint8Array): ContractFileKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, ZIP)) return "docx";
  if (startsWith(bytes, OLE)) return "doc";
  // Word's "Rich Text Format", often saved with a .doc name.
  if (startsWith(bytes, RTF)) return "rtf";
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return "txt";
  return looksLikeText(bytes.subarray(0, TEXT_SNIFF_BYTES)) ? "txt" : null;
}

function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    // Tab, line feed, form feed and carriage return are text; other C0 controls are not.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) control += 1;
  }
  return control / head.length < 0.01;
}

/** Why a contract could not be read, in words for the person who uploaded it. */
export class ContractFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractFileError";
  }
}

/**
 * The contract's text, read from its file: PDF, DOCX and text through the corpus readers (which refuse
 * encrypted and damaged files with a reason), DOC through word-extractor. Throws ContractFileError with
 * a message saying what to do: a scanned PDF without text, a password, a damaged file, an empty one.
 */
export async function readContractFile(file: { name: string; bytes: Uint8Array }): Promise<string> {
  const kind = sniffContractFile(file.bytes);
  if (kind === null) throw new ContractFileError(CONTRACT_UPLOAD_MESSAGES.invalidFileType.message);
  const text =
    kind === "doc"
      ? await readWordDoc(file.bytes)
      : kind === "rtf"
        ? readRtfText(decodeWindows1252(file.bytes))
        : await readThroughCorpus(file);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ContractFileError(EMPTY_CONTRACT);
  return text;
}

const EMPTY_CONTRACT = "The document is empty: it holds no contract text to analyse.";

async function readWordDoc(bytes: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return document.getBody().replace(/\r\n?/g, "\n");
  } catch {
    throw new ContractFileError(
      "The Word document could not be read (it may be damaged, protected with a password, or not a Word file): save it again as .docx and upload the new copy.",
    );
  }
}

async function readThroughCorpus(file: { name: string; bytes: Uint8Array }): Promise<string> {
  try {
    return (await readDocumentText(file, { maxBytes: file.bytes.length })).text;
  } catch (error) {
    if (!(error instanceof SourceFileError)) throw error;
    throw new ContractFileError(contractMessageFor(error));
  }
}

function contractMessageFor(error: SourceFileError): string {
  switch (error.code) {
    case "encrypted_pdf":
      return "The PDF is protected with a password: save it without one and upload it again.";
    case "no_text":
      return error.detail === "pdf"
        ? "The PDF holds only images of pages (a scan?), no text to read: upload a PDF with text or the Word document, or paste the contract's text."
        : EMPTY_CONTRACT;
    case "corrupt":
      return "The file could not be read (it may be damaged): save it again and upload the new copy.";
    default:
      return `${CONTRACT_UPLOAD_MESSAGES.invalidFileType.message} (The file is not a contract we can read: a Word file that holds no document, or an unknown kind.)`;
  }
}
