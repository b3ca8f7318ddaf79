import { parseTypedNumber } from "./cell-input.ts";
import { type CellError, type CellValue, cellError, isCellError } from "./cell-value.ts";
import type { CellArea } from "./formula-parser.ts";

/** A range passed to a function, read cell by cell only when the function walks it. */
export class RangeValue {
  constructor(readonly area: CellArea) {}

  get cellCount(): number {
    return (this.area.bottom - this.area.top + 1) * (this.area.right - this.area.left + 1);
  }
}

/** A value while a formula is evaluated: a cell value, or a range not yet read. */
export type EvaluatedValue = CellValue | RangeValue;

/** What evaluation needs from the sheet around it. */
export interface EvaluationContext {
  readonly rows: number;
  readonly columns: number;
  /** The cell whose formula is being evaluated: relative references count from it. */
  readonly originRow: number;
  readonly originColumn: number;
  /** The value of an in-bounds cell; null when empty. */
  valueAt(row: number, column: number): CellValue;
  /** A column's values indexed by row (holes are empty cells), for reading long ranges quickly. */
  columnValues(column: number): readonly (CellValue | undefined)[] | undefined;
  /**
   * The sum of the numbers in rows `top` to `bottom` of a column (bottom within columnValues), exactly
   * as adding them one by one from 0 gives; NaN when the caller must add them itself.
   */
  columnSum(column: number, top: number, bottom: number): number;
  /** How many numbers those rows hold; asked only right after columnSum answered a number. */
  columnNumberCount(column: number, top: number, bottom: number): number;
  /** Today's date in South Africa as a serial number. */
  today(): number;
}

export const notANumberError = (text: string): CellError =>
  cellError("#VALUE!", `"${text}" is text, not a number.`);

/** A value as a number, as arithmetic sees it: empty is 0, TRUE is 1, numeric text is read. */
export function toNumber(value: CellValue): number | CellError {
  if (value === null) return 0;
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string") {
    const number = parseTypedNumber(value);
    return number === null ? notANumberError(value) : number;
  }
  return value;
}

/** A number written as Excel writes it inside text: at most 15 significant digits. */
export function numberToText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  const text = String(Number(value.toPrecision(15)));
  return text.includes("e") ? text.toUpperCase() : text;
}

/** A value as text, as & and the text functions see it. */
export function toText(value: CellValue): string | CellError {
  if (value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberToText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return value;
}

/** A value as TRUE or FALSE, as IF, AND and OR see it. */
export function toBoolean(value: CellValue): boolean | CellError {
  if (value === null) return false;
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const upper = value.toUpperCase();
    if (upper === "TRUE") return true;
    if (upper === "FALSE") return false;
    return cellError("#VALUE!", `"${value}" is neither TRUE nor FALSE.`);
  }
  return value;
}

// Excel sorts numbers before text before TRUE/FALSE.
function typeRank(value: number | string | boolean): number {
  return typeof value === "number" ? 0 : typeof value === "string" ? 1 : 2;
}

/**
 * Compares two plain values as Excel's comparison operators do: an empty cell is 0, "" or FALSE to
 * match the other side, text compares without case, and numbers equal to 15 significant digits are
 * equal (so 0.1 + 0.2 = 0.3 is TRUE). Negative, zero or positive.
 */
export function compareValues(
  left: number | string | boolean | null,
  right: number | string | boolean | null,
): number {
  const leftValue = left ?? emptyLike(right);
  const rightValue = right ?? emptyLike(leftValue);
  const leftRank = typeRank(leftValue);
  const rightRank = typeRank(rightValue);
  if (leftRank !== rightRank) return leftRank - rightRank;
  if (typeof leftValue === "number" && typeof rightValue === "number") {
    if (leftValue === rightValue) return 0;
    // Numbers further apart than their 15th significant digit cannot print the same: no text needed.
    const isFarApart =
      Math.abs(leftValue - rightValue) > 1e-12 * Math.max(Math.abs(leftValue), Math.abs(rightValue));
    if (!isFarApart && Number(leftValue.toPrecision(15)) === Number(rightValue.toPrecision(15))) return 0;
    return leftValue < rightValue ? -1 : 1;
  }
  if (typeof leftValue === "string" && typeof rightValue === "string") {
    const leftText = leftValue.toLowerCase();
    const rightText = rightValue.toLowerCase();
    return leftText === rightText ? 0 : leftText < rightText ? -1 : 1;
  }
  return Number(leftValue) - Number(rightValue);
}

function emptyLike(other: number | string | boolean | null): number | string | boolean {
  if (typeof other === "string") return "";
  if (typeof other === "boolean") return false;
  return 0;
}

export type RoundingMode = "nearest" | "up" | "down";

/**
 * Rounds to `digits` decimal places (negative: to tens, hundreds) on the decimal digits a person sees,
 * not the binary fraction stored: ROUND(2.675, 2) is 2.68 although 2.675 is held as 2.67499999…
 * "nearest" takes halves away from zero, "up" away from zero, "down" towards zero, as Excel does.
 */
export function roundToDigits(value: number, digits: number, mode: RoundingMode): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const places = Math.trunc(digits);
  const magnitude = Math.abs(value);
  if (mode === "nearest" && places >= 0 && places <= 15) {
    // The usual case, without text: the scaled number is far enough from a half that its 15 digits
    // round the same way, and a whole number over a power of ten divides exactly as the text would read.
    const scale = 10 ** places;
    const scaled = magnitude * scale;
    if (scaled >= 1 && scaled < 1e14 && Math.abs(scaled - Math.floor(scaled) - 0.5) > scaled * 1e-13) {
      const result = Math.round(scaled) / scale;
      return value < 0 ? -result : result;
    }
  }
  const [mantissa = "0", exponentText = "0"] = magnitude.toExponential(14).split("e");
  const exponent = Number(exponentText);
  // Beyond 15 significant digits a double holds no more decimals to round.
  if (exponent + places >= 15) return value;
  if (exponent + places < -1) return mode === "up" ? Math.sign(value) * 10 ** -places : 0;
  const scaled = Number(`${mantissa}e${exponent + places}`);
  const rounded =
    mode === "nearest" ? Math.round(scaled) : mode === "up" ? Math.ceil(scaled) : Math.floor(scaled);
  const result = Number(`${rounded}e${-places}`);
  return value < 0 ? -result : result;
}

/** Whether a value is a cell error (re-exported beside the coercions for the function modules). */
export const isError = isCellError;

/** A function argument as one value: a one-cell range is its cell; a larger range cannot be one value. */
export function toScalar(value: EvaluatedValue, context: EvaluationContext): CellValue {
  if (!(value instanceof RangeValue)) return value;
  if (value.cellCount === 1) return context.valueAt(value.area.top, value.area.left);
  return cellError("#VALUE!", "A range of several cells was used where one value is needed.");
}

/** Calls `visit` for every cell of a range, row by row; stops early when `visit` returns false. */
export function forEachCellIn(
  range: RangeValue,
  context: EvaluationContext,
  visit: (value: CellValue) => boolean | undefined,
): void {
  const { top, left, bottom, right } = range.area;
  for (let row = top; row <= bottom; row += 1) {
    for (let column = left; column <= right; column += 1) {
      if (visit(context.valueAt(row, column)) === false) return;
    }
  }
}
