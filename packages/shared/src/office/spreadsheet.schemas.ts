import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZPerson } from "../schema-fields.ts";

/** The spec's spreadsheet types (section 5), "analysis" when none is chosen. */
export const SPREADSHEET_TYPES = ["analysis", "tracking", "calculation", "template"] as const;
export type TSpreadsheetType = (typeof SPREADSHEET_TYPES)[number];
export const SPREADSHEET_TYPE_LABELS: Record<TSpreadsheetType, string> = {
  analysis: "Analysis",
  tracking: "Tracking",
  calculation: "Calculation",
  template: "Template",
};

/** The spec's validation message (section 5), for the screen's toast and the server's 400 alike. */
export const SPREADSHEET_MESSAGES = {
  title: "Please provide spreadsheet title.",
} as const;

/** How a cell is shown: the formula engine's formats (rand is `R 1 234,56`, dates are Excel serial numbers). */
export const SPREADSHEET_FORMATS = ["general", "number", "rand", "percent", "date", "text"] as const;
export type TSpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];
export const SPREADSHEET_FORMAT_LABELS: Record<TSpreadsheetFormat, string> = {
  general: "General",
  number: "Number",
  rand: "Rand (R)",
  percent: "Percent",
  date: "Date",
  text: "Text",
};

/** The spec's new sheet (section 7): 20 rows × 6 columns, these headers in row 1. */
export const NEW_SPREADSHEET = {
  rows: 20,
  columns: 6,
  headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"],
} as const;

/** The built-in templates (their contents are made on the server, see GET /api/office/spreadsheet-templates). */
export const SPREADSHEET_TEMPLATE_KEYS = [
  "debt-interest",
  "fee-budget",
  "settlement-comparison",
  "trust-transfer-schedule",
  "matter-time-budget",
  "court-costs-estimate",
] as const;
export type TSpreadsheetTemplateKey = (typeof SPREADSHEET_TEMPLATE_KEYS)[number];

/**
 * The size a stored sheet may have. They match the formula engine's limits, so a sheet that validates here
 * also loads there, and one save cannot fill the database or hang a request.
 */
export const SPREADSHEET_CONTENT_LIMITS = {
  maxCells: 100_000,
  maxRows: 100_000,
  maxColumns: 200,
  /** Excel's own limit on a formula's length. */
  maxFormulaChars: 8_192,
  /** Excel's own limit on the text in one cell. */
  maxTextChars: 32_767,
  maxHeaderChars: 200,
} as const;

/** An XLSX to import: at most 10 MB (the upload limit every route shares). */
export const SPREADSHEET_MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const A1_PATTERN = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/;

/** Row and column (1-based) of an A1 reference such as "C12", or null when it is not one. */
function readA1Reference(reference: string): { row: number; column: number } | null {
  const match = A1_PATTERN.exec(reference);
  if (!match) return null;
  const letters = match[1] ?? "";
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]), column };
}

/** True when `reference` is an upper-case A1 reference inside the largest sheet the engine accepts. */
export function isSpreadsheetCellReference(reference: string): boolean {
  const position = readA1Reference(reference);
  return (
    position !== null &&
    position.row <= SPREADSHEET_CONTENT_LIMITS.maxRows &&
    position.column <= SPREADSHEET_CONTENT_LIMITS.maxColumns
  );
}

/** True when `reference` lies within a sheet of `rows` × `columns`. */
export function isCellWithinStructure(reference: string, rows: number, columns: number): boolean {
  const position = readA1Reference(reference);
  return position !== null && position.row <= rows && position.column <= columns;
}

const ZCellReference = z
  .string({ error: "A cell reference must be text such as B4" })
  .refine(isSpreadsheetCellReference, {
    error: (issue) =>
      `"${String(issue.input).slice(0, 20)}" is not a cell reference such as B4 (columns A to GR).`,
  });

