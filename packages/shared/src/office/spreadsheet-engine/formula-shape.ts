import { SPREADSHEET_LIMITS } from "./cell-value.ts";

// The shape of a formula: its text with every cell reference written relative to the formula's own
// cell, as Excel's R1C1 notation does. A column filled down ("=A1*B1", "=A2*B2", …) has one shape, so
// it is parsed once and every row shares the tree.

// Excel's own grid ends at column XFD and row 1 048 576; a longer name is a name, not a cell.
const MAX_REFERENCE_COLUMN = 16_384;
const MAX_REFERENCE_ROW = 1_048_576;

/** Numbers per reference in a ShapeReferences list: see scanFormulaReferences. */
export const SHAPE_REFERENCE_STRIDE = 8;
export const ROW_ABSOLUTE = 1;
export const COLUMN_ABSOLUTE = 2;

/**
 * The references scanFormulaReferences found, flat, SHAPE_REFERENCE_STRIDE numbers each in `values`:
 * start, end (in the text), then row, column and `$` flags of the first cell, then of the last cell of
 * a range (-1 for a single cell). Flat numbers, reused from scan to scan, because every formula of a
 * sheet is scanned on load; `length` says how many numbers this scan wrote.
 */
export class ShapeReferences {
  readonly values: number[] = [];
  length = 0;

