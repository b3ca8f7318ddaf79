import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { corpusDocumentTable } from "../corpus/corpus.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/** A member's searches, newest first on the research screen. */
export const researchSearchTable = pgTable(
  "research_search",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    filters: jsonb("filters").notNull().default({}),
    resultCount: integer("result_count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("research_search_user_idx").on(table.firmId, table.userId, table.createdAt)],
);

/** A passage kept on a matter's Research tab: the query, the document and pinpoint, and a comment. */
export const matterResearchNoteTable = pgTable(
  "matter_research_note",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => corpusDocumentTable.id, { onDelete: "cascade" }),
    pinpoint: text("pinpoint"),
    query: text("query"),
    passage: text("passage"),
    comment: text("comment"),
    createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("matter_research_note_matter_idx").on(table.matterId, table.createdAt)],
);
