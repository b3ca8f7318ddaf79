import type { AppError } from "../../../platform/errors.ts";
import { aiError, aiTimeoutError } from "./ai-provider.errors.ts";

export type EndpointSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
};

/** What came back: the status and the body, or `body: undefined` when the body passed `maxBytes`. */
export type EndpointReply = { status: number; body: string | undefined };

/**
 * POSTs JSON to `${baseUrl}/${endpoint}` under the configured timeout and the caller's signal. Network
 * failures, the timeout and cancellation become AI errors here; HTTP statuses are left to the caller.
 */
export async function postToEndpoint(
  settings: EndpointSettings,
  endpoint: string,
  body: unknown,
  options: { signal: AbortSignal | undefined; maxBytes: number },
): Promise<EndpointReply> {
  if (options.signal?.aborted) throw aiError("ai_cancelled");
  const timeoutSignal = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeoutSignal]) : timeoutSignal;
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  try {
    const response = await settings.fetch(endpointUrl(settings.baseUrl, endpoint), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal,
    });
    return { status: response.status, body: await readBoundedText(response, options.maxBytes) };
  } catch (error) {
    if (options.signal?.aborted) throw aiError("ai_cancelled");
    if (timeoutSignal.aborted) throw aiTimeoutError(settings.timeoutMs);
    throw withDetail(
      aiError(
        "ai_unavailable",
        `The AI service at ${displayAddress(settings.baseUrl)} could not be reached. Try again later, or ask your administrator to check AI_BASE_URL.`,
      ),
      error instanceof Error ? error.message : String(error),
      settings.apiKey,
    );
  }
}

/**
 * The error for an answer with a failing status. The message says what a person can do; the server's
 * own words go only into `cause`, for the log, with the key removed in case the server echoes it.
 */
export function unavailableForStatus(
  status: number,
  body: string | undefined,
  apiKey: string | undefined,
): AppError {
  return withDetail(
    aiError("ai_unavailable", messageForStatus(status)),
    `HTTP ${status}: ${body ?? ""}`,
    apiKey,
  );
}

function messageForStatus(status: number): string {
  if (status === 401 || status === 403) {
    return `The AI service refused the configured credentials (HTTP ${status}). Ask your administrator to check AI_API_KEY.`;
  }
  if (status === 404) {
    return "The AI service does not know this address or model (HTTP 404). Ask your administrator to check AI_BASE_URL and AI_MODEL.";
  }
  if (status === 429) {
    return "The AI service is busy or its usage limit is reached (HTTP 429). Try again in a few minutes.";
  }
  if (status >= 500) {
    return `The AI service answered with an error (HTTP ${status}). Try again later, or ask your administrator to check the AI settings.`;
  }
  return `The AI service refused the request (HTTP ${status}). Ask your administrator to check the AI settings.`;
}

const MAX_DETAIL_CHARS = 500;

function withDetail(error: AppError, detail: string, apiKey: string | undefined): AppError {
  const redacted = apiKey ? detail.split(apiKey).join("[redacted]") : detail;
  return Object.assign(error, { cause: new Error(redacted.slice(0, MAX_DETAIL_CHARS)) });
}

/** The endpoint below the base URL's path, keeping its query (Azure proxies carry `api-version` there). */
export function endpointUrl(baseUrl: string, endpoint: string): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${endpoint}`;
  return url.toString();
}

/** The base URL as people may see it: no user name, password, query or fragment, which can hold secrets. */
export function displayAddress(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.username = "";
  url.password = "";
  url.search = "";
  url.hash = "";
  return url.toString().replace(/\/+$/, "");
}

async function readBoundedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
