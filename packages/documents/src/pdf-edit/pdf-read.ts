import { EncryptedPDFError, PDFDocument } from "pdf-lib";
import { PdfEditError } from "./pdf-edit.types.ts";

export const PDF_READ_MESSAGES = {
  notPdf: "The file is not a PDF.",
  damaged: "This PDF is damaged and cannot be opened.",
  encrypted: "This PDF is protected with a password.",
} as const;

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Whether the bytes start as a PDF does. Readers accept the signature anywhere in the first kilobyte
 * (some scanners write a preamble), so we do too; a renamed text or Word file has none.
 */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - SIGNATURE.length, 1024);
  for (let offset = 0; offset <= limit; offset += 1) {
    if (SIGNATURE.every((byte, index) => bytes[offset + index] === byte)) return true;
  }
  return false;
}

/**
 * pdf-lib's errors are compiled to ES5 classes extending Error, so what it throws is a plain Error (not
 * an instance of EncryptedPDFError): its message is what tells them apart.
 */
function isEncryptedError(error: unknown): boolean {
  return (
    error instanceof EncryptedPDFError ||
    (error instanceof Error && /document .* is encrypted/i.test(error.message))
  );
}

/**
 * Loads a PDF for editing, or says in a person's words why not: not a PDF, protected with a password
 * (pdf-lib cannot decrypt), or damaged (unparseable, or no pages to show).
 */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (!hasPdfSignature(bytes)) throw new PdfEditError("not_pdf", PDF_READ_MESSAGES.notPdf);
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if (isEncryptedError(error)) throw new PdfEditError("encrypted", PDF_READ_MESSAGES.encrypted);
    throw new PdfEditError("damaged", PDF_READ_MESSAGES.damaged);
  }
  let pageCount = 0;
  try {
    pageCount = document.getPageCount();
  } catch {
    pageCount = 0;
  }
  if (pageCount < 1) throw new PdfEditError("damaged", PDF_READ_MESSAGES.damaged);
  return document;
}

/** The number of pages, after the same checks as loadPdf. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await loadPdf(bytes)).getPageCount();
}

/** Whether the PDF is protected with a password (pdf-lib refuses to load it). */
export async function isPdfEncrypted(bytes: Uint8Array): Promise<boolean> {
  try {
    await loadPdf(bytes);
    return false;
  } catch (error) {
    if (error instanceof PdfEditError && error.problem === "encrypted") return true;
    throw error;
  }
}
