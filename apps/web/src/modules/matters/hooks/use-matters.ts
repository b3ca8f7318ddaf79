import type { TMatter, TMatterNote } from "@inkundla/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchMatters, MATTERS_PATH, type MatterListParams } from "../matters.api";

export function useMatterList(params: MatterListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [MATTERS_PATH, "list", params],
    queryFn: () => fetchMatters(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** GET /api/matters/{id}, read with the default query function. */
export function useMatter(matterId: string | undefined) {
  return useQuery<TMatter>({ queryKey: [MATTERS_PATH, matterId], enabled: Boolean(matterId) });
}

/** GET /api/matters/{id}/notes: the newest 50. */
export function useMatterNotes(matterId: string) {
  return useQuery<TMatterNote[]>({ queryKey: [MATTERS_PATH, matterId, "notes"] });
}
