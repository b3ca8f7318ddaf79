import type {
  TFirmMemberRateUpdateRequest,
  TFirmMemberSummary,
  TPracticeSettings,
  TPracticeSettingsUpdateRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FIRM_MEMBERS_QUERY_KEY } from "../../clients";
import { DEFAULT_RATE_QUERY_KEY } from "../../time";
import { PRACTICE_SETTINGS_QUERY_KEY, updateMemberRate, updatePracticeSettings } from "../practice.api";

export function usePracticeSettings(enabled = true) {
  return useQuery<TPracticeSettings>({ queryKey: PRACTICE_SETTINGS_QUERY_KEY, enabled });
}

/** The firm's active members with their own hourly rates (GET /api/firm/members). */
export function useMemberRates(enabled = true) {
  return useQuery<TFirmMemberSummary[]>({ queryKey: FIRM_MEMBERS_QUERY_KEY, enabled });
}

/** Saved rates change the rate new time entries start with. */
function useReloadRates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRACTICE_SETTINGS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: FIRM_MEMBERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: DEFAULT_RATE_QUERY_KEY }),
    ]);
}

export function useUpdatePracticeSettings() {
  const reloadRates = useReloadRates();
  return useMutation({
    mutationFn: (request: TPracticeSettingsUpdateRequest) => updatePracticeSettings(request),
    onSuccess: async () => {
      notifications.show({
        title: "Practice Settings Saved",
        message: "New matters and time entries will use these settings.",
        color: "green",
      });
      await reloadRates();
    },
  });
}

export function useUpdateMemberRate() {
  const reloadRates = useReloadRates();
  return useMutation({
    mutationFn: ({ userId, request }: { userId: string; request: TFirmMemberRateUpdateRequest }) =>
      updateMemberRate(userId, request),
    onSuccess: async (member) => {
      notifications.show({
        title: "Hourly Rate Saved",
        message: `${member.name}'s new time entries will use this rate.`,
        color: "green",
      });
      await reloadRates();
    },
  });
}
