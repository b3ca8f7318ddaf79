import type { TPlanChangeQuote, TPlanChangeRequest, TPlanChangeResult } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const SUBSCRIPTION_PATH = "/api/user/subscription";
/** Read with the default query function: GET /api/user/subscription. */
export const SUBSCRIPTION_QUERY_KEY = [SUBSCRIPTION_PATH] as const;
/** GET /api/user/subscription/plans. */
export const SUBSCRIPTION_PLANS_QUERY_KEY = [SUBSCRIPTION_PATH, "plans"] as const;

export function previewPlanChange(request: TPlanChangeRequest): Promise<TPlanChangeQuote> {
  return apiJson("POST", `${SUBSCRIPTION_PATH}/preview`, request);
}

export function changePlan(request: TPlanChangeRequest): Promise<TPlanChangeResult> {
  return apiJson("POST", `${SUBSCRIPTION_PATH}/change`, request);
}
