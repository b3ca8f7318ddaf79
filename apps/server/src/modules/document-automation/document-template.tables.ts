import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

/**
 * A firm's own template (the built-in ones live in code): HTML with merge fields, written in the editor
 * or uploaded as a DOCX. Editing raises `version` and keeps the old text; a retired template is no longer
 * offered for generation but stays readable, as documents generated from it name it.
 */
export const documentTemplateTable = pgTable(
  "document_template",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    language: text("language").notNull().default("English"),
    documentType: text("document_type").notNull(),
    content: text("content").notNull(),
    version: integer("version").notNull().default(1),
    createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    index("document_template_firm_idx").on(table.firmId),
    check(
      "document_template_category_known",
      sql`${table.category} in ('Contracts', 'Agreements', 'Legal Letters', 'Court Pleadings', 'Corporate Documents')`,
    ),
    check(
      "document_template_type_known",
      sql`${table.documentType} in ('contract', 'pleading', 'correspondence', 'template')`,
    ),
  ],
);

/** Each saved text of a firm template, so an edit never loses what documents were generated from. */
export const documentTemplateVersionTable = pgTable(
  "document_template_version",
  {
    templateId: uuid("template_id")
      .notNull()
      .references(() => documentTemplateTable.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    content: text("content").notNull(),
    savedByUserId: text("saved_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.templateId, table.version] })],
);
