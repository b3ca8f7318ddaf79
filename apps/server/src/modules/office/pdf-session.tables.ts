import type { TPdfEditCounts } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * A PDF being edited: the uploaded original (kept as it is, in file storage), the annotations and
 * modifications made to it so far (the spec's `annotations[]` and `modifications[]`), the undo history,
 * and the newest export. Edits are data until exported; an export is a new file, never the original.
 */
export const pdfSessionTable = pgTable(
  "pdf_session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    clientId: uuid("client_id").references(() => clientTable.id, { onDelete: "set null" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    sourceFileId: uuid("source_file_id")
      .notNull()
      .references(() => storedFileTable.id, { onDelete: "restrict" }),
    pageCount: integer("page_count").notNull(),
    annotations: jsonb("annotations").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    modifications: jsonb("modifications").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The edits counted by type (`TPdfEditCounts`), kept by PostgreSQL on every write of them, so a page
     * of cards reads a few bytes a session instead of counting or sending every edit.
     */
    editCounts: jsonb("edit_counts")
      .$type<TPdfEditCounts>()
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`pdf_edit_counts(${pdfSessionTable.annotations}, ${pdfSessionTable.modifications})`,
      ),
    /** Earlier states of annotations and modifications, newest last, for undo. */
    undoHistory: jsonb("undo_history").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    version: integer("version").notNull().default(1),
    exportFileId: uuid("export_file_id").references(() => storedFileTable.id, { onDelete: "set null" }),
    exportedAt: timestamp("exported_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("pdf_session_firm_updated_idx").on(
      table.firmId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("pdf_session_matter_idx").on(table.matterId),
    check("pdf_session_version_positive", sql`${table.version} >= 1`),
    check("pdf_session_pages_positive", sql`${table.pageCount} >= 1`),
  ],
);

/**
 * The other PDFs a session draws on: pages inserted from another file, the parts of a merged bundle.
 * Each is a stored file of the same firm, listed in the order the person put them.
 */
export const pdfSessionFileTable = pgTable(
  "pdf_session_file",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => pdfSessionTable.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFileTable.id, { onDelete: "restrict" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pageCount: integer("page_count").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.fileId] }),
    check("pdf_session_file_pages_positive", sql`${table.pageCount} >= 1`),
  ],
);
