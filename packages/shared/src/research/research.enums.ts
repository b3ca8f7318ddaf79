/** Enumerations of legal research: the corpus's kinds of document and the search screen's filters. */

/** What a corpus document is: a court's judgment, an Act (or the Constitution), or a firm's own document. */
export const CORPUS_DOCUMENT_KINDS = ["judgment", "legislation", "firm_document"] as const;
export type TCorpusDocumentKind = (typeof CORPUS_DOCUMENT_KINDS)[number];

export const CORPUS_DOCUMENT_KIND_LABELS: Record<TCorpusDocumentKind, string> = {
  judgment: "Judgment",
  legislation: "Legislation",
  firm_document: "Firm document",
};

/** The spec's court checkboxes: the level of the court that gave a judgment. */
export const RESEARCH_COURTS = ["constitutional", "supreme", "high", "magistrate"] as const;
export type TResearchCourt = (typeof RESEARCH_COURTS)[number];

export const RESEARCH_COURT_LABELS: Record<TResearchCourt, string> = {
  constitutional: "Constitutional Court",
  supreme: "Supreme Court of Appeal",
  high: "High Court",
  magistrate: "Magistrates' Court",
};

/**
 * The spec's jurisdictions: national (the Constitutional Court, the Supreme Court of Appeal, the
 * specialist courts and national legislation), provincial (the High Court's divisions), local (the
 * magistrates' courts).
 */
export const RESEARCH_JURISDICTIONS = ["all", "national", "provincial", "local"] as const;
export type TResearchJurisdiction = (typeof RESEARCH_JURISDICTIONS)[number];
/** A document's own jurisdiction: "all" is only a search filter. */
export type TCorpusJurisdiction = Exclude<TResearchJurisdiction, "all">;

export const RESEARCH_JURISDICTION_LABELS: Record<TResearchJurisdiction, string> = {
  all: "All jurisdictions",
  national: "National",
  provincial: "Provincial",
  local: "Local",
};

/** The spec's case types; a judgment's type is read from its text on import (corpus/case-type rules). */
export const RESEARCH_CASE_TYPES = ["all", "civil", "criminal", "commercial", "constitutional"] as const;
export type TResearchCaseType = (typeof RESEARCH_CASE_TYPES)[number];
export type TCorpusCaseType = Exclude<TResearchCaseType, "all">;

export const RESEARCH_CASE_TYPE_LABELS: Record<TResearchCaseType, string> = {
  all: "All case types",
  civil: "Civil",
  criminal: "Criminal",
  commercial: "Commercial",
  constitutional: "Constitutional",
};

/** The longest query the search takes (characters). */
export const RESEARCH_QUERY_MAX_LENGTH = 1000;

/**
 * Who keeps the firm's own research library (opinions, precedents): the practitioners and paralegals
 * who write them. Support staff read and cite them; the owner may always.
 */
export const FIRM_DOCUMENT_MANAGE_ROLES = [
  "managing_partner",
  "partner",
  "legal_director",
  "senior_associate",
  "associate",
  "paralegal",
] as const;
