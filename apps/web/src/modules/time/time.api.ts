import type {
  TCreateTimeEntryRequest,
  TMatterListItem,
  TRunningTimer,
  TStartTimerRequest,
  TStopTimerRequest,
  TTimeEntry,
  TTimeEntrySummary,
  TUnbilledMatterTime,
  TUpdateTimeEntryRequest,
} from "@inkundla/shared";
import { apiJson, fetchListPage, type ListPage, toQueryString } from "../../lib/api-client";

export const TIME_ENTRIES_PATH = "/api/time-entries";
export const TIMER_PATH = "/api/timer";
export const PRACTICE_PATH = "/api/practice";
export const MATTERS_PATH = "/api/matters";
export const CLIENTS_PATH = "/api/clients";

/** Read with the default query function: GET /api/timer (null when none runs). */
export const TIMER_QUERY_KEY = [TIMER_PATH] as const;
/** GET /api/practice/stats. */
export const PRACTICE_STATS_QUERY_KEY = [PRACTICE_PATH, "stats"] as const;
/** GET /api/time-entries/default-rate. */
export const DEFAULT_RATE_QUERY_KEY = [TIME_ENTRIES_PATH, "default-rate"] as const;

/** The list's filters as the query string carries them. */
export type TimeEntryFilters = {
  matterId?: string;
  clientId?: string;
  userId?: string;
  billed?: "true" | "false";
  from?: string;
  to?: string;
  search?: string;
};
export type TimeEntryListParams = TimeEntryFilters & { limit: number; offset: number };

export function timeEntriesQueryKey(query: TimeEntryListParams) {
  return [TIME_ENTRIES_PATH, "list", query] as const;
}

export function timeSummaryQueryKey(filters: TimeEntryFilters) {
  return [TIME_ENTRIES_PATH, "summary", filters] as const;
}

export function fetchTimeSummary(filters: TimeEntryFilters): Promise<TTimeEntrySummary> {
  return apiJson("GET", `${TIME_ENTRIES_PATH}/summary${toQueryString(filters)}`);
}

export function unbilledQueryKey(page: { limit: number; offset: number }) {
  return [PRACTICE_PATH, "unbilled", page] as const;
}

/** `?a=1&b=2` from the set values only (undefined and blank ones are left out). */
export function fetchTimeEntries(query: TimeEntryListParams): Promise<ListPage<TTimeEntry>> {
  return fetchListPage(TIME_ENTRIES_PATH, query);
}

export function fetchUnbilledTime(page: {
  limit: number;
  offset: number;
}): Promise<ListPage<TUnbilledMatterTime>> {
  return fetchListPage(`${PRACTICE_PATH}/unbilled`, page);
}

/** Open matters for a matter picker: a search over title, reference and client name. */
/** Open matters matching the search, of one client when `clientId` is given. */
export async function fetchMatterOptions(search: string, clientId?: string): Promise<TMatterListItem[]> {
  const page = await fetchListPage<TMatterListItem>(MATTERS_PATH, {
    search: search.trim(),
    clientId,
    limit: 50,
  });
  return page.items.filter((matter) => matter.status !== "closed");
}

export function createTimeEntry(request: TCreateTimeEntryRequest): Promise<TTimeEntry> {
  return apiJson("POST", TIME_ENTRIES_PATH, request);
}

export function updateTimeEntry(entryId: string, request: TUpdateTimeEntryRequest): Promise<TTimeEntry> {
  return apiJson("PATCH", `${TIME_ENTRIES_PATH}/${encodeURIComponent(entryId)}`, request);
}

export async function deleteTimeEntry(entryId: string): Promise<void> {
  await apiJson("DELETE", `${TIME_ENTRIES_PATH}/${encodeURIComponent(entryId)}`);
}

export function startTimer(request: TStartTimerRequest): Promise<TRunningTimer> {
  return apiJson("POST", `${TIMER_PATH}/start`, request);
}

export function stopTimer(request: TStopTimerRequest): Promise<TTimeEntry> {
  return apiJson("POST", `${TIMER_PATH}/stop`, request);
}

export async function discardTimer(): Promise<void> {
  await apiJson("POST", `${TIMER_PATH}/discard`);
}
