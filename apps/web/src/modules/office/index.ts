export { MatterOfficePanel } from "./matter-office-panel";
export { ClientPicker } from "./word-processor/components/client-picker";
export { DocumentHtmlView } from "./word-processor/components/document-html-view";
export { checkDocxFile, DOCX_ACCEPT, DOCX_IMPORT_PROBLEMS } from "./word-processor/docx-import";
export { officeDocumentExportPath } from "./word-processor/office-documents.api";
export { WORD_PROCESSOR_PATH, wordProcessorEditorPath } from "./word-processor/word-processor-paths";
