import type { TPublicPlan } from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const PUBLIC_PLANS_PATH = "/api/plans";

export async function fetchPublicPlans(): Promise<TPublicPlan[]> {
  return (await apiJson<{ plans: TPublicPlan[] }>("GET", PUBLIC_PLANS_PATH)).plans;
}
