import type { TClient, TClientCreateRequest, TClientListItem, TClientUpdateRequest } from "@inkundla/shared";
import { apiJson, fetchListPage, type ListPage } from "../../lib/api-client";

export const CLIENTS_PATH = "/api/clients";
/** Every client query starts with the path, so invalidating it reloads lists and client pages alike. */
export const CLIENTS_QUERY_KEY = [CLIENTS_PATH] as const;
export const FIRM_MEMBERS_QUERY_KEY = ["/api/firm/members"] as const;

export type ClientListParams = {
  search?: string;
  type?: string;
  ficaStatus?: string;
  archived?: boolean;
  sort?: string;
  order?: string;
  limit: number;
  offset: number;
};

export function fetchClients(params: ClientListParams): Promise<ListPage<TClientListItem>> {
  return fetchListPage(CLIENTS_PATH, params);
}

export function createClient(request: TClientCreateRequest): Promise<TClient> {
  return apiJson("POST", CLIENTS_PATH, request);
}

export function updateClient(clientId: string, request: TClientUpdateRequest): Promise<TClient> {
  return apiJson("PATCH", `${CLIENTS_PATH}/${encodeURIComponent(clientId)}`, request);
}

export function setClientArchived(clientId: string, isArchived: boolean): Promise<TClient> {
  const action = isArchived ? "archive" : "unarchive";
  return apiJson("POST", `${CLIENTS_PATH}/${encodeURIComponent(clientId)}/${action}`);
}
