import { FIRM_SIZES, STAFF_ROLES } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { planTable } from "../plans/plans.tables.ts";

export const staffRoleEnum = pgEnum("staff_role", STAFF_ROLES);
export const firmSizeEnum = pgEnum("firm_size", FIRM_SIZES);

export const firmTable = pgTable(
  "firm",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    registrationNumber: text("registration_number"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    firmSize: firmSizeEnum("firm_size").notNull().default("solo"),
    practiceAreas: jsonb("practice_areas").$type<string[]>().notNull().default([]),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /** The plan's `code`; plans live in the database and the platform admin may add more. */
    subscriptionPlan: text("subscription_plan")
      .notNull()
      .default("solo")
      .references(() => planTable.code, { onUpdate: "cascade", onDelete: "restrict" }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** The current monthly billing period; a plan change is prorated over what is left of it. */
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 month'`),
    isDemo: boolean("is_demo").notNull().default(false),
    /** Matter references are `{prefix}-{year}-{0001}`; the owner may change the prefix. */
    matterReferencePrefix: text("matter_reference_prefix").notNull().default("MAT"),
    /** The rate for time when the member has none of their own, in cents per hour. */
    defaultHourlyRateCents: integer("default_hourly_rate_cents").notNull().default(0),
    /** Language-model tokens the firm may use a month; null: the platform's default. */
    aiMonthlyTokenBudget: integer("ai_monthly_token_budget"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "firm_ai_monthly_token_budget_range",
      sql`${table.aiMonthlyTokenBudget} is null or ${table.aiMonthlyTokenBudget} between 0 and 1000000000`,
    ),
  ],
);

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
    /** This member's own rate for time, in cents per hour; the firm's default applies when null. */
    hourlyRateCents: integer("hourly_rate_cents"),
    invitedByUserId: text("invited_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
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
