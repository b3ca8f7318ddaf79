import type { TFirmSubscription, TSubscriptionPlanOption } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { SUBSCRIPTION_PLANS_QUERY_KEY, SUBSCRIPTION_QUERY_KEY } from "../subscriptions.api";

/** The firm's plan and usage (GET /api/user/subscription). */
export function useSubscription(options: { isEnabled?: boolean } = {}) {
  return useQuery<TFirmSubscription>({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    enabled: options.isEnabled ?? true,
  });
}

/** The plans the firm may move to (GET /api/user/subscription/plans). */
export function useSubscriptionPlans(options: { isEnabled?: boolean } = {}) {
  return useQuery<TSubscriptionPlanOption[]>({
    queryKey: SUBSCRIPTION_PLANS_QUERY_KEY,
    enabled: options.isEnabled ?? true,
  });
}
