/**
 * Suggestions on a legal document: citation form, citations the corpus cannot confirm, undefined terms,
 * overlong sentences, passive averments and missing relief, dates or signatures. Pure functions.
 */

export { type SuggestionRequest, suggestDocumentImprovements } from "./suggest-document-improvements.ts";
export {
  type CitationResolver,
  SUGGESTION_SEVERITIES,
  SUGGESTION_TYPES,
  type Suggestion,
  type SuggestionSeverity,
  type SuggestionType,
} from "./suggestion.types.ts";
