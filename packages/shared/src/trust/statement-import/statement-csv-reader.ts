/**
 * An RFC 4180 reader for bank statement exports, written here rather than taken from a library so it
 * runs unchanged in the browser (the mapping preview) and on the server (the import).
 */

export const STATEMENT_CSV_DELIMITERS = [",", ";"] as const;
export type StatementCsvDelimiter = (typeof STATEMENT_CSV_DELIMITERS)[number];

export type StatementCsvTable = {
  /** One entry per record as a spreadsheet shows it; a blank line in the middle stays as `[""]`. */
  rows: string[][];
  delimiter: StatementCsvDelimiter;
  /** True when the text ends inside a quoted field, i.e. a quote was never closed. */
  endsInsideQuotes: boolean;
};

/** How many records the delimiter guess looks at; account-detail lines on top need some slack. */
const DELIMITER_SAMPLE_ROWS = 30;

/**
 * Splits CSV text into rows of cells: quoted fields (with `""` for a quote, and delimiters or line
 * breaks inside), CRLF, LF or CR line ends, a leading UTF-8 byte-order mark and blank trailing lines.
 * Without a delimiter it guesses between `,` and `;`.
 */
export function parseStatementCsvRows(text: string, delimiter?: StatementCsvDelimiter): StatementCsvTable {
  const content = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const chosen = delimiter ?? guessDelimiter(content);
  const { rows, endsInsideQuotes } = readRecords(content, chosen, Number.POSITIVE_INFINITY);
  while (rows.length > 0 && isBlankRow(rows[rows.length - 1] ?? [])) rows.pop();
  return { rows, delimiter: chosen, endsInsideQuotes };
}

export function isBlankRow(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === "");
}

function readRecords(
  text: string,
  delimiter: string,
  maxRows: number,
): { rows: string[][]; endsInsideQuotes: boolean } {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let isInsideQuotes = false;
  let wasQuoted = false;
  let index = 0;

  const endField = () => {
    row.push(field);
    field = "";
    wasQuoted = false;
  };

  while (index < text.length) {
    const char = text[index];
    if (isInsideQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        isInsideQuotes = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    // A quote opens a quoted field only at its start; spaces before it are tolerated (`a, "b,c"`),
    // and a quote in the middle of plain text is kept as text.
    if (char === '"' && !wasQuoted && field.trim() === "") {
      field = "";
      isInsideQuotes = true;
      wasQuoted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === "\r" || char === "\n") {
      endField();
      rows.push(row);
      row = [];
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      if (rows.length >= maxRows) return { rows, endsInsideQuotes: false };
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== "" || wasQuoted || row.length > 0 || isInsideQuotes) {
    endField();
    rows.push(row);
  }
  return { rows, endsInsideQuotes: isInsideQuotes };
}

/**
 * Picks the delimiter that gives the most rows with the same number of cells (more than one). A
 * `;` export with decimal commas still splits evenly on `,`, but its header row does not, so `;`
 * wins; on a tie the delimiter giving more cells wins, then `,`.
 */
function guessDelimiter(text: string): StatementCsvDelimiter {
  let best: { delimiter: StatementCsvDelimiter; rowsAgreeing: number; cellCount: number } = {
    delimiter: ",",
    rowsAgreeing: 0,
    cellCount: 0,
  };
  for (const delimiter of STATEMENT_CSV_DELIMITERS) {
    const { rows } = readRecords(text, delimiter, DELIMITER_SAMPLE_ROWS);
    const rowsByCellCount = new Map<number, number>();
    for (const row of rows) {
      if (row.length > 1 && !isBlankRow(row)) {
        rowsByCellCount.set(row.length, (rowsByCellCount.get(row.length) ?? 0) + 1);
      }
    }
    for (const [cellCount, rowsAgreeing] of rowsByCellCount) {
      const isBetter =
        rowsAgreeing > best.rowsAgreeing ||
        (rowsAgreeing === best.rowsAgreeing && cellCount > best.cellCount);
      if (isBetter) best = { delimiter, rowsAgreeing, cellCount };
    }
  }
  return best.delimiter;
}
