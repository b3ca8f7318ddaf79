import { TOTAL_COUNT_HEADER } from "@inkundla/shared";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const API_ERROR_PATTERN = /^\d{3}: ([\s\S]*)$/;

/** Spec §8: a non-OK answer becomes an Error reading "<status>: <body text or status text>". */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResponseNotOk(response);
  return response;
}

export async function apiJson<TResult>(method: HttpMethod, path: string, body?: unknown): Promise<TResult> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as TResult;
}

/** The server's `message` from an error thrown by `throwIfResponseNotOk`, or null when there is none. */
export function readApiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const bodyText = API_ERROR_PATTERN.exec(error.message)?.[1];
  if (!bodyText) return null;
  try {
    const body: unknown = JSON.parse(bodyText);
    const message = typeof body === "object" && body !== null && "message" in body ? body.message : null;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The server's `code` (e.g. "email_not_verified") from an error thrown by `throwIfResponseNotOk`. */
export function readApiErrorCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const bodyText = API_ERROR_PATTERN.exec(error.message)?.[1];
  if (!bodyText) return null;
  try {
    const body: unknown = JSON.parse(bodyText);
    const code = typeof body === "object" && body !== null && "code" in body ? body.code : null;
    return typeof code === "string" && code ? code : null;
  } catch {
    return null;
  }
}

type QueryValue = string | number | boolean | undefined | null;

/** `?a=1&b=2` from the values that are set (undefined, null and blank ones are left out). */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page of a list and the total the server put in X-Total-Count. */
export type ListPage<TItem> = { items: TItem[]; total: number };

/** GET a bounded list: the items and the total from X-Total-Count (the item count when it is absent). */
export async function fetchListPage<TItem>(
  path: string,
  query: Record<string, QueryValue> = {},
): Promise<ListPage<TItem>> {
  const response = await apiRequest("GET", `${path}${toQueryString(query)}`);
  const items = (await response.json()) as TItem[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
