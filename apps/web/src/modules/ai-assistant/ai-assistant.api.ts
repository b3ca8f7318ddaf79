import { type TResearchInsights, type TResearchInsightsRequest, ZResearchInsights } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const RESEARCH_INSIGHTS_PATH = "/api/ai/research-insights";

/** An answer to a research question, resting on numbered passages from the corpus the firm may read. */
export async function requestResearchInsights(request: TResearchInsightsRequest): Promise<TResearchInsights> {
  return ZResearchInsights.parse(await apiJson("POST", RESEARCH_INSIGHTS_PATH, request));
}
