// What other modules may use. The screen itself loads lazily through pages/spreadsheets-page.
export { MatterSpreadsheetsList } from "./components/matter-spreadsheets-list";
export { SPREADSHEETS_PATH, spreadsheetEditorPath } from "./spreadsheet-paths";
export { spreadsheetExportPath } from "./spreadsheets.api";
