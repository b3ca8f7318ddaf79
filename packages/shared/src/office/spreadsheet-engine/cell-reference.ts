/** 1 → "A", 26 → "Z", 27 → "AA": the letters Excel writes above a column. */
export function columnLabel(column: number): string {
  let remaining = Math.trunc(column);
  if (remaining < 1) return "";
  let label = "";
  while (remaining > 0) {
    const letterIndex = (remaining - 1) % 26;
    label = String.fromCharCode(65 + letterIndex) + label;
    remaining = Math.floor((remaining - 1) / 26);
  }
  return label;
}

/** "A" → 1, "AA" → 27 (letters already upper case). */
export function columnNumber(label: string): number {
  let column = 0;
  for (let index = 0; index < label.length; index += 1) {
    column = column * 26 + (label.charCodeAt(index) - 64);
  }
  return column;
}

/** A 1-based row and column as an A1 reference: (1, 1) → "A1". */
export function cellRef(row: number, column: number): string {
  return `${columnLabel(column)}${row}`;
}

// Excel's own last column is XFD (16 384); beyond that a name is no cell reference at all.
const MAX_REFERENCE_COLUMN = 16_384;
const MAX_REFERENCE_ROW = 1_048_576;

// The row and column readCellRef found last: read into variables, not an object, as a load reads the
// ref of every cell of the sheet.
let readRow = 0;
let readColumn = 0;

/** Reads "B7", "$B$7" or "b7" into readRow and readColumn; false when the text is no cell reference. */
function readCellRef(ref: string): boolean {
  // Read character by character: every load looks up every cell's ref, and a regex here was measurable.
  let position = 0;
  let end = ref.length;
  while (position < end && ref.charCodeAt(position) === 32) position += 1;
  while (end > position && ref.charCodeAt(end - 1) === 32) end -= 1;
  if (ref.charCodeAt(position) === 36) position += 1;
  let column = 0;
  let letters = 0;
  for (; position < end; position += 1) {
    const code = ref.charCodeAt(position) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  if (letters === 0 || letters > 3) return false;
  if (ref.charCodeAt(position) === 36) position += 1;
  let row = 0;
  let digits = 0;
  for (; position < end; position += 1) {
    const code = ref.charCodeAt(position);
    if (code < 48 || code > 57) return false;
    row = row * 10 + (code - 48);
    digits += 1;
  }
  if (digits === 0 || digits > 7 || row === 0 || column > MAX_REFERENCE_COLUMN || row > MAX_REFERENCE_ROW)
    return false;
  readRow = row;
  readColumn = column;
  return true;
}

/** "B7", "$B$7" or "b7" → { row: 7, column: 2 }; null when the text is no cell reference. */
export function parseCellRef(ref: string): { row: number; column: number } | null {
  return readCellRef(ref) ? { row: readRow, column: readColumn } : null;
}

/** The cellKey of a ref inside a sheet of `rows` × `columns`; -1 when it is no ref or lies outside. */
export function cellKeyWithin(ref: string, rows: number, columns: number): number {
  if (!readCellRef(ref) || readRow > rows || readColumn > columns) return -1;
  return cellKey(readRow, readColumn);
}

// Columns never pass 200 (SPREADSHEET_LIMITS.maxColumns), so a row and a column fit one integer key.
const COLUMN_STRIDE = 256;

/** One number standing for a cell, so maps of cells need no string keys. */
export function cellKey(row: number, column: number): number {
  return row * COLUMN_STRIDE + column;
}

export function rowOfKey(key: number): number {
  return Math.floor(key / COLUMN_STRIDE);
}

export function columnOfKey(key: number): number {
  return key % COLUMN_STRIDE;
}

export function refOfKey(key: number): string {
  return cellRef(rowOfKey(key), columnOfKey(key));
}
