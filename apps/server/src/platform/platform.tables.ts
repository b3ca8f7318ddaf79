import { MAIL_STATUSES, ONE_TIME_TOKEN_PURPOSES } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { UploadMime } from "./file-types.ts";
import type { StoredFilePurpose } from "./uploads.ts";

/** Who did what, when: written in the same transaction as the change it describes; never updated. */
export const auditEventTable = pgTable(
  "audit_event",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    firmId: uuid("firm_id"),
    userId: text("user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    ipAddress: text("ip_address"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_event_firm_id_created_at_idx").on(table.firmId, table.createdAt),
    index("audit_event_user_id_idx").on(table.userId),
  ],
);

/** Fixed-window counters shared by every app instance (login attempts per IP and per e-mail). */
export const rateLimitTable = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const oneTimeTokenPurposeEnum = pgEnum("one_time_token_purpose", ONE_TIME_TOKEN_PURPOSES);

/**
 * Links sent by e-mail (verify an address, accept an invitation). Only a SHA-256 hash of the token is
 * stored; a token works once, before it expires.
 */
export const oneTimeTokenTable = pgTable(
  "one_time_token",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: oneTimeTokenPurposeEnum("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").notNull(),
    firmId: uuid("firm_id"),
    email: text("email").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("one_time_token_user_id_idx").on(table.userId, table.purpose)],
);

export const mailStatusEnum = pgEnum("mail_status", MAIL_STATUSES);

/**
 * Every message the platform sends. With SMTP_URL set it is delivered and marked sent (or failed);
 * without, it stays here as `logged` and is shown at /dev/mailbox outside production.
 */
export const mailOutboxTable = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** The links in the message, so the dev mailbox can show them. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    /** The names and sizes of files sent with the message (the bytes are not kept here). */
    attachments: jsonb("attachments")
      .$type<{ fileName: string; sizeBytes: number }[]>()
      .notNull()
      .default([]),
    status: mailStatusEnum("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_created_at_idx").on(table.createdAt)],
);

/** Platform-wide settings kept by the platform admin: one JSON value per key, checked by a zod schema. */
export const platformSettingTable = pgTable("platform_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedByUserId: text("updated_by_user_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Platform sits below the modules and imports none of them, so it cannot take the firm and user tables
// for stored_file's foreign keys. These stand-ins name the same tables and key columns, which is all
// drizzle-kit reads to write the constraints; they are not exported, so the schema still has one
// `firm` and one `user` table, defined by their modules.
const firmKeyTable = pgTable("firm", { id: uuid("id").primaryKey() });
const userKeyTable = pgTable("user", { id: text("id").primaryKey() });

/**
 * An uploaded file (a client's written instruction, an expense receipt): who uploaded it for which firm,
 * and what it is by its bytes. The bytes themselves are in file storage under `storage_key`
 * (platform/file-storage.ts); the row is written after them, so a row always has its bytes.
 */
export const storedFileTable = pgTable(
  "stored_file",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmKeyTable.id, { onDelete: "restrict" }),
    storageKey: text("storage_key").notNull().unique(),
    /** The uploader's name for the file, sanitised; shown and offered on download, never used as a path. */
    fileName: text("file_name").notNull(),
    /** Detected from the bytes, never the type the browser declared. */
    mime: text("mime").$type<UploadMime>().notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Hex SHA-256 of the bytes: shows the file is the one that was uploaded. */
    sha256: text("sha256").notNull(),
    purpose: text("purpose").$type<StoredFilePurpose>().notNull(),
    uploadedByUserId: text("uploaded_by")
      .notNull()
      .references(() => userKeyTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stored_file_firm_id_created_at_idx").on(table.firmId, table.createdAt),
    index("stored_file_uploaded_by_idx").on(table.uploadedByUserId),
    check("stored_file_size_bytes_positive", sql`${table.sizeBytes} > 0`),
    check("stored_file_file_name_length", sql`char_length(${table.fileName}) between 1 and 255`),
    check("stored_file_sha256_hex", sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** PostgreSQL's 64-bit transaction id, which drizzle has no column type for. */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/**
 * One row per writing transaction and firm: which transactions changed a firm's data. Statement
 * triggers on every firm-scoped table write it (migration 0008), so the response cache can tell
 * whether anything a cached answer read has changed since the snapshot it was read under. Rows older
 * than every cached answer are deleted (platform/response-cache.ts).
 */
export const firmChangeTable = pgTable(
  "firm_change",
  {
    firmId: uuid("firm_id").notNull(),
    transactionId: transactionId("xid").notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.transactionId] })],
);
