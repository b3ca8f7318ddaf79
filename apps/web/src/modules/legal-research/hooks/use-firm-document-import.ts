import { canManageFirmDocuments, type TCorpusImport } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { firmAuthorityOf, useCurrentUser } from "../../auth";
import {
  CORPUS_DOCUMENTS_PATH,
  CORPUS_IMPORTS_PATH,
  fetchCorpusImport,
  RESEARCH_SEARCH_PATH,
  removeFirmDocument,
  uploadFirmDocuments,
} from "../legal-research.api";

/** How often an import still being read is asked after. */
const IMPORT_POLL_MS = 1500;

export function isImportFinished(corpusImport: TCorpusImport | undefined): boolean {
  return corpusImport?.status === "completed" || corpusImport?.status === "failed";
}

/**
 * Whether the signed-in member keeps the firm's research library (adds and removes its documents), by
 * the rule the server applies; everyone else searches and reads it, and the server refuses them 403.
 */
export function useFirmDocumentPermissions() {
  const { user } = useCurrentUser();
  return { canManage: canManageFirmDocuments(firmAuthorityOf(user)) };
}

export function useUploadFirmDocuments() {
  return useMutation({ mutationFn: uploadFirmDocuments });
}

/** Removes one of the firm's own documents; the reader and any search showing it are read again. */
export function useRemoveFirmDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFirmDocument,
    onSuccess: (_result, documentId) => {
      queryClient.removeQueries({ queryKey: [CORPUS_DOCUMENTS_PATH, documentId] });
      void queryClient.invalidateQueries({ queryKey: [RESEARCH_SEARCH_PATH] });
    },
  });
}

/** An import's progress, asked after until it has completed or failed. */
export function useCorpusImport(importId: string | null) {
  return useQuery({
    queryKey: [CORPUS_IMPORTS_PATH, importId],
    queryFn: () => fetchCorpusImport(importId ?? ""),
    enabled: importId !== null,
    refetchInterval: (query) => (isImportFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}
