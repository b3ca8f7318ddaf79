import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Subscription plans, kept by the platform admin. The four standard plans are inserted by the
 * migration; `code` is what a firm points at. A null limit means unlimited; a null price is "Custom".
 */
export const planTable = pgTable(
  "plan",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    /** Monthly price in cents, VAT inclusive; null shows as "Custom" (Enterprise). */
    priceCents: bigint("price_cents", { mode: "number" }),
    description: text("description").notNull().default(""),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    userLimit: integer("user_limit"),
    activeMatterLimit: integer("active_matter_limit"),
    maxSubscribers: integer("max_subscribers"),
    isPopular: boolean("is_popular").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("plan_price_not_negative", sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    check("plan_user_limit_positive", sql`${table.userLimit} is null or ${table.userLimit} > 0`),
    check(
      "plan_matter_limit_positive",
      sql`${table.activeMatterLimit} is null or ${table.activeMatterLimit} > 0`,
    ),
  ],
);
