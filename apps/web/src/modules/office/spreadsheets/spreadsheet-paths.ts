/** The spreadsheets screen's address. */
export const SPREADSHEETS_PATH = "/legal-spreadsheets";

/** The address parameter naming the open spreadsheet (`?tab=editor&id=<id>`), so a reload reopens it. */
export const SPREADSHEET_PARAM = "id";

/** Where a firm spreadsheet opens in the grid editor (the screen reads `id` on load). */
export function spreadsheetEditorPath(spreadsheetId: string): string {
  return `${SPREADSHEETS_PATH}?tab=editor&${SPREADSHEET_PARAM}=${encodeURIComponent(spreadsheetId)}`;
}
