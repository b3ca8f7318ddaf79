import { NOTIFICATION_KINDS } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);

/**
 * What a person is told about, in the bell and in their e-mail digest. `source_key` names the event
 * (e.g. `deadline:<task>:<due date>`), so an event is announced to a person once, however often the
 * firm's records are looked over or a job runs again.
 */
export const notificationTable = pgTable(
  "notification",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    kind: notificationKindEnum("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path in the app, e.g. "/practice/matters/…?tab=tasks". */
    link: text("link"),
    sourceKey: text("source_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When it went out in an e-mail digest; a digest holds only those not mailed before. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("notification_user_source_key").on(table.userId, table.sourceKey),
    index("notification_user_created_idx").on(table.userId, table.createdAt),
    index("notification_user_unread_idx").on(table.userId, table.kind).where(sql`${table.readAt} is null`),
    index("notification_unmailed_idx").on(table.userId).where(sql`${table.emailedAt} is null`),
  ],
);

/**
 * When a firm's records were last looked over for what has come due (deadlines, overdue invoices, the
 * trust month): the bell looks again when this is older than a minute, whichever instance asks.
 */
export const notificationScanTable = pgTable("notification_scan", {
  firmId: uuid("firm_id")
    .primaryKey()
    .references(() => firmTable.id, { onDelete: "cascade" }),
  scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
});

/** The days whose morning run (every firm looked over, the digests mailed) has been queued: once a day. */
export const notificationRunTable = pgTable("notification_run", {
  day: date("day", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
