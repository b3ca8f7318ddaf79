import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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
    /** The description lower-cased and without accents, kept by PostgreSQL for search. */
    descriptionFolded: text("description_folded").generatedAlwaysAs(
      (): SQL => sql`inkundla_fold(${timeEntryTable.description})`,
    ),
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
    index("time_entry_description_folded_trgm_idx").using(
      "gin",
      sql`${table.descriptionFolded} gin_trgm_ops`,
    ),
    check("time_entry_hours_tenths_range", sql`${table.hoursTenths} between 1 and 240`),
    check("time_entry_rate_cents_range", sql`${table.rateCents} >= 0`),
    check("time_entry_amount_cents_range", sql`${table.amountCents} >= 0`),
  ],
);

/**
 * Each firm's time per calendar month of work: entries, hours and amount. The practice stats read this
 * month's row and the time list's X-Total-Count sums the rows, instead of adding up thousands of
 * entries. Kept exact by triggers on `time_entry` in the writing transaction (see the migration).
 */
export const firmTimeMonthTable = pgTable(
  "firm_time_month",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    /** The first day of the month the work was done in. */
    month: date("month", { mode: "string" }).notNull(),
    entryCount: integer("entry_count").notNull(),
    hoursTenths: bigint("hours_tenths", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.month] })],
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
