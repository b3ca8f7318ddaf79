/** The spreadsheets API, beside the screen's address so the page can read a sheet early. */
export const SPREADSHEETS_API_PATH = "/api/office/spreadsheets";

/** The spreadsheets screen's address. */
export const SPREADSHEETS_PATH = "/legal-spreadsheets";

/** The address parameter naming the open spreadsheet (`?tab=editor&id=<id>`), so a reload reopens it. */
export const SPREADSHEET_PARAM = "id";

/** Where a firm spreadsheet opens in the grid editor (the screen reads `id` on load). */
export function spreadsheetEditorPath(spreadsheetId: string): string {
  return `${SPREADSHEETS_PATH}?tab=editor&${SPREADSHEET_PARAM}=${encodeURIComponent(spreadsheetId)}`;
}

/**
 * What the grid editor reads to open a sheet: its cells without the server's results, which the grid's
 * engine works out (GET, `?calculations=omit`). Here, beside the screen's address, so the page can start
 * the read as it loads (app/early-reads.ts) without loading the spreadsheet module.
 */
export function spreadsheetOpenApiPath(spreadsheetId: string): string {
  return `${SPREADSHEETS_API_PATH}/${encodeURIComponent(spreadsheetId)}?calculations=omit`;
}

/** What to read as the page loads when the address opens a sheet in the editor (app/early-reads.ts). */
export function spreadsheetEarlyReadPath(location: { pathname: string; search: string }): string | null {
  if (location.pathname !== SPREADSHEETS_PATH) return null;
  const spreadsheetId = new URLSearchParams(location.search).get(SPREADSHEET_PARAM);
  return spreadsheetId ? spreadsheetOpenApiPath(spreadsheetId) : null;
}
