import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { insertClientWithMatter, johannesburgDates, setFirmDefaultRate } from "./time-test-fixtures.ts";

let testApp: TestApp;
let owner: FirmOwner;
let outsider: FirmOwner;
let matter: Awaited<ReturnType<typeof insertClientWithMatter>>;
let outsiderMatter: Awaited<ReturnType<typeof insertClientWithMatter>>;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "timer-owner");
  outsider = await registerFirmOwner(testApp, "timer-outsider");
  await setFirmDefaultRate(testApp.database.db, owner.firmId, 180_000);
  matter = await insertClientWithMatter(testApp.database.db, owner.firmId, { title: "Khumalo v Khumalo" });
  outsiderMatter = await insertClientWithMatter(testApp.database.db, outsider.firmId);
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

async function timerRows(userId: string) {
  return queryRows<{ matter_id: string }>(
    testApp.database.db,
    sql`select matter_id from running_timer where user_id = ${userId}`,
  );
}

async function countEntries(firmId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) as count from time_entry where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.count);
}

/** Test control of elapsed time: the timer seems to have started this long ago. */
async function startedAgo(userId: string, interval: string) {
  await queryRows(
    testApp.database.db,
    sql`update running_timer set started_at = now() - ${interval}::interval where user_id = ${userId}`,
  );
}

describe("access to the timer", () => {
  const calls: [Method, string, unknown][] = [
    ["GET", "/api/timer", undefined],
    ["POST", "/api/timer/start", { matterId: "00000000-0000-4000-8000-000000000000" }],
    ["POST", "/api/timer/stop", {}],
    ["POST", "/api/timer/discard", undefined],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    expect((await call(method, url, { payload })).statusCode).toBe(401);
  });

  it("refuses to start on another firm's matter with 404 and starts nothing", async () => {
    const response = await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: outsiderMatter.matterId },
    });
    expect(response.statusCode).toBe(404);
    expect(await timerRows(owner.userId)).toEqual([]);
  });

  it("never shows or stops another person's timer", async () => {
    const started = await call("POST", "/api/timer/start", {
      cookie: outsider.cookie,
      payload: { matterId: outsiderMatter.matterId, description: "Outsider's work" },
    });
    expect(started.statusCode).toBe(201);
    expect((await call("GET", "/api/timer", { cookie: owner.cookie })).json()).toBeNull();
    expect((await call("POST", "/api/timer/stop", { cookie: owner.cookie, payload: {} })).statusCode).toBe(
      404,
    );
    expect((await call("POST", "/api/timer/discard", { cookie: owner.cookie })).statusCode).toBe(404);
    expect(await timerRows(outsider.userId)).toHaveLength(1);
    await call("POST", "/api/timer/discard", { cookie: outsider.cookie });
  });
});

