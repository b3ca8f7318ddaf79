import { FIRM_TIME_ZONE, nextMonth, type TAuditAction } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAuditEvent } from "../../platform/audit.ts";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { callerFor, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../auth/index.ts";

let testApp: TestApp;
let sequence = 0;

function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}.${sequence}@dashboard.example.co.za`;
}

function get(url: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
});

describe("access", () => {
  it.each(["/api/dashboard/stats", "/api/dashboard/activity"])(
    "refuses anonymous GET %s with 401",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
    },
  );

  it("answers 403 to a platform admin who belongs to no firm", async () => {
    const email = uniqueEmail("operator");
    await ensurePlatformAdmin(testApp.database.db, { email, password: "Operator-Pass-2026" });
    const cookie = await signIn(testApp.app, email, "Operator-Pass-2026");
    const response = await get("/api/dashboard/stats", cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("no_firm");
  });
});

describe("GET /api/dashboard/stats", () => {
  it("answers 0 for every figure of a new firm, and its team of one", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("new") });
    const response = await get("/api/dashboard/stats", owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalMatters: 0,
      activeClients: 0,
      hoursThisMonth: 0,
      billableHours: 0,
      monthlyRevenue: 0,
      outstandingInvoices: 0,
      trustBalance: 0,
      filings: 0,
      researchQueries: 0,
      teamSize: 1,
    });
  });

  it("computes matters, active clients, this month's hours (all and billable), revenue and outstanding invoices, and trust money from the firm's records", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("busy") });
    const outsider = await registerFirmOwner(testApp.app, { email: uniqueEmail("busy-outsider") });
    const post = (url: string, payload: Record<string, unknown>, cookie = owner.cookie) =>
      testApp.app.inject({ method: "POST", url, headers: { cookie }, payload });
    const { clientId, matterId } = await createClientWithMatter(
      callerFor(testApp.app),
      owner,
      "Nomvula Dlamini",
      { title: "Dlamini v RAF", type: "Personal Injury" },
    );
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE }).format(new Date());
    const time = await post("/api/time-entries", {
      matterId,
      date: today,
      description: "Consultation",
      hours: 1.5,
      rateCents: 200_000,
    });
    expect(time.statusCode, time.body).toBe(201);
    const unpaidTime = await post("/api/time-entries", {
      matterId,
      date: today,
      description: "Internal file review, not charged",
      hours: 1,
      rateCents: 0,
    });
    expect(unpaidTime.statusCode, unpaidTime.body).toBe(201);
    const nextMonthTime = await post("/api/time-entries", {
      matterId,
      date: `${nextMonth(today.slice(0, 7))}-01`,
      description: "Trial preparation, booked ahead",
      hours: 2,
      rateCents: 200_000,
    });
    expect(nextMonthTime.statusCode, nextMonthTime.body).toBe(201);
    const account = await post("/api/trust-accounting/accounts", {
      name: "Trust",
      bankName: "fnb",
      accountNumber: "62012345678",
      clientId,
      openingBalanceCents: 1_250_000,
    });
    expect(account.statusCode, account.body).toBe(201);
    // Revenue and outstanding come from invoices, not from time: R2 500 + VAT issued today, R500 paid.
    await queryRows(
      testApp.database.db,
      sql`insert into invoice (firm_id, client_id, status, number, sequence, issue_date, due_date,
                               subtotal_cents, vat_cents, total_cents, paid_cents, created_by)
          values (${owner.user.firmId}, ${clientId}, 'partially_paid', 'INV-000001', 1, ${today},
                  ${today}, 250000, 37500, 287500, 50000, ${owner.user.id})`,
    );

    const response = await get("/api/dashboard/stats", owner.cookie);
    expect(response.json()).toMatchObject({
      totalMatters: 1,
      activeClients: 1,
      // This month: 1.5 h at R2 000 an hour and 1 h at no rate; next month's 2 h count in neither.
      hoursThisMonth: 2.5,
      billableHours: 1.5,
      monthlyRevenue: 250_000,
      outstandingInvoices: 237_500,
      trustBalance: 1_250_000,
    });
    const outsiders = await get("/api/dashboard/stats", outsider.cookie);
    expect(outsiders.json()).toMatchObject({
      totalMatters: 0,
      trustBalance: 0,
      hoursThisMonth: 0,
      billableHours: 0,
      monthlyRevenue: 0,
      outstandingInvoices: 0,
    });
  });

  it("counts the firm's own legal research searches, not another firm's", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("researcher") });
    const outsider = await registerFirmOwner(testApp.app, { email: uniqueEmail("research-outsider") });
    for (const query of ["eviction", "unfair dismissal"]) {
      const searched = await testApp.app.inject({
        method: "POST",
        url: "/api/legal-research/search",
        headers: { cookie: owner.cookie },
        payload: { query, filters: {} },
      });
      expect(searched.statusCode, searched.body).toBe(200);
    }
    expect((await get("/api/dashboard/stats", owner.cookie)).json().researchQueries).toBe(2);
    expect((await get("/api/dashboard/stats", outsider.cookie)).json().researchQueries).toBe(0);
  });

  it("counts the firm's members for the team size", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("team") });
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.user.firmId ?? "",
      email: uniqueEmail("member"),
    });
    expect((await get("/api/dashboard/stats", owner.cookie)).json().teamSize).toBe(2);
    expect((await get("/api/dashboard/stats", staff.cookie)).json().teamSize).toBe(2);
  });
});

describe("GET /api/dashboard/activity", () => {
  let owner: SignedInPerson;
  let rival: SignedInPerson;

  beforeAll(async () => {
    owner = await registerFirmOwner(testApp.app, {
      email: uniqueEmail("ndlovu"),
      firstName: "Thandi",
      lastName: "Ndlovu",
    });
    rival = await registerFirmOwner(testApp.app, {
      email: uniqueEmail("rival"),
      firstName: "Pieter",
      lastName: "Botha",
    });
    await signIn(testApp.app, owner.email, owner.password);
    await signIn(testApp.app, rival.email, rival.password);
  });

  it("lists the firm's own events in words, newest first, and never another firm's", async () => {
    await testApp.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { cookie: owner.cookie },
      payload: { phone: "+27 11 555 0100", firmName: "Ndlovu Attorneys" },
    });
    const response = await get("/api/dashboard/activity", owner.cookie);
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as {
      items: { description: string; occurredAt: string; action: string }[];
    };
    expect(items.map((item) => item.description)).toEqual([
      "Thandi Ndlovu changed the firm name and updated their profile (phone number)",
      "Thandi Ndlovu signed in",
      "Thandi Ndlovu created the firm's Inkundla account",
    ]);
    const times = items.map((item) => Date.parse(item.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(items)).not.toContain("Botha");

    const rivalItems = (await get("/api/dashboard/activity", rival.cookie)).json().items;
    expect(rivalItems.map((item: { description: string }) => item.description)).toEqual([
      "Pieter Botha signed in",
      "Pieter Botha created the firm's Inkundla account",
    ]);
  });

  it("describes other modules' actions, shows unknown ones generically and keeps to the newest 15", async () => {
    const firmId = owner.user.firmId ?? "";
    const userId = owner.user.id;
    await recordAuditEvent(testApp.database.db, {
      action: "staff.invited",
      firmId,
      userId,
      data: { actorName: "Thandi Ndlovu", email: "sipho@ndlovu.example.co.za", role: "senior_associate" },
    });
    await recordAuditEvent(testApp.database.db, {
      action: "subscription.plan_changed",
      firmId,
      userId,
      data: { fromPlanCode: "solo", toPlanCode: "small_firm" },
    });
    // Written by a later version: this one has no words for it.
    const unknownAction = "matter.archived" as TAuditAction;
    await recordAuditEvent(testApp.database.db, { action: unknownAction, firmId, userId });
    const { items } = (await get("/api/dashboard/activity", owner.cookie)).json();
    expect(items.slice(0, 3).map((item: { description: string }) => item.description)).toEqual([
      "Thandi Ndlovu: matter archived",
      "Thandi Ndlovu changed the subscription plan from Solo to Small Firm",
      "Thandi Ndlovu invited sipho@ndlovu.example.co.za as Senior Associate",
    ]);

    for (let index = 0; index < 20; index += 1) {
      await recordAuditEvent(testApp.database.db, { action: "auth.login", firmId, userId });
    }
    expect((await get("/api/dashboard/activity", owner.cookie)).json().items).toHaveLength(15);
  });

  it("answers an empty list for a firm whose events were all removed", async () => {
    await queryRows(testApp.database.db, sql`delete from audit_event where firm_id = ${rival.user.firmId}`);
    const response = await get("/api/dashboard/activity", rival.cookie);
    expect(response.json()).toEqual({ items: [] });
  });
});
