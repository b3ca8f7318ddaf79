import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

/**
 * A firm's analytics choices, set by the owner: whether its figures count towards the anonymised
 * platform medians, and the monthly billable-hours target each person is measured against unless a
 * target of their own is set. No row: shared, and no target.
 */
export const analyticsSettingsTable = pgTable(
  "analytics_settings",
  {
    firmId: uuid("firm_id")
      .primaryKey()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    shareBenchmarks: boolean("share_benchmarks").notNull().default(true),
    /** Billable minutes a month; null: no firm-wide target. */
    monthlyTargetMinutes: integer("monthly_target_minutes"),
    updatedByUserId: text("updated_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "analytics_settings_target_range",
      sql`${table.monthlyTargetMinutes} is null or ${table.monthlyTargetMinutes} between 0 and 44640`,
    ),
  ],
);

/** One person's monthly billable-hours target in a firm (minutes), set by the owner. */
export const analyticsMemberTargetTable = pgTable(
  "analytics_member_target",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    monthlyTargetMinutes: integer("monthly_target_minutes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.firmId, table.userId] }),
    check("analytics_member_target_range", sql`${table.monthlyTargetMinutes} between 0 and 44640`),
  ],
);
