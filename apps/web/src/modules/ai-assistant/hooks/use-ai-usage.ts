import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AI_USAGE_QUERY_KEY, fetchAiUsage, saveAiBudget } from "../ai-assistant.api";

export function useAiUsage() {
  return useQuery({ queryKey: AI_USAGE_QUERY_KEY, queryFn: fetchAiUsage });
}

export function useSaveAiBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiBudget,
    onSuccess: (usage) => queryClient.setQueryData(AI_USAGE_QUERY_KEY, usage),
  });
}
