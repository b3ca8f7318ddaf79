import type {
  TCorpusDocument,
  TRecentSearch,
  TResearchNote,
  TResearchNoteCreate,
  TResearchSearchRequest,
  TResearchSearchResponse,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { AiProvider } from "../ai/index.ts";
import {
  findCitations,
  findVisibleDocument,
  listCitedAuthorities,
  listCitingDocuments,
  listPassages,
  searchDocuments,
} from "../corpus/index.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { researchError } from "./legal-research.errors.ts";
import {
  deleteResearchNote,
  findResearchNoteForRemoval,
  insertResearchNote,
  listRecentSearches,
  listResearchNotes,
  recordSearch,
} from "./legal-research.repository.ts";
import { relevanceOf } from "./relevance.ts";
import { describeHitFromCitations } from "./research-insights.service.ts";

export type LegalResearchDeps = { db: Db; ai: AiProvider };

/** What made a search result's `aiInsights`: the search never calls a language model, configured or not. */
export const SEARCH_INSIGHTS_ENGINE = "Rule-based: computed from the corpus's citations, no language model";

const DEFAULT_RESULTS = 20;
const FRAGMENTS_PER_RESULT = 3;
/** How many of a result's most-cited authorities its note names. */
const AUTHORITIES_PER_RESULT = 3;
const RECENT_SEARCHES = 10;

/**
 * Searches the corpus the firm may read (the reference corpus and its own documents) and records the
 * search in the person's recent searches. Each result carries its best passages with the matched words
 * marked, and a note computed from the citation graph; the search never calls a language model.
 */
export async function searchCorpus(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  request: TResearchSearchRequest,
): Promise<TResearchSearchResponse> {
  const { firmId } = identity.membership;
  const citedKeys = [...new Set(findCitations(request.query).map((citation) => citation.key.split("#")[0]!))];
  const hits = await searchDocuments(deps.db, {
    firmId,
    query: request.query,
    filters: request.filters,
    citedKeys,
    limit: request.limit ?? DEFAULT_RESULTS,
    fragmentsPerResult: FRAGMENTS_PER_RESULT,
    authoritiesPerResult: AUTHORITIES_PER_RESULT,
  });
  await recordSearch(deps.db, {
    firmId,
    userId: identity.userId,
    query: request.query,
    filters: request.filters,
    resultCount: hits.length,
  });
  const bestScore = hits[0]?.score ?? 0;
  return {
    engine: SEARCH_INSIGHTS_ENGINE,
    results: hits.map((hit) => ({
      documentId: hit.id,
      kind: hit.kind,
      title: hit.title,
      citation: hit.citation,
      court: hit.court,
      year: hit.year,
      caseType: hit.case_type,
      relevance: relevanceOf(hit.score, bestScore),
      summary: hit.summary,
      aiInsights: describeHitFromCitations({
        citedByCount: hit.cited_by,
        topAuthorities: hit.top_authorities,
      }),
      fragments: hit.fragments,
    })),
  };
}

export async function listMyRecentSearches(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
): Promise<TRecentSearch[]> {
  const rows = await listRecentSearches(deps.db, {
    firmId: identity.membership.firmId,
    userId: identity.userId,
    limit: RECENT_SEARCHES,
  });
  return rows.map((row) => ({ query: row.query, timestamp: row.searched_at, resultCount: row.result_count }));
}

/** A document the firm may read, whole: metadata, passages, what it cites and what cites it. */
export async function readCorpusDocument(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  documentId: string,
): Promise<TCorpusDocument> {
  const { firmId } = identity.membership;
  const document = isUuid(documentId) ? await findVisibleDocument(deps.db, firmId, documentId) : null;
  if (!document) throw researchError("document_not_found");
  const [passages, cites, citedBy] = await Promise.all([
    listPassages(deps.db, documentId),
    listCitedAuthorities(deps.db, { firmId, documentId, language: document.language }),
    listCitingDocuments(deps.db, { firmId, documentId }),
  ]);
  const link = (row: {
    document_id: string | null;
    title: string | null;
    citation: string;
    count: number;
  }) => ({
    documentId: row.document_id,
    title: row.title,
    citation: row.citation,
    count: row.count,
  });
  return {
    id: document.id,
    kind: document.kind,
    title: document.title,
    citation: document.citation,
    neutralCitation: document.neutral_citation,
    lawReportCitations: document.law_report_citations,
    court: document.court,
    caseNumbers: document.case_numbers,
    judges: document.judges,
    parties: document.parties,
    hearingDate: document.hearing_date,
    judgmentDate: document.judgment_date,
    year: document.year,
    language: document.language,
    caseType: document.case_type,
    missingFields: document.missing_fields,
    source: document.firm_id
      ? "Your firm's documents"
      : document.source === "builtin"
        ? "Built-in corpus"
        : "Imported",
    textAsAt: document.text_as_at,
    paragraphs: passages.map((passage) => ({
      id: passage.id,
      pinpoint: passage.pinpoint,
      label: passage.label,
      heading: passage.heading,
      text: passage.text,
    })),
    cites: cites.map(link),
    citedBy: citedBy.map(link),
  };
}

/** Keeps a passage on one of the firm's matters (its Research tab); both must be the firm's to read. */
export async function saveResearchNote(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  input: TResearchNoteCreate,
): Promise<TResearchNote> {
  const { firmId } = identity.membership;
  const matter = await requireFirmMatter(deps.db, firmId, input.matterId);
  const document = await findVisibleDocument(deps.db, firmId, input.documentId);
  if (!document) throw researchError("document_not_found");
  const id = await deps.db.transaction(async (tx) => {
    const noteId = await insertResearchNote(tx, {
      firmId,
      matterId: input.matterId,
      documentId: input.documentId,
      pinpoint: input.pinpoint || null,
      query: input.query || null,
      passage: input.passage || null,
      comment: input.comment || null,
      createdByUserId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: "research.note_saved",
      firmId,
      userId: identity.userId,
      entityType: "matter",
      entityId: matter.id,
      ipAddress: identity.ipAddress,
      data: {
        matterTitle: matter.title,
        matterReference: matter.reference,
        documentTitle: document.title,
        pinpoint: input.pinpoint || null,
      },
    });
    return noteId;
  });
  const notes = await listMatterResearchNotes(deps, identity, input.matterId);
  return notes.find((note) => note.id === id)!;
}

export async function listMatterResearchNotes(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  matterId: string,
): Promise<TResearchNote[]> {
  const { firmId } = identity.membership;
  await requireFirmMatter(deps.db, firmId, matterId);
  const rows = await listResearchNotes(deps.db, { firmId, matterId });
  return rows.map((row) => ({
    id: row.id,
    matterId: row.matter_id,
    documentId: row.document_id,
    documentTitle: row.document_title,
    citation: row.citation,
    pinpoint: row.pinpoint,
    query: row.query,
    passage: row.passage,
    comment: row.comment,
    createdBy: row.created_by,
    createdAt: row.created_at,
  }));
}

/** Removes a research note: its author's, or any for the firm's owner (403 for the rest). */
export async function removeResearchNote(
  deps: LegalResearchDeps,
  identity: FirmIdentity,
  input: { matterId: string; noteId: string },
): Promise<void> {
  const { firmId } = identity.membership;
  const matter = await requireFirmMatter(deps.db, firmId, input.matterId);
  if (!isUuid(input.noteId)) throw researchError("note_not_found");
  await deps.db.transaction(async (tx) => {
    const note = await findResearchNoteForRemoval(tx, { firmId, ...input });
    if (!note) throw researchError("note_not_found");
    if (note.createdByUserId !== identity.userId && !identity.membership.isOwner) {
      throw researchError("not_allowed_remove_note");
    }
    await deleteResearchNote(tx, input.noteId);
    await recordAuditEvent(tx, {
      action: "research.note_removed",
      firmId,
      userId: identity.userId,
      entityType: "matter",
      entityId: matter.id,
      ipAddress: identity.ipAddress,
      data: {
        matterTitle: matter.title,
        matterReference: matter.reference,
        documentTitle: note.documentTitle,
        pinpoint: note.pinpoint,
      },
    });
  });
}
