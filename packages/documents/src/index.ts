export {
  type PdfColumn,
  type PdfDocumentOptions,
  PdfDocumentWriter,
  type PdfOrientation,
  type PdfTable,
} from "./pdf-document.ts";
