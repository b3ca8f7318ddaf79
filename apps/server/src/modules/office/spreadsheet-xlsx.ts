import {
  cellRef,
  parseCellRef,
  SPREADSHEET_CONTENT_LIMITS,
  type TSpreadsheetCalculatedValue,
  type TSpreadsheetCellValue,
  type TSpreadsheetData,
  type TSpreadsheetFormat,
  type TSpreadsheetNames,
} from "@inkundla/shared";
import ExcelJS from "exceljs";
import { type CsvCell, writeCsv } from "../../platform/csv-writer.ts";
import { buildStoredSpreadsheet, type StoredSpreadsheet } from "./spreadsheet-content.ts";
import { inspectXlsxPackage, SpreadsheetFileError } from "./spreadsheet-xlsx-package.ts";

export { NOT_AN_XLSX_MESSAGE, SpreadsheetFileError } from "./spreadsheet-xlsx-package.ts";

/**
 * Excel number formats for ours. Excel shows the grouping and decimal marks of the reader's locale, so in
 * South Africa the rand format reads "R 1 234,56" (a literal space in the code would not group digits).
 */
export const XLSX_NUMBER_FORMATS: Record<Exclude<TSpreadsheetFormat, "general">, string> = {
  rand: '"R" #,##0.00;-"R" #,##0.00',
  number: "#,##0.00",
  percent: "0.00%",
  date: "yyyy/mm/dd",
  text: "@",
};

