import type { TPresentation, TPresentationCreateRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../../lib/api-client";
import {
  createPresentation,
  deletePresentation,
  fetchPresentation,
  fetchPresentations,
  fetchPresentationTemplates,
  PRESENTATION_LIST_KEY,
  PRESENTATION_TEMPLATES_QUERY_KEY,
  type PresentationListParams,
  presentationListQueryKey,
  presentationQueryKey,
} from "../presentations.api";

/** A page of the decks the person may see, newest change first. */
export function usePresentationList(params: PresentationListParams) {
  return useQuery({
    queryKey: presentationListQueryKey(params),
    queryFn: () => fetchPresentations(params),
    placeholderData: keepPreviousData,
    // Colleagues save shared decks too: read the list afresh whenever it is shown.
    refetchOnMount: "always",
  });
}

/** One deck with its slides; read afresh on opening, as someone may have saved it since. */
export function usePresentation(presentationId: string | null) {
  return useQuery({
    queryKey: presentationQueryKey(presentationId ?? ""),
    queryFn: () => fetchPresentation(presentationId ?? ""),
    enabled: presentationId !== null,
    refetchOnMount: "always",
  });
}

export function usePresentationTemplates() {
  return useQuery({ queryKey: PRESENTATION_TEMPLATES_QUERY_KEY, queryFn: fetchPresentationTemplates });
}

/** Reloads every list of decks (after a create, save or delete). */
export function useReloadPresentations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PRESENTATION_LIST_KEY });
}

/** Creates a deck (spec: "Presentation Created", or "Creation Failed"). */
export function useCreatePresentation(options: { onCreated: (presentation: TPresentation) => void }) {
  const reloadPresentations = useReloadPresentations();
  return useMutation({
    mutationFn: (request: TPresentationCreateRequest) => createPresentation(request),
    onSuccess: (presentation) => {
      notifications.show({
        title: "Presentation Created",
        message: `"${presentation.title}" has been created with ${presentation.slides.total} slides.`,
        color: "green",
      });
      void reloadPresentations();
      options.onCreated(presentation);
    },
    onError: (error) => {
      notifications.show({
        title: "Creation Failed",
        message: readApiErrorMessage(error) ?? "Failed to create presentation. Please try again.",
        color: "red",
      });
    },
  });
}

/** Deletes a deck with all its versions. */
export function useDeletePresentation(options: { onDeleted: (presentationId: string) => void }) {
  const queryClient = useQueryClient();
  const reloadPresentations = useReloadPresentations();
  return useMutation({
    mutationFn: (presentationId: string) => deletePresentation(presentationId),
    onSuccess: (_result, presentationId) => {
      notifications.show({
        title: "Presentation Deleted",
        message: "The presentation has been deleted.",
        color: "green",
      });
      queryClient.removeQueries({ queryKey: presentationQueryKey(presentationId) });
      void reloadPresentations();
      options.onDeleted(presentationId);
    },
    onError: (error) => {
      notifications.show({
        title: "Deletion Failed",
        message: readApiErrorMessage(error) ?? "Failed to delete presentation. Please try again.",
        color: "red",
      });
    },
  });
}
