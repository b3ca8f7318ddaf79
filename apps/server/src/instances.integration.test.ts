import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJobKind, defineJobWorker } from "./platform/jobs/index.ts";
import { RESPONSE_CACHE_HEADER } from "./platform/response-cache.ts";
import { type FirmOwner, registerFirmOwner } from "./testing/staff-fixtures.ts";
import { createSecondInstance, createTestApp, type TestApp } from "./testing/test-app.ts";

// Two app processes on one PostgreSQL, as two machines behind a load balancer: each has its own
// memory (response cache, job workers), and they share the database and the files folder.
let first: TestApp;
let second: TestApp;
let owner: FirmOwner;

const ROLL_CALL = defineJobKind<{ note: number }>({
  name: "instances-roll-call",
  data: z.object({ note: z.number().int() }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  expireInSeconds: 60,
  describe: (data) => `Roll call ${data.note}`,
});
const heard: { note: number; instance: string }[] = [];
const rollCallWorker = (instance: string) =>
  defineJobWorker({
    kind: ROLL_CALL,
    handle: async ({ note }) => {
      heard.push({ note, instance });
      // Long enough for the other instance to poll while this one holds the job.
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  });

beforeAll(async () => {
  const env = { LOGIN_LIMIT_PER_EMAIL: "3", LOGIN_LIMIT_PER_IP: "1000" };
  // Workers are started below, once both know the test's own job kind.
  first = await createTestApp(env, { runJobWorkers: false });
  second = await createSecondInstance(first, env, { runJobWorkers: false });
  await first.jobs.register([rollCallWorker("first")]);
  await second.jobs.register([rollCallWorker("second")]);
  await first.jobs.work();
  await second.jobs.work();
  owner = await registerFirmOwner(first, "two-instances");
}, 60_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

function get(instance: TestApp, url: string) {
  return instance.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
}

describe("two app instances on one database", () => {
  it("accept a session signed in on one instance on the other", async () => {
    const me = await get(second, "/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(owner.email);
  });

  it("never serve a cached list on one instance after a write through the other", async () => {
    expect((await get(second, "/api/clients")).statusCode).toBe(200);
    const cached = await get(second, "/api/clients");
    expect(cached.headers[RESPONSE_CACHE_HEADER]).toBe("hit");

    const added = await first.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { cookie: owner.cookie },
      payload: { name: "Two Instances (Pty) Ltd", type: "company" },
    });
    expect(added.statusCode, added.body).toBe(201);

    const afterWrite = await get(second, "/api/clients");
    expect(afterWrite.headers[RESPONSE_CACHE_HEADER]).not.toBe("hit");
    expect(afterWrite.json().map((client: { name: string }) => client.name)).toContain(
      "Two Instances (Pty) Ltd",
    );
  });

  it("count failed sign-ins across instances, so alternating them gains no attempts", async () => {
    const attempt = (instance: TestApp, password: string) =>
      instance.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: owner.email, password },
      });
    expect((await attempt(first, "wrong-1")).statusCode).toBe(401);
    expect((await attempt(second, "wrong-2")).statusCode).toBe(401);
    expect((await attempt(first, "wrong-3")).statusCode).toBe(401);
    expect((await attempt(second, "wrong-4")).statusCode).toBe(429);
    expect((await attempt(first, "wrong-5")).statusCode).toBe(429);
  });

  it("run every background job exactly once, whichever instance takes it", async () => {
    const notes = Array.from({ length: 30 }, (_, index) => index);
    for (const note of notes) await first.jobs.send(first.database.db, ROLL_CALL, { note });
    await Promise.all([first.jobs.runUntilEmpty(), second.jobs.runUntilEmpty()]);
    expect(heard.map((entry) => entry.note).sort((a, b) => a - b)).toEqual(notes);
  });
});
