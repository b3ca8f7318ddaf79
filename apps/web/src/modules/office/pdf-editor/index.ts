export { MatterPdfSessionsList } from "./components/matter-pdf-sessions-list";
export { PdfEditorScreen } from "./components/pdf-editor-screen";
export { PDF_EDITOR_PATH, pdfEditorSessionPath } from "./pdf-editor-paths";
export { type OpenedPdf, type PdfRenderer, PdfRendererContext } from "./viewer/pdf-renderer";
