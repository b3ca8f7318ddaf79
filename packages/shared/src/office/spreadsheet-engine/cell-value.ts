/** The error values a cell can show, as Excel writes them (plus #CIRC! and #LIMIT! of our own). */
export type CellErrorCode =
  | "#REF!"
  | "#DIV/0!"
  | "#VALUE!"
  | "#NAME?"
  | "#N/A"
  | "#NUM!"
  | "#CIRC!"
  | "#LIMIT!";

export const CELL_ERROR_CODES: readonly CellErrorCode[] = [
  "#REF!",
  "#DIV/0!",
  "#VALUE!",
  "#NAME?",
  "#N/A",
  "#NUM!",
  "#CIRC!",
  "#LIMIT!",
];

/** An error shown in a cell; `message` is a sentence a person understands (shown on hover). */
export type CellError = { error: CellErrorCode; message: string };

/** What a cell holds once calculated: null when it is empty. */
export type CellValue = number | string | boolean | null | CellError;

/** A constant a person typed (no formula). */
export type CellConstant = number | string | boolean | null;

export type CellFormat = "general" | "number" | "rand" | "percent" | "date" | "text";

/** The inputs of one sheet, as saved: constants and formula texts by A1 reference ("B7"). */
export type SheetInput = {
  rows: number;
  columns: number;
  values: Record<string, string | number | boolean | null>;
  formulas: Record<string, string>;
};

/**
 * Cells as two lists side by side, `inputs[i]` in cell `refs[i]`: what a client that scans a saved
 * sheet's JSON itself hands the engine, as building a map of 50,000 cells and walking it again is slow.
 */
export type CellList<Input> = { refs: string[]; inputs: Input[] };

/** A sheet to load: its cells as SheetInput's maps, or as lists. */
export type SheetLoadInput = Pick<SheetInput, "rows" | "columns"> & {
  values: SheetInput["values"] | CellList<CellConstant>;
  formulas: SheetInput["formulas"] | CellList<string>;
};

export const SPREADSHEET_LIMITS = {
  maxCells: 100_000,
  maxRows: 100_000,
  maxColumns: 200,
  maxFormulaLength: 8_192,
  maxRangeCells: 100_000,
} as const;

/** A sheet (or an insertion into one) passes a limit that keeps the browser and server responsive. */
export class SpreadsheetLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SpreadsheetLimitError";
  }
}

export function isCellError(value: unknown): value is CellError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { error?: unknown }).error === "string" &&
    CELL_ERROR_CODES.includes((value as { error: CellErrorCode }).error) &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

export function cellError(error: CellErrorCode, message: string): CellError {
  return { error, message };
}

/** Whether two calculated values are the same, so only cells whose value really changed are reported. */
export function isSameCellValue(left: CellValue, right: CellValue): boolean {
  // Plain values (the usual case, 30 000 times after one change) need no error checks.
  const isLeftPlain = typeof left !== "object" || left === null;
  const isRightPlain = typeof right !== "object" || right === null;
  if (isLeftPlain && isRightPlain) return Object.is(left, right) || left === right;
  if (isCellError(left) || isCellError(right)) {
    return (
      isCellError(left) && isCellError(right) && left.error === right.error && left.message === right.message
    );
  }
  return Object.is(left, right) || left === right;
}
