import {
  cellRef,
  isCellError,
  isCellWithinStructure,
  NEW_SPREADSHEET,
  SPREADSHEET_CONTENT_LIMITS,
  SpreadsheetEngine,
  type TSpreadsheetCalculatedValue,
  type TSpreadsheetContent,
  type TSpreadsheetData,
  type TSpreadsheetDataInput,
  type TSpreadsheetStructure,
  type TSpreadsheetTotals,
} from "@inkundla/shared";

/**
 * A workbook as the database keeps it (`content` of the sheet, json as storedSpreadsheetText writes it,
 * and of each version, jsonb): the cells and the sheet's size together, so a version can be restored whole.
 */
export type StoredSpreadsheet = TSpreadsheetContent & { structure: TSpreadsheetStructure };

/** How a sheet's `content` starts: `storedSpreadsheetText` writes the editor's fields first, cells first. */
export const STORED_SPREADSHEET_START = '{"values":';

/** The key `storedSpreadsheetText` writes last (its value holds no object, so nothing inside matches it). */
export const STORED_STRUCTURE_KEY = ',"structure":';

/**
 * A workbook's JSON text as `office_spreadsheet.content` keeps it: the editor's fields in the order its
 * read answers with them, then `structure`. The editor's read then sends the stored text as it is, up to
 * `structure` (editorDataText), without PostgreSQL printing 100,000 cells from jsonb.
 */
export function storedSpreadsheetText(stored: StoredSpreadsheet): string {
  const { rows, columns, headers } = stored.structure;
  const editorFields = [
    `${STORED_SPREADSHEET_START}${JSON.stringify(stored.values ?? {})}`,
    `"formulas":${JSON.stringify(stored.formulas ?? {})}`,
    `"formats":${JSON.stringify(stored.formats ?? {})}`,
    `"names":${JSON.stringify(stored.names ?? {})}`,
    `"frozenRows":${JSON.stringify(stored.frozenRows ?? null)}`,
    `"columnWidths":${JSON.stringify(stored.columnWidths ?? {})}`,
  ].join(",");
  return `${editorFields}${STORED_STRUCTURE_KEY}${JSON.stringify({ rows, columns, headers })}}`;
}

/** A sheet with every formula worked out, ready to store and to answer with. */
export type CalculatedSpreadsheet = {
  stored: StoredSpreadsheet;
  calculations: TSpreadsheetData["calculations"];
  cellCount: number;
  totals: TSpreadsheetTotals;
};

/** Why a sheet cannot be kept; the message is the one a person sees (400). */
export class SpreadsheetContentError extends Error {
  constructor(
    readonly reason: "too_large" | "outside_sheet",
    message: string,
  ) {
    super(message);
    this.name = "SpreadsheetContentError";
  }
}

/** Row 1's values as the card's header labels, one per column ("" for an empty cell). */
export function headersOfRowOne(values: TSpreadsheetContent["values"], columns: number): string[] {
  const headers: string[] = [];
  for (let column = 1; column <= columns; column += 1) {
    const value = values[cellRef(1, column)];
    headers.push(value === null || value === undefined ? "" : String(value));
  }
  while (headers.length > 0 && headers.at(-1) === "") headers.pop();
  return headers;
}

/**
 * The cells of a new or saved sheet. A header fills its row-1 cell only where the body left that cell
 * empty (neither a value nor a formula): with no data at all, row 1 simply holds the headers, as the
 * spec's new sheet does.
 */
export function buildStoredSpreadsheet(
  structure: TSpreadsheetStructure,
  data: TSpreadsheetDataInput | TSpreadsheetContent | undefined,
): StoredSpreadsheet {
  const values: TSpreadsheetContent["values"] = { ...(data?.values ?? {}) };
  const formulas = { ...(data?.formulas ?? {}) };
  structure.headers.forEach((header, index) => {
    const reference = cellRef(1, index + 1);
    if (header !== "" && values[reference] === undefined && formulas[reference] === undefined) {
      values[reference] = header;
    }
  });
  const stored: StoredSpreadsheet = {
    values,
    formulas,
    formats: { ...(data?.formats ?? {}) },
    names: { ...(data?.names ?? {}) },
    frozenRows: data?.frozenRows ?? 1,
    columnWidths: { ...(data?.columnWidths ?? {}) },
    structure: { rows: structure.rows, columns: structure.columns, headers: [] },
  };
  stored.structure.headers = headersOfRowOne(values, structure.columns);
  return stored;
}

/** The spec's new sheet: 20 rows × 6 columns, the headers in a frozen row 1, nothing else. */
export function newSpreadsheet(
  structure: TSpreadsheetStructure = { ...NEW_SPREADSHEET, headers: [...NEW_SPREADSHEET.headers] },
) {
  return buildStoredSpreadsheet(structure, undefined);
}

/** Cells holding an input or a formula (an empty value does not count). */
export function filledCellCount(content: Pick<TSpreadsheetContent, "values" | "formulas">): number {
  // Counted without building a set of 100,000 references: a value under a formula is not a second cell.
  let count = Object.keys(content.formulas).length;
  for (const reference in content.values) {
    const value = content.values[reference];
    if (value !== null && value !== "" && !Object.hasOwn(content.formulas, reference)) count += 1;
  }
  return count;
}

