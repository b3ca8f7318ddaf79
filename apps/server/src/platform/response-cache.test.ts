import { todayInSouthAfrica } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { ANSWER_LIFETIME_MS, keptHeaders, ResponseCache } from "./response-cache.ts";

const caller = { firmId: "firm-1", userId: "user-1" };
const cookie = "session=abc";

function slotFor(cache: ResponseCache, url: string) {
  return { key: cache.keyFor(caller, url), ...caller, snapshot: "10:12:" };
}

describe("ResponseCache", () => {
  it("finds nothing for a caller it has not seen, whatever is stored", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    cache.store(slotFor(cache, "/api/clients"), "[]", {});
    expect(cache.candidateFor(cookie, "/api/clients")).toBeNull();
  });

  it("offers the stored answer for the same caller and URL, and only that URL", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    cache.rememberCaller(cookie, caller);
    cache.store(slotFor(cache, "/api/clients?limit=5"), '[{"id":1}]', { "x-total-count": "1" });
    const found = cache.candidateFor(cookie, "/api/clients?limit=5");
    expect(found?.answer).toMatchObject({ payload: '[{"id":1}]', headers: { "x-total-count": "1" } });
    expect(found?.answer.snapshot).toBe("10:12:");
    expect(cache.candidateFor(cookie, "/api/clients?limit=6")).toBeNull();
  });

  it("keys answers by the South African day, so date-derived figures are read afresh each day", () => {
    const cache = new ResponseCache({ maxBytes: 1_000 });
    expect(cache.keyFor(caller, "/api/billing/invoices")).toContain(todayInSouthAfrica());
  });

  it("stops offering an answer older than its lifetime", () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 1_000_000, now: () => now });
    cache.rememberCaller(cookie, caller);
    cache.store(slotFor(cache, "/api/matters"), "[]", {});
    now = ANSWER_LIFETIME_MS;
    expect(cache.candidateFor(cookie, "/api/matters")).not.toBeNull();
    now = ANSWER_LIFETIME_MS + 1;
    expect(cache.candidateFor(cookie, "/api/matters")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used answers when its memory is full", () => {
    const cache = new ResponseCache({ maxBytes: 8_000 });
    cache.rememberCaller(cookie, caller);
    const payload = "x".repeat(400);
    for (let page = 1; page <= 16; page++)
      cache.store(slotFor(cache, `/api/clients?page=${page}`), payload, {});
    expect(cache.size).toBe(16);
    cache.candidateFor(cookie, "/api/clients?page=1");
    cache.store(slotFor(cache, "/api/clients?page=17"), payload, {});
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.candidateFor(cookie, "/api/clients?page=1")).not.toBeNull();
    expect(cache.candidateFor(cookie, "/api/clients?page=2")).toBeNull();
    expect(cache.candidateFor(cookie, "/api/clients?page=17")).not.toBeNull();
  });

  it("never keeps an answer larger than a sixteenth of its memory", () => {
    const cache = new ResponseCache({ maxBytes: 16_000 });
    cache.rememberCaller(cookie, caller);
    cache.store(slotFor(cache, "/api/time-entries"), "y".repeat(2_000), {});
    expect(cache.candidateFor(cookie, "/api/time-entries")).toBeNull();
    expect(cache.bytes).toBe(0);
  });

  it("forgets an answer found stale, and counts its memory back", () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000 });
    cache.rememberCaller(cookie, caller);
    cache.store(slotFor(cache, "/api/clients"), "[]", {});
    const found = cache.candidateFor(cookie, "/api/clients");
    cache.forget(found?.key ?? "");
    expect(cache.candidateFor(cookie, "/api/clients")).toBeNull();
    expect(cache.bytes).toBe(0);
  });
});

describe("keptHeaders", () => {
  it("keeps the content type, total and next cursor, and nothing else", () => {
    expect(
      keptHeaders({
        "content-type": "application/json; charset=utf-8",
        "x-total-count": 12,
        "x-next-cursor": "abc",
        "set-cookie": ["session=1"],
        "x-request-id": "r1",
      }),
    ).toEqual({
      "content-type": "application/json; charset=utf-8",
      "x-total-count": "12",
      "x-next-cursor": "abc",
    });
  });
});
