import type { TPdfSession } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  createPdfBundle,
  deletePdfSession,
  fetchPdfSession,
  fetchPdfSessionFile,
  fetchPdfSessions,
  PDF_SESSION_LIST_KEY,
  PDF_SESSIONS_PATH,
  type PdfSessionListParams,
  pdfSessionListQueryKey,
  pdfSessionQueryKey,
  uploadPdfSession,
} from "../pdf-sessions.api";

/** A page of the PDF sessions the person may see (a matter's only, when given), newest change first. */
export function usePdfSessionList(params: PdfSessionListParams) {
  return useQuery({
    queryKey: pdfSessionListQueryKey(params),
    queryFn: () => fetchPdfSessions(params),
    // The page shown stays while the next page or search loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
    // Colleagues edit sessions too: read the list afresh whenever it is shown.
    refetchOnMount: "always",
  });
}

/**
 * The sessions a page of `pageSize` at a time, `page` counting from 1. When the page shown has emptied
 * (its last session deleted, here or by a colleague) it steps back to the last page that still has some.
 */
export function usePdfSessionPages(filters: { matterId?: string; search?: string }, pageSize: number) {
  const [page, setPage] = useState(1);
  const sessions = usePdfSessionList({ ...filters, limit: pageSize, offset: (page - 1) * pageSize });
  const pageCount = Math.max(1, Math.ceil((sessions.data?.total ?? 0) / pageSize));
  // The previous page's items shown while this one loads say nothing about this one.
  const isPageEmptied =
    page > 1 && sessions.isSuccess && !sessions.isPlaceholderData && sessions.data.items.length === 0;
  useEffect(() => {
    if (isPageEmptied) setPage((current) => Math.max(1, Math.min(current - 1, pageCount)));
  }, [isPageEmptied, pageCount]);
  return { sessions, page, setPage, pageCount };
}

/** One session with its edits; read afresh on opening, as someone may have changed it since. */
export function usePdfSession(sessionId: string | null) {
  return useQuery({
    queryKey: pdfSessionQueryKey(sessionId ?? ""),
    queryFn: () => fetchPdfSession(sessionId ?? ""),
    enabled: sessionId !== null,
    refetchOnMount: "always",
  });
}

/** The original file's bytes. They never change, so they are fetched once per session. */
export function usePdfSessionFile(sessionId: string) {
  return useQuery({
    queryKey: [PDF_SESSIONS_PATH, "file", sessionId],
    queryFn: () => fetchPdfSessionFile(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
}

/** Reloads every list of sessions (after an upload, a change or a delete). */
export function useReloadPdfSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PDF_SESSION_LIST_KEY });
}

/**
 * Uploads a PDF as a session. Refusals are left to the caller: a protected PDF's 400 asks for the
 * password in the form rather than in a notice.
 */
export function useUploadPdfSession(options: { onUploaded: (session: TPdfSession) => void }) {
  const reloadSessions = useReloadPdfSessions();
  return useMutation({
    mutationFn: uploadPdfSession,
    onSuccess: (session) => {
      notifications.show({
        title: "PDF Uploaded",
        message: `"${session.fileName}" is ready to edit.`,
        color: "green",
      });
      void reloadSessions();
      options.onUploaded(session);
    },
  });
}

export function useDeletePdfSession(options: { onDeleted: (sessionId: string) => void }) {
  const queryClient = useQueryClient();
  const reloadSessions = useReloadPdfSessions();
  return useMutation({
    mutationFn: (sessionId: string) => deletePdfSession(sessionId),
    onSuccess: (_result, sessionId) => {
      notifications.show({
        title: "Session Deleted",
        message: "The PDF session has been deleted.",
        color: "green",
      });
      queryClient.removeQueries({ queryKey: pdfSessionQueryKey(sessionId) });
      void reloadSessions();
      options.onDeleted(sessionId);
    },
    onError: (error) => {
      notifications.show({
        title: "Deletion Failed",
        message: readApiErrorMessage(error) ?? "Failed to delete the PDF session. Please try again.",
        color: "red",
      });
    },
  });
}

export function useCreatePdfBundle(options: { onCreated: (session: TPdfSession) => void }) {
  const reloadSessions = useReloadPdfSessions();
  return useMutation({
    mutationFn: createPdfBundle,
    onSuccess: (session) => {
      notifications.show({
        title: "Bundle Created",
        message: `"${session.fileName}" has been built.`,
        color: "green",
      });
      void reloadSessions();
      options.onCreated(session);
    },
    onError: (error) => {
      notifications.show({
        title: "Bundle Failed",
        message: readApiErrorMessage(error) ?? "Failed to build the bundle. Please try again.",
        color: "red",
      });
    },
  });
}
