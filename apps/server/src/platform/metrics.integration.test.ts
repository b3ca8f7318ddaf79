import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FirmOwner, registerFirmOwner } from "../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { defineJobKind, defineJobWorker } from "./jobs/index.ts";

const TOKEN = "metrics-token-for-the-tests-0123";

describe("GET /metrics without METRICS_TOKEN", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(async () => testApp?.close());

  it("is off: 404 with the setting to name", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("METRICS_TOKEN");
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let testApp: TestApp;
  let owner: FirmOwner;
  const scrape = (authorization?: string) =>
    testApp.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    // Workers off: a sent job stays queued, so the queue's depth can be read.
    testApp = await createTestApp(
      { METRICS_TOKEN: TOKEN, LOGIN_LIMIT_PER_IP: "1000" },
      { runJobWorkers: false },
    );
    owner = await registerFirmOwner(testApp, "metrics-owner");
  }, 60_000);
  afterAll(async () => testApp?.close());

  it("refuses a scrape without the token, or with another one", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.replace("0", "1")}`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it("counts requests by route pattern, the cache's hits and misses, the pool and the queued jobs", async () => {
    const cookie = { cookie: owner.cookie };
    for (let read = 0; read < 2; read += 1) {
      expect(
        (await testApp.app.inject({ method: "GET", url: "/api/matters", headers: cookie })).statusCode,
      ).toBe(200);
    }
    const missing = await testApp.app.inject({
      method: "GET",
      url: "/api/matters/7b0f6a2e-5d1c-4e8f-9a3b-2c4d6e8f0a1b",
      headers: cookie,
    });
    expect(missing.statusCode).toBe(404);
    const probe = defineJobKind<{ note: string }>({
      name: "metrics-probe",
      data: z.object({ note: z.string() }),
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      expireInSeconds: 60,
      describe: () => "probe",
    });
    await testApp.jobs.register([defineJobWorker({ kind: probe, handle: async () => {} })]);
    await testApp.jobs.send(testApp.database.db, probe, { note: "waiting" });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toContain('inkundla_http_requests_total{method="GET",route="/api/matters",status="200"} 2');
    expect(text).toContain(
      'inkundla_http_requests_total{method="GET",route="/api/matters/:id",status="404"} 1',
    );
    expect(text).toContain('inkundla_response_cache_requests_total{result="hit"} 1');
    expect(text).toMatch(/inkundla_response_cache_requests_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/inkundla_db_pool_connections\{state="open"\} [1-9]/);
    expect(text).toContain('inkundla_job_queue_jobs{queue="metrics-probe",state="created"} 1');
    expect(text).not.toContain('route="/metrics"');
  });
});
