import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  fetchRecentSearches,
  RECENT_SEARCHES_QUERY_KEY,
  RESEARCH_SEARCH_PATH,
  searchResearch,
} from "../legal-research.api";
import { type ResearchSearch, toSearchRequest } from "../research-search-params";

/**
 * The results of the search in the address. Read as a query rather than sent as a one-off request, so
 * Back from a judgment shows the results again without searching (and recording the search) twice.
 */
export function useResearchSearch(search: ResearchSearch) {
  const queryClient = useQueryClient();
  const request = toSearchRequest(search);
  return useQuery({
    queryKey: [RESEARCH_SEARCH_PATH, request],
    queryFn: async () => {
      try {
        const response = await searchResearch(request);
        void queryClient.invalidateQueries({ queryKey: RECENT_SEARCHES_QUERY_KEY });
        return response;
      } catch (error) {
        // Spec §8. Here rather than in an effect: one notice per failed search, not per render showing it.
        notifications.show({
          title: "Search Failed",
          message: readApiErrorMessage(error) ?? "Failed to perform search",
          color: "red",
        });
        throw error;
      }
    },
    enabled: request.query !== "",
  });
}

/** The person's own recent searches, newest first. */
export function useRecentSearches() {
  return useQuery({ queryKey: RECENT_SEARCHES_QUERY_KEY, queryFn: fetchRecentSearches });
}
