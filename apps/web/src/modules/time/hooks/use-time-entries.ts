import type { TCreateTimeEntryRequest, TDefaultTimeRate, TUpdateTimeEntryRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  createTimeEntry,
  DEFAULT_RATE_QUERY_KEY,
  deleteTimeEntry,
  fetchTimeEntries,
  fetchTimeSummary,
  type TimeEntryFilters,
  type TimeEntryListParams,
  timeEntriesQueryKey,
  timeSummaryQueryKey,
  updateTimeEntry,
} from "../time.api";
import { useReloadTime } from "./use-reload-time";

export function useTimeEntries(query: TimeEntryListParams) {
  return useQuery({
    queryKey: timeEntriesQueryKey(query),
    queryFn: () => fetchTimeEntries(query),
    placeholderData: keepPreviousData,
  });
}

export function useTimeSummary(filters: TimeEntryFilters) {
  return useQuery({ queryKey: timeSummaryQueryKey(filters), queryFn: () => fetchTimeSummary(filters) });
}

/** The caller's rate for new time: their own, else the firm's default. */
export function useDefaultRate() {
  return useQuery<TDefaultTimeRate>({ queryKey: DEFAULT_RATE_QUERY_KEY });
}

function showFailure(title: string, fallback: string) {
  return (error: Error) =>
    notifications.show({ title, message: readApiErrorMessage(error) ?? fallback, color: "red" });
}

export function useCreateTimeEntry(options: { onCreated: () => void }) {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: (request: TCreateTimeEntryRequest) => createTimeEntry(request),
    onSuccess: async () => {
      notifications.show({ title: "Time logged", message: "The time entry has been saved.", color: "green" });
      options.onCreated();
      await reloadTime();
    },
    onError: showFailure("Could not log time", "Failed to save the time entry"),
  });
}

export function useUpdateTimeEntry(options: { onUpdated: () => void }) {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: ({ entryId, request }: { entryId: string; request: TUpdateTimeEntryRequest }) =>
      updateTimeEntry(entryId, request),
    onSuccess: async () => {
      notifications.show({
        title: "Time entry updated",
        message: "Your changes have been saved.",
        color: "green",
      });
      options.onUpdated();
      await reloadTime();
    },
    onError: showFailure("Could not update the time entry", "Failed to update the time entry"),
  });
}

export function useDeleteTimeEntry(options: { onDeleted: () => void }) {
  const reloadTime = useReloadTime();
  return useMutation({
    mutationFn: (entryId: string) => deleteTimeEntry(entryId),
    onSuccess: async () => {
      notifications.show({
        title: "Time entry deleted",
        message: "The time entry has been removed.",
        color: "green",
      });
      options.onDeleted();
      await reloadTime();
    },
    onError: showFailure("Could not delete the time entry", "Failed to delete the time entry"),
  });
}
