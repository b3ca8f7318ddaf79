/**
 * The two text formats CUAD's `master_clauses.csv` is written in: RFC 4180 CSV (quoted cells hold
 * commas, doubled quotes and newlines — clause texts are full of all three), and in each clause cell a
 * Python-style list of strings (`['first', "it's"]`, `[]` when the clause is absent), because the file
 * was written from pandas. Parsed here by hand: no CSV dependency is installed, and both grammars are small.
 */

/** Splits CSV text into rows of cells. A leading byte-order mark is dropped; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  let cellStart = 0;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index]!;
    if (isQuoted) {
      if (character !== '"') continue;
      if (source[index + 1] === '"') {
        cell += source.slice(cellStart, index + 1);
        index += 1;
        cellStart = index + 1;
      } else {
        cell += source.slice(cellStart, index);
        isQuoted = false;
      }
    } else if (character === '"') {
      isQuoted = true;
      cellStart = index + 1;
    } else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && source[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += character;
  }
  if (isQuoted) cell += source.slice(cellStart);
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value !== ""));
}

/** Turns parsed rows into records keyed by the header row's names. Missing cells read as "". */
export function toRecords(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) =>
    Object.fromEntries(header.map((name, column) => [name.trim(), cells[column] ?? ""])),
  );
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "0": "\0",
};

/**
 * Reads a Python list-of-strings literal (`['a', "b's"]`). Python picks double quotes for a string
 * holding an apostrophe, and escapes newlines as `\n`, so both quote kinds and backslash escapes
 * (including `\xhh` and `\uhhhh`) are understood. Anything that is not a quoted string is skipped.
 */
export function parsePythonStringList(text: string): string[] {
  const values: string[] = [];
  let index = 0;
  while (index < text.length) {
    const quote = text[index];
    if (quote !== "'" && quote !== '"') {
      index += 1;
      continue;
    }
    let value = "";
    index += 1;
    while (index < text.length && text[index] !== quote) {
      const character = text[index]!;
      if (character !== "\\") {
        value += character;
        index += 1;
        continue;
      }
      const escaped = text[index + 1] ?? "";
      if (escaped === "x" || escaped === "u") {
        const length = escaped === "x" ? 2 : 4;
        const code = Number.parseInt(text.slice(index + 2, index + 2 + length), 16);
        value += Number.isNaN(code) ? escaped : String.fromCharCode(code);
        index += 2 + length;
      } else {
        value += SIMPLE_ESCAPES[escaped] ?? `\\${escaped}`;
        index += 2;
      }
    }
    values.push(value);
    index += 1;
  }
  return values;
}
