import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiJson } from "../lib/api-client";

/** A query key such as ["/api/admin", "stats"] is read from GET /api/admin/stats. */
export const fetchQueryKeyPath: QueryFunction = ({ queryKey }) =>
  apiJson("GET", queryKey.map(String).join("/"));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchQueryKeyPath,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
