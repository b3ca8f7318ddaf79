import type { TLegalWritingDocument } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { wordProcessorEditorPath } from "../../office";
import {
  fetchLegalDocuments,
  fetchLegalWritingTemplates,
  LEGAL_DOCUMENTS_QUERY_KEY,
  LEGAL_WRITING_TEMPLATES_QUERY_KEY,
  openLegalDocumentInEditor,
  startLegalWriting,
} from "../legal-writing.api";
import { isLegalDocumentUnfinished } from "../legal-writing-labels";

/** How often the list is read again while a document is still waiting or being written. */
export const LEGAL_WRITING_POLL_MS = 2000;

function hasUnfinished(documents: readonly TLegalWritingDocument[] | undefined): boolean {
  return documents?.some(isLegalDocumentUnfinished) ?? false;
}

/** The firm's generated documents, read again every 2 s while any is queued or running, then left. */
export function useLegalDocuments() {
  return useQuery({
    queryKey: LEGAL_DOCUMENTS_QUERY_KEY,
    queryFn: fetchLegalDocuments,
    // Colleagues write documents too, and a job may have finished while the tab was closed.
    refetchOnMount: "always",
    refetchInterval: (query) => (hasUnfinished(query.state.data) ? LEGAL_WRITING_POLL_MS : false),
  });
}

/**
 * Asks for a document. It is written as a job, so success means only that it has been queued (spec §8's
 * "Document Generation Started"); the list is read again to show it.
 */
export function useStartLegalWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLegalWriting,
    onSuccess: () => {
      notifications.show({
        title: "Document Generation Started",
        message: "AI is now crafting your legal document with South African precedents",
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: LEGAL_DOCUMENTS_QUERY_KEY });
    },
    onError: (error) => {
      notifications.show({
        title: "Generation Failed",
        message: readApiErrorMessage(error) ?? "Failed to generate legal document. Please try again.",
        color: "red",
      });
    },
  });
}

/** Each document type's outline and example; they change only with a release, so read once. */
export function useLegalWritingTemplates() {
  return useQuery({ queryKey: LEGAL_WRITING_TEMPLATES_QUERY_KEY, queryFn: fetchLegalWritingTemplates });
}

/** Opens a generated document in the word processor, making it a firm document the first time. */
export function useOpenLegalDocumentInEditor() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: openLegalDocumentInEditor,
    onSuccess: (documentId) => navigate(wordProcessorEditorPath(documentId)),
    onError: (error) => {
      notifications.show({
        title: "Could Not Open the Document",
        message: readApiErrorMessage(error) ?? "Failed to open the document in the editor. Please try again.",
        color: "red",
      });
    },
  });
}
