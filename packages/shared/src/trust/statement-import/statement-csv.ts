import { parseStatementAmount } from "./statement-amount.ts";
import { isBlankRow, parseStatementCsvRows } from "./statement-csv-reader.ts";
import { parseStatementDate, type StatementDateFormat } from "./statement-date.ts";
import {
  fingerprintStatementLines,
  type StatementParseError,
  type StatementParseResult,
  type UnfingerprintedStatementLine,
} from "./statement-line.ts";
import {
  STATEMENT_IMPORT_LIMITS,
  type TStatementColumn,
  type TStatementMapping,
  ZStatementMapping,
} from "./statement-mapping.schemas.ts";
import { amountError, dateError, fileError } from "./statement-messages.ts";

type LocatedColumn = { index: number; label: string };

type ColumnLayout = {
  firstDataRow: number;
  /** Some exports repeat the header on every page; rows equal to it are skipped, not reported. */
  headerKey: string | null;
  date: LocatedColumn;
  descriptions: LocatedColumn[];
  reference: LocatedColumn | null;
  balance: LocatedColumn | null;
  amount: LocatedColumn | null;
  moneyIn: LocatedColumn | null;
  moneyOut: LocatedColumn | null;
  fees: LocatedColumn | null;
};

type RowOutcome =
  | { kind: "line"; line: UnfingerprintedStatementLine }
  | { kind: "zero" }
  | { kind: "errors"; errors: StatementParseError[] };

/**
 * Reads a bank's CSV export with a column mapping. A row that cannot be read gives errors and no
 * line; whether a file with errors may still be imported is the caller's decision.
 */
export function parseStatementCsv(text: string, mapping: TStatementMapping): StatementParseResult {
  const validMapping = ZStatementMapping.safeParse(mapping);
  if (!validMapping.success) {
    const errors = validMapping.error.issues.map((issue) =>
      fileError(`The column mapping is not valid: ${issue.message}`),
    );
    return { lines: [], errors, skippedZeroRows: 0 };
  }
  const table = parseStatementCsvRows(text, validMapping.data.delimiter);
  const errors: StatementParseError[] = [];
  if (table.endsInsideQuotes) {
    errors.push(
      fileError('The file ends inside a quoted cell: a closing " is missing, so the last row is unreliable'),
    );
  }
  const layout = locateColumns(table.rows, validMapping.data);
  if ("message" in layout) return { lines: [], errors: [...errors, layout], skippedZeroRows: 0 };

  const dateFormats = [validMapping.data.dateFormat].flat();
  const lines: UnfingerprintedStatementLine[] = [];
  let skippedZeroRows = 0;
  table.rows.forEach((row, index) => {
    if (index < layout.firstDataRow || isBlankRow(row) || rowKey(row) === layout.headerKey) return;
    const outcome = readRow(row, index + 1, layout, dateFormats);
    if (outcome.kind === "line") lines.push(outcome.line);
    else if (outcome.kind === "zero") skippedZeroRows += 1;
    else errors.push(...outcome.errors);
  });
  return { lines: fingerprintStatementLines(lines), errors, skippedZeroRows };
}

function readRow(
  row: readonly string[],
  rowNumber: number,
  layout: ColumnLayout,
  dateFormats: readonly StatementDateFormat[],
): RowOutcome {
  const place = `Row ${rowNumber}`;
  const cell = (column: LocatedColumn) => row[column.index] ?? "";
  const errors: StatementParseError[] = [];

  // Each part of the amount with its sign rule: the signed column as written, money out and fees
  // always out whichever way the bank writes them, and blank money in/out/fee cells as 0.
  const amountParts: { column: LocatedColumn; direction: "as-written" | "out"; isBlankZero: boolean }[] = [];
  if (layout.amount) amountParts.push({ column: layout.amount, direction: "as-written", isBlankZero: false });
  if (layout.moneyIn)
    amountParts.push({ column: layout.moneyIn, direction: "as-written", isBlankZero: true });
  if (layout.moneyOut) amountParts.push({ column: layout.moneyOut, direction: "out", isBlankZero: true });
  if (layout.fees) amountParts.push({ column: layout.fees, direction: "out", isBlankZero: true });

  let amountCents = 0;
  for (const { column, direction, isBlankZero } of amountParts) {
    const amount = parseStatementAmount(cell(column));
    if (amount.isAmount) amountCents += direction === "out" ? -Math.abs(amount.cents) : amount.cents;
    else if (!(amount.problem === "empty" && isBlankZero)) {
      errors.push(amountError(rowNumber, place, column.label, cell(column), amount.problem));
    }
  }
  if (errors.length === 0 && !Number.isSafeInteger(amountCents)) {
    const column = layout.amount ?? layout.moneyIn ?? layout.date;
    errors.push(amountError(rowNumber, place, column.label, cell(column), "too-large"));
  }
  if (errors.length === 0 && amountCents === 0) return { kind: "zero" };

  const date =
    dateFormats.map((format) => parseStatementDate(cell(layout.date), format)).find(Boolean) ?? null;
  if (date === null)
    errors.push(dateError(rowNumber, place, layout.date.label, cell(layout.date), dateFormats));

  let balanceCents: number | null = null;
  if (layout.balance) {
    const balance = parseStatementAmount(cell(layout.balance));
    if (balance.isAmount) balanceCents = balance.cents;
    else if (balance.problem !== "empty") {
      errors.push(amountError(rowNumber, place, layout.balance.label, cell(layout.balance), balance.problem));
    }
  }
  if (errors.length > 0 || date === null) return { kind: "errors", errors };

  const description = layout.descriptions
    .map((column) => collapseSpaces(cell(column)))
    .filter((text) => text !== "")
    .join(" ");
  const reference = layout.reference ? collapseSpaces(cell(layout.reference)) || null : null;
  return { kind: "line", line: { rowNumber, date, description, reference, amountCents, balanceCents } };
}

