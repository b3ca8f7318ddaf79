export { COMMISSIONER_LINES } from "./annotation-drawing.ts";
export { type AppliedEdits, applyEdits, applyEditsDetailed } from "./apply-edits.ts";
export { addBatesNumbers, formatBatesNumber, stampBatesNumbers } from "./bates-numbering.ts";
export { type BuiltBundle, type BundleDocument, type BundleEntry, buildPdfBundle } from "./bundle-builder.ts";
export { type PlannedPage, planPages } from "./page-operations.ts";
export { MAX_PAGE_RANGES, type PageRange, parsePageRanges, splitPdf } from "./page-ranges.ts";
export {
  type BatesRange,
  type PdfAnnotationEdit,
  type PdfBatesOptions,
  type PdfBatesPosition,
  PdfEditError,
  type PdfEdits,
  type PdfModificationEdit,
  type PdfProblem,
  type PdfRect,
  type PdfStampKind,
} from "./pdf-edit.types.ts";
export { hasPdfSignature, isPdfEncrypted, loadPdf, PDF_READ_MESSAGES, pdfPageCount } from "./pdf-read.ts";
export { type RedactionArea, redactPage } from "./redaction.ts";
