import { useQuery } from "@tanstack/react-query";
import { DEADLINE_RULES_QUERY_KEY, fetchDeadlineRules } from "../deadlines.api";

/** The presets change only with a release. */
export function useDeadlineRules() {
  return useQuery({
    queryKey: DEADLINE_RULES_QUERY_KEY,
    queryFn: fetchDeadlineRules,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
