import { z } from "zod";
import { STATEMENT_CSV_DELIMITERS } from "./statement-csv-reader.ts";
import { STATEMENT_DATE_FORMATS } from "./statement-date.ts";

export const STATEMENT_IMPORT_LIMITS = {
  /** Account details above the header: FNB puts five or six lines there; 50 leaves room for any bank. */
  skipRowsMax: 50,
  /** How far past `skipRows` a header search looks before giving up. */
  headerSearchRows: 30,
  columnNameMax: 100,
  columnIndexMax: 199,
  descriptionColumnsMax: 5,
} as const;

/**
 * A column of the file: its header text (compared without case, spaces, punctuation or a "(R)" unit
 * marker, so "Money In (R)" finds "MoneyIn") when the file has a header row, or its position counted
 * from 0 for the first column.
 */
export const ZStatementColumn = z.union(
  [
    z
      .string()
      .trim()
      .min(1, "A column name cannot be blank")
      .max(STATEMENT_IMPORT_LIMITS.columnNameMax, "A column name is too long"),
    z
      .number()
      .int("A column position must be a whole number")
      .min(0, "Column positions start at 0 for the first column")
      .max(STATEMENT_IMPORT_LIMITS.columnIndexMax, "A column position is too large"),
  ],
  { error: "Name a column by its header text or its position (0 for the first column)" },
);
export type TStatementColumn = z.infer<typeof ZStatementColumn>;

const DATE_FORMAT_MESSAGE = `Choose a date format: ${STATEMENT_DATE_FORMATS.join(", ")}`;
const ZStatementDateFormat = z.enum(STATEMENT_DATE_FORMATS, { error: DATE_FORMAT_MESSAGE });

const AMOUNT_COLUMNS_MESSAGE = "Choose either one Amount column, or both a Money in and a Money out column";

/** How to read one bank's CSV export; the server validates a mapping the user sets with this schema. */
export const ZStatementMapping = z
  .strictObject({
    /** Guessed from the file when absent. */
    delimiter: z.enum(STATEMENT_CSV_DELIMITERS, { error: "The delimiter must be , or ;" }).optional(),
    headerRow: z.boolean({ error: "Say whether the file has a header row" }),
    /**
     * Look for the header row instead of expecting it right after `skipRows`: the first of the next
     * lines whose cells name the date, description and amount columns. For exports that put a
     * varying number of account-detail lines on top.
     */
    headerSearch: z.boolean().optional(),
    /** Lines before the header (or before the first transaction when there is no header). */
    skipRows: z
      .number({ error: "Lines to skip must be a number" })
      .int("Lines to skip must be a whole number")
      .min(0, "Lines to skip cannot be negative")
      .max(STATEMENT_IMPORT_LIMITS.skipRowsMax, `Skip at most ${STATEMENT_IMPORT_LIMITS.skipRowsMax} lines`),
    dateColumn: ZStatementColumn,
    /** One layout, or several tried in order (they never read one text as two different dates). */
    dateFormat: z.union(
      [
        ZStatementDateFormat,
        z.array(ZStatementDateFormat).min(1, "Choose a date format").max(STATEMENT_DATE_FORMATS.length),
      ],
      { error: DATE_FORMAT_MESSAGE },
    ),
    /** Several columns are joined with a space, e.g. a bank's description and its extra text field. */
    descriptionColumn: z.union(
      [
        ZStatementColumn,
        z
          .array(ZStatementColumn)
          .min(1, "Choose a description column")
          .max(
            STATEMENT_IMPORT_LIMITS.descriptionColumnsMax,
            `Join at most ${STATEMENT_IMPORT_LIMITS.descriptionColumnsMax} description columns`,
          ),
      ],
      { error: "Choose the description column by its header text or its position (0 for the first column)" },
    ),
    referenceColumn: ZStatementColumn.optional(),
    balanceColumn: ZStatementColumn.optional(),
    /** Signed: money in positive, money out negative. */
    amountColumn: ZStatementColumn.optional(),
    /** Money in; a blank cell is 0. */
    moneyInColumn: ZStatementColumn.optional(),
    /** Money out, written positive or negative (both mean out); a blank cell is 0. */
    moneyOutColumn: ZStatementColumn.optional(),
    /**
     * Bank charges in a column of their own (Nedbank's Fees, Capitec's Fee), always money out and
     * added to the row's amount, so a row holding only a fee is a line of that fee. Unlike the other
     * columns it may be missing from the file: banks add and drop it between export versions.
     */
    feesColumn: ZStatementColumn.optional(),
  })
  .refine(
    (mapping) =>
      mapping.amountColumn !== undefined
        ? mapping.moneyInColumn === undefined && mapping.moneyOutColumn === undefined
        : mapping.moneyInColumn !== undefined && mapping.moneyOutColumn !== undefined,
    { error: AMOUNT_COLUMNS_MESSAGE, path: ["amountColumn"] },
  )
  .refine(
    (mapping) =>
      mapping.headerRow || listMappedColumns(mapping).every((column) => typeof column === "number"),
    {
      error: "Without a header row, name each column by its position (0 for the first column)",
      path: ["headerRow"],
    },
  )
  .refine((mapping) => mapping.headerRow || !mapping.headerSearch, {
    error: "Searching for the header row needs a file with a header row",
    path: ["headerSearch"],
  });
export type TStatementMapping = z.infer<typeof ZStatementMapping>;
export type TStatementMappingInput = z.input<typeof ZStatementMapping>;

type MappedColumns = {
  dateColumn: TStatementColumn;
  descriptionColumn: TStatementColumn | TStatementColumn[];
  referenceColumn?: TStatementColumn;
  balanceColumn?: TStatementColumn;
  amountColumn?: TStatementColumn;
  moneyInColumn?: TStatementColumn;
  moneyOutColumn?: TStatementColumn;
  feesColumn?: TStatementColumn;
};

function listMappedColumns(mapping: MappedColumns): TStatementColumn[] {
  const descriptions = Array.isArray(mapping.descriptionColumn)
    ? mapping.descriptionColumn
    : [mapping.descriptionColumn];
  return [
    mapping.dateColumn,
    ...descriptions,
    mapping.referenceColumn,
    mapping.balanceColumn,
    mapping.amountColumn,
    mapping.moneyInColumn,
    mapping.moneyOutColumn,
    mapping.feesColumn,
  ].filter((column) => column !== undefined);
}
