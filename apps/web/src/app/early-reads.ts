import { startEarlyGet } from "../lib/api-client";
import { spreadsheetEarlyReadPath } from "../modules/office/spreadsheets/spreadsheet-paths";

/**
 * Starts the read a screen waits for most while the page is still loading, when the address names it:
 * a large sheet's cells (megabytes) otherwise wait for the sign-in check, the screen's code and its
 * first drawing before being asked for. The screen's own request takes the answer (startEarlyGet).
 */
export function startEarlyReads(location: { pathname: string; search: string }): void {
  const spreadsheet = spreadsheetEarlyReadPath(location);
  if (spreadsheet) startEarlyGet(spreadsheet);
}
