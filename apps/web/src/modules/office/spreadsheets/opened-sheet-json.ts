import type { CellConstant, CellList } from "@inkundla/shared";

// The editor's answer for a sheet is `{…the card…,"data":{"values":{…},"formulas":{…},…}}` with up to
// 100,000 cells in the two maps. JSON.parse building those maps (dictionaries of 50,000 keys each) and
// the engine walking them again took ~150 ms of a browser's time on a 10,000-row sheet; here the two
// maps are scanned straight into the lists the engine loads (CellList), and only the rest is parsed.

/** Where the cells start: a quote inside a JSON string is escaped, so this is found only as written. */
const VALUES_START = '"data":{"values":';

type Scanned<Input> = { list: CellList<Input>; end: number };

/** A position's character code, or -1 past the end. */
function codeAt(text: string, position: number): number {
  return position < text.length ? text.charCodeAt(position) : -1;
}

/** The first position at or after `position` that is not JSON whitespace. */
function skipSpace(text: string, position: number): number {
  let at = position;
  for (;;) {
    const code = codeAt(text, at);
    if (code !== 32 && code !== 10 && code !== 13 && code !== 9) return at;
    at += 1;
  }
}

/** A character a JSON number is written with: - + . 0–9 e E. */
function isNumberCharacter(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69
  );
}

/** Reads the JSON scalars of one flat object, keeping the first backslash found for the next string. */
class FlatObjectScanner {
  private nextBackslash = -2;

  constructor(private readonly text: string) {}

  /** The string starting at `start` (a quote) and the position after it; null when there is none. */
  private readString(start: number): { value: string; end: number } | null {
    const { text } = this;
    const close = text.indexOf('"', start + 1);
    if (close < 0) return null;
    if (this.nextBackslash !== -1 && this.nextBackslash <= start) {
      this.nextBackslash = text.indexOf("\\", start + 1);
    }
    if (this.nextBackslash === -1 || this.nextBackslash > close) {
      return { value: text.slice(start + 1, close), end: close + 1 };
    }
    // An escape: find the closing quote past every escaped character, and let JSON read the string.
    let at = start + 1;
    for (;;) {
      const code = codeAt(text, at);
      if (code === -1) return null;
      if (code === 92) at += 2;
      else if (code === 34) break;
      else at += 1;
    }
    try {
      return { value: JSON.parse(text.slice(start, at + 1)) as string, end: at + 1 };
    } catch {
      return null;
    }
  }

  /** The scalar (string, number, true, false or null) starting at `start`; null when there is none. */
  private readScalar(start: number): { value: CellConstant; end: number } | null {
    const { text } = this;
    const code = codeAt(text, start);
    if (code === 34) return this.readString(start);
    for (const [word, value] of WORDS) {
      if (text.startsWith(word, start)) return { value, end: start + word.length };
    }
    let end = start;
    while (isNumberCharacter(codeAt(text, end))) end += 1;
    if (end === start) return null;
    const value = Number(text.slice(start, end));
    return Number.isFinite(value) ? { value, end } : null;
  }

  /** The object of scalars starting at `start` as lists, and the position after it; null if not one. */
  scan(start: number): Scanned<CellConstant> | null {
    const { text } = this;
    const list: CellList<CellConstant> = { refs: [], inputs: [] };
    let at = skipSpace(text, start);
    if (codeAt(text, at) !== 123) return null;
    at = skipSpace(text, at + 1);
    if (codeAt(text, at) === 125) return { list, end: at + 1 };
    for (;;) {
      if (codeAt(text, at) !== 34) return null;
      const key = this.readString(at);
      if (!key) return null;
      at = skipSpace(text, key.end);
      if (codeAt(text, at) !== 58) return null;
      const scalar = this.readScalar(skipSpace(text, at + 1));
      if (!scalar) return null;
      list.refs.push(key.value);
      list.inputs.push(scalar.value);
      at = skipSpace(text, scalar.end);
      const separator = codeAt(text, at);
      if (separator === 125) return { list, end: at + 1 };
      if (separator !== 44) return null;
      at = skipSpace(text, at + 1);
    }
  }
}

const WORDS: [string, CellConstant][] = [
  ["true", true],
  ["false", false],
  ["null", null],
];

/** The position after `,"<name>":` (whitespace allowed around each part) at `start`, or -1. */
function afterField(text: string, start: number, name: string): number {
  let at = skipSpace(text, start);
  if (codeAt(text, at) !== 44) return -1;
  at = skipSpace(text, at + 1);
  const quoted = `"${name}"`;
  if (!text.startsWith(quoted, at)) return -1;
  at = skipSpace(text, at + quoted.length);
  return codeAt(text, at) === 58 ? at + 1 : -1;
}

function isTextList(list: CellList<CellConstant>): list is CellList<string> {
  return list.inputs.every((input) => typeof input === "string");
}

/**
 * The editor's answer for a sheet, parsed, with `data.values` and `data.formulas` as lists (CellList)
 * rather than maps. An answer not laid out as the server writes it is parsed whole as JSON, its cells
 * left as maps: the engine loads either.
 */
export function parseOpenedSheetJson(text: string): unknown {
  const marker = text.indexOf(VALUES_START);
  if (marker < 0) return JSON.parse(text);
  const scanner = new FlatObjectScanner(text);
  const valuesStart = marker + VALUES_START.length;
  const values = scanner.scan(valuesStart);
  const formulasStart = values ? afterField(text, values.end, "formulas") : -1;
  const formulas = values && formulasStart >= 0 ? scanner.scan(formulasStart) : null;
  if (!values || !formulas || !isTextList(formulas.list)) return JSON.parse(text);
  const rest = JSON.parse(
    `${text.slice(0, valuesStart)}{}${text.slice(values.end, formulasStart)}{}${text.slice(formulas.end)}`,
  ) as { data?: Record<string, unknown> };
  if (typeof rest.data !== "object" || rest.data === null) return JSON.parse(text);
  rest.data.values = values.list;
  rest.data.formulas = formulas.list;
  return rest;
}