/** What a person typed into a cell: a number, text, true/false, or nothing. */
export const ZSpreadsheetCellValue = z.union([
  z.number().finite("A cell's number must be finite"),
  z
    .string()
    .max(
      SPREADSHEET_CONTENT_LIMITS.maxTextChars,
      `A cell can hold at most ${SPREADSHEET_CONTENT_LIMITS.maxTextChars.toLocaleString("en-ZA")} characters of text.`,
    ),
  z.boolean(),
  z.null(),
]);
export type TSpreadsheetCellValue = z.infer<typeof ZSpreadsheetCellValue>;

const ZFormula = z
  .string({ error: "A formula must be text starting with =" })
  .startsWith("=", "A formula must start with =")
  .max(
    SPREADSHEET_CONTENT_LIMITS.maxFormulaChars,
    `A formula can be at most ${SPREADSHEET_CONTENT_LIMITS.maxFormulaChars.toLocaleString("en-ZA")} characters long.`,
  );

/** A cell the engine could not calculate (#DIV/0!, #REF!, a circular reference…) and why, in words. */
export const ZSpreadsheetCellError = z.object({ error: z.string(), message: z.string() });
export type TSpreadsheetCellError = z.infer<typeof ZSpreadsheetCellError>;

/** A calculated cell: its value, or the error the engine gave. */
export const ZSpreadsheetCalculatedValue = z.union([ZSpreadsheetCellValue, ZSpreadsheetCellError]);
export type TSpreadsheetCalculatedValue = z.infer<typeof ZSpreadsheetCalculatedValue>;

/** The cells the card's revenue, profit and margin are read from (never typed on the card itself). */
export const ZSpreadsheetNames = z.strictObject({
  revenue: ZCellReference.optional(),
  profit: ZCellReference.optional(),
  margin: ZCellReference.optional(),
});
export type TSpreadsheetNames = z.infer<typeof ZSpreadsheetNames>;

/** A record keyed by cell reference reports the bad key itself ("a1" is not…), not a generic "invalid key". */
const referenceKeys = {
  error: (issue: { code?: string; input?: unknown; issues?: readonly { message: string }[] }) =>
    issue.code === "invalid_key"
      ? (issue.issues?.[0]?.message ?? "Cell references must look like B4")
      : "Cells must be given as an object keyed by cell reference such as B4",
};

/**
 * The stored workbook (one sheet): inputs, formulas, formats, named cells, the frozen header row and the
 * column widths. Calculated values are not part of it: the server works them out on every save and read.
 */
export const ZSpreadsheetContent = z
  .strictObject({
    values: z.record(ZCellReference, ZSpreadsheetCellValue, referenceKeys).default({}),
    formulas: z.record(ZCellReference, ZFormula, referenceKeys).default({}),
    formats: z
      .record(
        ZCellReference,
        z.enum(SPREADSHEET_FORMATS, { error: "Choose a cell format from the list" }),
        referenceKeys,
      )
      .default({}),
    names: ZSpreadsheetNames.default({}),
    /** 1 keeps the header row in view while scrolling (the default), 0 scrolls it away. */
    frozenRows: z.union([z.literal(0), z.literal(1)], { error: "Frozen rows must be 0 or 1" }).default(1),
    /** Column number ("1" is A) → width in pixels. */
    columnWidths: z
      .record(
        z.string().regex(/^[1-9][0-9]{0,2}$/, "A column width must be keyed by the column number"),
        z.number().int("A column width must be whole pixels").min(20).max(2000),
      )
      .optional(),
  })
  .superRefine((content, context) => {
    const cells = new Set([...Object.keys(content.values), ...Object.keys(content.formulas)]);
    if (cells.size > SPREADSHEET_CONTENT_LIMITS.maxCells) {
      context.addIssue({
        code: "custom",
        message: `The sheet has ${cells.size.toLocaleString("en-ZA")} filled cells; at most ${SPREADSHEET_CONTENT_LIMITS.maxCells.toLocaleString("en-ZA")} are allowed. Split it into several sheets.`,
        path: ["values"],
      });
    }
  });
export type TSpreadsheetContent = z.infer<typeof ZSpreadsheetContent>;
export type TSpreadsheetContentInput = z.input<typeof ZSpreadsheetContent>;