/** Finds the header row (if any) and the position of every mapped column, or says why it cannot. */
function locateColumns(
  rows: readonly string[][],
  mapping: TStatementMapping,
): ColumnLayout | StatementParseError {
  const descriptionColumns = [mapping.descriptionColumn].flat();
  if (!mapping.headerRow) {
    // ZStatementMapping has already refused column names here, so every mapped column is a position.
    const byPosition = (column: TStatementColumn | undefined) =>
      typeof column === "number" ? { index: column, label: `column ${column + 1}` } : null;
    return {
      firstDataRow: mapping.skipRows,
      headerKey: null,
      date: byPosition(mapping.dateColumn) ?? { index: 0, label: "column 1" },
      descriptions: descriptionColumns.map(byPosition).filter((column) => column !== null),
      reference: byPosition(mapping.referenceColumn),
      balance: byPosition(mapping.balanceColumn),
      amount: byPosition(mapping.amountColumn),
      moneyIn: byPosition(mapping.moneyInColumn),
      moneyOut: byPosition(mapping.moneyOutColumn),
      fees: byPosition(mapping.feesColumn),
    };
  }

  const identifyingColumns = [
    mapping.dateColumn,
    ...descriptionColumns,
    mapping.amountColumn,
    mapping.moneyInColumn,
    mapping.moneyOutColumn,
  ].filter((column): column is string => typeof column === "string");
  let headerIndex = mapping.skipRows;
  if (mapping.headerSearch) {
    const searchEnd = Math.min(rows.length, mapping.skipRows + STATEMENT_IMPORT_LIMITS.headerSearchRows);
    const found = rows
      .slice(mapping.skipRows, searchEnd)
      .findIndex((row) => identifyingColumns.every((name) => findHeader(row, name) !== -1));
    if (found === -1) {
      return fileError(
        `Could not find the header row: none of the first ${STATEMENT_IMPORT_LIMITS.headerSearchRows} lines` +
          ` names all of the columns ${identifyingColumns.map((name) => `"${name}"`).join(", ")}`,
      );
    }
    headerIndex = mapping.skipRows + found;
  }
  const header = rows[headerIndex];
  if (!header) return fileError(`The file has no header row: it has only ${rows.length} lines`);

  const missing: string[] = [];
  const locate = (column: TStatementColumn | undefined, isOptionalInFile = false): LocatedColumn | null => {
    if (column === undefined) return null;
    const index = typeof column === "number" ? column : findHeader(header, column);
    if (index === -1) {
      if (!isOptionalInFile) missing.push(`"${column}"`);
      return null;
    }
    return { index, label: header[index]?.trim() || `column ${index + 1}` };
  };
  const layout = {
    firstDataRow: headerIndex + 1,
    headerKey: rowKey(header),
    date: locate(mapping.dateColumn),
    descriptions: descriptionColumns.map((column) => locate(column)).filter((column) => column !== null),
    reference: locate(mapping.referenceColumn),
    balance: locate(mapping.balanceColumn),
    amount: locate(mapping.amountColumn),
    moneyIn: locate(mapping.moneyInColumn),
    moneyOut: locate(mapping.moneyOutColumn),
    fees: locate(mapping.feesColumn, true),
  };
  if (missing.length > 0 || layout.date === null) {
    const noun = missing.length === 1 ? "a column" : "columns";
    return fileError(`The header row (row ${headerIndex + 1}) has no ${noun} named ${missing.join(", ")}`);
  }
  return { ...layout, date: layout.date };
}

/** Header names compare without case, spaces, punctuation or a "(R)"/"(ZAR)" unit marker. */
function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(\s*(?:r|zar)\s*\)/g, "")
    .replace(/[^a-z0-9]/g, "");
}

function findHeader(header: readonly string[], name: string): number {
  const wanted = normaliseHeader(name);
  if (wanted === "") return -1;
  return header.findIndex((cell) => normaliseHeader(cell) === wanted);
}

function rowKey(row: readonly string[]): string {
  return row.map(normaliseHeader).join("|");
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
