import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { requestResearchInsights } from "../ai-assistant.api";

/**
 * Asks for research insights on a question. A one-off request rather than a query: each answer may be
 * written by a language model (slow, and billed per call), so it is never fetched again on its own.
 */
export function useResearchInsights() {
  return useMutation({
    mutationFn: (query: string) => requestResearchInsights({ query }),
    onError: (error) => {
      // Spec §8: the server's message (a refused question, an AI service that failed or timed out).
      notifications.show({
        title: "Research Failed",
        message: readApiErrorMessage(error) ?? "Failed to generate research insights",
        color: "red",
      });
    },
  });
}
