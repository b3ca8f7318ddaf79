import type { TSystemSettings } from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PUBLIC_SETTINGS_PATH } from "../../settings";
import { fetchSystemSettings, SYSTEM_SETTINGS_PATH, saveSystemSettings } from "../admin.api";

export function useSystemSettings() {
  return useQuery({ queryKey: [SYSTEM_SETTINGS_PATH], queryFn: fetchSystemSettings });
}

/** Saving also updates the public settings, so the landing and pricing texts change at once. */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSystemSettings) => saveSystemSettings(settings),
    onSuccess: (saved) => {
      queryClient.setQueryData([SYSTEM_SETTINGS_PATH], saved);
      queryClient.setQueryData([PUBLIC_SETTINGS_PATH], {
        trialDays: saved.trialDays,
        isRegistrationOpen: saved.isRegistrationOpen,
      });
    },
  });
}
