import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";

/**
 * Every plan change, with the prorated amount for the rest of the billing period (positive: a charge,
 * negative: a credit). Never updated.
 */
export const planChangeTable = pgTable(
  "plan_change",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id").notNull(),
    fromPlanCode: text("from_plan_code").notNull(),
    toPlanCode: text("to_plan_code").notNull(),
    changedByUserId: text("changed_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    proratedAmountCents: bigint("prorated_amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("plan_change_firm_id_idx").on(table.firmId, table.createdAt)],
);
