import { useQuery } from "@tanstack/react-query";
import { corpusDocumentQueryKey, fetchCorpusDocument } from "../legal-research.api";

export function useCorpusDocument(documentId: string) {
  return useQuery({
    queryKey: corpusDocumentQueryKey(documentId),
    queryFn: () => fetchCorpusDocument(documentId),
    enabled: documentId !== "",
  });
}
