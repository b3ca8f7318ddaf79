import {
  type BundleDocument,
  buildPdfBundle,
  DocumentFileError,
  documentHtmlToPdf,
  docxToDocumentHtml,
  loadPdf,
  PdfEditError,
  plainTextToDocumentHtml,
  sanitizeDocumentHtml,
} from "@inkundla/documents";
import type { TFilingDocumentPlacement } from "@inkundla/shared";

/** A document of a filing as uploaded, its type judged by its bytes. */
export type FilingSource = { fileName: string; kind: "pdf" | "docx" | "doc"; bytes: Uint8Array };

export type BundledDocument = {
  fileName: string;
  placement: TFilingDocumentPlacement;
  pageCount: number;
  firstPage: number;
  lastPage: number;
};

export type FilingBundle = {
  bytes: Uint8Array;
  pageCount: number;
  indexPageCount: number;
  documents: BundledDocument[];
};

/** A document that cannot be placed in the PDF, with why: the person's words, naming the file. */
export class UnreadableFilingDocumentError extends Error {
  constructor(
    readonly fileName: string,
    reason: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

/** How the index names a document that is not in the PDF itself. */
export function attachedSeparatelyName(fileName: string): string {
  return `${fileName} (attached separately)`;
}

/**
 * The page put in the bundle where a legacy Word (.doc) file would be: the PDF tooling cannot read the
 * old binary format, so the bundle says honestly that the file goes up to the court's system apart.
 */
async function attachedSeparatelyPage(fileName: string): Promise<Uint8Array> {
  const text = [
    "Attached separately",
    `The document "${fileName}" is a Word 97–2003 (.doc) file, which cannot be placed into this PDF bundle.`,
    "Upload it to the court's system beside this bundle, or save it as PDF or DOCX and prepare the bundle again.",
  ].join("\n\n");
  return documentHtmlToPdf(plainTextToDocumentHtml(text), { title: `${fileName} (attached separately)` });
}

async function toPdf(source: FilingSource): Promise<Uint8Array> {
  switch (source.kind) {
    case "pdf":
      // Read first, so a damaged or password-protected PDF is refused by its name.
      try {
        await loadPdf(source.bytes);
      } catch (error) {
        if (error instanceof PdfEditError)
          throw new UnreadableFilingDocumentError(source.fileName, error.message);
        throw error;
      }
      return source.bytes;
    case "docx": {
      // The word processor's own path: the DOCX read into the editor's HTML, then written as PDF.
      try {
        const { html } = await docxToDocumentHtml(source.bytes);
        return await documentHtmlToPdf(sanitizeDocumentHtml(html), { title: source.fileName });
      } catch (error) {
        if (error instanceof DocumentFileError)
          throw new UnreadableFilingDocumentError(source.fileName, error.reason);
        throw error;
      }
    }
    case "doc":
      return attachedSeparatelyPage(source.fileName);
    default: {
      const unhandled: never = source.kind;
      throw new Error(`unhandled filing document kind: ${unhandled}`);
    }
  }
}

/** Court bundles are paginated top right, every page including the index (Bates-style, 0001…). */
export const FILING_BUNDLE_NUMBERING = {
  prefix: "",
  start: 1,
  digits: 4,
  position: "top-right",
  fontSize: 10,
} as const;

/**
 * The bundle the person uploads: an index listing each document with its page range, then the
 * documents in order, every page numbered (the PDF editor's bundle builder and Bates numbering).
 */
export async function assembleFilingBundle(input: {
  title: string;
  sources: readonly FilingSource[];
}): Promise<FilingBundle> {
  const documents: BundleDocument[] = [];
  for (const source of input.sources) {
    documents.push({
      name: source.kind === "doc" ? attachedSeparatelyName(source.fileName) : source.fileName,
      bytes: await toPdf(source),
    });
  }
  const built = await buildPdfBundle({ title: input.title, documents, bates: FILING_BUNDLE_NUMBERING });
  return {
    bytes: built.bytes,
    pageCount: built.pageCount,
    indexPageCount: built.indexPageCount,
    documents: built.entries.map((entry, index) => {
      const source = input.sources[index] as FilingSource;
      return {
        fileName: source.fileName,
        placement: source.kind === "doc" ? "attached_separately" : "in_bundle",
        pageCount: entry.lastPage - entry.firstPage + 1,
        firstPage: entry.firstPage,
        lastPage: entry.lastPage,
      };
    }),
  };
}
