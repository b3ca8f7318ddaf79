import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
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

/*
 * Summaries the analytics endpoints read instead of a year of time entries, invoices and payments.
 * Each is kept exact by statement-level triggers on its source tables in the writing transaction
 * (migration 0018): a trigger adds the changed rows' contribution as new, less their contribution as
 * old, so a row is always the aggregate of the source rows as they stand. Counts beside the sums tell
 * "nothing happened" (count 0) from "movements that cancel out" (count above 0, sum 0), which the
 * breakdowns list. No foreign keys but the firm's: the rows are derived, and the sources hold theirs.
 */

const firmColumn = () =>
  uuid("firm_id")
    .notNull()
    .references(() => firmTable.id, { onDelete: "cascade" });

/**
 * Time worked per firm, day of work, person and practice area (the matter's type): entries, hours and
 * hours at a rate above zero, in tenths.
 */
export const analyticsTimeDayTable = pgTable(
  "analytics_time_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    userId: text("user_id").notNull(),
    practiceArea: text("practice_area").notNull(),
    entryCount: integer("entry_count").notNull(),
    hoursTenths: bigint("hours_tenths", { mode: "number" }).notNull(),
    billableTenths: bigint("billable_tenths", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day, table.userId, table.practiceArea] })],
);

/**
 * Revenue excluding VAT per firm, day and practice area ('' for invoices without a matter): invoices
 * issued (not draft or void) at their subtotal, less credit notes on invoices that are not void.
 */
export const analyticsRevenueDayTable = pgTable(
  "analytics_revenue_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    practiceArea: text("practice_area").notNull(),
    movementCount: integer("movement_count").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day, table.practiceArea] })],
);

/**
 * Per firm, day and client: how much the client did (time entries on its matters, invoices issued, matters
 * opened) and its revenue as in `analytics_revenue_day`.
 */
export const analyticsClientDayTable = pgTable(
  "analytics_client_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    clientId: uuid("client_id").notNull(),
    activityCount: integer("activity_count").notNull(),
    revenueMovementCount: integer("revenue_movement_count").notNull(),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day, table.clientId] })],
);

/**
 * Payments collected per firm and day received: allocations to invoices that are not void, each scaled
 * to its invoice's share excluding VAT (rounded per allocation).
 */
export const analyticsCollectedDayTable = pgTable(
  "analytics_collected_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    allocationCount: integer("allocation_count").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day] })],
);

/**
 * Time billed per firm, invoice issue day and person: the time lines of issued invoices (not void), their
 * value excluding VAT and the hours of the entries they bill.
 */
export const analyticsBilledDayTable = pgTable(
  "analytics_billed_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    userId: text("user_id").notNull(),
    lineCount: integer("line_count").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
    hoursTenths: bigint("hours_tenths", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day, table.userId] })],
);

/** Work in progress per firm: unbilled time and expenses recorded or approved. */
export const analyticsFirmWipTable = pgTable("analytics_firm_wip", {
  firmId: uuid("firm_id")
    .primaryKey()
    .references(() => firmTable.id, { onDelete: "cascade" }),
  timeCents: bigint("time_cents", { mode: "number" }).notNull(),
  expenseCents: bigint("expense_cents", { mode: "number" }).notNull(),
});

/**
 * The debtors' book per firm and issue day: open invoices' unpaid balances (sent or partially paid, total
 * above zero), including VAT and excluding it (each invoice's balance scaled and rounded on its own).
 */
export const analyticsDebtorDayTable = pgTable(
  "analytics_debtor_day",
  {
    firmId: firmColumn(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.issueDate] })],
);

/**
 * Matters closed per firm and day of closing in South Africa (FIRM_TIME_ZONE): how many, and the days
 * each was open in total (closing day less opening day), kept by triggers on matters (migration 0020).
 */
export const analyticsClosedDayTable = pgTable(
  "analytics_closed_day",
  {
    firmId: firmColumn(),
    day: date("day", { mode: "string" }).notNull(),
    matterCount: integer("matter_count").notNull(),
    openDays: bigint("open_days", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.day] })],
);

/** What each client owes excluding VAT on open invoices, as in `analytics_debtor_day`. */
export const analyticsClientBalanceTable = pgTable(
  "analytics_client_balance",
  {
    firmId: firmColumn(),
    clientId: uuid("client_id").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.clientId] })],
);

