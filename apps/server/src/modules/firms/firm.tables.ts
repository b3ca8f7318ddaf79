import { STAFF_ROLES, SUBSCRIPTION_PLANS } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";

export const subscriptionPlanEnum = pgEnum("subscription_plan", SUBSCRIPTION_PLANS);
export const staffRoleEnum = pgEnum("staff_role", STAFF_ROLES);

export const firmTable = pgTable("firm", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  subscriptionPlan: subscriptionPlanEnum("subscription_plan").notNull().default("solo"),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const firmMemberTable = pgTable(
  "firm_member",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    role: staffRoleEnum("role").notNull(),
    isOwner: boolean("is_owner").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A person belongs to one firm; the firm is resolved from the session on every request.
    uniqueIndex("firm_member_user_id_key").on(table.userId),
    index("firm_member_firm_id_idx").on(table.firmId),
    // Exactly one owner per firm.
    uniqueIndex("firm_member_one_owner_key").on(table.firmId).where(sql`${table.isOwner}`),
  ],
);
