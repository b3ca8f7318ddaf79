import {
  ANALYTICS_MESSAGES,
  addDaysToDate,
  type TAnalyticsBenchmarks,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FirmOwner, putFirmOnPlan, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { insertClientAndMatter, insertIssuedInvoiceAt, insertTime } from "./analytics-test-fixtures.ts";

// The privacy rule: a platform median only over at least 10 sharing, active firms, and never any one
// firm's own figure. Firm n (1 to 10) bills R1,000.07 × n over the last 30 days with one fee earner.

let testApp: TestApp;
let call: Caller;
const firms: FirmOwner[] = [];
const BENCHMARKS = "/api/advanced-analytics/benchmarks?period=last30days";

/** Firm n's revenue per fee earner, in cents: distinct for every firm, so a leak would show. */
const revenueOf = (n: number) => 100_007 * n;

async function addActiveFirm(n: number): Promise<FirmOwner> {
  const firm = await registerFirmOwner(testApp, `benchmark-firm-${n}`);
  const db = testApp.database.db;
  const client = await insertClientAndMatter(db, {
    firmId: firm.firmId,
    name: `Benchmark client ${n}`,
    practiceArea: "Commercial Law",
    openedOn: addDaysToDate(todayInSouthAfrica(), -60),
  });
  await insertIssuedInvoiceAt(db, {
    firmId: firm.firmId,
    createdBy: firm.userId,
    ...client,
    issuedAt: new Date(Date.now() - 5 * 86_400_000),
    lines: [{ amountCents: revenueOf(n) }],
  });
  await insertTime(db, {
    firmId: firm.firmId,
    matterId: client.matterId,
    userId: firm.userId,
    workedOn: addDaysToDate(todayInSouthAfrica(), -3),
    hoursTenths: 10 + n,
    rateCents: 100_000,
  });
  return firm;
}

async function readBenchmarks(firm: FirmOwner): Promise<{ body: TAnalyticsBenchmarks; text: string }> {
  const response = await call("GET", BENCHMARKS, { cookie: firm.cookie });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), text: response.body };
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  for (let n = 1; n <= 9; n += 1) firms.push(await addActiveFirm(n));
  await putFirmOnPlan(testApp, firms[0]?.firmId as string, "professional");
});

afterAll(async () => {
  await testApp?.close();
});

describe("GET /api/advanced-analytics/benchmarks", () => {
  it("gives no platform median while only 9 firms share, and says why", async () => {
    const { body } = await readBenchmarks(firms[0] as FirmOwner);
    expect(body.platform).toBeNull();
    expect(body.reason).toBe(ANALYTICS_MESSAGES.notEnoughFirms);
  });

  it("compares the firm with its own previous period always", async () => {
    const { body } = await readBenchmarks(firms[0] as FirmOwner);
    expect(body.own.revenuePerFeeEarner).toEqual({
      current: revenueOf(1),
      previous: null,
      changePercent: null,
    });
    expect(body.own.billableHoursPerFeeEarner.current).toBe(1.1);
    expect(body.own.collectionRate.current).toBe(0);
  });

  it("gives the median once 10 firms share, and no other firm's own figure", async () => {
    firms.push(await addActiveFirm(10));
    const { body, text } = await readBenchmarks(firms[0] as FirmOwner);
    // Ten values 100,007 … 1,000,070: the median is the mean of the 5th and 6th, (500,035 + 600,042) ÷ 2.
    expect(body.platform).toEqual({
      firmCount: 10,
      revenuePerFeeEarner: Math.round((revenueOf(5) + revenueOf(6)) / 2),
      // Hours 1.1 … 2.0: (1.5 + 1.6) ÷ 2 = 1.55, shown as 1.6.
      billableHoursPerFeeEarner: 1.6,
      collectionRate: 0,
    });
    expect(body.reason).toBeNull();
    for (let n = 2; n <= 10; n += 1) {
      expect(text).not.toContain(String(revenueOf(n)));
      expect(text).not.toContain(firms[n - 1]?.firmId as string);
    }
  });

  it("shows an opted-out firm no median and leaves it out of everyone else's", async () => {
    const optedOut = firms[1] as FirmOwner;
    await putFirmOnPlan(testApp, optedOut.firmId, "professional");
    const saved = await call("PUT", "/api/advanced-analytics/settings", {
      cookie: optedOut.cookie,
      payload: { shareBenchmarks: false, monthlyTargetHours: null },
    });
    expect(saved.statusCode).toBe(200);
    const own = await readBenchmarks(optedOut);
    expect(own.body.platform).toBeNull();
    expect(own.body.reason).toBe(ANALYTICS_MESSAGES.optedOut);
    // Nine sharing firms are left: below the threshold again.
    const others = await readBenchmarks(firms[0] as FirmOwner);
    expect(others.body.platform).toBeNull();
    expect(others.body.reason).toBe(ANALYTICS_MESSAGES.notEnoughFirms);
  });
});
