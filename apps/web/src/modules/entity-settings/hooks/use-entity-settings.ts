import {
  DEFAULT_ENTITY_SETTINGS,
  type TEntitySettings,
  type TEntitySettingsInput,
  type TPublicEntitySettings,
  toPublicEntitySettings,
} from "@inkundla/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ENTITY_SETTINGS_PATH,
  fetchEntitySettings,
  isFullEntitySettings,
  saveEntitySettings,
  type TEntitySettingsAnswer,
} from "../entity-settings.api";

export const ENTITY_SETTINGS_QUERY_KEY = [ENTITY_SETTINGS_PATH] as const;

// Spec §7 and §9: fresh for 5 minutes, kept for 10, never retried.
const entitySettingsQuery = {
  queryKey: ENTITY_SETTINGS_QUERY_KEY,
  queryFn: fetchEntitySettings,
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: false,
} as const;

function toPublic(answer: TEntitySettingsAnswer): TPublicEntitySettings {
  return isFullEntitySettings(answer) ? toPublicEntitySettings(answer) : answer;
}

/**
 * The contact details and legal texts the public pages show. Until they load, and if they cannot be
 * read, the defaults of spec 000 §3 stand in.
 */
export function usePublicEntitySettings(): { settings: TPublicEntitySettings; isLoading: boolean } {
  const query = useQuery(entitySettingsQuery);
  const settings = query.data ? toPublic(query.data) : toPublicEntitySettings(DEFAULT_ENTITY_SETTINGS);
  return { settings, isLoading: query.isPending };
}

/** The full settings, for the admin's Entity Settings tab. */
export function useAdminEntitySettings() {
  const query = useQuery(entitySettingsQuery);
  const settings = query.data && isFullEntitySettings(query.data) ? query.data : null;
  return { settings, isLoading: query.isPending, isError: query.isError, refetch: query.refetch };
}

/** Saving puts the answer in the cache, so the footer and legal pages show it at once. */
export function useSaveEntitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEntitySettingsInput) => saveEntitySettings(input),
    onSuccess: (saved: TEntitySettings) => {
      queryClient.setQueryData(ENTITY_SETTINGS_QUERY_KEY, saved);
    },
  });
}
