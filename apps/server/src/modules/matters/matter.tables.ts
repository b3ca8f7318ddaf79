import {
  CONFLICT_DECISIONS,
  MATTER_STATUSES,
  type TCaseCourt,
  type TCaseType,
  type TMatterOutcome,
} from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

export const matterStatusEnum = pgEnum("matter_status", MATTER_STATUSES);
export const conflictDecisionEnum = pgEnum("conflict_decision", CONFLICT_DECISIONS);

/** The conflict check run before a matter was opened: the names searched and what was found. */
export type StoredConflictCheck = {
  names: string[];
  hits: { name: string; source: string; matchedName: string; similarity: number; recordId: string }[];
  checkedAt: string;
  checkedByUserId: string;
};

export const matterTable = pgTable(
  "matter",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "restrict" }),
    /** Per firm, unique and sequential: `{prefix}-{year}-{0001}` (see matter_reference_counter). */
    reference: text("reference").notNull(),
    title: text("title").notNull(),
    /** The title lower-cased and without accents, kept by PostgreSQL for search (see client.nameFolded). */
    titleFolded: text("title_folded").generatedAlwaysAs((): SQL => sql`inkundla_fold(${matterTable.title})`),
    /** The practice area, e.g. "Commercial Law". */
    type: text("type").notNull(),
    status: matterStatusEnum("status").notNull().default("active"),
    responsibleUserId: text("responsible_user_id").references(() => userTable.id, { onDelete: "set null" }),
    description: text("description"),
    openedOn: date("opened_on", { mode: "string" }).notNull().default(sql`current_date`),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    conflictCheck: jsonb("conflict_check").$type<StoredConflictCheck>(),
    conflictDecision: conflictDecisionEnum("conflict_decision"),
    /** Updated on every write that touches the matter (time, tasks, notes, status). */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("matter_firm_id_reference_key").on(table.firmId, table.reference),
    index("matter_firm_id_status_idx").on(table.firmId, table.status),
    index("matter_firm_id_last_activity_idx").on(table.firmId, table.lastActivityAt, table.id),
    index("matter_client_id_idx").on(table.clientId),
    // A client's active matters, counted beside every client listed: an index-only count.
    index("matter_client_id_active_idx").on(table.clientId).where(sql`${table.status} = 'active'`),
    index("matter_title_folded_trgm_idx").using("gin", sql`${table.titleFolded} gin_trgm_ops`),
    // "2025-00" finds MAT-2025-0012 without reading every matter's reference.
    index("matter_reference_trgm_idx").using("gin", sql`lower(${table.reference}) gin_trgm_ops`),
  ],
);

/**
 * How many matters each firm has in each status: the list's X-Total-Count and the practice stats read
 * these rows instead of counting. Kept exact by triggers on `matter` in the writing transaction.
 */
export const firmMatterCountTable = pgTable(
  "firm_matter_count",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    status: matterStatusEnum("status").notNull(),
    total: integer("total").notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.status] })],
);

/** The last number handed out per firm and year; taken under a row lock so references never repeat. */
export const matterReferenceCounterTable = pgTable(
  "matter_reference_counter",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.year] })],
);

/** People on a matter other than the client: opposing parties and others (co-defendants, sureties …). */
export const matterPartyTable = pgTable(
  "matter_party",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "opposing_party" or "other_party". */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("matter_party_matter_id_idx").on(table.matterId),
    index("matter_party_firm_id_idx").on(table.firmId),
    index("matter_party_name_trgm_idx").using("gin", sql`inkundla_fold(${table.name}) gin_trgm_ops`),
  ],
);

/** Every status change of a matter, with who and when; never updated. */
export const matterStatusChangeTable = pgTable(
  "matter_status_change",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    firmId: uuid("firm_id").notNull(),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    fromStatus: matterStatusEnum("from_status"),
    toStatus: matterStatusEnum("to_status").notNull(),
    changedByUserId: text("changed_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("matter_status_change_matter_id_idx").on(table.matterId, table.changedAt)],
);

export const matterNoteTable = pgTable(
  "matter_note",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id").notNull(),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => userTable.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("matter_note_matter_id_idx").on(table.matterId, table.createdAt)],
);

/**
 * How a completed or closed matter ended (one row per matter, replaced when corrected): the firm's own
 * record that advanced analytics and case prediction rest on. Amounts are integer cents.
 */
export const matterOutcomeTable = pgTable(
  "matter_outcome",
  {
    matterId: uuid("matter_id")
      .primaryKey()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    outcome: text("outcome").$type<TMatterOutcome>().notNull(),
    caseType: text("case_type").$type<TCaseType>().notNull(),
    court: text("court").$type<TCaseCourt>(),
    claimedCents: bigint("claimed_cents", { mode: "number" }),
    awardedCents: bigint("awarded_cents", { mode: "number" }),
    issuedOn: date("issued_on", { mode: "string" }),
    finalOrderOn: date("final_order_on", { mode: "string" }),
    recordedByUserId: text("recorded_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Comparable matters for a prediction: the firm's outcomes of one case type (and court).
    index("matter_outcome_firm_case_type_court_idx").on(table.firmId, table.caseType, table.court),
    check(
      "matter_outcome_outcome_known",
      sql`${table.outcome} in ('won', 'lost', 'settled', 'withdrawn', 'default_judgment', 'other')`,
    ),
    check(
      "matter_outcome_amounts_not_negative",
      sql`coalesce(${table.claimedCents}, 0) >= 0 and coalesce(${table.awardedCents}, 0) >= 0`,
    ),
    check(
      "matter_outcome_order_after_issue",
      sql`${table.issuedOn} is null or ${table.finalOrderOn} is null or ${table.finalOrderOn} >= ${table.issuedOn}`,
    ),
  ],
);