/** A sheet's size and its header labels (row 1's values, as text). */
export const ZSpreadsheetStructure = z
  .strictObject({
    rows: z
      .number({ error: "Rows must be a number" })
      .int("Rows must be a whole number")
      .min(1, "A sheet needs at least 1 row")
      .max(
        SPREADSHEET_CONTENT_LIMITS.maxRows,
        `A sheet can have at most ${SPREADSHEET_CONTENT_LIMITS.maxRows.toLocaleString("en-ZA")} rows`,
      )
      .default(NEW_SPREADSHEET.rows),
    columns: z
      .number({ error: "Columns must be a number" })
      .int("Columns must be a whole number")
      .min(1, "A sheet needs at least 1 column")
      .max(
        SPREADSHEET_CONTENT_LIMITS.maxColumns,
        `A sheet can have at most ${SPREADSHEET_CONTENT_LIMITS.maxColumns} columns`,
      )
      .default(NEW_SPREADSHEET.columns),
    headers: z
      .array(
        z
          .string({ error: "A header must be text" })
          .max(
            SPREADSHEET_CONTENT_LIMITS.maxHeaderChars,
            `A header can be at most ${SPREADSHEET_CONTENT_LIMITS.maxHeaderChars} characters`,
          ),
      )
      .max(SPREADSHEET_CONTENT_LIMITS.maxColumns)
      .default([...NEW_SPREADSHEET.headers]),
  })
  .refine((structure) => structure.headers.length <= structure.columns, {
    error: "There are more headers than columns",
    path: ["headers"],
  });
export type TSpreadsheetStructure = z.infer<typeof ZSpreadsheetStructure>;

/**
 * The `data` of a create or update body; `calculations` is accepted and ignored (the server calculates).
 * (Not named "…DataInput": the API document names the input side of ZSpreadsheetData that way.)
 */
export const ZSpreadsheetDataRequest = z.strictObject({
  values: ZSpreadsheetContent.shape.values,
  formulas: ZSpreadsheetContent.shape.formulas,
  formats: ZSpreadsheetContent.shape.formats,
  names: ZSpreadsheetContent.shape.names,
  frozenRows: ZSpreadsheetContent.shape.frozenRows,
  columnWidths: ZSpreadsheetContent.shape.columnWidths,
  calculations: z.unknown().optional(),
});
export type TSpreadsheetDataInput = z.infer<typeof ZSpreadsheetDataRequest>;

const ZTitle = z
  .string({ error: SPREADSHEET_MESSAGES.title })
  .trim()
  .min(1, SPREADSHEET_MESSAGES.title)
  .max(200, "Spreadsheet title must be at most 200 characters");

const spreadsheetFields = {
  title: ZTitle,
  type: z.enum(SPREADSHEET_TYPES, { error: "Choose a spreadsheet type from the list" }).default("analysis"),
  /** A built-in template's key: the new sheet is made from it. */
  template: z.enum(SPREADSHEET_TEMPLATE_KEYS, { error: "Choose a template from the list" }).nullish(),
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
  isShared: z.boolean({ error: "Shared must be true or false" }).default(false),
  structure: ZSpreadsheetStructure.default({
    rows: NEW_SPREADSHEET.rows,
    columns: NEW_SPREADSHEET.columns,
    headers: [...NEW_SPREADSHEET.headers],
  }),
  data: ZSpreadsheetDataRequest.optional(),
};

/** Every filled cell (and named cell) must lie inside the sheet's rows and columns. */
function checkCellsWithinStructure(
  body: { structure?: TSpreadsheetStructure | undefined; data?: TSpreadsheetDataInput | undefined },
  context: z.RefinementCtx,
) {
  if (!body.data || !body.structure) return;
  const { rows, columns } = body.structure;
  const groups = [
    ["values", Object.keys(body.data.values)],
    ["formulas", Object.keys(body.data.formulas)],
    ["formats", Object.keys(body.data.formats)],
    ["names", Object.values(body.data.names).filter((reference): reference is string => Boolean(reference))],
  ] as const;
  for (const [group, references] of groups) {
    const outside = references.find((reference) => !isCellWithinStructure(reference, rows, columns));
    if (outside) {
      context.addIssue({
        code: "custom",
        message: `Cell ${outside} lies outside the sheet's ${rows} rows and ${columns} columns.`,
        path: ["data", group],
      });
      return;
    }
  }
  const cells = new Set([...Object.keys(body.data.values), ...Object.keys(body.data.formulas)]);
  if (cells.size > SPREADSHEET_CONTENT_LIMITS.maxCells) {
    context.addIssue({
      code: "custom",
      message: `The sheet has ${cells.size.toLocaleString("en-ZA")} filled cells; at most ${SPREADSHEET_CONTENT_LIMITS.maxCells.toLocaleString("en-ZA")} are allowed. Split it into several sheets.`,
      path: ["data", "values"],
    });
  }
}

