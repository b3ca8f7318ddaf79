import type { TLegalWritingCitation, TLegalWritingStatus, TLegalWritingSuggestion } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { officeDocumentTable } from "../office/office-document.tables.ts";

/** A draft's citation and suggestion, as the API gives them (the shared schemas). */
export type LegalWritingCitation = TLegalWritingCitation;
export type LegalWritingSuggestion = TLegalWritingSuggestion;

/**
 * A legal-writing request and the draft a background job wrote for it: the ten fields as asked, the
 * draft (HTML and plain text), its checked citations, the suggestions, and the precedents the person
 * named that the corpus could not find (reported, never cited).
 */
export const legalWritingDocumentTable = pgTable(
  "legal_writing_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    requestedByUserId: text("requested_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    clientId: uuid("client_id").references(() => clientTable.id, { onDelete: "set null" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    documentType: text("document_type").notNull(),
    request: jsonb("request").$type<Record<string, string>>().notNull(),
    status: text("status").$type<TLegalWritingStatus>().notNull(),
    error: text("error"),
    html: text("html"),
    content: text("content"),
    wordCount: integer("word_count"),
    citations: jsonb("citations").$type<LegalWritingCitation[]>().notNull().default([]),
    suggestions: jsonb("suggestions").$type<LegalWritingSuggestion[]>().notNull().default([]),
    notFound: jsonb("not_found").$type<string[]>().notNull().default([]),
    removedCitations: jsonb("removed_citations")
      .$type<{ text: string; reason: string }[]>()
      .notNull()
      .default([]),
    engine: text("engine"),
    officeDocumentId: uuid("office_document_id").references(() => officeDocumentTable.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("legal_writing_document_firm_created_idx").on(table.firmId, table.createdAt),
    check(
      "legal_writing_document_status_known",
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    check(
      "legal_writing_document_completed_has_draft",
      sql`${table.status} <> 'completed' or (${table.html} is not null and ${table.content} is not null)`,
    ),
  ],
);
