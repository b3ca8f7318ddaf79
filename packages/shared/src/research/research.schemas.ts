import { z } from "zod";
import { ZChosenId, ZOptionalText } from "../schema-fields.ts";
import {
  CORPUS_DOCUMENT_KINDS,
  RESEARCH_CASE_TYPES,
  RESEARCH_COURTS,
  RESEARCH_JURISDICTIONS,
  RESEARCH_QUERY_MAX_LENGTH,
} from "./research.enums.ts";

const EARLIEST_YEAR = 1800;
const LATEST_YEAR = 2100;

export const ZResearchQuery = z
  .string({ error: "Enter what you are looking for" })
  .trim()
  .min(1, "Enter what you are looking for")
  .max(
    RESEARCH_QUERY_MAX_LENGTH,
    `A search may be at most ${RESEARCH_QUERY_MAX_LENGTH} characters: shorten it to its key words`,
  );

const ZYear = (label: string) =>
  z
    .number({ error: `${label} must be a year, e.g. 1999` })
    .int(`${label} must be a whole year, e.g. 1999`)
    .min(EARLIEST_YEAR, `${label} must be ${EARLIEST_YEAR} or later`)
    .max(LATEST_YEAR, `${label} must be ${LATEST_YEAR} or earlier`);

export const ZResearchFilters = z
  .strictObject({
    courts: z
      .array(
        z.enum(RESEARCH_COURTS, {
          error: "Courts must be constitutional, supreme, high or magistrate",
        }),
      )
      .max(RESEARCH_COURTS.length)
      .optional(),
    dateRange: z
      .strictObject({
        fromYear: ZYear("From year").nullable().optional(),
        toYear: ZYear("To year").nullable().optional(),
      })
      .refine(
        (range) => range.fromYear == null || range.toYear == null || range.fromYear <= range.toYear,
        "From year must not be after To year",
      )
      .optional(),
    jurisdiction: z
      .enum(RESEARCH_JURISDICTIONS, { error: "Jurisdiction must be all, national, provincial or local" })
      .optional(),
    caseType: z
      .enum(RESEARCH_CASE_TYPES, {
        error: "Case type must be all, civil, criminal, commercial or constitutional",
      })
      .optional(),
    kinds: z
      .array(
        z.enum(CORPUS_DOCUMENT_KINDS, {
          error: "Kinds must be judgment, legislation or firm_document",
        }),
      )
      .max(CORPUS_DOCUMENT_KINDS.length)
      .optional(),
  })
  .default({});
export type TResearchFilters = z.infer<typeof ZResearchFilters>;

export const ZResearchSearchRequest = z.strictObject({
  query: ZResearchQuery,
  filters: ZResearchFilters,
  /** How many results (default 20, at most 50). */
  limit: z.number().int().min(1).max(50).optional(),
});
export type TResearchSearchRequest = z.infer<typeof ZResearchSearchRequest>;