/** Our format for an Excel number format, read from what the code shows (currency, %, date parts). */
export function formatOfNumberFormat(numberFormat: string | undefined): TSpreadsheetFormat {
  if (!numberFormat || numberFormat === "General") return "general";
  if (numberFormat === "@") return "text";
  if (/"R"|\[\$R[\]-]|^R\s?[#0]/.test(numberFormat)) return "rand";
  // Quoted text and bracketed parts ([Red], [$-en-ZA]) say nothing about whether it is a date.
  const bare = numberFormat.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "");
  if (bare.includes("%")) return "percent";
  if (/[dy]/i.test(bare) || /m{3,}/i.test(bare)) return "date";
  if (/[#0]/.test(bare)) return "number";
  return "general";
}

// Excel counts days from 30 December 1899 (serial 25569 is 1 January 1970), ignoring time zones.
const UNIX_EPOCH_SERIAL = 25_569;
const MILLISECONDS_A_DAY = 86_400_000;

/** A JavaScript date exceljs read (UTC) as the Excel serial number the engine calculates with. */
export function dateToSerial(date: Date): number {
  // Rounded to a millisecond of a day, so 45658 does not come back as 45658.000000000004.
  const serial = date.getTime() / MILLISECONDS_A_DAY + UNIX_EPOCH_SERIAL;
  return Math.round(serial * MILLISECONDS_A_DAY) / MILLISECONDS_A_DAY;
}

/** "2026-03-10" for the serial number of that day. */
export function serialToIsoDate(serial: number): string {
  return new Date(Math.round((serial - UNIX_EPOCH_SERIAL) * MILLISECONDS_A_DAY)).toISOString().slice(0, 10);
}

const EXCEL_ERRORS: ReadonlySet<string> = new Set([
  "#N/A",
  "#REF!",
  "#NAME?",
  "#DIV/0!",
  "#NULL!",
  "#VALUE!",
  "#NUM!",
]);

/** A calculated value that is an error ({error, message}) rather than a value. */
function isErrorValue(value: TSpreadsheetCalculatedValue): value is { error: string; message: string } {
  return typeof value === "object" && value !== null;
}

/** The cached result written beside a formula, so Excel and previews show it before recalculating. */
function formulaResult(value: TSpreadsheetCalculatedValue | undefined): ExcelJS.CellFormulaValue["result"] {
  if (value === null || value === undefined) return undefined;
  if (isErrorValue(value)) {
    return EXCEL_ERRORS.has(value.error) ? ({ error: value.error } as ExcelJS.CellErrorValue) : undefined;
  }
  return value;
}

/** An Excel sheet name: at most 31 characters, none of []:*?/\ , never empty. */
export function worksheetName(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\']/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 31)
    .trim();
  return name || "Sheet1";
}

const PIXELS_A_CHARACTER = 7;

/**
 * Functions newer than Excel 2007 are stored with the "_xlfn." prefix in the file; without it Excel shows
 * #NAME? until the cell is edited. Our formulas never carry it.
 */
const FUTURE_FUNCTIONS = [
  "DAYS",
  "IFS",
  "IFNA",
  "XLOOKUP",
  "CONCAT",
  "TEXTJOIN",
  "MAXIFS",
  "MINIFS",
  "SWITCH",
  "XOR",
  "ISOWEEKNUM",
];
const FUTURE_FUNCTION_CALL = new RegExp(`(^|[^A-Za-z0-9_.])(${FUTURE_FUNCTIONS.join("|")})\\(`, "gi");

/** Applies `change` to the parts of a formula outside "quoted text". */
function outsideQuotes(formula: string, change: (part: string) => string): string {
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join("");
}

/** Our formula ("=DAYS(B4,B3)") as the file stores it ("_xlfn.DAYS(B4,B3)", no "="). */
export function toXlsxFormula(formula: string): string {
  return outsideQuotes(formula.replace(/^=/, ""), (part) =>
    part.replace(FUTURE_FUNCTION_CALL, (_match, before: string, name: string) => `${before}_xlfn.${name}(`),
  );
}

/** A file's formula as ours: "=" in front, the "_xlfn."/"_xlws." prefixes gone. */
export function fromXlsxFormula(formula: string): string {
  return `=${outsideQuotes(formula, (part) => part.replace(/_xl(?:fn|ws)\./gi, ""))}`;
}

export type SpreadsheetExportInput = {
  title: string;
  author?: string | undefined;
  stored: StoredSpreadsheet;
  calculations: TSpreadsheetData["calculations"];
};

/**
 * The sheet as an .xlsx: inputs, formulas (exceljs wants them without "=", with the result cached),
 * number formats, the named cells the cards read, column widths and the frozen header row.
 */
export async function spreadsheetToXlsx(input: SpreadsheetExportInput): Promise<Uint8Array> {
  const { stored, calculations } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = input.author ?? "Inkundla";
  workbook.title = input.title;
  const worksheet = workbook.addWorksheet(worksheetName(input.title), {
    views: stored.frozenRows === 1 ? [{ state: "frozen", ySplit: 1, xSplit: 0 }] : [],
  });
  for (const [column, width] of Object.entries(stored.columnWidths ?? {})) {
    worksheet.getColumn(Number(column)).width = Math.round((width / PIXELS_A_CHARACTER) * 10) / 10;
  }
  for (const [reference, value] of Object.entries(stored.values)) {
    if (value === null || stored.formulas[reference] !== undefined) continue;
    worksheet.getCell(reference).value = value;
  }
  for (const [reference, formula] of Object.entries(stored.formulas)) {
    const result = formulaResult(calculations[reference]);
    worksheet.getCell(reference).value =
      result === undefined
        ? { formula: toXlsxFormula(formula) }
        : { formula: toXlsxFormula(formula), result };
  }
  for (const [reference, format] of Object.entries(stored.formats)) {
    if (format !== "general") worksheet.getCell(reference).numFmt = XLSX_NUMBER_FORMATS[format];
  }
  for (const [name, reference] of Object.entries(stored.names)) {
    if (reference) worksheet.getCell(reference).name = name;
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The cell's input as we keep it: text, a number (a date as its serial), true/false; null when empty. */
function inputOf(value: ExcelJS.CellValue): TSpreadsheetCellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (value instanceof Date) return dateToSerial(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) return typeof value.text === "string" ? value.text : String(value.hyperlink);
  if ("error" in value) return value.error;
  return null;
}

/** PostgreSQL cannot keep a NUL in text, and Excel's own limit on a cell's text is 32,767 characters. */
function cleanText(value: TSpreadsheetCellValue): TSpreadsheetCellValue {
  if (typeof value !== "string") return value;
  return value.replaceAll("\u0000", "").slice(0, SPREADSHEET_CONTENT_LIMITS.maxTextChars);
}

const tooLarge = () =>
  new SpreadsheetFileError(
    "too_large",
    `The workbook's first sheet is larger than ${SPREADSHEET_CONTENT_LIMITS.maxCells.toLocaleString("en-ZA")} filled cells, ${SPREADSHEET_CONTENT_LIMITS.maxRows.toLocaleString("en-ZA")} rows or ${SPREADSHEET_CONTENT_LIMITS.maxColumns} columns. Split it into several sheets.`,
  );

const CARD_NAMES = ["revenue", "profit", "margin"] as const;

/** The workbook's names "revenue", "profit" and "margin" when each points at one cell of the first sheet. */
function namedCellsOf(workbook: ExcelJS.Workbook, sheetName: string): TSpreadsheetNames {
  const names: TSpreadsheetNames = {};
  for (const definedName of workbook.definedNames.model) {
    const key = CARD_NAMES.find((name) => name === definedName.name.toLowerCase());
    const range = definedName.ranges[0];
    if (!key || !range) continue;
    const separator = range.lastIndexOf("!");
    const sheet = range.slice(0, separator).replace(/^'|'$/g, "").replaceAll("''", "'");
    const position = parseCellRef(range.slice(separator + 1));
    if (separator > 0 && sheet === sheetName && position) names[key] = cellRef(position.row, position.column);
  }
  return names;
}

/**
 * Reads the first worksheet of an .xlsx: inputs, formulas (with "=" added), number formats mapped to
 * ours, the card's named cells, column widths and a frozen top row. The bytes are checked first (a ZIP
 * with xl/workbook.xml; a password-protected file is named as such), the filled cells are counted before
 * exceljs loads it, and again while reading, so no upload can hang the request.
 */
export async function xlsxToSpreadsheet(bytes: Uint8Array): Promise<StoredSpreadsheet> {
  const summary = inspectXlsxPackage(bytes);
  if (summary.firstSheetCellCount > SPREADSHEET_CONTENT_LIMITS.maxCells) throw tooLarge();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw new SpreadsheetFileError(
      "corrupt",
      "The workbook is damaged and cannot be read. Save it again in Excel and retry.",
    );
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new SpreadsheetFileError("corrupt", "The workbook has no worksheet to import.");

  const values: Record<string, TSpreadsheetCellValue> = {};
  const formulas: Record<string, string> = {};
  const formats: Record<string, TSpreadsheetFormat> = {};
  let cellCount = 0;
  let lastRow = 1;
  let lastColumn = 1;
  const keepFormat = (reference: string, numberFormat: string | undefined) => {
    const format = formatOfNumberFormat(numberFormat);
    if (format !== "general") formats[reference] = format;
  };
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // Only the cells that exist are visited: a row with one cell in column XFD costs one step, not 16,384.
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      if (cell.isMerged && cell.master !== cell) return;
      if (
        rowNumber > SPREADSHEET_CONTENT_LIMITS.maxRows ||
        columnNumber > SPREADSHEET_CONTENT_LIMITS.maxColumns
      ) {
        throw tooLarge();
      }
      const reference = cellRef(rowNumber, columnNumber);
      const formula = cell.type === ExcelJS.ValueType.Formula ? cell.formula : undefined;
      if (formula) {
        if (formula.length + 1 > SPREADSHEET_CONTENT_LIMITS.maxFormulaChars) {
          throw new SpreadsheetFileError(
            "too_large",
            `The formula in ${reference} is longer than ${SPREADSHEET_CONTENT_LIMITS.maxFormulaChars.toLocaleString("en-ZA")} characters.`,
          );
        }
        formulas[reference] = fromXlsxFormula(formula);
      } else {
        const input = cleanText(inputOf(cell.value));
        if (input === null || input === "") return;
        values[reference] = input;
      }
      cellCount += 1;
      if (cellCount > SPREADSHEET_CONTENT_LIMITS.maxCells) throw tooLarge();
      lastRow = Math.max(lastRow, rowNumber);
      lastColumn = Math.max(lastColumn, columnNumber);
      keepFormat(reference, cell.numFmt);
    });
    // An empty cell keeps its format too (a date or rand input waiting to be filled), within the columns.
    const columns = Math.min(row.cellCount, SPREADSHEET_CONTENT_LIMITS.maxColumns);
    for (let column = 1; column <= columns; column += 1) {
      const cell = row.findCell(column);
      if (!cell || cell.type !== ExcelJS.ValueType.Null || cell.isMerged) continue;
      const reference = cellRef(rowNumber, column);
      keepFormat(reference, cell.numFmt);
      if (formats[reference]) {
        lastRow = Math.max(lastRow, rowNumber);
        lastColumn = Math.max(lastColumn, column);
      }
    }
  });

  const columnWidths: Record<string, number> = {};
  for (let column = 1; column <= lastColumn; column += 1) {
    const width = worksheet.getColumn(column).width;
    if (width) {
      columnWidths[String(column)] = Math.min(2000, Math.max(20, Math.round(width * PIXELS_A_CHARACTER)));
    }
  }
  const frozen = worksheet.views.find((view) => view.state === "frozen") as { ySplit?: number } | undefined;
  return buildStoredSpreadsheet(
    { rows: lastRow, columns: lastColumn, headers: [] },
    {
      values,
      formulas,
      formats,
      names: namedCellsOf(workbook, worksheet.name),
      frozenRows: frozen && (frozen.ySplit ?? 0) >= 1 ? 1 : 0,
      columnWidths,
    },
  );
}

