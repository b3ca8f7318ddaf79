import {
  CORPUS_DOCUMENT_KIND_LABELS,
  RESEARCH_CASE_TYPE_LABELS,
  type TCorpusDocumentKind,
  type TResearchCaseType,
} from "@inkundla/shared";

/** The spec's three sample searches, offered before the first search. */
export const SAMPLE_QUERIES = ["Constitutional law", "Contract dispute", "Labour relations"] as const;

function isCaseType(value: string): value is TResearchCaseType {
  return value in RESEARCH_CASE_TYPE_LABELS;
}

/** A document's case type as the filters name it ("Civil"); a type the filters do not know, as given. */
export function caseTypeLabel(caseType: string): string {
  return isCaseType(caseType) ? RESEARCH_CASE_TYPE_LABELS[caseType] : caseType;
}

export function documentKindLabel(kind: TCorpusDocumentKind): string {
  return CORPUS_DOCUMENT_KIND_LABELS[kind];
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  af: "Afrikaans",
  zu: "isiZulu",
  xh: "isiXhosa",
  st: "Sesotho",
  tn: "Setswana",
  other: "Other",
};

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}
