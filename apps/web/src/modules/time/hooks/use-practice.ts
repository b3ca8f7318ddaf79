import type { TPracticeStats } from "@inkundla/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchUnbilledTime, PRACTICE_STATS_QUERY_KEY, unbilledQueryKey } from "../time.api";

export function usePracticeStats() {
  return useQuery<TPracticeStats>({ queryKey: PRACTICE_STATS_QUERY_KEY });
}

export function useUnbilledTime(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: unbilledQueryKey(page),
    queryFn: () => fetchUnbilledTime(page),
    placeholderData: keepPreviousData,
  });
}
