import type { TClient, TClientCreateRequest, TClientListItem, TClientUpdateRequest } from "@inkundla/shared";
import { apiJson, apiRequest } from "../../lib/api-client";

export const CLIENTS_PATH = "/api/clients";
/** Every client query starts with the path, so invalidating it reloads lists and client pages alike. */
export const CLIENTS_QUERY_KEY = [CLIENTS_PATH] as const;
export const FIRM_MEMBERS_QUERY_KEY = ["/api/firm/members"] as const;

/** One page of a list and the total the server put in X-Total-Count. */
export type ListPage<TItem> = { items: TItem[]; total: number };

export type ListParams = Record<string, string | number | boolean | undefined | null>;

function toQueryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export async function fetchListPage<TItem>(path: string, params: ListParams): Promise<ListPage<TItem>> {
  const response = await apiRequest("GET", `${path}${toQueryString(params)}`);
  const items = (await response.json()) as TItem[];
  const total = Number(response.headers.get("x-total-count") ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

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
