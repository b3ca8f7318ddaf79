import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchMatterOptions, MATTERS_PATH } from "../time.api";

/**
 * Open matters matching what the person typed, searched on the server (a firm may have thousands);
 * only one client's when `clientId` is given.
 */
export function useMatterOptions(search: string, enabled = true, clientId?: string) {
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: [MATTERS_PATH, "options", debouncedSearch, clientId ?? null],
    queryFn: () => fetchMatterOptions(debouncedSearch, clientId),
    placeholderData: keepPreviousData,
    enabled,
  });
}