/**
 * POST: with no `data` the sheet is `structure.rows` × `structure.columns` with the headers in row 1; with a
 * `template` it is made from that template (the title is the body's).
 */
export const ZSpreadsheetCreateRequest = z
  .strictObject(spreadsheetFields)
  .superRefine(checkCellsWithinStructure);
export type TSpreadsheetCreateRequest = z.infer<typeof ZSpreadsheetCreateRequest>;
export type TSpreadsheetCreateInput = z.input<typeof ZSpreadsheetCreateRequest>;

/**
 * PUT: the same fields plus the version the editor loaded. A save whose `baseVersion` is no longer the
 * sheet's version is refused with 409; nothing is overwritten. Without `data` the cells are kept, without
 * `structure` the size is kept; `structure.headers` is ignored (the headers are row 1's values).
 * `template` is accepted and ignored (it records where the sheet started).
 */
export const ZSpreadsheetUpdateRequest = z
  .strictObject({
    ...spreadsheetFields,
    structure: ZSpreadsheetStructure.optional(),
    baseVersion: z
      .number({ error: "The version you edited is missing; reload the spreadsheet" })
      .int()
      .min(1),
  })
  .superRefine(checkCellsWithinStructure);
export type TSpreadsheetUpdateRequest = z.infer<typeof ZSpreadsheetUpdateRequest>;
export type TSpreadsheetUpdateInput = z.input<typeof ZSpreadsheetUpdateRequest>;

export const ZSpreadsheetIdParams = z.strictObject({ id: z.uuid("Spreadsheet not found") });

/**
 * Reading one sheet: with every formula's result worked out on the server (the default, for programs),
 * or without them — the editor recalculates the sheet in the browser anyway, so it skips the server's
 * calculation and a third of the answer.
 */
export const ZSpreadsheetReadQuery = z.object({
  calculations: z
    .enum(["include", "omit"], { error: "calculations must be include or omit" })
    .default("include"),
});
export type TSpreadsheetReadQuery = z.infer<typeof ZSpreadsheetReadQuery>;
export const ZSpreadsheetVersionParams = z.strictObject({
  id: z.uuid("Spreadsheet not found"),
  version: z.coerce.number({ error: "Version must be a number" }).int().min(1, "Version must be at least 1"),
});

export const ZSpreadsheetListQuery = z.object({
  matterId: z.uuid("Choose a matter from the list").optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  search: z.string().trim().max(200).optional(),
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
});
export type TSpreadsheetListQuery = z.infer<typeof ZSpreadsheetListQuery>;

/** The optional fields sent with an XLSX upload (multipart). */
export const ZSpreadsheetImportFields = z.object({
  title: z.string().trim().max(200, "Spreadsheet title must be at most 200 characters").optional(),
  type: z.enum(SPREADSHEET_TYPES, { error: "Choose a spreadsheet type from the list" }).optional(),
  clientId: z.uuid("Choose a client from the list").optional(),
  matterId: z.uuid("Choose a matter from the list").optional(),
});
export type TSpreadsheetImportFields = z.infer<typeof ZSpreadsheetImportFields>;

/** The card figures, read from the named cells on every save; null when a name is missing or not a number. */
export const ZSpreadsheetTotals = z.object({
  /** Cents. */
  totalRevenue: z.number().int().nullable(),
  /** Cents. */
  totalProfit: z.number().int().nullable(),
  /** Basis points: 2500 is 25 %. */
  avgMargin: z.number().int().nullable(),
});
export type TSpreadsheetTotals = z.infer<typeof ZSpreadsheetTotals>;

