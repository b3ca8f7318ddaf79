import { columnLabel } from "./cell-reference.ts";
import {
  COLUMN_ABSOLUTE,
  ROW_ABSOLUTE,
  SHAPE_REFERENCE_STRIDE,
  ShapeReferences,
  scanFormulaReferences,
  scannedReference,
} from "./formula-shape.ts";
import { FormulaSyntaxError, type TokenReference, tokenizeFormula } from "./formula-tokens.ts";

/** Rows or columns inserted before `start`, or deleted from `start` on, `count` of them. */
export type SheetShift = {
  axis: "row" | "column";
  change: "insert" | "delete";
  start: number;
  count: number;
};

/** Where one row (or column) number moves; null when it was deleted. */
export function shiftPosition(position: number, shift: SheetShift): number | null {
  if (shift.change === "insert") return position >= shift.start ? position + shift.count : position;
  const lastDeleted = shift.start + shift.count - 1;
  if (position < shift.start) return position;
  return position > lastDeleted ? position - shift.count : null;
}

/**
 * Where a span of rows (or columns) moves: inserting inside it widens it, deleting part of it narrows
 * it, deleting all of it leaves nothing (null) — as Excel moves the ranges of formulas.
 */
function shiftSpan(first: number, last: number, shift: SheetShift): [number, number] | null {
  if (shift.change === "insert") {
    return [
      first >= shift.start ? first + shift.count : first,
      last >= shift.start ? last + shift.count : last,
    ];
  }
  const lastDeleted = shift.start + shift.count - 1;
  if (first >= shift.start && last <= lastDeleted) return null;
  const newFirst = first < shift.start ? first : first <= lastDeleted ? shift.start : first - shift.count;
  const newLast = last < shift.start ? last : last <= lastDeleted ? shift.start - 1 : last - shift.count;
  return [newFirst, newLast];
}

function writeReference(reference: TokenReference, row: number, column: number): string {
  return `${reference.isColumnAbsolute ? "$" : ""}${columnLabel(column)}${reference.isRowAbsolute ? "$" : ""}${row}`;
}

function shiftCell(reference: TokenReference, shift: SheetShift): string {
  const moved = shiftPosition(shift.axis === "row" ? reference.row : reference.column, shift);
  if (moved === null) return "#REF!";
  return shift.axis === "row"
    ? writeReference(reference, moved, reference.column)
    : writeReference(reference, reference.row, moved);
}

function shiftRange(first: TokenReference, last: TokenReference, shift: SheetShift): string {
  let top = Math.min(first.row, last.row);
  let bottom = Math.max(first.row, last.row);
  let left = Math.min(first.column, last.column);
  let right = Math.max(first.column, last.column);
  const span = shift.axis === "row" ? shiftSpan(top, bottom, shift) : shiftSpan(left, right, shift);
  if (span === null) return "#REF!";
  if (shift.axis === "row") [top, bottom] = span;
  else [left, right] = span;
  return `${writeReference(first, top, left)}:${writeReference(last, bottom, right)}`;
}

/**
 * A formula's text with every reference moved for inserted or deleted rows or columns; a reference to
 * a deleted cell becomes #REF!. The rest of the text is kept as typed. Text that cannot be read is
 * returned unchanged.
 */
export function rewriteFormulaReferences(formula: string, shift: SheetShift): string {
  const prefixLength = formula.startsWith("=") ? 1 : 0;
  const body = formula.slice(prefixLength);
  let tokens: ReturnType<typeof tokenizeFormula>;
  try {
    tokens = tokenizeFormula(body);
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return formula;
    throw error;
  }
  let rewritten = "";
  let copiedUpTo = 0;
  for (const token of tokens) {
    if (token.kind !== "cell" && token.kind !== "range") continue;
    rewritten += body.slice(copiedUpTo, token.start);
    rewritten +=
      token.kind === "cell" ? shiftCell(token.reference, shift) : shiftRange(token.first, token.last, shift);
    copiedUpTo = token.end;
  }
  rewritten += body.slice(copiedUpTo);
  return formula.slice(0, prefixLength) + rewritten;
}

const scanned = new ShapeReferences();
const columnLabels: string[] = [];

/** shiftCell for the cell reference at `offset` of `scanned`, read straight from its numbers. */
function shiftScannedCell(offset: number, shift: SheetShift): string {
  const values = scanned.values;
  const row = values[offset + 2] as number;
  const column = values[offset + 3] as number;
  const flags = values[offset + 4] as number;
  const isRowShift = shift.axis === "row";
  const moved = shiftPosition(isRowShift ? row : column, shift);
  if (moved === null) return "#REF!";
  const newColumn = isRowShift ? column : moved;
  // Column labels are remembered: inserting a row writes the same few letters 100 000 times.
  let label = columnLabels[newColumn];
  if (label === undefined) {
    label = columnLabel(newColumn);
    columnLabels[newColumn] = label;
  }
  const columnMark = flags & COLUMN_ABSOLUTE ? "$" : "";
  const rowMark = flags & ROW_ABSOLUTE ? "$" : "";
  return columnMark + label + rowMark + (isRowShift ? moved : row);
}

/**
 * The same as rewriteFormulaReferences for a formula whose references scanFormulaReferences finds
 * exactly (FormulaCell.hasScannableShape): a scan instead of a tokenizer, as inserting a row rewrites
 * every formula below it. A formula that refers to nothing that moves is returned as it is.
 */
export function rewriteScannedFormulaReferences(formula: string, shift: SheetShift): string {
  if (!scanFormulaReferences(formula, scanned)) return rewriteFormulaReferences(formula, shift);
  // Joined from parts, not added up: the new text is scanned again at once, and a joined string is
  // one flat piece of memory where a sum of strings is a tree that is slow to read character by character.
  const parts: string[] = [];
  let copiedUpTo = 0;
  for (let index = 0; index * SHAPE_REFERENCE_STRIDE < scanned.length; index += 1) {
    const offset = index * SHAPE_REFERENCE_STRIDE;
    const start = scanned.values[offset] as number;
    const end = scanned.values[offset + 1] as number;
    const isRange = (scanned.values[offset + 5] as number) >= 0;
    const replacement = isRange
      ? shiftRange(scannedReference(scanned, index, 0), scannedReference(scanned, index, 1), shift)
      : shiftScannedCell(offset, shift);
    if (replacement === formula.slice(start, end)) continue;
    parts.push(formula.slice(copiedUpTo, start), replacement);
    copiedUpTo = end;
  }
  if (copiedUpTo === 0) return formula;
  parts.push(formula.slice(copiedUpTo));
  return parts.join("");
}
