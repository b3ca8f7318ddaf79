import { PDF_SESSION_MAX_UPLOAD_BYTES } from "@inkundla/shared";

/** What the file chooser offers. */
export const PDF_ACCEPT = ".pdf,application/pdf";

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2), whatever its name says. */
const PDF_SIGNATURE = "%PDF-";

export type PdfFileProblem = "not_pdf_name" | "empty" | "too_large" | "not_pdf_content";

/** What the person is told about a file refused before it is sent. */
export const PDF_FILE_PROBLEMS: Record<PdfFileProblem, { title: string; message: string }> = {
  not_pdf_name: { title: "Invalid File Type", message: "Please choose a PDF file (.pdf)." },
  empty: { title: "Empty File", message: "The file is empty." },
  too_large: { title: "File Too Large", message: "Please choose a PDF smaller than 50 MB." },
  not_pdf_content: {
    title: "Not a PDF",
    message: "The file is not a PDF: its content does not start as a PDF does.",
  },
};

/** The first bytes of a file as text; FileReader where Blob.arrayBuffer is missing (older browsers, jsdom). */
async function readFirstBytes(file: Blob, count: number): Promise<string> {
  const head = file.slice(0, count);
  const buffer =
    typeof head.arrayBuffer === "function"
      ? await head.arrayBuffer()
      : await new Promise<ArrayBuffer>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.onerror = () => reject(reader.error);
          reader.readAsArrayBuffer(head);
        });
  return String.fromCharCode(...new Uint8Array(buffer));
}

/**
 * Why a chosen file cannot be uploaded as a PDF, or null when it may be sent. Checked here so a wrong
 * file is refused at once rather than after a 50 MB upload; the server checks the content again.
 */
export async function checkPdfFile(file: File): Promise<PdfFileProblem | null> {
  if (!file.name.toLowerCase().endsWith(".pdf")) return "not_pdf_name";
  if (file.size === 0) return "empty";
  if (file.size > PDF_SESSION_MAX_UPLOAD_BYTES) return "too_large";
  return (await readFirstBytes(file, PDF_SIGNATURE.length)) === PDF_SIGNATURE ? null : "not_pdf_content";
}