/**
 * The firm's collection history per issue day: invoices issued (not draft or void) that were due anything
 * (total above credit notes), what they were due, and what of it was paid within 30, 60 and 90 days.
 */
export const analyticsCollectionDayTable = pgTable(
  "analytics_collection_day",
  {
    firmId: firmColumn(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    invoiceCount: integer("invoice_count").notNull(),
    dueCents: bigint("due_cents", { mode: "number" }).notNull(),
    paidWithin30Cents: bigint("paid_within30_cents", { mode: "number" }).notNull(),
    paidWithin60Cents: bigint("paid_within60_cents", { mode: "number" }).notNull(),
    paidWithin90Cents: bigint("paid_within90_cents", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.issueDate] })],
);

/**
 * The periods a firm's analytics currently reads through running sums (`analytics_client_window`,
 * `analytics_time_window`): the preset periods of today and the periods before them, written by
 * analytics-windows.ts when today's set differs from the stored one. While a window exists,
 * the triggers of migration 0020 add every change of `analytics_client_day` and `analytics_time_day`
 * inside it to its sums, so a year's breakdown by client is a few thousand ready rows, not a year of days.
 * A custom period that is read becomes windows too (its period and the one before), kept while it is
 * read: `read_on` is the last day it was (null for a preset's window).
 */
export const analyticsWindowTable = pgTable(
  "analytics_window",
  {
    firmId: firmColumn(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    /** Clients with activity in the window: its `analytics_client_window` rows with activity above 0. */
    activeClients: integer("active_clients").notNull().default(0),
    /** Clients with revenue movements in it, and the sum of their revenue (cents, excluding VAT). */
    revenueClients: integer("revenue_clients").notNull().default(0),
    clientRevenueCents: bigint("client_revenue_cents", { mode: "number" }).notNull().default(0),
    readOn: date("read_on", { mode: "string" }),
  },
  (table) => [
    primaryKey({ columns: [table.firmId, table.fromDay, table.toDay] }),
    check("analytics_window_order", sql`${table.fromDay} <= ${table.toDay}`),
  ],
);

/** `analytics_client_day` summed over each of the firm's windows, per client. */
export const analyticsClientWindowTable = pgTable(
  "analytics_client_window",
  {
    firmId: uuid("firm_id").notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    clientId: uuid("client_id").notNull(),
    activityCount: integer("activity_count").notNull(),
    revenueMovementCount: integer("revenue_movement_count").notNull(),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.firmId, table.fromDay, table.toDay, table.clientId] }),
    // The clients with most revenue in a window, read from the top.
    index("analytics_client_window_revenue_idx")
      .on(table.firmId, table.fromDay, table.toDay, table.revenueCents.desc(), table.clientId)
      .where(sql`${table.revenueMovementCount} > 0`),
    foreignKey({
      columns: [table.firmId, table.fromDay, table.toDay],
      foreignColumns: [analyticsWindowTable.firmId, analyticsWindowTable.fromDay, analyticsWindowTable.toDay],
    }).onDelete("cascade"),
  ],
);

/** `analytics_time_day` summed over each of the firm's windows, per person and practice area. */
export const analyticsTimeWindowTable = pgTable(
  "analytics_time_window",
  {
    firmId: uuid("firm_id").notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    userId: text("user_id").notNull(),
    practiceArea: text("practice_area").notNull(),
    entryCount: integer("entry_count").notNull(),
    hoursTenths: bigint("hours_tenths", { mode: "number" }).notNull(),
    billableTenths: bigint("billable_tenths", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.firmId, table.fromDay, table.toDay, table.userId, table.practiceArea] }),
    foreignKey({
      columns: [table.firmId, table.fromDay, table.toDay],
      foreignColumns: [analyticsWindowTable.firmId, analyticsWindowTable.fromDay, analyticsWindowTable.toDay],
    }).onDelete("cascade"),
  ],
);

/**
 * Each client's first day with the firm: the earliest of its matters' opening days and its issued
 * invoices' dates (null while it has neither), kept by triggers on matters and invoices (migration
 * 0020). A client active in a period is new when this day is not before the period.
 */
export const analyticsClientFirstTable = pgTable(
  "analytics_client_first",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => clientTable.id, { onDelete: "cascade" }),
    firmId: firmColumn(),
    firstDay: date("first_day", { mode: "string" }),
  },
  (table) => [index("analytics_client_first_firm_id_idx").on(table.firmId, table.firstDay)],
);
