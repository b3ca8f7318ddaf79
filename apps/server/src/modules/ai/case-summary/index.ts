/**
 * Case Summarization for the AI assistant: an extractive summary of a South African judgment (parties,
 * court, facts, issues, holding, order and the authorities it cites), every sentence quoted verbatim
 * with the court's paragraph number. Pure functions, no database.
 */

export type { CitedAuthorities, CitedAuthority } from "./cited-authorities.ts";
export { type SentenceSpan, splitSentences } from "./judgment-sentences.ts";
export {
  type CaseSummary,
  type SummaryPart,
  type SummarySentence,
  summarizeJudgment,
} from "./summarize-judgment.ts";
