import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { type StoredSpreadsheet, storedSpreadsheetText } from "./spreadsheet-content.ts";

/** A sheet's workbook in a `json` column (kept as written), always written by `storedSpreadsheetText`. */
const storedSpreadsheetJson = customType<{ data: StoredSpreadsheet; driverData: string }>({
  dataType: () => "json",
  toDriver: storedSpreadsheetText,
});

/**
 * A firm spreadsheet: the newest version's workbook (cells with their inputs, formulas and formats) in
 * `content`, its size, and the card figures read from the sheet's named cells when it has them
 * (revenue and profit in cents, margin in basis points), so a list never opens a workbook. `version`
 * rises with every save; a save naming an older version is refused (409), as for documents.
 */
export const officeSpreadsheetTable = pgTable(
  "office_spreadsheet",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type").$type<"analysis" | "tracking" | "calculation" | "template">().notNull(),
    template: text("template"),
    clientId: uuid("client_id").references(() => clientTable.id, { onDelete: "set null" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    isShared: boolean("is_shared").notNull().default(false),
    version: integer("version").notNull().default(1),
    rowCount: integer("row_count").notNull(),
    columnCount: integer("column_count").notNull(),
    /** Row 1's text, kept beside the cells so a list shows it without reading a whole workbook. */
    headers: text("headers").array().notNull().default(sql`'{}'::text[]`),
    /** Cells holding an input or a formula; at most 100,000. */
    cellCount: integer("cell_count").notNull(),
    content: storedSpreadsheetJson("content").notNull(),
    totalRevenueCents: bigint("total_revenue_cents", { mode: "number" }),
    totalProfitCents: bigint("total_profit_cents", { mode: "number" }),
    averageMarginBasisPoints: integer("average_margin_basis_points"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("office_spreadsheet_firm_updated_idx").on(
      table.firmId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("office_spreadsheet_matter_idx").on(table.matterId),
    check(
      "office_spreadsheet_type_known",
      sql`${table.type} in ('analysis', 'tracking', 'calculation', 'template')`,
    ),
    check("office_spreadsheet_version_positive", sql`${table.version} >= 1`),
    check(
      "office_spreadsheet_size_bounded",
      sql`${table.rowCount} >= 1 and ${table.columnCount} >= 1 and ${table.cellCount} between 0 and 100000`,
    ),
  ],
);

/** Every saved state of a spreadsheet, newest = the sheet's `version`; kept until the sheet is deleted. */
export const officeSpreadsheetVersionTable = pgTable(
  "office_spreadsheet_version",
  {
    spreadsheetId: uuid("spreadsheet_id")
      .notNull()
      .references(() => officeSpreadsheetTable.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<unknown>().notNull(),
    reason: text("reason").$type<"created" | "saved" | "restored" | "imported">().notNull(),
    savedByUserId: text("saved_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.spreadsheetId, table.version] }),
    check(
      "office_spreadsheet_version_reason_known",
      sql`${table.reason} in ('created', 'saved', 'restored', 'imported')`,
    ),
  ],
);