  add(first: number, second: number, third: number): void {
    const values = this.values;
    values[this.length] = first;
    values[this.length + 1] = second;
    values[this.length + 2] = third;
    this.length += 3;
  }
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isIdentifierStart(code: number): boolean {
  return isLetter(code) || code === 95 || code === 92;
}

function isIdentifierPart(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 95 || code === 46 || code === 36;
}

/** The end of the identifier starting at `start` (as the tokenizer reads one), or `start` when none. */
function identifierEnd(text: string, start: number): number {
  let position = start;
  if (text.charCodeAt(position) === 36) position += 1;
  if (!isIdentifierStart(text.charCodeAt(position))) return start;
  position += 1;
  while (position < text.length && isIdentifierPart(text.charCodeAt(position))) position += 1;
  return position;
}

/**
 * Reads text[start, end) as a cell reference ("$B$7") into `into` (row, column, flags); false when the
 * word is no reference. The same rules as the tokenizer's: 1–3 letters, 1–7 digits, no leading zero.
 */
function readReferenceAt(text: string, start: number, end: number, into: ShapeReferences): boolean {
  let position = start;
  let flags = 0;
  if (text.charCodeAt(position) === 36) {
    flags |= COLUMN_ABSOLUTE;
    position += 1;
  }
  let column = 0;
  const lettersStart = position;
  for (; position < end; position += 1) {
    const code = text.charCodeAt(position) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  const letterCount = position - lettersStart;
  if (letterCount === 0 || letterCount > 3) return false;
  if (text.charCodeAt(position) === 36) {
    flags |= ROW_ABSOLUTE;
    position += 1;
  }
  if (text.charCodeAt(position) === 48) return false;
  let row = 0;
  const digitsStart = position;
  for (; position < end; position += 1) {
    const code = text.charCodeAt(position);
    if (code < 48 || code > 57) return false;
    row = row * 10 + (code - 48);
  }
  const digitCount = position - digitsStart;
  if (digitCount === 0 || digitCount > 7) return false;
  if (column > MAX_REFERENCE_COLUMN || row > MAX_REFERENCE_ROW) return false;
  into.add(row, column, flags);
  return true;
}

/** The end of the number literal starting at `start`, read as the tokenizer reads one. */
function numberEnd(text: string, start: number): number {
  // Always past `start`: a "." with no digit after it is no number, and the tokenizer refuses it.
  if (text.charCodeAt(start) === 46 && !isDigit(text.charCodeAt(start + 1))) return start + 1;
  let position = start;
  while (isDigit(text.charCodeAt(position))) position += 1;
  if (text.charCodeAt(position) === 46) {
    position += 1;
    while (isDigit(text.charCodeAt(position))) position += 1;
  }
  const exponent = text.charCodeAt(position) | 32;
  if (exponent === 101) {
    let digits = position + 1;
    const sign = text.charCodeAt(digits);
    if (sign === 43 || sign === 45) digits += 1;
    if (isDigit(text.charCodeAt(digits))) {
      position = digits;
      while (isDigit(text.charCodeAt(position))) position += 1;
    }
  }
  return position;
}

/**
 * Finds the references of a formula's text, reading words, strings and numbers as the tokenizer does,
 * and writes them to `references`. Returns false for text this scan does not vouch for (control
 * characters, an unclosed string, too long); such a formula is parsed on its own.
 */
export function scanFormulaReferences(text: string, references: ShapeReferences): boolean {
  references.length = 0;
  const length = text.length;
  if (length > SPREADSHEET_LIMITS.maxFormulaLength) return false;
  let position = 0;
  while (position < length) {
    const code = text.charCodeAt(position);
    if (code === 34) {
      // A string, "" being a quote inside it: nothing in it is a reference.
      position += 1;
      for (;;) {
        if (position >= length) return false;
        if (text.charCodeAt(position) === 34) {
          if (text.charCodeAt(position + 1) === 34) {
            position += 2;
            continue;
          }
          position += 1;
          break;
        }
        position += 1;
      }
      continue;
    }
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return false;
    if (isDigit(code) || code === 46) {
      position = numberEnd(text, position);
      continue;
    }
    const wordEnd = identifierEnd(text, position);
    if (wordEnd === position) {
      position += 1;
      continue;
    }
    const start = position;
    position = wordEnd;
    if (text.charCodeAt(wordEnd) === 40) continue; // a function name
    const first = references.length;
    references.values[first] = start;
    references.values[first + 1] = wordEnd;
    references.length += 2;
    if (!readReferenceAt(text, start, wordEnd, references)) {
      references.length = first;
      continue;
    }
    const lastStart = wordEnd + 1;
    const lastEnd = text.charCodeAt(wordEnd) === 58 ? identifierEnd(text, lastStart) : lastStart;
    if (lastEnd > lastStart && readReferenceAt(text, lastStart, lastEnd, references)) {
      references.values[first + 1] = lastEnd;
      position = lastEnd;
    } else {
      references.add(-1, -1, 0);
    }
  }
  return true;
}

// Row values are kept non-negative and split in two 16-bit character codes.
const ROW_BIAS = 1_048_576;
const COLUMN_BIAS = 32_768;

/** How many character codes stand for the reference at `offset` in a shape. */
function encodedLength(references: ShapeReferences, offset: number): number {
  return (references.values[offset + 5] as number) < 0 ? 5 : 8;
}

/**
 * Character code `index` of the reference at `offset`, as a shape writes it: a marker (code 1), the
 * `$` flags, then column and row of each cell, each counted from the formula's own cell unless `$`.
 */
function encodedCode(
  references: ShapeReferences,
  offset: number,
  index: number,
  row: number,
  column: number,
): number {
  if (index === 0) return 1;
  const flags = references.values[offset + 4] as number;
  if (index === 1) {
    const lastFlags =
      (references.values[offset + 5] as number) < 0 ? 16 : 32 + (references.values[offset + 7] as number) * 4;
    return 64 + lastFlags + flags;
  }
  const part = index < 5 ? 0 : 3;
  const partFlags = references.values[offset + 4 + part] as number;
  const field = (index - 2) % 3;
  if (field === 0) {
    const referenceColumn = references.values[offset + 3 + part] as number;
    return (partFlags & COLUMN_ABSOLUTE ? referenceColumn : referenceColumn - column) + COLUMN_BIAS;
  }
  const referenceRow = references.values[offset + 2 + part] as number;
  const value = (partFlags & ROW_ABSOLUTE ? referenceRow : referenceRow - row) + ROW_BIAS;
  return field === 1 ? value & 0xffff : value >>> 16;
}

/**
 * The shape of the formula of the cell at (`row`, `column`), its references found by
 * scanFormulaReferences: the text with each reference replaced by its offset from that cell (or its `$`
 * position), so "=A5*$B$1" in row 5 and "=A6*$B$1" in row 6 have the same shape.
 */
export function shapeOf(text: string, row: number, column: number, references: ShapeReferences): string {
  let shape = "";
  let copiedUpTo = 0;
  for (let offset = 0; offset < references.length; offset += SHAPE_REFERENCE_STRIDE) {
    const codes: number[] = [];
    const length = encodedLength(references, offset);
    for (let index = 0; index < length; index += 1) {
      codes.push(encodedCode(references, offset, index, row, column));
    }
    shape += text.slice(copiedUpTo, references.values[offset] as number) + String.fromCharCode(...codes);
    copiedUpTo = references.values[offset + 1] as number;
  }
  return shape + text.slice(copiedUpTo);
}

/**
 * Whether shapeOf(text, row, column, references) would be `shape`, answered without writing it: a
 * filled-down column is checked against the row above, with no string made per cell.
 */
export function hasShape(
  text: string,
  row: number,
  column: number,
  references: ShapeReferences,
  shape: string,
): boolean {
  let cursor = 0;
  let copiedUpTo = 0;
  for (let offset = 0; offset <= references.length; offset += SHAPE_REFERENCE_STRIDE) {
    const segmentEnd = offset < references.length ? (references.values[offset] as number) : text.length;
    if (cursor + segmentEnd - copiedUpTo > shape.length) return false;
    for (let position = copiedUpTo; position < segmentEnd; position += 1) {
      if (text.charCodeAt(position) !== shape.charCodeAt(cursor)) return false;
      cursor += 1;
    }
    if (offset === references.length) break;
    const length = encodedLength(references, offset);
    for (let index = 0; index < length; index += 1) {
      if (encodedCode(references, offset, index, row, column) !== shape.charCodeAt(cursor)) return false;
      cursor += 1;
    }
    copiedUpTo = references.values[offset + 1] as number;
  }
  return cursor === shape.length;
}

/** A reference found by scanFormulaReferences, as the rewriting on row and column changes reads it. */
export type ScannedReference = {
  row: number;
  column: number;
  isRowAbsolute: boolean;
  isColumnAbsolute: boolean;
};

/** The first (`part` 0) or last (`part` 1) cell of the reference at `index` of a ShapeReferences list. */
export function scannedReference(references: ShapeReferences, index: number, part: 0 | 1): ScannedReference {
  const offset = index * SHAPE_REFERENCE_STRIDE + 2 + part * 3;
  const flags = references.values[offset + 2] as number;
  return {
    row: references.values[offset] as number,
    column: references.values[offset + 1] as number,
    isRowAbsolute: (flags & ROW_ABSOLUTE) !== 0,
    isColumnAbsolute: (flags & COLUMN_ABSOLUTE) !== 0,
  };
}
