/**
 * The AI layer every AI tool stands on (../shared/AI.md): one provider interface over a local engine
 * and any OpenAI-compatible endpoint, and the citation checker that keeps invented law from users.
 */
export { type CaseSummary, summarizeJudgment } from "./case-summary/index.ts";
export {
  type CheckedText,
  checkCitations,
  type GroundingPassage,
  REMOVED_CITATION_MARK,
  type RemovedCitation,
} from "./grounding/citation-checker.ts";
export {
  type AiProvider,
  type AiProviderDescription,
  aiError,
  createAiProvider,
  createLocalProvider,
  isAiError,
  LOCAL_ENGINE_LABEL,
} from "./provider/index.ts";
