import { useQuery } from "@tanstack/react-query";
import { fetchPublicPlans, PUBLIC_PLANS_PATH } from "../plans.api";

export const PUBLIC_PLANS_QUERY_KEY = [PUBLIC_PLANS_PATH] as const;

/** The active plans, as visitors see them on the landing and pricing pages. */
export function usePublicPlans() {
  return useQuery({ queryKey: PUBLIC_PLANS_QUERY_KEY, queryFn: fetchPublicPlans, staleTime: 60 * 1000 });
}
