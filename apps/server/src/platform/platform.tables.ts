import { MAIL_STATUSES, ONE_TIME_TOKEN_PURPOSES } from "@inkundla/shared";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

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
