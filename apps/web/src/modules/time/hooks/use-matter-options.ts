import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchMatterOptions, MATTERS_PATH } from "../time.api";

/** Open matters matching what the person typed, searched on the server (a firm may have thousands). */
export function useMatterOptions(search: string, enabled = true) {
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: [MATTERS_PATH, "options", debouncedSearch],
    queryFn: () => fetchMatterOptions(debouncedSearch),
    placeholderData: keepPreviousData,
    enabled,
  });
}
