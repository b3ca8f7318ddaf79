import type { TClient, TFirmMemberSummary } from "@inkundla/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CLIENTS_PATH, type ClientListParams, FIRM_MEMBERS_QUERY_KEY, fetchClients } from "../clients.api";

export function useClientList(params: ClientListParams) {
  return useQuery({
    queryKey: [CLIENTS_PATH, "list", params],
    queryFn: () => fetchClients(params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/clients/{id}, read with the default query function. */
export function useClient(clientId: string | undefined) {
  return useQuery<TClient>({ queryKey: [CLIENTS_PATH, clientId], enabled: Boolean(clientId) });
}

/** The firm's active members, to pick who is responsible for a matter. */
export function useFirmMembers() {
  return useQuery<TFirmMemberSummary[]>({ queryKey: FIRM_MEMBERS_QUERY_KEY });
}
