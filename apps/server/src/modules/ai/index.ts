import type { FastifyInstance } from "fastify";
import { registerAiUsageRoutes } from "./budget/ai-usage.routes.ts";
import type { AiUsageDeps } from "./budget/ai-usage.service.ts";

export { withFirmBudget } from "./budget/firm-ai-budget.ts";
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

/** The firm's use of the language model and its monthly budget. */
export function createAiModule(deps: AiUsageDeps) {
  return { name: "ai", register: (app: FastifyInstance) => registerAiUsageRoutes(app, deps) };
}
