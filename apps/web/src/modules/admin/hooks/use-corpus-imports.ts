import type { TCorpusImport } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_CORPUS_IMPORTS_PATH, fetchCorpusImports, uploadCorpusFiles } from "../admin.api";

/** How often the list is read again while an import is waiting or being read. */
export const CORPUS_IMPORT_POLL_MS = 2000;

export function isImportInProgress(corpusImport: TCorpusImport): boolean {
  return corpusImport.status === "queued" || corpusImport.status === "running";
}

/** The imports, read again every two seconds while any of them is still in progress. */
export function useCorpusImports() {
  return useQuery({
    queryKey: [ADMIN_CORPUS_IMPORTS_PATH],
    queryFn: fetchCorpusImports,
    refetchInterval: (query) =>
      query.state.data?.imports.some(isImportInProgress) ? CORPUS_IMPORT_POLL_MS : false,
  });
}

export function useUploadCorpusFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCorpusFiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_CORPUS_IMPORTS_PATH] }),
  });
}
