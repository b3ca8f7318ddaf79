import { CELL_ERROR_CODES, type CellErrorCode } from "./cell-value.ts";

/** A cell named in a formula; the `$` marks matter only when the text is written back. */
export type TokenReference = {
  row: number;
  column: number;
  isRowAbsolute: boolean;
  isColumnAbsolute: boolean;
};

export type FormulaToken = { start: number; end: number } & (
  | { kind: "number"; value: number }
  | { kind: "string"; value: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "error"; code: CellErrorCode }
  | { kind: "cell"; reference: TokenReference }
  | { kind: "range"; first: TokenReference; last: TokenReference }
  | { kind: "function"; name: string }
  | { kind: "name"; name: string }
  | { kind: "operator"; operator: string }
  | { kind: "open" }
  | { kind: "close" }
  | { kind: "separator" }
);

/** A formula that cannot be read; its message is shown to the person who typed it. */
export class FormulaSyntaxError extends Error {}

const NUMBER_PATTERN = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const IDENTIFIER_PATTERN = /\$?[A-Za-z_\\][A-Za-z0-9_.$]*/y;
const RANGE_END_PATTERN = /\$?[A-Za-z]{1,3}\$?[1-9]\d{0,6}(?![A-Za-z0-9_.(])/y;
const WHOLE_COLUMN_PATTERN = /\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}(?![A-Za-z0-9_.(])/y;
const TWO_CHARACTER_OPERATORS = new Set(["<>", "<=", ">="]);
const ONE_CHARACTER_OPERATORS = new Set(["+", "-", "*", "/", "^", "&", "=", "<", ">", "%"]);
// Excel's own grid ends at column XFD and row 1 048 576; a longer name is a name, not a cell.
const MAX_REFERENCE_COLUMN = 16_384;
const MAX_REFERENCE_ROW = 1_048_576;

/** A word as a cell reference ("$B$7"), or null; read by character codes, as every formula has many. */
function readReference(text: string): TokenReference | null {
  let position = 0;
  const isColumnAbsolute = text.charCodeAt(0) === 36;
  if (isColumnAbsolute) position += 1;
  let column = 0;
  const lettersStart = position;
  for (; position < text.length; position += 1) {
    const code = text.charCodeAt(position) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  const letterCount = position - lettersStart;
  if (letterCount === 0 || letterCount > 3) return null;
  const isRowAbsolute = text.charCodeAt(position) === 36;
  if (isRowAbsolute) position += 1;
  if (text.charCodeAt(position) === 48) return null;
  let row = 0;
  const digitsStart = position;
  for (; position < text.length; position += 1) {
    const code = text.charCodeAt(position);
    if (code < 48 || code > 57) return null;
    row = row * 10 + (code - 48);
  }
  const digitCount = position - digitsStart;
  if (digitCount === 0 || digitCount > 7) return null;
  if (column > MAX_REFERENCE_COLUMN || row > MAX_REFERENCE_ROW) return null;
  return { row, column, isColumnAbsolute, isRowAbsolute };
}

function readErrorLiteral(text: string, position: number): CellErrorCode | null {
  for (const code of CELL_ERROR_CODES) {
    if (
      text.startsWith(code, position) ||
      text.slice(position, position + code.length).toUpperCase() === code
    ) {
      return code;
    }
  }
  return null;
}

/**
 * Splits formula text (without its leading "=") into tokens that remember where they stand, so
 * references can be rewritten in place when rows or columns move and the rest of the text is kept.
 */
export function tokenizeFormula(text: string): FormulaToken[] {
  const tokens: FormulaToken[] = [];
  let position = 0;
  while (position < text.length) {
    const character = text[position] ?? "";
    const code = text.charCodeAt(position);
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 160) {
      position += 1;
      continue;
    }
    const start = position;
    if ((code >= 48 && code <= 57) || code === 46) {
      NUMBER_PATTERN.lastIndex = position;
      const match = NUMBER_PATTERN.exec(text);
      if (!match)
        throw new FormulaSyntaxError(`The formula has a stray "${character}" at position ${start + 1}.`);
      position += match[0].length;
      tokens.push({ kind: "number", value: Number(match[0]), start, end: position });
      continue;
    }
    if (character === '"') {
      let value = "";
      position += 1;
      for (;;) {
        if (position >= text.length)
          throw new FormulaSyntaxError("The formula has text with no closing quote.");
        const next = text[position];
        if (next === '"') {
          if (text[position + 1] === '"') {
            value += '"';
            position += 2;
            continue;
          }
          position += 1;
          break;
        }
        value += next;
        position += 1;
      }
      tokens.push({ kind: "string", value, start, end: position });
      continue;
    }
    if (character === "#") {
      const code = readErrorLiteral(text, position);
      if (!code)
        throw new FormulaSyntaxError(`The formula has an unknown error value at position ${start + 1}.`);
      position += code.length;
      tokens.push({ kind: "error", code, start, end: position });
      continue;
    }
    if (
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 95 ||
      code === 36 ||
      code === 92
    ) {
      IDENTIFIER_PATTERN.lastIndex = position;
      const match = IDENTIFIER_PATTERN.exec(text);
      if (!match)
        throw new FormulaSyntaxError(`The formula has a stray "${character}" at position ${start + 1}.`);
      const word = match[0];
      position += word.length;
      if (text[position] === "(") {
        tokens.push({ kind: "function", name: word.toUpperCase(), start, end: position });
        continue;
      }
      if (text[position] === ":") {
        WHOLE_COLUMN_PATTERN.lastIndex = start;
        const wholeColumn = WHOLE_COLUMN_PATTERN.exec(text);
        if (wholeColumn) {
          throw new FormulaSyntaxError(
            `Whole-column references such as ${wholeColumn[0].toUpperCase()} are not supported; use a range such as A1:A100.`,
          );
        }
      }
      const reference = readReference(word);
      if (reference) {
        if (text[position] === ":") {
          RANGE_END_PATTERN.lastIndex = position + 1;
          const endMatch = RANGE_END_PATTERN.exec(text);
          const last = endMatch ? readReference(endMatch[0]) : null;
          if (!endMatch || !last) {
            throw new FormulaSyntaxError(
              `The range starting at ${word.toUpperCase()} has no cell after the colon.`,
            );
          }
          position += 1 + endMatch[0].length;
          tokens.push({ kind: "range", first: reference, last, start, end: position });
          continue;
        }
        tokens.push({ kind: "cell", reference, start, end: position });
        continue;
      }
      const upper = word.toUpperCase();
      if (upper === "TRUE" || upper === "FALSE") {
        tokens.push({ kind: "boolean", value: upper === "TRUE", start, end: position });
        continue;
      }
      tokens.push({ kind: "name", name: word, start, end: position });
      continue;
    }
    const pair = text.slice(position, position + 2);
    if (TWO_CHARACTER_OPERATORS.has(pair)) {
      position += 2;
      tokens.push({ kind: "operator", operator: pair, start, end: position });
      continue;
    }
    position += 1;
    if (ONE_CHARACTER_OPERATORS.has(character)) {
      tokens.push({ kind: "operator", operator: character, start, end: position });
    } else if (character === "(") {
      tokens.push({ kind: "open", start, end: position });
    } else if (character === ")") {
      tokens.push({ kind: "close", start, end: position });
    } else if (character === "," || character === ";") {
      // South African Excel lists arguments with ";" (the comma is the decimal separator there).
      tokens.push({ kind: "separator", start, end: position });
    } else {
      throw new FormulaSyntaxError(`The formula has a stray "${character}" at position ${start + 1}.`);
    }
  }
  return tokens;
}
