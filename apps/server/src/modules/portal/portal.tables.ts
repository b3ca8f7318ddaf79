import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { officeDocumentTable } from "../office/office-document.tables.ts";

/**
 * A client's contact person with access to the client portal: one person (a better-auth user with no
 * firm_member row, so every firm route refuses them) belongs to exactly one client of one firm.
 * `joined_at` is null while the invitation is open; `revoked_at` ends access at once.
 */
export const portalMemberTable = pgTable(
  "portal_member",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    invitedByUserId: text("invited_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("portal_member_user_id_idx").on(table.userId),
    index("portal_member_client_idx").on(table.firmId, table.clientId),
  ],
);

/** A message on a matter's portal thread, from a firm member or the client's portal user. */
export const portalMessageTable = pgTable(
  "portal_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    /** "firm" (a firm member wrote it) or "client" (the portal user did). */
    authorKind: text("author_kind").$type<"firm" | "client">().notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("portal_message_matter_idx").on(table.firmId, table.matterId, table.createdAt),
    check("portal_message_author_kind", sql`${table.authorKind} in ('firm', 'client')`),
    check("portal_message_body_length", sql`char_length(${table.body}) between 1 and 10000`),
  ],
);

/** A file the client's portal user uploaded to one of their matters (checked by content). */
export const portalUploadTable = pgTable(
  "portal_upload",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    storedFileId: uuid("stored_file_id")
      .notNull()
      .references(() => storedFileTable.id, { onDelete: "restrict" }),
    uploadedByUserId: text("uploaded_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("portal_upload_matter_idx").on(table.firmId, table.matterId, table.createdAt),
    index("portal_upload_client_idx").on(table.firmId, table.clientId),
  ],
);

/** A firm document the firm shares with one client through the portal: a word-processor document or a stored file. */
export const portalSharedDocumentTable = pgTable(
  "portal_shared_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    officeDocumentId: uuid("office_document_id").references(() => officeDocumentTable.id, {
      onDelete: "cascade",
    }),
    storedFileId: uuid("stored_file_id").references(() => storedFileTable.id, { onDelete: "cascade" }),
    sharedByUserId: text("shared_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("portal_shared_document_client_idx").on(table.firmId, table.clientId, table.createdAt),
    uniqueIndex("portal_shared_document_office_idx").on(table.clientId, table.officeDocumentId),
    uniqueIndex("portal_shared_document_file_idx").on(table.clientId, table.storedFileId),
    check(
      "portal_shared_document_one_source",
      sql`(${table.officeDocumentId} is null) <> (${table.storedFileId} is null)`,
    ),
  ],
);
