import { TOTAL_COUNT_HEADER } from "@inkundla/shared";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const API_ERROR_PATTERN = /^(\d{3}): ([\s\S]*)$/;

/** Spec §8: a non-OK answer becomes an Error reading "<status>: <body text or status text>". */
async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

/**
 * Every request to the server goes through here: it carries the session cookie, and a non-OK answer
 * throws "<status>: <body>". The Origin header the server checks writes against is the browser's own.
 */
async function send(path: string, init: { method: HttpMethod; headers?: HeadersInit; body?: BodyInit }) {
  const early = init.method === "GET" ? await takeEarlyGet(path) : null;
  const response = early ?? (await fetch(path, { ...init, credentials: "include" }));
  await throwIfResponseNotOk(response);
  return response;
}

/** An early GET is handed over only this soon after it started; later the screen reads afresh. */
export const EARLY_GET_MS = 5000;

const earlyGets = new Map<string, { response: Promise<Response | null>; startedAt: number }>();

/**
 * Starts a GET as the page loads, before the screen that needs it has been fetched and drawn (see
 * app/early-reads.ts): the first request for the same path within EARLY_GET_MS takes its answer
 * instead of asking again. A failed or refused early GET is not handed over: the screen's own request
 * then goes out as usual and reports its error as every request does.
 */
export function startEarlyGet(path: string, now = Date.now()): void {
  // The body is taken in as it arrives: left unread, the browser stops receiving once its buffer is
  // full, and the rest of a large answer waits for the screen's code to ask for it.
  const response = fetch(path, { method: "GET", credentials: "include" })
    .then(async (answer) =>
      answer.ok
        ? new Response(await answer.blob(), {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
          })
        : null,
    )
    .catch(() => null);
  earlyGets.set(path, { response, startedAt: now });
}

async function takeEarlyGet(path: string): Promise<Response | null> {
  const early = earlyGets.get(path);
  if (!early) return null;
  earlyGets.delete(path);
  if (Date.now() - early.startedAt > EARLY_GET_MS) return null;
  return early.response;
}

export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  return send(path, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

export async function apiJson<TResult>(method: HttpMethod, path: string, body?: unknown): Promise<TResult> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as TResult;
}

/**
 * POST a multipart form (an upload with its fields) and read the JSON answer. No content type is set
 * here: the browser writes multipart/form-data with the part boundary itself.
 */
export async function apiMultipart<TResult>(path: string, formData: FormData): Promise<TResult> {
  const response = await send(path, { method: "POST", body: formData });
  return (await response.json()) as TResult;
}

/**
 * Where an uploaded file (a receipt, a logo, a signed instruction) is read, as a link or an image; the
 * server checks it belongs to the firm.
 */
export function storedFileUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}

// Long enough for every browser to have started writing the file before its object URL goes.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** The file name a Content-Disposition header gives (`filename="…"`), or null when it gives none. */
function fileNameOf(contentDisposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(contentDisposition ?? "")?.[1] ?? null;
}

/**
 * GET a file (a PDF, a CSV) and hand it to the browser as a download, under the name the server gives
 * it (Content-Disposition) or else `suggestedName`; answers the name it was saved under. Fetched rather
 * than followed as a plain link: a refusal (another firm's record, a bad date) then throws with the
 * server's message instead of saving a broken file.
 */
export async function downloadFile(path: string, suggestedName: string): Promise<string> {
  const response = await send(path, { method: "GET" });
  const fileName = fileNameOf(response.headers.get("Content-Disposition")) ?? suggestedName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
  return fileName;
}

/** The HTTP status of an error thrown by `throwIfResponseNotOk`, or null when it is no such error. */
export function readApiErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const status = API_ERROR_PATTERN.exec(error.message)?.[1];
  return status ? Number(status) : null;
}

/** The server's `message` from an error thrown by `throwIfResponseNotOk`, or null when there is none. */
export function readApiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const bodyText = API_ERROR_PATTERN.exec(error.message)?.[2];
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
  const bodyText = API_ERROR_PATTERN.exec(error.message)?.[2];
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
