import type { TLegalWritingDocumentType } from "@inkundla/shared";
import type { ReadDocument } from "./document-reading.ts";

export const SUGGESTION_TYPES = ["legal_accuracy", "citation", "improvement", "formatting"] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const SUGGESTION_SEVERITIES = ["low", "medium", "high"] as const;
export type SuggestionSeverity = (typeof SUGGESTION_SEVERITIES)[number];

export type Suggestion = {
  /** The check's name and the offset it concerns: the same finding keeps its id when the check runs again. */
  id: string;
  type: SuggestionType;
  severity: SuggestionSeverity;
  text: string;
  recommendation: string;
};

/**
 * Says whether the corpus holds a citation. It receives the citation as written and the citation
 * parser's key for the authority ("neutral:2021/ZASCA/41", "act:1995/66"), so a caller may check either.
 */
export type CitationResolver = (citation: string, key: string) => boolean;

export type CheckInput = {
  document: ReadDocument;
  documentType: TLegalWritingDocumentType;
  resolveCitation?: CitationResolver;
};

export type DocumentCheck = (input: CheckInput) => Suggestion[];

export function suggestionId(check: string, offset: number): string {
  return `${check}-${offset}`;
}
