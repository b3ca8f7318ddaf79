import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CALENDAR_FEED_QUERY_KEY,
  createCalendarFeed,
  fetchCalendarFeedStatus,
  revokeCalendarFeed,
} from "../deadlines.api";

export function useCalendarFeedStatus(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: fetchCalendarFeedStatus,
    enabled: options.enabled,
  });
}

/** The URL comes back once, from the create call: the server keeps only a hash of it. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_QUERY_KEY }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_FEED_QUERY_KEY }),
  });
}
