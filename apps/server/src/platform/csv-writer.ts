/**
 * CSV files for download (RFC 4180): fields quoted when they hold a comma, a quote or a line break,
 * CRLF line ends, and a UTF-8 byte order mark so Excel reads "Mokoena & Dlamini – Trust" as UTF-8
 * instead of the Windows code page.
 */

/** A cell: text as written, a number as a number, null or undefined as an empty field. */
export type CsvCell = string | number | bigint | null | undefined;

const BYTE_ORDER_MARK = "\uFEFF";
const LINE_END = "\r\n";

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): a client
 * name typed as `=HYPERLINK(…)` must arrive as text.
 */
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** A plain number such as `-12.50` or `1234`: a spreadsheet reads it as a value, never as a formula. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** Text a spreadsheet will show as typed: a leading `'` keeps a would-be formula as text. */
export function neutralizeFormula(text: string): string {
  if (text === "" || PLAIN_NUMBER.test(text)) return text;
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/** One field, protected against formulas and quoted when RFC 4180 asks for it. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  const text =
    typeof cell === "string"
      ? neutralizeFormula(cell)
      : typeof cell === "bigint" || Number.isFinite(cell)
        ? String(cell)
        : "";
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, one line per row, each ended by CRLF. */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvField).join(",") + LINE_END).join("");
}
