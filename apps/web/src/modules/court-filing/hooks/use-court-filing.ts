import {
  COURT_FILING_MESSAGES,
  FILING_STATUS_LABELS,
  type TCourtFilingRecordRequest,
  type TCourtFilingResponseTaskRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  COURT_FILING_KEY,
  createResponseTask,
  downloadBundle,
  type FilingListQuery,
  fetchFiling,
  fetchFilings,
  fetchIntegrations,
  fetchOverview,
  fetchTemplates,
  filingQueryKey,
  filingsQueryKey,
  integrationsQueryKey,
  overviewQueryKey,
  recordFilingStatus,
  submitFiling,
  templatesQueryKey,
} from "../court-filing.api";

export function useFilingOverview() {
  return useQuery({ queryKey: overviewQueryKey, queryFn: fetchOverview, refetchOnMount: "always" });
}

export function useFilings(query: FilingListQuery) {
  return useQuery({
    queryKey: filingsQueryKey(query),
    queryFn: () => fetchFilings(query),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

export function useFiling(id: string | null) {
  return useQuery({
    queryKey: filingQueryKey(id ?? ""),
    queryFn: () => fetchFiling(id ?? ""),
    enabled: id !== null,
  });
}

export function useIntegrations() {
  return useQuery({ queryKey: integrationsQueryKey, queryFn: fetchIntegrations });
}

export function useFilingTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: fetchTemplates });
}

function showError(title: string, error: unknown) {
  notifications.show({ title, message: readApiErrorMessage(error) ?? "Please try again.", color: "red" });
}

/** The spec's toasts: "Filing Submitted" or "Filing Failed" with the server's reason. */
export function useSubmitFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFiling,
    onSuccess: () => {
      notifications.show({
        title: "Filing Submitted",
        message: COURT_FILING_MESSAGES.submitted,
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: COURT_FILING_KEY });
    },
    onError: (error) =>
      notifications.show({
        title: "Filing Failed",
        message: readApiErrorMessage(error) ?? COURT_FILING_MESSAGES.failed,
        color: "red",
      }),
  });
}

export function useRecordFilingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCourtFilingRecordRequest) => recordFilingStatus(id, request),
    onSuccess: (filing) => {
      notifications.show({
        title: "Filing Updated",
        message: `Recorded as ${FILING_STATUS_LABELS[filing.status].toLowerCase()}.`,
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: COURT_FILING_KEY });
    },
    onError: (error) => showError("Could Not Record the Filing", error),
  });
}

export function useCreateResponseTask(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCourtFilingResponseTaskRequest) => createResponseTask(id, request),
    onSuccess: () => {
      notifications.show({
        title: "Deadline Added",
        message: "The response deadline is now a task on the matter.",
        color: "green",
      });
      void queryClient.invalidateQueries({ queryKey: COURT_FILING_KEY });
    },
    onError: (error) => showError("Could Not Add the Deadline", error),
  });
}

export function useDownloadBundle() {
  return useMutation({
    mutationFn: downloadBundle,
    onError: (error) => showError("Could Not Download the Bundle", error),
  });
}
