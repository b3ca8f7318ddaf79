import type { TCurrentUser } from "@inkundla/shared";
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
