import {
  CORPUS_DOCUMENT_KINDS,
  type TCorpusCaseType,
  type TCorpusImportStatus,
  type TCorpusJurisdiction,
  type TResearchCourt,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  check,
  customType,
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
import { firmTable } from "../firms/firm.tables.ts";
import type { CitationKind } from "./citations/citation.types.ts";
import type { CorpusSource } from "./corpus-store.repository.ts";

export const corpusDocumentKindEnum = pgEnum("corpus_document_kind", CORPUS_DOCUMENT_KINDS);

/** PostgreSQL's full-text document type; written by SQL (`to_tsvector`), never read into JavaScript. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * A legal source in the corpus: a judgment, an Act or a firm's own document. `firm_id` null is the
 * reference corpus every firm reads (the shipped Constitution and judgments, and what the platform
 * admin imports); a firm's own documents carry its id and only its members see them. What the import
 * read out of the text is kept as read; a field it could not find stays empty and is named in
 * `missing_fields`, so nothing is guessed silently.
 */
export const corpusDocumentTable = pgTable(
  "corpus_document",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id").references(() => firmTable.id, { onDelete: "cascade" }),
    kind: corpusDocumentKindEnum("kind").notNull(),
    /** builtin (shipped), import (the platform admin), firm (a firm's own upload) or seed (the benchmark's). */
    source: text("source").$type<CorpusSource>().notNull(),
    /** The shipped file a built-in document came from, e.g. "constitution/en.xml": loaded once. */
    builtinKey: text("builtin_key").unique(),
    builtinVersion: integer("builtin_version"),
    title: text("title").notNull(),
    /** The citation shown and copied: a law report's, else the neutral citation, else the Act's. */
    citation: text("citation"),
    neutralCitation: text("neutral_citation"),
    lawReportCitations: text("law_report_citations").array().notNull().default(sql`'{}'::text[]`),
    court: text("court"),
    courtCode: text("court_code"),
    /** The search screen's court checkboxes and jurisdictions (research.enums.ts). */
    courtLevel: text("court_level").$type<TResearchCourt>(),
    jurisdiction: text("jurisdiction").$type<TCorpusJurisdiction>(),
    caseType: text("case_type").$type<TCorpusCaseType>(),
    caseNumbers: text("case_numbers").array().notNull().default(sql`'{}'::text[]`),
    judges: text("judges").array().notNull().default(sql`'{}'::text[]`),
    parties: jsonb("parties")
      .$type<{ applicants: string[]; respondents: string[] }>()
      .notNull()
      .default({ applicants: [], respondents: [] }),
    hearingDate: date("hearing_date", { mode: "string" }),
    judgmentDate: date("judgment_date", { mode: "string" }),
    year: integer("year"),
    /** ISO 639-1 where known ("en", "af", "zu", "xh"), else "other". */
    language: text("language").notNull(),
    missingFields: text("missing_fields").array().notNull().default(sql`'{}'::text[]`),
    /** A line or two that says what the document is, shown under a search result. */
    summary: text("summary").notNull().default(""),
    /** The date the text is current to, where the source says ("2017-06-25" for the shipped Constitution). */
    textAsAt: date("text_as_at", { mode: "string" }),
    frbrUri: text("frbr_uri"),
    fileName: text("file_name"),
    /** SHA-256 of the text with its spacing normalised: the same text imported twice is found. */
    contentHash: text("content_hash").notNull(),
    importedByUserId: text("imported_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("corpus_document_firm_content_hash_idx").on(
      sql`coalesce(${table.firmId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      table.contentHash,
    ),
    index("corpus_document_firm_id_idx").on(table.firmId),
    index("corpus_document_title_trgm_idx").using("gin", sql`lower(${table.title}) gin_trgm_ops`),
    check("corpus_document_source_known", sql`${table.source} in ('builtin', 'import', 'firm', 'seed')`),
    check(
      "corpus_document_court_level_known",
      sql`${table.courtLevel} is null or ${table.courtLevel} in ('constitutional', 'supreme', 'high', 'magistrate')`,
    ),
    check(
      "corpus_document_jurisdiction_known",
      sql`${table.jurisdiction} is null or ${table.jurisdiction} in ('national', 'provincial', 'local')`,
    ),
    check(
      "corpus_document_case_type_known",
      sql`${table.caseType} is null or ${table.caseType} in ('civil', 'criminal', 'commercial', 'constitutional')`,
    ),
    check("corpus_document_firm_source", sql`(${table.firmId} is null) = (${table.source} <> 'firm')`),
  ],
);

/**
 * A document's text in the pieces a pinpoint names: a judgment's paragraphs as the court numbered them
 * ("para 12"), an Act's sections ("s 25"). `search` is the piece's full-text vector, made with the
 * `english` configuration for English and `simple` for other languages.
 *
 * The `document_*` columns copy what the search filters and visibility read from the passage's document
 * (its firm, kind, court, jurisdiction, case type and year), so a search's matching passages are
 * narrowed as they are read instead of each looking up its document: over 640,000 passages, that look-up
 * was a third of a search. A trigger fills them from the document on insert and another follows a
 * document's change (migration 0026); nothing else writes them.
 */
export const corpusPassageTable = pgTable(
  "corpus_passage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => corpusDocumentTable.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    /** How a citation points here: "para 12", "s 25", "Preamble". */
    pinpoint: text("pinpoint").notNull(),
    /** The piece's own number as printed: "[12]", "25". */
    label: text("label").notNull(),
    heading: text("heading"),
    text: text("text").notNull(),
    search: tsvector("search").notNull(),
    documentFirmId: uuid("document_firm_id"),
    documentKind: corpusDocumentKindEnum("document_kind"),
    documentCourtLevel: text("document_court_level"),
    documentJurisdiction: text("document_jurisdiction"),
    documentCaseType: text("document_case_type"),
    documentYear: integer("document_year"),
  },
  (table) => [
    uniqueIndex("corpus_passage_document_ordinal_idx").on(table.documentId, table.ordinal),
    index("corpus_passage_search_idx").using("gin", table.search),
  ],
);

/** The keys a document is cited by (its neutral and law-report citations, an Act's number and year). */
export const corpusCitationKeyTable = pgTable(
  "corpus_citation_key",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => corpusDocumentTable.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.key] }),
    index("corpus_citation_key_key_idx").on(table.key),
  ],
);

/**
 * A citation found in a document's text. It is linked to the document it cites when read, by its key,
 * so a judgment imported later is found by the citations already in the corpus.
 */
export const corpusCitationTable = pgTable(
  "corpus_citation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => corpusDocumentTable.id, { onDelete: "cascade" }),
    passageId: uuid("passage_id").references(() => corpusPassageTable.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CitationKind>().notNull(),
    /** The cited document's key (an Act's, without the section), as corpus_citation_key holds it. */
    key: text("key").notNull(),
    /** Where in the cited document: "s 25(1)(a)", "para 12", "at 723B". */
    pinpoint: text("pinpoint"),
    /** As written in the text. */
    text: text("text").notNull(),
  },
  (table) => [
    // A document's citations by key, their text with them: a search result's most-cited authorities are
    // read from the index alone, in key order, instead of each result's rows read and sorted.
    index("corpus_citation_document_key_idx").on(table.documentId, table.key, table.text),
    // Who cites a key, from the index alone: a search result's "cited by" count reads it for each key.
    index("corpus_citation_key_document_idx").on(table.key, table.documentId),
    check(
      "corpus_citation_kind_known",
      sql`${table.kind} in ('neutral', 'law_report', 'legislation', 'section')`,
    ),
  ],
);

/**
 * A batch of files imported into the corpus, worked by a background job: what each file became
 * (imported, a duplicate of an existing document, or failed with the reason).
 */
export const corpusImportTable = pgTable(
  "corpus_import",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null: into the reference corpus (the platform admin); a firm: into that firm's own documents. */
    firmId: uuid("firm_id").references(() => firmTable.id, { onDelete: "cascade" }),
    requestedByUserId: text("requested_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    status: text("status").$type<TCorpusImportStatus>().notNull(),
    fileCount: integer("file_count").notNull(),
    processedCount: integer("processed_count").notNull().default(0),
    results: jsonb("results")
      .$type<{ name: string; outcome: string; documentId?: string; reason?: string }[]>()
      .notNull()
      .default([]),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("corpus_import_firm_id_idx").on(table.firmId, table.createdAt),
    check("corpus_import_status_known", sql`${table.status} in ('queued', 'running', 'completed', 'failed')`),
    check(
      "corpus_import_processed_within_count",
      sql`${table.processedCount} between 0 and ${table.fileCount}`,
    ),
  ],
);
