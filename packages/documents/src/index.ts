export * from "./document-html/index.ts";
export { type DocxBlock, type DocxDocumentOptions, writeDocxDocument } from "./docx-document.ts";
export {
  type PdfColumn,
  type PdfDocumentOptions,
  PdfDocumentWriter,
  type PdfOrientation,
  type PdfTable,
} from "./pdf-document.ts";
export * from "./pdf-edit/index.ts";
export * from "./presentation/index.ts";
