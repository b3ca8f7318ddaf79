import type { TOfficeDocumentOrigin, TOfficeDocumentType } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
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

/**
 * A firm document as the word processor edits it: the newest version's content (sanitised editor HTML)
 * with its computed word count and pages, and `version`, which every save raises by one — a save that
 * names an older version than this is refused (409), so two people never overwrite each other silently.
 */
export const officeDocumentTable = pgTable(
  "office_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: text("type").$type<TOfficeDocumentType>().notNull(),
    template: text("template"),
    origin: text("origin").$type<TOfficeDocumentOrigin>().notNull(),
    content: text("content").notNull(),
    clientId: uuid("client_id").references(() => clientTable.id, { onDelete: "set null" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    isShared: boolean("is_shared").notNull().default(false),
    version: integer("version").notNull().default(1),
    wordCount: integer("word_count").notNull(),
    pages: integer("pages").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // My Documents' order (newest change first, the id breaking ties), so a page is read off the index.
    index("office_document_firm_updated_idx").on(
      table.firmId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("office_document_matter_idx").on(table.matterId),
    check(
      "office_document_type_known",
      sql`${table.type} in ('contract', 'pleading', 'correspondence', 'template')`,
    ),
    check(
      "office_document_origin_known",
      sql`${table.origin} in ('word_processor', 'docx_import', 'document_automation', 'legal_writing', 'ai_template')`,
    ),
    check("office_document_version_positive", sql`${table.version} >= 1`),
    check("office_document_counts_positive", sql`${table.wordCount} >= 0 and ${table.pages} >= 1`),
  ],
);

/** Every saved state of a document, newest = the document's `version`; kept until the document is deleted. */
export const officeDocumentVersionTable = pgTable(
  "office_document_version",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => officeDocumentTable.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    wordCount: integer("word_count").notNull(),
    reason: text("reason").$type<"created" | "saved" | "restored" | "imported" | "generated">().notNull(),
    savedByUserId: text("saved_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.version] }),
    check(
      "office_document_version_reason_known",
      sql`${table.reason} in ('created', 'saved', 'restored', 'imported', 'generated')`,
    ),
  ],
);
