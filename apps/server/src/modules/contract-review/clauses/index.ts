export { CLAUSE_RULES, classifyClauses } from "./classify-clauses.ts";
export {
  type CategoryOutcome,
  type CategoryScore,
  type EvaluationSummary,
  judgeCategory,
  NAME_AND_DATE_CATEGORIES,
  summariseOutcomes,
  type TextSpan,
} from "./clause-evaluation.ts";
export type { ClauseRule } from "./clause-rule.ts";
export { findDocumentFacts } from "./document-facts.ts";
export { findSentenceSpans } from "./sentence-spans.ts";
export { splitContractIntoClauses } from "./split-clauses.ts";
