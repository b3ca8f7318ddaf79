import { CLIENT_TYPES, FICA_STATUSES } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";

export const clientTypeEnum = pgEnum("client_type", CLIENT_TYPES);
export const ficaStatusEnum = pgEnum("fica_status", FICA_STATUSES);

/**
 * A firm's client, a person or a company. Never hard-deleted once it has matters or money: it is
 * archived (`archived_at`) and stays in the books.
 */
export const clientTable = pgTable(
  "client",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    type: clientTypeEnum("type").notNull(),
    name: text("name").notNull(),
    /**
     * The name lower-cased and without accents ("Nkosí" → "nkosi"), kept by PostgreSQL: search and
     * conflict checks compare against it instead of folding every name they look at.
     */
    nameFolded: text("name_folded").generatedAlwaysAs((): SQL => sql`inkundla_fold(${clientTable.name})`),
    /** South African ID or passport number of an individual. */
    idNumber: text("id_number"),
    /** CIPC registration number of a company. */
    registrationNumber: text("registration_number"),
    vatNumber: text("vat_number"),
    email: text("email"),
    phone: text("phone"),
    physicalAddress: text("physical_address"),
    postalAddress: text("postal_address"),
    ficaStatus: ficaStatusEnum("fica_status").notNull().default("pending"),
    ficaVerifiedOn: date("fica_verified_on", { mode: "string" }),
    notes: text("notes"),
    /** The last time the firm dealt with the client (a matter, time or a note); updated on those writes. */
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("client_firm_id_name_idx").on(table.firmId, table.name, table.id),
    // The current (not archived) clients A to Z: a page deep in the list is an index-only walk.
    index("client_current_name_idx")
      .on(table.firmId, table.name, table.id)
      .where(sql`${table.archivedAt} is null`),
    index("client_firm_id_created_at_idx").on(table.firmId, table.createdAt),
    // Conflict checks and search: case- and accent-insensitive trigram similarity (see migration 0002).
    index("client_name_folded_trgm_idx").using("gin", sql`${table.nameFolded} gin_trgm_ops`),
    // The search's other conditions, so PostgreSQL can OR four index scans instead of reading every
    // client: the e-mail anywhere in it; in migration 0010, written by hand (drizzle cannot say
    // text_pattern_ops), the ID and registration numbers by their start.
    index("client_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

/**
 * How many clients each firm has, archived and not: the list's X-Total-Count and the practice stats
 * read this row instead of counting thousands. Kept exact by triggers on `client` in the writing
 * transaction (see the migration that adds this table), whoever writes the rows.
 */
export const firmClientCountTable = pgTable(
  "firm_client_count",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    isArchived: boolean("is_archived").notNull(),
    total: integer("total").notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.isArchived] })],
);
