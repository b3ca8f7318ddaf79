import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { requestDocumentAnalysis } from "../ai-assistant.api";

/**
 * Analyses pasted text. A 400 (blank, or longer than 50,000 characters) is shown beside the text box,
 * where it can be acted on; any other failure is the spec's "Analysis Failed" notice (§8).
 */
export function useDocumentAnalysis() {
  return useMutation({
    mutationFn: requestDocumentAnalysis,
    onError: (error) => {
      if (readApiErrorStatus(error) === 400) return;
      notifications.show({
        title: "Analysis Failed",
        message: readApiErrorMessage(error) ?? "Failed to analyze document",
        color: "red",
      });
    },
  });
}
