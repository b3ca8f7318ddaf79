import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { firmTable } from "../firms/firm.tables.ts";

/** The editors whose items are counted: the `kind` of an office_item_count row. */
export type OfficeItemKind = "document" | "spreadsheet" | "presentation" | "pdf_session";

/**
 * How many documents, sheets, decks and PDF sessions each firm has per author and sharing: the lists'
 * X-Total-Count reads these rows instead of counting a firm's thousands of items on every page. Kept
 * exact by triggers on the four tables in the writing transaction (migrations 0025 and 0029).
 * `author_key` is the author's user id, or '' for an item whose author's account was deleted (seen by
 * the owner only). Every member sees every PDF session: a firm's are one row, author '' and shared.
 */
export const officeItemCountTable = pgTable(
  "office_item_count",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OfficeItemKind>().notNull(),
    authorKey: text("author_key").notNull(),
    isShared: boolean("is_shared").notNull(),
    total: integer("total").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.firmId, table.kind, table.authorKey, table.isShared] }),
    check(
      "office_item_count_kind_known",
      sql`${table.kind} in ('document', 'spreadsheet', 'presentation', 'pdf_session')`,
    ),
  ],
);
