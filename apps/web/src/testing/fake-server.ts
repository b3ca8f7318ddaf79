import { formatCents, type TCurrentUser } from "@inkundla/shared";
import { type Mock, vi } from "vitest";

export type FetchHandler = (path: string, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Replaces the browser's fetch; the app's only outside edge in these tests. */
export function stubFetch(handler: FetchHandler): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => handler(String(input), init ?? {}));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function findRequests(fetchMock: Mock<typeof fetch>, path: string): RequestInit[] {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => init ?? {});
}

export function buildUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: "user-1",
    firstName: "Thandi",
    lastName: "Mokoena",
    email: "thandi@mokoena-attorneys.co.za",
    role: "user",
    subscriptionPlan: "small_firm",
    subscriptionPlanName: "Small Firm",
    isFirmOwner: true,
    firmId: "firm-1",
    emailVerified: true,
    ...overrides,
  };
}

/** A JSON list with its total in X-Total-Count, as the paged lists (billing, trust, clients) answer. */
export function pageResponse(items: unknown[], total = items.length): Response {
  return new Response(JSON.stringify(items), {
    status: 200,
    headers: { "Content-Type": "application/json", "X-Total-Count": String(total) },
  });
}

export type FakeRoute = (init: RequestInit, url: URL) => Response | Promise<Response>;

/**
 * A fake API answering "METHOD /path" from `routes` (the query string is left to the route); anything
 * else is a 404 so a stray request shows up.
 */
export function stubRoutes(routes: Record<string, FakeRoute>): Mock<typeof fetch> {
  return stubFetch((path, init) => {
    const url = new URL(path, "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    const route = routes[key];
    if (route) return route(init, url);
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

/** The requests (their init) sent to one endpoint, in order. */
export function requestsTo(fetchMock: Mock<typeof fetch>, method: string, pathname: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return url.pathname === pathname && (init?.method ?? "GET") === method;
    })
    .map(([, init]) => init ?? {});
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(fetchMock: Mock<typeof fetch>, method: string, pathname: string): unknown[] {
  return requestsTo(fetchMock, method, pathname).map((init) => JSON.parse(String(init.body)));
}

/** The query strings of the GET requests to one endpoint, in order. */
export function requestedQueries(fetchMock: Mock<typeof fetch>, pathname: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), "http://localhost"),
      method: init?.method ?? "GET",
    }))
    .filter(({ url, method }) => url.pathname === pathname && method === "GET")
    .map(({ url }) => url.searchParams);
}

/** Rand as Testing Library reads a label or text: the formatter's non-breaking spaces become plain ones. */
export function randText(cents: number): string {
  return formatCents(cents).replace(/\s/g, " ");
}

/** Tabs and dialogs loaded on first use; on a busy machine that takes more than 1 s. */
export const LAZY_LOAD = { timeout: 5000 } as const;
