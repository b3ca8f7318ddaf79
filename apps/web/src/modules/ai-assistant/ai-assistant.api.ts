import {
  type TAiUsage,
  type TCaseSummary,
  type TCaseSummaryRequest,
  type TDocumentAnalysis,
  type TResearchInsights,
  type TResearchInsightsRequest,
  type TResearchSearchResponse,
  ZAiUsage,
  ZCaseSummary,
  ZDocumentAnalysis,
  ZResearchInsights,
  ZResearchSearchResponse,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const RESEARCH_INSIGHTS_PATH = "/api/ai/research-insights";
export const ANALYZE_DOCUMENT_PATH = "/api/ai/analyze-document";
export const CASE_SUMMARY_PATH = "/api/ai/case-summary";
// Legal research's own search, narrowed to judgments: Case Summarization chooses one from the corpus.
export const JUDGMENT_SEARCH_PATH = "/api/legal-research/search";
const JUDGMENT_SEARCH_LIMIT = 10;

/** An answer to a research question, resting on numbered passages from the corpus the firm may read. */
export async function requestResearchInsights(request: TResearchInsightsRequest): Promise<TResearchInsights> {
  return ZResearchInsights.parse(await apiJson("POST", RESEARCH_INSIGHTS_PATH, request));
}

/** Pasted text reviewed at once by the contract review's engine (longer text: Contract review). */
export async function requestDocumentAnalysis(documentText: string): Promise<TDocumentAnalysis> {
  return ZDocumentAnalysis.parse(await apiJson("POST", ANALYZE_DOCUMENT_PATH, { documentText }));
}

/** A judgment's parties, court, facts, issues, holding and order, each sentence with its paragraph. */
export async function requestCaseSummary(request: TCaseSummaryRequest): Promise<TCaseSummary> {
  return ZCaseSummary.parse(await apiJson("POST", CASE_SUMMARY_PATH, request));
}

/** Judgments in the corpus matching the words typed, the best first. */
export async function searchJudgments(query: string): Promise<TResearchSearchResponse> {
  return ZResearchSearchResponse.parse(
    await apiJson("POST", JUDGMENT_SEARCH_PATH, {
      query,
      filters: { kinds: ["judgment"] },
      limit: JUDGMENT_SEARCH_LIMIT,
    }),
  );
}

export const AI_USAGE_PATH = "/api/ai/usage";
export const AI_USAGE_QUERY_KEY = [AI_USAGE_PATH] as const;

/** The firm's use of the language model this month, against its budget. */
export async function fetchAiUsage(): Promise<TAiUsage> {
  return ZAiUsage.parse(await apiJson("GET", AI_USAGE_PATH));
}

/** The owner sets the firm's monthly token budget; null goes back to the platform's default. */
export async function saveAiBudget(monthlyTokenBudget: number | null): Promise<TAiUsage> {
  return ZAiUsage.parse(await apiJson("PUT", `${AI_USAGE_PATH}/budget`, { monthlyTokenBudget }));
}