/** A card in My Spreadsheets and a row on the matter's Documents tab (no cells: the list stays small). */
export const ZSpreadsheetListItem = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(SPREADSHEET_TYPES),
  template: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  matterId: z.uuid().nullable(),
  matterReference: z.string().nullable(),
  matterTitle: z.string().nullable(),
  isShared: z.boolean(),
  version: z.number().int(),
  structure: z.object({ rows: z.number().int(), columns: z.number().int(), headers: z.array(z.string()) }),
  totals: ZSpreadsheetTotals,
  author: ZPerson,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the signed-in person may change it (author, firm owner, or anyone when shared). */
  canEdit: z.boolean(),
  /** Whether the signed-in person may delete it or change its sharing (author or firm owner). */
  canDelete: z.boolean(),
});
export type TSpreadsheetListItem = z.infer<typeof ZSpreadsheetListItem>;
export const ZSpreadsheetList = z.array(ZSpreadsheetListItem);

/** The workbook as the editor opens it: the stored cells and every formula's calculated value. */
export const ZSpreadsheetData = z.object({
  values: z.record(z.string(), ZSpreadsheetCellValue),
  formulas: z.record(z.string(), z.string()),
  formats: z.record(z.string(), z.enum(SPREADSHEET_FORMATS)),
  names: z.object({
    revenue: z.string().optional(),
    profit: z.string().optional(),
    margin: z.string().optional(),
  }),
  frozenRows: z.union([z.literal(0), z.literal(1)]),
  columnWidths: z.record(z.string(), z.number()),
  /** Every formula cell's result (a value or {error, message}). */
  calculations: z.record(z.string(), ZSpreadsheetCalculatedValue),
});
export type TSpreadsheetData = z.infer<typeof ZSpreadsheetData>;

export const ZSpreadsheet = ZSpreadsheetListItem.extend({ data: ZSpreadsheetData });
export type TSpreadsheet = z.infer<typeof ZSpreadsheet>;

export const SPREADSHEET_VERSION_REASONS = ["created", "saved", "restored", "imported"] as const;

export const ZSpreadsheetVersionSummary = z.object({
  version: z.number().int(),
  title: z.string(),
  savedAt: z.string(),
  savedBy: ZPerson,
  /** What made this version: creation, a save, an import, or a restore of an older version. */
  reason: z.enum(SPREADSHEET_VERSION_REASONS),
});
export type TSpreadsheetVersionSummary = z.infer<typeof ZSpreadsheetVersionSummary>;
export const ZSpreadsheetVersionList = z.array(ZSpreadsheetVersionSummary);

export const ZSpreadsheetVersion = ZSpreadsheetVersionSummary.extend({
  structure: z.object({ rows: z.number().int(), columns: z.number().int(), headers: z.array(z.string()) }),
  data: ZSpreadsheetData,
});
export type TSpreadsheetVersion = z.infer<typeof ZSpreadsheetVersion>;

/** Restoring an old version makes it the newest one; `baseVersion` guards against a stale screen as PUT does. */
export const ZSpreadsheetRestoreRequest = z.strictObject({
  baseVersion: z.number({ error: "The version you edited is missing; reload the spreadsheet" }).int().min(1),
});

/** The 409 body of a stale save: who saved the newer version and when, so the screen can offer a reload. */
export const ZSpreadsheetConflict = z.object({
  message: z.string(),
  code: z.literal("spreadsheet_version_conflict"),
  currentVersion: z.number().int(),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type TSpreadsheetConflict = z.infer<typeof ZSpreadsheetConflict>;

/** A built-in template as the Templates tab lists it. */
export const ZSpreadsheetTemplate = z.object({
  key: z.enum(SPREADSHEET_TEMPLATE_KEYS),
  title: z.string(),
  description: z.string(),
  type: z.enum(SPREADSHEET_TYPES),
  rows: z.number().int(),
  columns: z.number().int(),
});
export type TSpreadsheetTemplate = z.infer<typeof ZSpreadsheetTemplate>;
export const ZSpreadsheetTemplateList = z.array(ZSpreadsheetTemplate);
