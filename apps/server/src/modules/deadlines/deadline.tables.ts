import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

/**
 * One-off public holidays declared by the President under the Public Holidays Act s2A (e.g. election
 * days). Seeded with the known ones; the platform admin adds new declarations.
 */
export const declaredHolidayTable = pgTable("declared_holiday", {
  holidayOn: date("holiday_on", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
  createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's private iCalendar feed of their deadlines. Only a SHA-256 hash of the URL's token is
 * kept; revoking sets `revoked_at`, and a new token replaces the old one.
 */
export const calendarFeedTokenTable = pgTable(
  "calendar_feed_token",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("calendar_feed_token_user_id_idx").on(table.userId)],
);
