import type {
  TCourtLevel,
  TFilingDocumentPlacement,
  TFilingDocumentType,
  TFilingStatus,
  TFilingSystem,
  TFilingUrgency,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/**
 * A court filing prepared for a matter: the bundle the person uploads to CaseLines or Court Online
 * (neither offers us an API), and what the court's system answered once they did (reference, status).
 */
export const courtFilingTable = pgTable(
  "court_filing",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "restrict" }),
    courtLevel: text("court_level").$type<TCourtLevel>().notNull(),
    caseNumber: text("case_number").notNull(),
    documentType: text("document_type").$type<TFilingDocumentType>().notNull(),
    urgency: text("urgency").$type<TFilingUrgency>().notNull(),
    system: text("system").$type<TFilingSystem>().notNull(),
    status: text("status").$type<TFilingStatus>().notNull().default("prepared"),
    /** The court system's own reference, recorded by the person after uploading. */
    courtReference: text("court_reference"),
    statusNote: text("status_note"),
    bundleFileId: uuid("bundle_file_id")
      .notNull()
      .references(() => storedFileTable.id, { onDelete: "restrict" }),
    bundlePageCount: integer("bundle_page_count").notNull(),
    preparedAt: timestamp("prepared_at", { withTimezone: true }).notNull().defaultNow(),
    preparedByUserId: text("prepared_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    /** When the person recorded the court's answer (filed, processing, rejected or other). */
    filedAt: timestamp("filed_at", { withTimezone: true }),
    filedByUserId: text("filed_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    /** The response deadline created as a task from this filing, if one was. */
    responseTaskId: uuid("response_task_id"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("court_filing_firm_prepared_idx").on(table.firmId, table.preparedAt.desc(), table.id.desc()),
    index("court_filing_firm_case_number_idx").on(table.firmId, table.caseNumber),
    index("court_filing_matter_idx").on(table.matterId),
    check(
      "court_filing_court_level_known",
      sql`${table.courtLevel} in ('constitutional', 'supreme', 'high', 'magistrate', 'district')`,
    ),
    check(
      "court_filing_system_matches_court",
      sql`(${table.system} = 'caselines' and ${table.courtLevel} in ('constitutional', 'supreme', 'high')) or (${table.system} = 'court_online' and ${table.courtLevel} in ('magistrate', 'district'))`,
    ),
    check("court_filing_urgency_known", sql`${table.urgency} in ('normal', 'urgent', 'ex-parte')`),
    check(
      "court_filing_status_known",
      sql`${table.status} in ('prepared', 'filed', 'processing', 'rejected', 'other')`,
    ),
    check(
      "court_filing_recorded_has_time",
      sql`${table.status} = 'prepared' or ${table.filedAt} is not null`,
    ),
    check("court_filing_bundle_pages_positive", sql`${table.bundlePageCount} > 0`),
  ],
);

/** The documents of a filing, in the order they appear in the bundle. */
export const courtFilingDocumentTable = pgTable(
  "court_filing_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    filingId: uuid("filing_id")
      .notNull()
      .references(() => courtFilingTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => storedFileTable.id, { onDelete: "restrict" }),
    fileName: text("file_name").notNull(),
    placement: text("placement").$type<TFilingDocumentPlacement>().notNull(),
    /** Pages this document takes in the bundle, and where (1-based, the index pages counted). */
    pageCount: integer("page_count").notNull(),
    firstPage: integer("first_page").notNull(),
    lastPage: integer("last_page").notNull(),
  },
  (table) => [
    unique("court_filing_document_position_unique").on(table.filingId, table.position),
    index("court_filing_document_firm_idx").on(table.firmId),
    check(
      "court_filing_document_placement_known",
      sql`${table.placement} in ('in_bundle', 'attached_separately')`,
    ),
    check(
      "court_filing_document_pages",
      sql`${table.pageCount} > 0 and ${table.firstPage} > 0 and ${table.lastPage} = ${table.firstPage} + ${table.pageCount} - 1`,
    ),
  ],
);
