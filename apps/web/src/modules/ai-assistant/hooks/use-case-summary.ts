import type { TCaseSummaryRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "@tanstack/react-query";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { JUDGMENT_SEARCH_PATH, requestCaseSummary, searchJudgments } from "../ai-assistant.api";

/**
 * Summarises a pasted or chosen judgment. A 400 (a judgment too long, one no longer in the corpus) is
 * shown beside the form; any other failure is a notice, as every failed request is (spec §8).
 */
export function useCaseSummary() {
  return useMutation({
    mutationFn: (request: TCaseSummaryRequest) => requestCaseSummary(request),
    onError: (error) => {
      if (readApiErrorStatus(error) === 400) return;
      notifications.show({
        title: "Summary Failed",
        message: readApiErrorMessage(error) ?? "Failed to summarize the judgment",
        color: "red",
      });
    },
  });
}

/** Judgments in the corpus for the words typed (already debounced and trimmed); nothing while blank. */
export function useJudgmentSearch(query: string) {
  return useQuery({
    queryKey: [JUDGMENT_SEARCH_PATH, "judgments", query],
    queryFn: () => searchJudgments(query),
    enabled: query !== "",
  });
}