/** How a cell reads in CSV: numbers unformatted, dates as yyyy-mm-dd, an error as its code. */
function csvCellOf(
  value: TSpreadsheetCalculatedValue | undefined,
  format: TSpreadsheetFormat | undefined,
): CsvCell {
  if (value === null || value === undefined) return null;
  if (isErrorValue(value)) return value.error;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number" && format === "date") return serialToIsoDate(value);
  return value;
}

/**
 * The sheet as CSV (RFC 4180, see csv-writer): every row up to the last filled one, every column of the
 * sheet, formulas as their calculated values.
 */
export function spreadsheetToCsv(
  stored: StoredSpreadsheet,
  calculations: TSpreadsheetData["calculations"],
): string {
  let lastRow = 1;
  for (const reference of [...Object.keys(stored.values), ...Object.keys(stored.formulas)]) {
    lastRow = Math.max(lastRow, parseCellRef(reference)?.row ?? 1);
  }
  const rows: CsvCell[][] = [];
  for (let row = 1; row <= lastRow; row += 1) {
    const cells: CsvCell[] = [];
    for (let column = 1; column <= stored.structure.columns; column += 1) {
      const reference = cellRef(row, column);
      const value =
        stored.formulas[reference] !== undefined ? calculations[reference] : stored.values[reference];
      cells.push(csvCellOf(value, stored.formats[reference]));
    }
    rows.push(cells);
  }
  return writeCsv(rows);
}
