import { useQuery } from "@tanstack/react-query";
import { previewPlanChange, SUBSCRIPTION_PATH } from "../subscriptions.api";

/** What moving to `planCode` costs right now; asked afresh every time, as the amount shrinks by the second. */
export function usePlanChangePreview(planCode: string | null) {
  return useQuery({
    queryKey: [SUBSCRIPTION_PATH, "preview", planCode],
    queryFn: () => previewPlanChange({ plan: planCode ?? "" }),
    enabled: planCode !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
