import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { CURRENT_USER_QUERY_KEY } from "../../auth";
import { changePlan, SUBSCRIPTION_QUERY_KEY } from "../subscriptions.api";

export function useChangePlan(options: { onChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async (result) => {
      notifications.show({
        title: "Plan Changed",
        message: `Your firm is now on the ${result.subscription.planName} plan.`,
        color: "green",
      });
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, result.subscription);
      options.onChanged?.();
      // The plan badge and the plan list's "current" mark follow the new plan.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      ]);
    },
    onError: (error) => {
      notifications.show({
        title: "Plan Change Failed",
        message: readApiErrorMessage(error) ?? "Failed to change plan",
        color: "red",
      });
    },
  });
}
