import { startEarlyGet } from "../lib/api-client";
import {
  SPREADSHEET_PARAM,
  SPREADSHEETS_PATH,
  spreadsheetOpenApiPath,
} from "../modules/office/spreadsheets/spreadsheet-paths";

/**
 * Starts the read a screen waits for most while the page is still loading, when the address names it:
 * a large sheet's cells (megabytes) otherwise wait for the sign-in check, the screen's code and its
 * first drawing before being asked for. The screen's own request takes the answer (startEarlyGet).
 */
export function startEarlyReads(location: { pathname: string; search: string }): void {
  if (location.pathname === SPREADSHEETS_PATH) {
    const spreadsheetId = new URLSearchParams(location.search).get(SPREADSHEET_PARAM);
    if (spreadsheetId) startEarlyGet(spreadsheetOpenApiPath(spreadsheetId));
  }
}
