import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * Time worked on a matter. Hours are kept in tenths (0.1 h = 6 minutes) so they stay exact;
 * `amount_cents` is hours × rate, rounded half up to the cent. Locked once billed.
 */
export const timeEntryTable = pgTable(
  "time_entry",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    workedOn: date("worked_on", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    hoursTenths: integer("hours_tenths").notNull(),
    rateCents: integer("rate_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Set when an invoice takes the entry (billing issue); a billed entry is never edited or deleted. */
    billedAt: timestamp("billed_at", { withTimezone: true }),
    invoiceId: uuid("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("time_entry_firm_id_worked_on_idx").on(table.firmId, table.workedOn, table.createdAt, table.id),
    index("time_entry_matter_id_idx").on(table.matterId, table.workedOn),
    index("time_entry_user_id_idx").on(table.userId, table.workedOn),
    index("time_entry_description_trgm_idx").using(
      "gin",
      sql`inkundla_fold(${table.description}) gin_trgm_ops`,
    ),
    check("time_entry_hours_tenths_range", sql`${table.hoursTenths} between 1 and 240`),
    check("time_entry_rate_cents_range", sql`${table.rateCents} >= 0`),
    check("time_entry_amount_cents_range", sql`${table.amountCents} >= 0`),
  ],
);

/** A running start/stop timer, one per person, kept on the server so it survives reloads and devices. */
export const runningTimerTable = pgTable(
  "running_timer",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("running_timer_user_id_key").on(table.userId)],
);
