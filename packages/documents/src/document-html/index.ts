export {
  type DocumentBlock,
  type HeadingLevel,
  type InlineRun,
  type ListItem,
  type ListStyle,
  parseDocumentHtml,
  type TableCell,
  type TableRow,
  type TextAlignment,
  type TextMarks,
  textOfRuns,
  textsOfBlocks,
} from "./document-blocks.ts";
export { type DocumentDocxOptions, documentHtmlToDocx } from "./document-docx-writer.ts";
export { DocumentFileError, type DocumentFileProblem } from "./document-file-error.ts";
export { countWords, type DocumentMetrics, documentMetrics, WORDS_PER_PAGE } from "./document-metrics.ts";
export { type DocumentPdfOptions, documentHtmlToPdf } from "./document-pdf-writer.ts";
export { type DocxConversion, docxToDocumentHtml } from "./docx-reader.ts";
export { documentHtmlToPlainText, escapeDocumentText, plainTextToDocumentHtml } from "./plain-text.ts";
export { sanitizeDocumentHtml } from "./sanitize-document-html.ts";