describe("the running timer", () => {
  it("answers null when no timer runs", async () => {
    const response = await call("GET", "/api/timer", { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("starts once, refuses a second start with 409, and stops into a rounded-up time entry", async () => {
    const start = await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: matter.matterId, description: "Drafting plea" },
    });
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({
      matterId: matter.matterId,
      matterTitle: "Khumalo v Khumalo",
      description: "Drafting plea",
      elapsedSeconds: 0,
    });

    const second = await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: matter.matterId },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "A timer is already running. Stop or discard it before starting another.",
    );

    // 25 minutes is 4.17 tenths of an hour: logged as 0.5 h.
    await startedAgo(owner.userId, "25 minutes");
    const running = (await call("GET", "/api/timer", { cookie: owner.cookie })).json();
    expect(running.elapsedSeconds).toBeGreaterThanOrEqual(1500);
    expect(running.elapsedSeconds).toBeLessThan(1560);

    const before = await countEntries(owner.firmId);
    const stop = await call("POST", "/api/timer/stop", { cookie: owner.cookie, payload: {} });
    expect(stop.statusCode).toBe(201);
    const { today } = await johannesburgDates(testApp.database.db);
    expect(stop.json()).toMatchObject({
      id: expect.any(String),
      matterId: matter.matterId,
      date: today,
      description: "Drafting plea",
      hours: 0.5,
      rateCents: 180_000,
      amountCents: 90_000,
      billed: false,
    });
    expect(await countEntries(owner.firmId)).toBe(before + 1);
    expect(await timerRows(owner.userId)).toEqual([]);
    expect((await call("GET", "/api/timer", { cookie: owner.cookie })).json()).toBeNull();
    const audit = await queryRows<{ action: string }>(
      testApp.database.db,
      sql`select action from audit_event where entity_id = ${stop.json().id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(["timer.stopped"]);
  });

  it("logs at least 0.1 h and takes the description given when stopping", async () => {
    await call("POST", "/api/timer/start", { cookie: owner.cookie, payload: { matterId: matter.matterId } });
    const stop = await call("POST", "/api/timer/stop", {
      cookie: owner.cookie,
      payload: { description: "Telephone call with attorney" },
    });
    expect(stop.statusCode).toBe(201);
    expect(stop.json()).toMatchObject({
      hours: 0.1,
      amountCents: 18_000,
      description: "Telephone call with attorney",
    });
  });

  it("keeps the timer when it is stopped without any description", async () => {
    await call("POST", "/api/timer/start", { cookie: owner.cookie, payload: { matterId: matter.matterId } });
    const before = await countEntries(owner.firmId);
    const stop = await call("POST", "/api/timer/stop", { cookie: owner.cookie });
    expect(stop.statusCode).toBe(400);
    expect(stop.json().message).toMatch(/^Describe the work/);
    expect(await countEntries(owner.firmId)).toBe(before);
    expect(await timerRows(owner.userId)).toHaveLength(1);
    await call("POST", "/api/timer/discard", { cookie: owner.cookie });
  });

  it("rounds 2 hours and 1 minute up to 2.1 h", async () => {
    await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: matter.matterId, description: "Trial preparation" },
    });
    await startedAgo(owner.userId, "2 hours 1 minute");
    const stop = await call("POST", "/api/timer/stop", { cookie: owner.cookie, payload: {} });
    expect(stop.json()).toMatchObject({ hours: 2.1, amountCents: 378_000 });
  });

  it("refuses to log a timer that ran past 24 hours and keeps it for discarding", async () => {
    await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: matter.matterId, description: "Forgotten timer" },
    });
    await startedAgo(owner.userId, "25 hours");
    const stop = await call("POST", "/api/timer/stop", { cookie: owner.cookie, payload: {} });
    expect(stop.statusCode).toBe(409);
    expect(await timerRows(owner.userId)).toHaveLength(1);
    await call("POST", "/api/timer/discard", { cookie: owner.cookie });
  });

  it("discards a timer without logging time", async () => {
    await call("POST", "/api/timer/start", { cookie: owner.cookie, payload: { matterId: matter.matterId } });
    const before = await countEntries(owner.firmId);
    const discard = await call("POST", "/api/timer/discard", { cookie: owner.cookie });
    expect(discard.statusCode).toBe(200);
    expect(await timerRows(owner.userId)).toEqual([]);
    expect(await countEntries(owner.firmId)).toBe(before);
    expect((await call("POST", "/api/timer/discard", { cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("refuses to start on a closed matter", async () => {
    const closed = await insertClientWithMatter(testApp.database.db, owner.firmId, { status: "closed" });
    const response = await call("POST", "/api/timer/start", {
      cookie: owner.cookie,
      payload: { matterId: closed.matterId },
    });
    expect(response.statusCode).toBe(409);
    expect(await timerRows(owner.userId)).toEqual([]);
  });

  it("refuses a start without a matter with 400", async () => {
    const response = await call("POST", "/api/timer/start", { cookie: owner.cookie, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("matterId: Choose a matter");
  });
});
