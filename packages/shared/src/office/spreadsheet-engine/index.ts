// The spreadsheet formula engine (issue 21): parsing, calculation in dependency order, and the way
// values are typed and shown. Pure TypeScript, the same in the browser grid and on the server.

export { formatCellValue } from "./cell-format.ts";
export { type CellInput, parseCellInput } from "./cell-input.ts";
export { cellRef, columnLabel, parseCellRef } from "./cell-reference.ts";
export {
  type CellConstant,
  type CellError,
  type CellErrorCode,
  type CellFormat,
  type CellList,
  type CellValue,
  isCellError,
  type SheetInput,
  type SheetLoadInput,
  SPREADSHEET_LIMITS,
  SpreadsheetLimitError,
} from "./cell-value.ts";
export { SpreadsheetEngine, type SpreadsheetEngineOptions } from "./spreadsheet-engine.ts";
