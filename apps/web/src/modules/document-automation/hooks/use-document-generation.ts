import type { TGenerateRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  AI_GENERATE_PATH,
  CHECK_PATH,
  checkMergeFields,
  fetchGeneratedDocuments,
  GENERATED_QUERY_KEY,
  generateDocument,
  mergeCheckQueryKey,
  requestAiDocument,
  requestAssistantTemplate,
} from "../document-automation.api";

/**
 * What generating would lack, for the form as it stood when the person paused typing. The previous
 * answer stays shown while the next is asked, so the list of fields does not flicker.
 */
export function useMergeCheck(request: TGenerateRequest | null) {
  return useQuery({
    queryKey: request ? mergeCheckQueryKey(request) : [CHECK_PATH, null],
    queryFn: () => (request ? checkMergeFields(request) : Promise.reject(new Error("No template chosen"))),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // What the records hold changes only when someone edits a client or matter; a minute is fresh enough.
    staleTime: 60_000,
  });
}

/** The documents generated from templates, newest first; read afresh whenever the tab is shown. */
export function useGeneratedDocuments() {
  return useQuery({
    queryKey: GENERATED_QUERY_KEY,
    queryFn: fetchGeneratedDocuments,
    refetchOnMount: "always",
  });
}

/** Generates a document from a template (spec: "Document Generated", or "Generation Failed"). */
export function useGenerateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDocument,
    onSuccess: () => {
      notifications.show({
        title: "Document Generated",
        message: "Your document has been generated successfully.",
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: GENERATED_QUERY_KEY });
    },
    onError: (error) => {
      notifications.show({
        title: "Generation Failed",
        message: readApiErrorMessage(error) ?? "Failed to generate document",
        color: "red",
      });
      // A refusal for missing fields means the records changed since the check: ask again.
      void queryClient.invalidateQueries({ queryKey: [CHECK_PATH] });
    },
  });
}

/** AI Custom: a document drafted from a description (spec: "AI Document Generated" / "AI Generation Failed"). */
export function useAiDocument() {
  return useMutation({
    mutationKey: [AI_GENERATE_PATH],
    mutationFn: requestAiDocument,
    onSuccess: () => {
      notifications.show({
        title: "AI Document Generated",
        message: "Your custom document has been generated successfully.",
        color: "green",
      });
    },
    onError: (error) => {
      notifications.show({
        title: "AI Generation Failed",
        message: readApiErrorMessage(error) ?? "Failed to generate custom document",
        color: "red",
      });
    },
  });
}

/** The AI assistant's Template Generation: one of six types from details (failure: "Generation Failed"). */
export function useAssistantTemplate() {
  return useMutation({
    mutationFn: requestAssistantTemplate,
    onError: (error) => {
      notifications.show({
        title: "Generation Failed",
        message: readApiErrorMessage(error) ?? "Failed to generate template",
        color: "red",
      });
    },
  });
}
