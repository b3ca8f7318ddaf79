import type { TCorpusImport } from "@inkundla/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CORPUS_IMPORTS_PATH, fetchCorpusImport, uploadFirmDocuments } from "../legal-research.api";

/** How often an import still being read is asked after. */
const IMPORT_POLL_MS = 1500;

export function isImportFinished(corpusImport: TCorpusImport | undefined): boolean {
  return corpusImport?.status === "completed" || corpusImport?.status === "failed";
}

export function useUploadFirmDocuments() {
  return useMutation({ mutationFn: uploadFirmDocuments });
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
