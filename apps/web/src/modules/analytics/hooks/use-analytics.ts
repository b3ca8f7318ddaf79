import type {
  TAnalyticsQuery,
  TSaveAnalyticsSettingsRequest,
  TSaveMemberTargetRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import {
  ANALYTICS_FORECASTS_KEY,
  ANALYTICS_QUERY_KEY,
  ANALYTICS_SETTINGS_KEY,
  analyticsBenchmarksKey,
  analyticsDataKey,
  fetchAnalyticsBenchmarks,
  fetchAnalyticsData,
  fetchAnalyticsForecasts,
  fetchAnalyticsSettings,
  saveAnalyticsSettings,
  saveMemberTarget,
} from "../analytics.api";

/** A 403 (the plan, or the owner-only settings) will not pass on a second try. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  readApiErrorStatus(error) !== 403 && failureCount < 2;

export function useAnalyticsData(query: TAnalyticsQuery) {
  return useQuery({
    queryKey: analyticsDataKey(query),
    queryFn: () => fetchAnalyticsData(query),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useAnalyticsBenchmarks(query: TAnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: analyticsBenchmarksKey(query),
    queryFn: () => fetchAnalyticsBenchmarks(query),
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useAnalyticsForecasts(enabled: boolean) {
  return useQuery({
    queryKey: ANALYTICS_FORECASTS_KEY,
    queryFn: fetchAnalyticsForecasts,
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useAnalyticsSettings(enabled: boolean) {
  return useQuery({
    queryKey: ANALYTICS_SETTINGS_KEY,
    queryFn: fetchAnalyticsSettings,
    enabled,
    retry: retryUnlessRefused,
  });
}

/** Refresh Data: every analytics answer is read again from the server. */
export function useRefreshAnalytics() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
}

function useSettingsMutation<TInput>(save: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (settings) => {
      queryClient.setQueryData(ANALYTICS_SETTINGS_KEY, settings);
      notifications.show({
        title: "Settings Saved",
        message: "The analytics settings were saved.",
        color: "green",
      });
      // Targets and sharing change the productivity rows and the benchmarks.
      void queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
    },
    onError: (error) =>
      notifications.show({
        title: "Save Failed",
        message: readApiErrorMessage(error) ?? "Failed to save the analytics settings.",
        color: "red",
      }),
  });
}

export function useSaveAnalyticsSettings() {
  return useSettingsMutation((input: TSaveAnalyticsSettingsRequest) => saveAnalyticsSettings(input));
}

export function useSaveMemberTarget() {
  return useSettingsMutation((input: { userId: string } & TSaveMemberTargetRequest) =>
    saveMemberTarget(input.userId, { monthlyTargetHours: input.monthlyTargetHours }),
  );
}
