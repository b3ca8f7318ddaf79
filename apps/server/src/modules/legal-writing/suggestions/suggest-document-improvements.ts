import type { TLegalWritingDocumentType } from "@inkundla/shared";
import { checkAffidavitPassiveVoice } from "./affidavit-passive-voice.check.ts";
import { checkCitationFormat } from "./citation-format.check.ts";
import { checkDefinedTerms } from "./defined-terms.check.ts";
import { readDocument } from "./document-reading.ts";
import { checkMissingDateOrSignature } from "./missing-date-or-signature.check.ts";
import { checkMissingRelief } from "./missing-relief.check.ts";
import { checkOverlongSentences } from "./overlong-sentences.check.ts";
import type { CitationResolver, DocumentCheck, Suggestion } from "./suggestion.types.ts";
import { checkUnresolvedCitations } from "./unresolved-citations.check.ts";

/** Checks that the whole document must pass first (a missing part), then those that point at a passage. */
const CHECKS: readonly DocumentCheck[] = [
  checkMissingRelief,
  checkMissingDateOrSignature,
  checkUnresolvedCitations,
  checkCitationFormat,
  checkDefinedTerms,
  checkAffidavitPassiveVoice,
  checkOverlongSentences,
];

export type SuggestionRequest = {
  /** The editor's HTML; read in preference to `text` when both are given. */
  html?: string;
  text?: string;
  documentType: TLegalWritingDocumentType;
  resolveCitation?: CitationResolver;
};

/**
 * Suggestions for any draft, including one the person has edited: each check reads the document's
 * text, not the drafting engine's headings, so it holds for a document written by hand.
 */
export function suggestDocumentImprovements(request: SuggestionRequest): Suggestion[] {
  const document = readDocument(request);
  const input = {
    document,
    documentType: request.documentType,
    ...(request.resolveCitation ? { resolveCitation: request.resolveCitation } : {}),
  };
  const suggestions = CHECKS.flatMap((check) => check(input));
  const seen = new Set<string>();
  return suggestions.filter((suggestion) => !seen.has(suggestion.id) && seen.add(suggestion.id));
}
