import { DEFAULT_SYSTEM_SETTINGS, type TPublicSettings } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { fetchPublicSettings, PUBLIC_SETTINGS_PATH } from "../settings.api";

/** Trial length and whether registration is open; the defaults stand in while loading. */
export function usePublicSettings(): { settings: TPublicSettings; isLoading: boolean } {
  const query = useQuery({ queryKey: [PUBLIC_SETTINGS_PATH], queryFn: fetchPublicSettings });
  const { trialDays, isRegistrationOpen } = DEFAULT_SYSTEM_SETTINGS;
  return { settings: query.data ?? { trialDays, isRegistrationOpen }, isLoading: query.isPending };
}
