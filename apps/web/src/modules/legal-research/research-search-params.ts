import {
  CORPUS_DOCUMENT_KINDS,
  RESEARCH_CASE_TYPES,
  RESEARCH_COURTS,
  RESEARCH_JURISDICTIONS,
  type TCorpusDocumentKind,
  type TResearchCaseType,
  type TResearchCourt,
  type TResearchJurisdiction,
  type TResearchSearchRequest,
} from "@inkundla/shared";

/** What the search screen's filters hold; years are kept as typed until the search is sent. */
export type ResearchFilterValues = {
  courts: TResearchCourt[];
  jurisdiction: TResearchJurisdiction;
  caseType: TResearchCaseType;
  kinds: TCorpusDocumentKind[];
  fromYear: number | null;
  toYear: number | null;
};

/** A search as the address keeps it, so Back from a judgment returns to its results. */
export type ResearchSearch = { query: string; filters: ResearchFilterValues };

export const NO_FILTERS: ResearchFilterValues = {
  courts: [],
  jurisdiction: "all",
  caseType: "all",
  kinds: [],
  fromYear: null,
  toYear: null,
};

function oneOf<TValue extends string>(
  values: readonly TValue[],
  value: string | null,
  fallback: TValue,
): TValue {
  return values.find((candidate) => candidate === value) ?? fallback;
}

function allOf<TValue extends string>(values: readonly TValue[], given: string[]): TValue[] {
  return values.filter((value) => given.includes(value));
}

function yearOf(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}

/** The search in the address (`?q=…&court=supreme&from=1990`); anything unknown is left out. */
export function readResearchSearch(params: URLSearchParams): ResearchSearch {
  return {
    query: params.get("q") ?? "",
    filters: {
      courts: allOf(RESEARCH_COURTS, params.getAll("court")),
      jurisdiction: oneOf(RESEARCH_JURISDICTIONS, params.get("jurisdiction"), "all"),
      caseType: oneOf(RESEARCH_CASE_TYPES, params.get("caseType"), "all"),
      kinds: allOf(CORPUS_DOCUMENT_KINDS, params.getAll("kind")),
      fromYear: yearOf(params.get("from")),
      toYear: yearOf(params.get("to")),
    },
  };
}

/** The address's parameters for a search: the defaults ("all", no year) are left out. */
export function writeResearchSearch({ query, filters }: ResearchSearch): URLSearchParams {
  const params = new URLSearchParams({ q: query.trim() });
  for (const court of filters.courts) params.append("court", court);
  if (filters.jurisdiction !== "all") params.set("jurisdiction", filters.jurisdiction);
  if (filters.caseType !== "all") params.set("caseType", filters.caseType);
  for (const kind of filters.kinds) params.append("kind", kind);
  if (filters.fromYear !== null) params.set("from", String(filters.fromYear));
  if (filters.toYear !== null) params.set("to", String(filters.toYear));
  return params;
}

/** The request the server takes: only the filters that narrow the search are sent. */
export function toSearchRequest({ query, filters }: ResearchSearch): TResearchSearchRequest {
  const dateRange = {
    ...(filters.fromYear !== null ? { fromYear: filters.fromYear } : {}),
    ...(filters.toYear !== null ? { toYear: filters.toYear } : {}),
  };
  return {
    query: query.trim(),
    filters: {
      ...(filters.courts.length > 0 ? { courts: filters.courts } : {}),
      ...(filters.jurisdiction !== "all" ? { jurisdiction: filters.jurisdiction } : {}),
      ...(filters.caseType !== "all" ? { caseType: filters.caseType } : {}),
      ...(filters.kinds.length > 0 ? { kinds: filters.kinds } : {}),
      ...(Object.keys(dateRange).length > 0 ? { dateRange } : {}),
    },
  };
}

/** Whether any filter narrows the search: a search without results then suggests loosening them. */
export function hasNarrowingFilters(filters: ResearchFilterValues): boolean {
  return Object.keys(toSearchRequest({ query: "", filters }).filters).length > 0;
}

/** The reader's address for a document, carrying the search (`q`) and the passage to open at (`at`). */
export function readerPath(
  documentId: string,
  options: { query?: string | null; pinpoint?: string | null } = {},
) {
  const params = new URLSearchParams();
  if (options.query?.trim()) params.set("q", options.query.trim());
  if (options.pinpoint) params.set("at", options.pinpoint);
  const search = params.toString();
  return `/legal-research/documents/${encodeURIComponent(documentId)}${search ? `?${search}` : ""}`;
}
