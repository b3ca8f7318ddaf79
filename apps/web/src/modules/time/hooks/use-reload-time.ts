import { useQueryClient } from "@tanstack/react-query";
import { DASHBOARD_ACTIVITY_QUERY_KEY } from "../../dashboard";
import { CLIENTS_PATH, MATTERS_PATH, PRACTICE_PATH, TIME_ENTRIES_PATH, TIMER_PATH } from "../time.api";

/**
 * After time changes, everything computed from it is read again: the lists and totals, the practice
 * figures, the timer, and the matters' last activity and clients' last contact.
 */
export function useReloadTime() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      ...[TIME_ENTRIES_PATH, PRACTICE_PATH, TIMER_PATH, MATTERS_PATH, CLIENTS_PATH].map((path) =>
        queryClient.invalidateQueries({ queryKey: [path] }),
      ),
      queryClient.invalidateQueries({ queryKey: DASHBOARD_ACTIVITY_QUERY_KEY }),
    ]);
}