/** Refuses a sheet past the limits, or with a cell outside its rows and columns, before the engine sees it. */
function checkBounds(stored: StoredSpreadsheet, cellCount: number): void {
  const { rows, columns } = stored.structure;
  if (
    rows > SPREADSHEET_CONTENT_LIMITS.maxRows ||
    columns > SPREADSHEET_CONTENT_LIMITS.maxColumns ||
    cellCount > SPREADSHEET_CONTENT_LIMITS.maxCells
  ) {
    throw new SpreadsheetContentError(
      "too_large",
      `The sheet is larger than ${SPREADSHEET_CONTENT_LIMITS.maxCells.toLocaleString("en-ZA")} filled cells, ${SPREADSHEET_CONTENT_LIMITS.maxRows.toLocaleString("en-ZA")} rows or ${SPREADSHEET_CONTENT_LIMITS.maxColumns} columns. Split it into several sheets.`,
    );
  }
  const references = [
    ...Object.keys(stored.values),
    ...Object.keys(stored.formulas),
    ...Object.keys(stored.formats),
    ...Object.values(stored.names).filter((reference): reference is string => Boolean(reference)),
  ];
  const outside = references.find((reference) => !isCellWithinStructure(reference, rows, columns));
  if (outside) {
    throw new SpreadsheetContentError(
      "outside_sheet",
      `Cell ${outside} lies outside the sheet's ${rows} rows and ${columns} columns.`,
    );
  }
}

/** A rand amount as cents, or null when it is no number (or too large to count in cents exactly). */
export function randToCents(value: TSpreadsheetCalculatedValue | undefined): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const cents = Math.round(value * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

// The margin column is a PostgreSQL integer; a ratio past ±214,748 (21 million percent) is no margin.
const MAX_BASIS_POINTS = 2_147_483_647;

/** A ratio (0.25) as basis points (2500), or null when it is no number. */
export function ratioToBasisPoints(value: TSpreadsheetCalculatedValue | undefined): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const basisPoints = Math.round(value * 10_000);
  return Math.abs(basisPoints) <= MAX_BASIS_POINTS ? basisPoints : null;
}

/**
 * The card's figures from the named cells: revenue and profit are rand amounts, margin a ratio. A name
 * that is missing or whose cell is empty, text or an error gives null, never a made-up zero.
 */
export function totalsFromNamedCells(
  names: TSpreadsheetContent["names"],
  readCell: (reference: string) => TSpreadsheetCalculatedValue | undefined,
): TSpreadsheetTotals {
  return {
    totalRevenue: names.revenue ? randToCents(readCell(names.revenue)) : null,
    totalProfit: names.profit ? randToCents(readCell(names.profit)) : null,
    avgMargin: names.margin ? ratioToBasisPoints(readCell(names.margin)) : null,
  };
}

/**
 * Loads the sheet into the formula engine and reads every formula's result. The engine itself refuses
 * (SpreadsheetLimitError) a sheet or a range past its limits, so no save or read can hang on a formula.
 * `isStored` says the cells are a saved sheet's, checked against the bounds when they were saved: a
 * read skips walking every reference again (about 90 ms on a 100,000-cell sheet).
 */
export function calculateSpreadsheet(stored: StoredSpreadsheet, isStored = false): CalculatedSpreadsheet {
  const cellCount = filledCellCount(stored);
  if (!isStored) checkBounds(stored, cellCount);
  const engine = SpreadsheetEngine.load({
    rows: stored.structure.rows,
    columns: stored.structure.columns,
    values: stored.values,
    formulas: stored.formulas,
  });
  const calculations: TSpreadsheetData["calculations"] = {};
  for (const reference of Object.keys(stored.formulas)) {
    calculations[reference] = toCalculatedValue(engine.getValue(reference));
  }
  const readCell = (reference: string) =>
    reference in calculations ? calculations[reference] : toCalculatedValue(engine.getValue(reference));
  return {
    stored,
    calculations,
    cellCount,
    totals: totalsFromNamedCells(stored.names, readCell),
  };
}

function toCalculatedValue(value: unknown): TSpreadsheetCalculatedValue {
  if (isCellError(value)) return { error: value.error, message: value.message };
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") return value;
  return null;
}

/** The workbook as the editor opens it (GET, POST and PUT answers). */
export function spreadsheetData(calculated: CalculatedSpreadsheet): TSpreadsheetData {
  return { ...storedSpreadsheetData(calculated.stored), calculations: calculated.calculations };
}

/** The workbook's cells as saved, without any formula's result (editorDataText cuts the same from the stored text). */
export function storedSpreadsheetData(stored: StoredSpreadsheet): TSpreadsheetData {
  return {
    values: stored.values,
    formulas: stored.formulas,
    formats: stored.formats,
    names: stored.names,
    frozenRows: stored.frozenRows,
    columnWidths: stored.columnWidths ?? {},
    calculations: {},
  };
}

/**
 * The editor's answer's `data` as JSON text, cut from the stored text (`content` is json, kept as
 * storedSpreadsheetText wrote it): its fields before `structure`, and no formula's result. Parsing
 * 100,000 cells into objects only to write them out again took the server longer than anything else in
 * opening a large sheet, and so did PostgreSQL printing them from jsonb (36 ms, against 11 for the text
 * as kept). A text laid out otherwise is parsed and written again, so the answer never rests on the layout.
 */
export function editorDataText(storedText: string): string {
  const structureAt = storedText.lastIndexOf(STORED_STRUCTURE_KEY);
  if (storedText.startsWith(STORED_SPREADSHEET_START) && structureAt > 0) {
    return `${storedText.slice(0, structureAt)},"calculations":{}}`;
  }
  return JSON.stringify(storedSpreadsheetData(JSON.parse(storedText) as StoredSpreadsheet));
}
