import { ANALYTICS_MESSAGES, type TAnalyticsData } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../testing/firm-people.ts";
import {
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { matterTable } from "../matters/matter.tables.ts";
import {
  insertAllocatedPayment,
  insertClientAndMatter,
  insertCreditNote,
  insertIssuedInvoiceAt,
  insertTime,
} from "./analytics-test-fixtures.ts";

// One firm's March 2026, built by hand; every expected figure is worked out in the comments.

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let associate: SignedInPerson;

const MARCH = "/api/advanced-analytics/data?period=custom&from=2026-03-01&to=2026-03-31";

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "analytics-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
  const db = testApp.database.db;
  associate = await addSignedInStaffMember(testApp.app, db, {
    firmId: owner.firmId,
    email: uniqueAddress("analytics-associate"),
    firstName: "Ayanda",
    lastName: "Khumalo",
  });
  const firmId = owner.firmId;
  const createdBy = owner.userId;
  // Client A is new in March; client B has a matter from 2025 and an invoice in February (returning).
  const clientA = await insertClientAndMatter(db, {
    firmId,
    name: "Amandla Traders",
    practiceArea: "Commercial Law",
    openedOn: "2026-03-05",
  });
  const clientB = await insertClientAndMatter(db, {
    firmId,
    name: "Botha Family Trust",
    practiceArea: "Family Law",
    openedOn: "2025-06-01",
  });
  const invoice = (
    client: { clientId: string; matterId: string },
    issuedAt: string,
    lines: { amountCents: number; timeEntryId?: string }[],
    status?: "void",
  ) =>
    insertIssuedInvoiceAt(db, {
      firmId,
      createdBy,
      ...client,
      issuedAt: new Date(issuedAt),
      lines,
      ...(status ? { status } : {}),
    });

  // 23:30 on 31 March in South Africa (21:30 UTC): in March. 00:30 on 1 April (22:30 UTC on 31 March): not.
  await invoice(clientA, "2026-03-31T21:30:00Z", [{ amountCents: 100_000 }]);
  await invoice(clientB, "2026-03-31T22:30:00Z", [{ amountCents: 50_000 }]);
  const feeInvoice = await invoice(clientB, "2026-03-10T08:00:00Z", [{ amountCents: 200_000 }]);
  // R230 incl. R30 VAT credited: R200 off revenue.
  await insertCreditNote(db, {
    firmId,
    invoiceId: feeInvoice.id,
    createdBy,
    amountCents: 23_000,
    vatCents: 3_000,
    issuedOn: "2026-03-20",
  });
  await invoice(clientA, "2026-03-15T08:00:00Z", [{ amountCents: 99_900 }], "void");
  await invoice(clientB, "2026-02-10T08:00:00Z", [{ amountCents: 80_000 }]);
  // R1,150 received on the R2,300 invoice: R1,000 of it excluding VAT.
  await insertAllocatedPayment(db, {
    firmId,
    clientId: clientB.clientId,
    invoiceId: feeInvoice.id,
    createdBy,
    amountCents: 115_000,
    receivedOn: "2026-03-25",
  });

  const userId = associate.user.id;
  await insertTime(db, {
    firmId,
    userId,
    matterId: clientA.matterId,
    workedOn: "2026-03-31",
    hoursTenths: 20,
    rateCents: 150_000,
  });
  await insertTime(db, {
    firmId,
    userId,
    matterId: clientA.matterId,
    workedOn: "2026-03-05",
    hoursTenths: 10,
    rateCents: 0,
  });
  // 3 hours worth R4,500 billed at R4,000 (written down): R1,333.33 an hour realised.
  const billed = await insertTime(db, {
    firmId,
    userId,
    matterId: clientB.matterId,
    workedOn: "2026-03-02",
    hoursTenths: 30,
    rateCents: 150_000,
  });
  await invoice(clientB, "2026-03-03T10:00:00Z", [{ amountCents: 400_000, timeEntryId: billed.id }]);

  // A matter opened on 1 January and closed at 23:30 on 31 March (89 days); one closed 00:30 on 1 April.
  const closing = await insertClientAndMatter(db, {
    firmId,
    name: "Cele Holdings",
    practiceArea: "Labour Law",
    openedOn: "2026-01-01",
  });
  await db
    .update(matterTable)
    .set({ status: "closed", closedAt: new Date("2026-03-31T21:30:00Z") })
    .where(sql`id = ${closing.matterId}`);
  const late = await insertClientAndMatter(db, {
    firmId,
    name: "Dube Logistics",
    practiceArea: "Labour Law",
    openedOn: "2025-01-01",
  });
  await db
    .update(matterTable)
    .set({ status: "closed", closedAt: new Date("2026-03-31T22:30:00Z") })
    .where(sql`id = ${late.matterId}`);
});

