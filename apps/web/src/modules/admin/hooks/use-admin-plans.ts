import type { TPlanInput } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PUBLIC_PLANS_QUERY_KEY } from "../../pricing";
import { ADMIN_PLANS_PATH, createAdminPlan, fetchAdminPlans, updateAdminPlan } from "../admin.api";

export function useAdminPlans() {
  return useQuery({ queryKey: [ADMIN_PLANS_PATH], queryFn: fetchAdminPlans });
}

/** Creates a plan, or edits one when `planId` is given; the public plan list is read again after. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, input }: { planId: string | null; input: TPlanInput }) =>
      planId ? updateAdminPlan(planId, input) : createAdminPlan(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_PLANS_PATH] }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_PLANS_QUERY_KEY }),
      ]);
    },
  });
}
