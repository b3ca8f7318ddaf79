import type {
  TMatter,
  TMatterCreateRequest,
  TMatterOutcomeInput,
  TMatterStatusChangeInput,
  TMatterUpdateRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import { CLIENTS_QUERY_KEY } from "../../clients";
import { SUBSCRIPTION_QUERY_KEY } from "../../subscriptions";
import {
  addMatterNote,
  changeMatterStatus,
  createMatter,
  MATTERS_QUERY_KEY,
  runConflictCheck,
  updateMatter,
} from "../matters.api";

/**
 * A matter change shows in the matter lists, the client's counts and the practice figures; an ended
 * matter (or its outcome) in the analytics and in case prediction's calibration and market insights.
 * Those keys are written as paths, as the dashboard's is, so this module loads none of theirs.
 */
export function useReloadMatters() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MATTERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/practice/stats"] }),
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/advanced-analytics"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/case-predictions/calibration"] }),
      queryClient.invalidateQueries({ queryKey: ["/api/case-predictions/market-insights"] }),
    ]);
}

export function useConflictCheck() {
  return useMutation({ mutationFn: runConflictCheck });
}

export function useCreateMatter(options: { onCreated: (matter: TMatter) => void }) {
  const reloadMatters = useReloadMatters();
  return useMutation({
    mutationFn: (request: TMatterCreateRequest) => createMatter(request),
    onSuccess: async (matter) => {
      notifications.show({
        title: "Matter Opened",
        message: `${matter.reference} ${matter.title} has been opened.`,
        color: "green",
      });
      options.onCreated(matter);
      await reloadMatters();
    },
  });
}

export function useUpdateMatter(matterId: string, options: { onUpdated: () => void }) {
  const reloadMatters = useReloadMatters();
  return useMutation({
    mutationFn: (request: TMatterUpdateRequest) => updateMatter(matterId, request),
    onSuccess: async () => {
      notifications.show({
        title: "Matter Updated",
        message: "Your changes have been saved.",
        color: "green",
      });
      options.onUpdated();
      await reloadMatters();
    },
  });
}

/**
 * Changes the status. `showsErrorsInline` is for a dialog that shows the refusal beside its fields,
 * instead of as a notification.
 */
export function useChangeMatterStatus(matterId: string, options: { showsErrorsInline?: boolean } = {}) {
  const reloadMatters = useReloadMatters();
  return useMutation({
    mutationFn: (request: TMatterStatusChangeInput) => changeMatterStatus(matterId, request),
    onSuccess: async () => {
      await reloadMatters();
    },
    onError: (error) => {
      if (options.showsErrorsInline) return;
      notifications.show({
        title: "Status Not Changed",
        message: readApiErrorMessage(error) ?? "Failed to change the matter's status. Please try again.",
        color: "red",
      });
    },
  });
}

/** Records, corrects or (with null) removes how the matter ended. */
export function useSaveMatterOutcome(matterId: string, options: { onSaved: () => void }) {
  const reloadMatters = useReloadMatters();
  return useMutation({
    mutationFn: (outcome: TMatterOutcomeInput | null) => updateMatter(matterId, { outcome }),
    onSuccess: async (_matter, outcome) => {
      notifications.show({
        title: outcome ? "Outcome Recorded" : "Outcome Removed",
        message: outcome ? "How the matter ended has been saved." : "The matter's outcome has been removed.",
        color: "green",
      });
      options.onSaved();
      await reloadMatters();
    },
  });
}

export function useAddMatterNote(matterId: string, options: { onAdded: () => void }) {
  const reloadMatters = useReloadMatters();
  return useMutation({
    mutationFn: (body: string) => addMatterNote(matterId, body),
    onSuccess: async () => {
      options.onAdded();
      await reloadMatters();
    },
    onError: (error) => {
      notifications.show({
        title: "Note Not Saved",
        message: readApiErrorMessage(error) ?? "Failed to save the note. Please try again.",
        color: "red",
      });
    },
  });
}