afterAll(async () => {
  await testApp?.close();
});

async function readMarch(cookie = owner.cookie): Promise<TAnalyticsData> {
  const response = await call("GET", MARCH, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/advanced-analytics/data", () => {
  it("counts an invoice issued at 23:30 on the period's last day and not one at 00:30 the day after", async () => {
    const data = await readMarch();
    // R1,000 + R2,000 − R200 (credit, ex VAT) + R4,000 (time); the void and the 1 April invoices are out.
    expect(data.totalRevenue).toBe(680_000);
    expect(data.previous.totalRevenue).toBe(80_000);
    expect(data.revenueOverTime.find((row) => row.bucket === "2026-03-31")?.revenueCents).toBe(100_000);
    expect(data.revenueOverTime.some((row) => row.bucket === "2026-04-01")).toBe(false);
  });

  it("gives the headline figures: collected ex VAT, billable hours, active clients and realised rate", async () => {
    const data = await readMarch();
    expect(data).toMatchObject({
      range: { from: "2026-03-01", to: "2026-03-31", days: 31 },
      previousRange: { from: "2026-01-29", to: "2026-02-28", days: 31 },
      collectedRevenue: 100_000,
      billableHours: 5,
      hoursLogged: 6,
      activeClients: 2,
      avgHourlyRate: 133_333,
      bucket: "day",
    });
    expect(data.previous).toMatchObject({ activeClients: 1, billableHours: 0, avgHourlyRate: null });
    expect(data.methods.avgHourlyRate).toContain("time lines on invoices issued in the period");
  });

  it("breaks revenue down by practice area, fee earner and client", async () => {
    const data = await readMarch();
    expect(data.byPracticeArea).toEqual([
      { practiceArea: "Family Law", revenueCents: 580_000, hours: 3 },
      { practiceArea: "Commercial Law", revenueCents: 100_000, hours: 3 },
    ]);
    expect(data.byFeeEarner).toEqual([
      { id: associate.user.id, name: "Ayanda Khumalo", revenueCents: 400_000, hours: 6 },
    ]);
    expect(data.byClient.map((row) => [row.name, row.revenueCents])).toEqual([
      ["Botha Family Trust", 580_000],
      ["Amandla Traders", 100_000],
    ]);
  });

  it("names the 50 clients with most revenue, sums the rest as Other clients, and the same days as a custom period answer alike", async () => {
    const db = testApp.database.db;
    const firm = await registerFirmOwner(testApp, "analytics-many-clients");
    await putFirmOnPlan(testApp, firm.firmId, "professional");
    // 53 clients, each with one invoice in the last 30 days: client k is billed R 100 × k.
    for (let k = 1; k <= 53; k += 1) {
      const client = await insertClientAndMatter(db, {
        firmId: firm.firmId,
        name: `Client ${String(k).padStart(2, "0")}`,
        practiceArea: "Commercial Law",
        openedOn: "2026-01-01",
      });
      await insertIssuedInvoiceAt(db, {
        firmId: firm.firmId,
        createdBy: firm.userId,
        ...client,
        issuedAt: new Date(Date.now() - k * 3 * 3_600_000),
        lines: [{ amountCents: k * 10_000 }],
      });
    }
    const windowed = await call("GET", "/api/advanced-analytics/data?period=last30days", {
      cookie: firm.cookie,
    });
    expect(windowed.statusCode, windowed.body).toBe(200);
    const data = windowed.json() as TAnalyticsData;
    expect(data.byClient).toHaveLength(51);
    expect(data.byClient[0]).toMatchObject({ name: "Client 53", revenueCents: 530_000 });
    expect(data.byClient[49]).toMatchObject({ name: "Client 04", revenueCents: 40_000 });
    // Clients 1, 2 and 3: R 100 + R 200 + R 300.
    expect(data.byClient[50]).toEqual({ id: null, name: "Other clients (3)", revenueCents: 60_000 });
    expect(data.activeClients).toBe(53);

    const [windows] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from analytics_client_window where firm_id = ${firm.firmId}`,
    );
    expect(windows?.count).toBeGreaterThan(0);
    const { from, to } = data.range;
    const days = await call("GET", `/api/advanced-analytics/data?period=custom&from=${from}&to=${to}`, {
      cookie: firm.cookie,
    });
    expect(days.statusCode, days.body).toBe(200);
    expect({ ...days.json(), period: data.period }).toEqual(data);
  });

  it("reads a custom period from windows kept while it is read, or past the firm's limit from the day summaries, alike", async () => {
    const db = testApp.database.db;
    const read = async (from: string, to: string) => {
      const response = await call("GET", `/api/advanced-analytics/data?period=custom&from=${from}&to=${to}`, {
        cookie: owner.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as TAnalyticsData;
    };
    const customWindows = async () =>
      (
        await queryRows<{ span: string }>(
          db,
          sql`select from_day::text || '..' || to_day::text as span from analytics_window
               where firm_id = ${owner.firmId} and read_on is not null order by 1`,
        )
      ).map((row) => row.span);
    await db.execute(
      sql`delete from analytics_window where firm_id = ${owner.firmId} and read_on is not null`,
    );

    // March, and the 31 days before it, become windows of the firm.
    await read("2026-03-01", "2026-03-31");
    expect(await customWindows()).toEqual(["2026-01-29..2026-02-28", "2026-03-01..2026-03-31"]);
    // Three more custom periods: the firm keeps CUSTOM_WINDOWS_AT_MOST (8) windows of custom periods.
    for (const [from, to] of [
      ["2025-04-01", "2025-04-30"],
      ["2025-06-01", "2025-06-30"],
      ["2025-08-01", "2025-08-31"],
    ] as const)
      await read(from, to);
    expect(await customWindows()).toHaveLength(8);

    // A fifth is read from the day summaries, and adds no windows.
    const fromDays = await read("2026-02-01", "2026-02-28");
    expect(fromDays.totalRevenue).toBeGreaterThan(0);
    expect(await customWindows()).toHaveLength(8);

    // Three days later the three unread periods' windows go, and February's figures come from its own.
    await db.execute(
      sql`update analytics_window set read_on = read_on - 3
           where firm_id = ${owner.firmId} and read_on is not null and from_day < '2026-01-01'`,
    );
    const fromWindows = await read("2026-02-01", "2026-02-28");
    expect(await customWindows()).toEqual([
      "2026-01-04..2026-01-31",
      "2026-01-29..2026-02-28",
      "2026-02-01..2026-02-28",
      "2026-03-01..2026-03-31",
    ]);
    expect(fromWindows).toEqual(fromDays);
  });

  it("works out matter duration, time to first invoice, collection rate and lock-up", async () => {
    const { productivity, clients } = await readMarch();
    expect(productivity).toMatchObject({
      averageMatterDurationDays: 89,
      closedMatterCount: 1,
      // Matter A opened 5 March, first invoiced 31 March; matter B was first invoiced in February.
      timeToFirstInvoiceDays: 26,
      firstInvoicedMatterCount: 1,
      collectionRate: 14.7,
    });
    // WIP R3,000 (unbilled time). Debtors ex VAT: R1,000 + R500 + R800 (R920 left of R2,300) + R4,000 + R800.
    // Daily billing R6,800 ÷ 31 = R219.35: 13.7 WIP days, 32.4 debtor days.
    expect(productivity.lockUp).toMatchObject({
      wipCents: 300_000,
      debtorsCents: 710_000,
      dailyBillingCents: 21_935,
      wipDays: 13.7,
      debtorDays: 32.4,
      totalDays: 46.1,
    });
    expect(clients).toMatchObject({ newClients: 1, returningClients: 1 });
    expect(clients.topByOutstanding[0]).toMatchObject({
      name: "Botha Family Trust",
      outstandingCents: 610_000,
    });
  });

  it("measures each person against their own target, else the firm's, spread over the period", async () => {
    const settings = await call("PUT", "/api/advanced-analytics/settings", {
      cookie: owner.cookie,
      payload: { shareBenchmarks: true, monthlyTargetHours: 100 },
    });
    expect(settings.statusCode).toBe(200);
    const target = await call("PUT", `/api/advanced-analytics/targets/${associate.user.id}`, {
      cookie: owner.cookie,
      payload: { monthlyTargetHours: 120 },
    });
    expect(target.statusCode).toBe(200);
    const people = (await readMarch()).productivity.people;
    // 120 h × 31 ÷ 30.4375 = 122.2 h; 5 billable hours are 4.1% of it. The owner: 100 h × 31 ÷ 30.4375.
    expect(people.find((person) => person.userId === associate.user.id)).toMatchObject({
      hoursLogged: 6,
      billableHours: 5,
      billableShare: 0.833,
      targetHours: 122.2,
      targetSource: "member",
      percentOfTarget: 4.1,
      feesBilledCents: 400_000,
    });
    expect(people.find((person) => person.userId === owner.userId)).toMatchObject({
      targetHours: 101.8,
      targetSource: "firm",
      percentOfTarget: 0,
    });
  });

  it("refuses a custom period that ends before it starts, or runs longer than 5 years", async () => {
    const reversed = await call(
      "GET",
      "/api/advanced-analytics/data?period=custom&from=2026-03-10&to=2026-03-01",
      {
        cookie: owner.cookie,
      },
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(ANALYTICS_MESSAGES.endBeforeStart);
    const tooLong = await call(
      "GET",
      "/api/advanced-analytics/data?period=custom&from=2020-01-01&to=2025-01-01",
      {
        cookie: owner.cookie,
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(ANALYTICS_MESSAGES.tooLong);
  });

  it("says so when the period has nothing in it", async () => {
    const data = (
      await call("GET", "/api/advanced-analytics/data?period=custom&from=2024-01-01&to=2024-01-31", {
        cookie: owner.cookie,
      })
    ).json() as TAnalyticsData;
    expect(data.hasActivity).toBe(false);
    expect(data.totalRevenue).toBe(0);
  });
});

describe("plan gating and access", () => {
  it("answers 403 with the upgrade message on the Small Firm plan and 200 on Professional", async () => {
    const smallFirm = await registerFirmOwner(testApp, "analytics-small");
    await putFirmOnPlan(testApp, smallFirm.firmId, "small_firm");
    for (const path of ["data", "benchmarks", "forecasts", "settings", "report.csv"]) {
      const refused = await call("GET", `/api/advanced-analytics/${path}`, { cookie: smallFirm.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ANALYTICS_MESSAGES.planRequired);
    }
    await putFirmOnPlan(testApp, smallFirm.firmId, "professional");
    const allowed = await call("GET", "/api/advanced-analytics/data", { cookie: smallFirm.cookie });
    expect(allowed.statusCode).toBe(200);
    // Another firm's March is not this firm's.
    expect((allowed.json() as TAnalyticsData).activeClients).toBe(0);
  });

  it("lets every member read the figures, as billing's reports do", async () => {
    const data = await readMarch(associate.cookie);
    expect(data.totalRevenue).toBe(680_000);
  });

  it("keeps the settings the owner's: 403 for a member, 404 for someone outside the firm", async () => {
    const byMember = await call("PUT", "/api/advanced-analytics/settings", {
      cookie: associate.cookie,
      payload: { shareBenchmarks: false, monthlyTargetHours: 10 },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(ANALYTICS_MESSAGES.ownerOnly);
    const stranger = await registerFirmOwner(testApp, "analytics-stranger");
    const notMember = await call("PUT", `/api/advanced-analytics/targets/${stranger.userId}`, {
      cookie: owner.cookie,
      payload: { monthlyTargetHours: 10 },
    });
    expect(notMember.statusCode).toBe(404);
    const read = await call("GET", "/api/advanced-analytics/settings", { cookie: associate.cookie });
    expect(read.json()).toMatchObject({ shareBenchmarks: true, canEdit: false });
  });

  it("records the owner's settings in the audit trail", async () => {
    const saved = await call("PUT", "/api/advanced-analytics/settings", {
      cookie: owner.cookie,
      payload: { shareBenchmarks: true, monthlyTargetHours: 100 },
    });
    expect(saved.json()).toMatchObject({ shareBenchmarks: true, monthlyTargetHours: 100, canEdit: true });
    const rows = await queryRows<{ data: { shareBenchmarks: boolean } }>(
      testApp.database.db,
      sql`select data from audit_event where firm_id = ${owner.firmId} and action = 'analytics.settings_saved'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.data.shareBenchmarks).toBe(true);
  });
});

describe("forecasts and the report", () => {
  it("forecasts three months with a range and says the history is short", async () => {
    const response = await call("GET", "/api/advanced-analytics/forecasts", { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    const forecast = response.json();
    expect(forecast.months).toHaveLength(3);
    expect(forecast.isHistoryShort).toBe(true);
    expect(forecast.method).toContain("too short");
    expect(forecast.wipCents).toBe(300_000);
    for (const month of forecast.months) {
      expect(month.lowCents).toBeLessThanOrEqual(month.expectedCents);
      expect(month.highCents).toBeGreaterThanOrEqual(month.expectedCents);
    }
  });

  it("exports the period's figures as CSV and PDF", async () => {
    const csv = await call(
      "GET",
      "/api/advanced-analytics/report.csv?period=custom&from=2026-03-01&to=2026-03-31",
      {
        cookie: owner.cookie,
      },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("advanced-analytics-2026-03-01-to-2026-03-31.csv");
    expect(csv.body).toContain("Total revenue (excl. VAT),6800.00,800.00");
    const pdf = await call(
      "GET",
      "/api/advanced-analytics/report.pdf?period=custom&from=2026-03-01&to=2026-03-31",
      {
        cookie: owner.cookie,
      },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
