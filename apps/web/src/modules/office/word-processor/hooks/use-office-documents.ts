import type { TOfficeDocument, TOfficeDocumentCreateRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  createOfficeDocument,
  deleteOfficeDocument,
  fetchOfficeDocument,
  fetchOfficeDocuments,
  fetchOfficeTemplates,
  importOfficeDocument,
  OFFICE_DOCUMENT_LIST_KEY,
  OFFICE_TEMPLATES_QUERY_KEY,
  type OfficeDocumentListParams,
  officeDocumentListQueryKey,
  officeDocumentQueryKey,
} from "../office-documents.api";

/** A page of the documents the person may see, newest first. */
export function useOfficeDocumentList(params: OfficeDocumentListParams) {
  return useQuery({
    queryKey: officeDocumentListQueryKey(params),
    queryFn: () => fetchOfficeDocuments(params),
    placeholderData: keepPreviousData,
    // Colleagues save shared documents too: read the list afresh whenever it is shown.
    refetchOnMount: "always",
  });
}

/** One document with its content; read afresh on opening, as someone may have saved it since. */
export function useOfficeDocument(documentId: string | null) {
  return useQuery({
    queryKey: officeDocumentQueryKey(documentId ?? ""),
    queryFn: () => fetchOfficeDocument(documentId ?? ""),
    enabled: documentId !== null,
    refetchOnMount: "always",
  });
}

export function useOfficeTemplates() {
  return useQuery({ queryKey: OFFICE_TEMPLATES_QUERY_KEY, queryFn: fetchOfficeTemplates });
}

/** Reloads every list of documents (after a create, save, import or delete). */
export function useReloadOfficeDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: OFFICE_DOCUMENT_LIST_KEY });
}

/** Creates a document (spec: "Document Created", or "Creation Failed"). */
export function useCreateOfficeDocument(options: { onCreated: (document: TOfficeDocument) => void }) {
  const reloadDocuments = useReloadOfficeDocuments();
  return useMutation({
    mutationFn: (request: TOfficeDocumentCreateRequest) => createOfficeDocument(request),
    onSuccess: (document) => {
      notifications.show({
        title: "Document Created",
        message: `"${document.title}" has been created.`,
        color: "green",
      });
      void reloadDocuments();
      options.onCreated(document);
    },
    onError: (error) => {
      notifications.show({
        title: "Creation Failed",
        message: readApiErrorMessage(error) ?? "Failed to create document. Please try again.",
        color: "red",
      });
    },
  });
}

/** Turns a Word file into a document; the server's 400 says why a file was refused (not a DOCX, macros). */
export function useImportOfficeDocument(options: { onImported: (document: TOfficeDocument) => void }) {
  const reloadDocuments = useReloadOfficeDocuments();
  return useMutation({
    mutationFn: importOfficeDocument,
    onSuccess: (document) => {
      notifications.show({
        title: "Document Imported",
        message: `"${document.title}" has been imported from Word.`,
        color: "green",
      });
      void reloadDocuments();
      options.onImported(document);
    },
    onError: (error) => {
      notifications.show({
        title: "Import Failed",
        message: readApiErrorMessage(error) ?? "Failed to import the Word document. Please try again.",
        color: "red",
      });
    },
  });
}

/** Deletes a document (spec: "Document Deleted", or "Deletion Failed"). */
export function useDeleteOfficeDocument(options: { onDeleted: (documentId: string) => void }) {
  const queryClient = useQueryClient();
  const reloadDocuments = useReloadOfficeDocuments();
  return useMutation({
    mutationFn: (documentId: string) => deleteOfficeDocument(documentId),
    onSuccess: (_result, documentId) => {
      notifications.show({
        title: "Document Deleted",
        message: "The document has been deleted.",
        color: "green",
      });
      queryClient.removeQueries({ queryKey: officeDocumentQueryKey(documentId) });
      void reloadDocuments();
      options.onDeleted(documentId);
    },
    onError: (error) => {
      notifications.show({
        title: "Deletion Failed",
        message: readApiErrorMessage(error) ?? "Failed to delete document. Please try again.",
        color: "red",
      });
    },
  });
}
