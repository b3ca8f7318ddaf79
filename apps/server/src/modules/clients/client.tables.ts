import { CLIENT_TYPES, FICA_STATUSES } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { date, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    index("client_firm_id_created_at_idx").on(table.firmId, table.createdAt),
    // Conflict checks and search: case- and accent-insensitive trigram similarity (see migration 0002).
    index("client_name_trgm_idx").using("gin", sql`inkundla_fold(${table.name}) gin_trgm_ops`),
  ],
);