/** A passage of a hit with the words that matched: `highlights` are [start, end) offsets into `text`. */
export const ZResearchFragment = z.object({
  pinpoint: z.string(),
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type TResearchFragment = z.infer<typeof ZResearchFragment>;

export const ZResearchResult = z.object({
  documentId: z.uuid(),
  kind: z.enum(CORPUS_DOCUMENT_KINDS),
  title: z.string(),
  citation: z.string().nullable(),
  court: z.string().nullable(),
  year: z.number().int().nullable(),
  caseType: z.string().nullable(),
  /** 0–100: this hit's rank against the best hit of the search. */
  relevance: z.number().int().min(0).max(100),
  summary: z.string(),
  aiInsights: z.string().optional(),
  fragments: z.array(ZResearchFragment),
});
export type TResearchResult = z.infer<typeof ZResearchResult>;

export const ZResearchSearchResponse = z.object({
  results: z.array(ZResearchResult),
  /** Which engine wrote `aiInsights` (the local engine: retrieval alone, no language model). */
  engine: z.string(),
});
export type TResearchSearchResponse = z.infer<typeof ZResearchSearchResponse>;

export const ZRecentSearch = z.object({
  query: z.string(),
  timestamp: z.string(),
  resultCount: z.number().int(),
});
export type TRecentSearch = z.infer<typeof ZRecentSearch>;

export const ZCorpusParagraph = z.object({
  id: z.uuid(),
  pinpoint: z.string(),
  label: z.string(),
  heading: z.string().nullable(),
  text: z.string(),
});

export const ZCorpusLink = z.object({
  documentId: z.uuid().nullable(),
  title: z.string().nullable(),
  citation: z.string(),
  count: z.number().int(),
});

export const ZCorpusDocument = z.object({
  id: z.uuid(),
  kind: z.enum(CORPUS_DOCUMENT_KINDS),
  title: z.string(),
  citation: z.string().nullable(),
  neutralCitation: z.string().nullable(),
  lawReportCitations: z.array(z.string()),
  court: z.string().nullable(),
  caseNumbers: z.array(z.string()),
  judges: z.array(z.string()),
  parties: z.object({ applicants: z.array(z.string()), respondents: z.array(z.string()) }),
  hearingDate: z.string().nullable(),
  judgmentDate: z.string().nullable(),
  year: z.number().int().nullable(),
  language: z.string(),
  caseType: z.string().nullable(),
  /** Fields the import could not read out of the text: shown as "not found", never guessed. */
  missingFields: z.array(z.string()),
  source: z.string(),
  /** The text's own date where the source gives one ("as at 2017" for the shipped Constitution). */
  textAsAt: z.string().nullable(),
  paragraphs: z.array(ZCorpusParagraph),
  cites: z.array(ZCorpusLink),
  citedBy: z.array(ZCorpusLink),
});
export type TCorpusDocument = z.infer<typeof ZCorpusDocument>;

export const ZResearchNoteCreate = z.strictObject({
  matterId: ZChosenId("matter"),
  documentId: z.uuid({ error: "documentId must be a corpus document's id" }),
  pinpoint: ZOptionalText("Pinpoint", 100),
  query: ZOptionalText("Query", RESEARCH_QUERY_MAX_LENGTH),
  passage: ZOptionalText("Passage", 5000),
  comment: ZOptionalText("Comment", 5000),
});
export type TResearchNoteCreate = z.infer<typeof ZResearchNoteCreate>;

export const ZResearchNote = z.object({
  id: z.uuid(),
  matterId: z.uuid(),
  documentId: z.uuid(),
  documentTitle: z.string(),
  citation: z.string().nullable(),
  pinpoint: z.string().nullable(),
  query: z.string().nullable(),
  passage: z.string().nullable(),
  comment: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TResearchNote = z.infer<typeof ZResearchNote>;

export const ZCorpusDocumentParams = z.strictObject({
  documentId: z.string().max(100, "documentId must be at most 100 characters"),
});

export const ZMatterResearchNotesParams = z.strictObject({
  matterId: z.string().max(100, "matterId must be at most 100 characters"),
});

export const ZMatterResearchNoteParams = ZMatterResearchNotesParams.extend({
  noteId: z.string().max(100, "noteId must be at most 100 characters"),
});

export const ZResearchInsightsRequest = z.strictObject({ query: ZResearchQuery });
export type TResearchInsightsRequest = z.infer<typeof ZResearchInsightsRequest>;

/** A passage an answer rests on: cited in the answer as [number]. */
export const ZInsightPassage = z.object({
  number: z.number().int(),
  documentId: z.uuid(),
  title: z.string(),
  citation: z.string().nullable(),
  pinpoint: z.string(),
  text: z.string(),
});

export const ZResearchInsights = z.object({
  summary: z.string(),
  cases: z.array(z.object({ name: z.string(), relevance: z.number().int().min(0).max(100) })),
  recommendations: z.array(z.string()),
  passages: z.array(ZInsightPassage),
  /** Citations the model wrote that resolve to nothing in the corpus or the passages: cut out, listed here. */
  removedCitations: z.array(z.object({ text: z.string(), reason: z.string() })),
  /** Which engine made the answer, e.g. "Rule-based analysis — no language model configured". */
  engine: z.string(),
});
export type TResearchInsights = z.infer<typeof ZResearchInsights>;
