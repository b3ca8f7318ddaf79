export const loadWordProcessorPage = () => import("./pages/word-processor-page");
export const loadSpreadsheetsPage = () => import("./pages/spreadsheets-page");
export const loadPresentationsPage = () => import("./pages/presentations-page");
export const loadPdfEditorPage = () => import("./pages/pdf-editor-page");
