import type {
  TConflictCheckRequest,
  TConflictCheckResponse,
  TMatter,
  TMatterCreateRequest,
  TMatterListItem,
  TMatterNote,
  TMatterStatusChangeInput,
  TMatterUpdateInput,
} from "@inkundla/shared";
import { apiJson, fetchListPage, type ListPage } from "../../lib/api-client";

export const MATTERS_PATH = "/api/matters";
/** Every matter query starts with the path: lists, matter pages and their notes. */
export const MATTERS_QUERY_KEY = [MATTERS_PATH] as const;

export type MatterListParams = {
  search?: string;
  status?: string;
  clientId?: string;
  responsibleUserId?: string;
  sort?: string;
  order?: string;
  limit: number;
  offset: number;
};

export function fetchMatters(params: MatterListParams): Promise<ListPage<TMatterListItem>> {
  return fetchListPage(MATTERS_PATH, params);
}

export function createMatter(request: TMatterCreateRequest): Promise<TMatter> {
  return apiJson("POST", MATTERS_PATH, request);
}

export function updateMatter(matterId: string, request: TMatterUpdateInput): Promise<TMatter> {
  return apiJson("PATCH", `${MATTERS_PATH}/${encodeURIComponent(matterId)}`, request);
}

/** Completing or closing a matter may carry its outcome in the same request. */
export function changeMatterStatus(matterId: string, request: TMatterStatusChangeInput): Promise<TMatter> {
  return apiJson("POST", `${MATTERS_PATH}/${encodeURIComponent(matterId)}/status`, request);
}

export function runConflictCheck(request: TConflictCheckRequest): Promise<TConflictCheckResponse> {
  return apiJson("POST", `${MATTERS_PATH}/conflict-check`, request);
}

export function addMatterNote(matterId: string, body: string): Promise<TMatterNote> {
  return apiJson("POST", `${MATTERS_PATH}/${encodeURIComponent(matterId)}/notes`, { body });
}
