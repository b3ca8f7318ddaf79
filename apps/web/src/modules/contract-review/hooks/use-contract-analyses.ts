import type { TContractAnalysis } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  CONTRACT_ANALYSES_LIST_KEY,
  CONTRACT_INSIGHTS_QUERY_KEY,
  contractAnalysesQueryKey,
  contractAnalysisQueryKey,
  fetchContractAnalyses,
  fetchContractAnalysisReport,
  fetchContractInsights,
  startContractAnalysis,
} from "../contract-review.api";
import { isAnalysisUnfinished } from "../contract-review-labels";

/** How often the list (or a report) is read again while an analysis is still waiting or running. */
export const ANALYSIS_POLL_MS = 1500;

function hasUnfinished(analyses: readonly TContractAnalysis[] | undefined): boolean {
  return analyses?.some(isAnalysisUnfinished) ?? false;
}

/** A page of the firm's analyses, read again every 1.5 s while any on it is still queued or running. */
export function useContractAnalyses(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: contractAnalysesQueryKey(page),
    queryFn: () => fetchContractAnalyses(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasUnfinished(query.state.data?.items) ? ANALYSIS_POLL_MS : false),
  });
}

/**
 * Sends a contract to be analysed. The analysis runs as a job, so success means only that it has been
 * queued: the list is read again to show it, and the insights will change once it completes.
 */
export function useStartContractAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startContractAnalysis,
    onSuccess: () => {
      notifications.show({
        title: "Analysis Started",
        message: "AI contract review is now processing your document",
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: CONTRACT_ANALYSES_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTRACT_INSIGHTS_QUERY_KEY });
    },
    onError: (error) => {
      // Spec §8; the server's 400s carry the spec's upload messages (a file that is not what its name says).
      notifications.show({
        title: "Analysis Failed",
        message: readApiErrorMessage(error) ?? "Failed to start contract analysis. Please try again.",
        color: "red",
      });
    },
  });
}

/** One analysis with every clause (the full report), read again while it is still running. */
export function useContractAnalysisReport(analysisId: string) {
  return useQuery({
    queryKey: contractAnalysisQueryKey(analysisId),
    queryFn: () => fetchContractAnalysisReport(analysisId),
    enabled: analysisId !== "",
    refetchInterval: (query) =>
      query.state.data && isAnalysisUnfinished(query.state.data) ? ANALYSIS_POLL_MS : false,
  });
}

/** The firm's figures across its analyses; read afresh whenever the tab opens, as analyses complete meanwhile. */
export function useContractInsights() {
  return useQuery({
    queryKey: CONTRACT_INSIGHTS_QUERY_KEY,
    queryFn: fetchContractInsights,
    refetchOnMount: "always",
  });
}
