import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { prorateCharge } from "./proration.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
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

function changePlan(cookie: string, payload: unknown) {
  return call("POST", "/api/user/subscription/change", { cookie, payload });
}

async function firmPlan(firmId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ subscription_plan: string }>(
    testApp.database.db,
    sql`select subscription_plan from firm where id = ${firmId}`,
  );
  return row?.subscription_plan;
}

/** Sets the billing period so that the given number of days of a 30-day period have passed. */
async function setPeriod(firmId: string, daysPassed: number) {
  await queryRows(
    testApp.database.db,
    sql`update firm set current_period_start = now() - make_interval(days => ${daysPassed}),
                        current_period_end = now() + make_interval(days => ${30 - daysPassed})
        where id = ${firmId}`,
  );
}

type PlanChangeRow = {
  from_plan_code: string;
  to_plan_code: string;
  changed_by_user_id: string;
  period_start: string;
  period_end: string;
  prorated_amount_cents: string;
  created_at: string;
};

async function planChanges(firmId: string): Promise<PlanChangeRow[]> {
  return queryRows<PlanChangeRow>(
    testApp.database.db,
    sql`select from_plan_code, to_plan_code, changed_by_user_id, period_start, period_end,
               prorated_amount_cents::text, created_at
        from plan_change where firm_id = ${firmId} order by created_at`,
  );
}

describe("access to the subscription calls", () => {
  let owner: FirmOwner;
  let member: { cookie: string };

  beforeAll(async () => {
    owner = await registerFirmOwner(testApp, "access");
    await putFirmOnPlan(testApp, owner.firmId, "small_firm");
    member = await addActiveStaffMember(testApp, catcher, owner);
  });

  it.each([
    ["GET", "/api/user/subscription", undefined],
    ["GET", "/api/user/subscription/plans", undefined],
    ["POST", "/api/user/subscription/preview", { plan: "professional" }],
    ["POST", "/api/user/subscription/change", { plan: "professional" }],
  ] as const)("%s %s answers 401 without a session", async (method, url, payload) => {
    expect((await call(method, url, { payload })).statusCode).toBe(401);
  });

  it("shows any member of the firm the subscription with real usage", async () => {
    await call("POST", "/api/staff/invite", {
      cookie: owner.cookie,
      payload: { email: uniqueAddress("pending"), role: "paralegal" },
    });
    const [firm] = await queryRows<{ current_period_end: string }>(
      testApp.database.db,
      sql`select current_period_end from firm where id = ${owner.firmId}`,
    );

    const response = await call("GET", "/api/user/subscription", { cookie: member.cookie });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      planCode: "small_firm",
      planName: "Small Firm",
      price: 1499,
      priceCents: 149_900,
      nextBilling: new Date(firm?.current_period_end ?? "").toISOString(),
      usage: {
        members: 3,
        memberLimit: 5,
        activeMatters: 0,
        activeMatterLimit: null,
        storageBytes: 0,
      },
    });
  });

  it("answers Custom with no price for a custom-priced plan", async () => {
    const enterprise = await registerFirmOwner(testApp, "enterprise");
    await putFirmOnPlan(testApp, enterprise.firmId, "enterprise");
    const response = await call("GET", "/api/user/subscription", { cookie: enterprise.cookie });
    expect(response.json()).toMatchObject({
      planName: "Enterprise",
      price: "Custom",
      priceCents: null,
      usage: { members: 1, memberLimit: null },
    });
  });

  it("lists the active plans to any member, marking the firm's current one", async () => {
    await queryRows(
      testApp.database.db,
      sql`insert into plan (code, name, price_cents, is_active, sort_order)
          values ('retired_plan', 'Retired', 100, false, 9)`,
    );
    const response = await call("GET", "/api/user/subscription/plans", { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    const plans = response.json() as { code: string; isCurrent: boolean; price: number | string }[];
    expect(plans.map((plan) => plan.code)).toEqual(["solo", "small_firm", "professional", "enterprise"]);
    expect(plans.filter((plan) => plan.isCurrent).map((plan) => plan.code)).toEqual(["small_firm"]);
    expect(plans.find((plan) => plan.code === "enterprise")?.price).toBe("Custom");
  });

  it("refuses a plan change or preview by a member who is not the owner, and the plan stays", async () => {
    const change = await changePlan(member.cookie, { plan: "professional" });
    const preview = await call("POST", "/api/user/subscription/preview", {
      cookie: member.cookie,
      payload: { plan: "professional" },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe("Only the firm owner can change the firm's plan.");
    expect(preview.statusCode).toBe(403);
    expect(await firmPlan(owner.firmId)).toBe("small_firm");
    expect(await planChanges(owner.firmId)).toEqual([]);
  });

  it("answers 403 to a signed-in person without a firm", async () => {
    const loner = await registerFirmOwner(testApp, "loner");
    await queryRows(testApp.database.db, sql`delete from firm_member where user_id = ${loner.userId}`);
    expect((await call("GET", "/api/user/subscription", { cookie: loner.cookie })).statusCode).toBe(403);
  });
});

describe("POST /api/user/subscription/change", () => {
  it.each([
    [{}, "plan: plan is required"],
    [{ plan: "" }, "plan: plan is required"],
    [{ plan: "small_firm", price: 0 }, "price"],
    [{ plan: "x".repeat(65) }, "plan: plan must be at most 64 characters"],
    [{ plan: "platinum" }, "plan: Choose one of the plans on offer."],
  ])("refuses %j with 400 and changes nothing", async (payload, expected) => {
    const owner = await registerFirmOwner(testApp, "validation");
    const response = await changePlan(owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(expected);
    expect(await firmPlan(owner.firmId)).toBe("solo");
  });

  it("refuses an inactive plan with 400", async () => {
    const owner = await registerFirmOwner(testApp, "inactive");
    await queryRows(
      testApp.database.db,
      sql`insert into plan (code, name, price_cents, is_active) values ('old_plan', 'Old', 100, false)
          on conflict (code) do nothing`,
    );
    expect((await changePlan(owner.cookie, { plan: "old_plan" })).statusCode).toBe(400);
  });

  it("upgrades at once and records the prorated charge for the rest of the period", async () => {
    const owner = await registerFirmOwner(testApp, "upgrade");
    await setPeriod(owner.firmId, 10);

    const response = await changePlan(owner.cookie, { plan: "small_firm" });

    expect(response.statusCode).toBe(200);
    const [change] = await planChanges(owner.firmId);
    expect(change).toMatchObject({
      from_plan_code: "solo",
      to_plan_code: "small_firm",
      changed_by_user_id: owner.userId,
    });
    const expected = prorateCharge({
      fromPriceCents: 49_900,
      toPriceCents: 149_900,
      periodStart: new Date(change!.period_start),
      periodEnd: new Date(change!.period_end),
      changedAt: new Date(change!.created_at),
    });
    expect(Number(change?.prorated_amount_cents)).toBe(expected);
    // 20 of 30 days remain: about two thirds of the R1 000 difference.
    expect(expected).toBeGreaterThanOrEqual(66_660);
    expect(expected).toBeLessThanOrEqual(66_667);
    expect(response.json()).toMatchObject({
      subscription: { planCode: "small_firm", planName: "Small Firm", usage: { memberLimit: 5 } },
      change: { fromPlanCode: "solo", toPlanCode: "small_firm", proratedAmountCents: expected },
    });
    expect(await firmPlan(owner.firmId)).toBe("small_firm");
    const me = await call("GET", "/api/auth/user", { cookie: owner.cookie });
    expect(me.json()).toMatchObject({ subscriptionPlan: "small_firm", subscriptionPlanName: "Small Firm" });
    const [audit] = await queryRows<{ data: Record<string, unknown> }>(
      testApp.database.db,
      sql`select data from audit_event where firm_id = ${owner.firmId} and action = 'subscription.plan_changed'`,
    );
    expect(audit?.data).toEqual({
      fromPlanCode: "solo",
      toPlanCode: "small_firm",
      proratedAmountCents: expected,
    });
  });

  it("records a downgrade as a credit (negative amount)", async () => {
    const owner = await registerFirmOwner(testApp, "downgrade");
    await putFirmOnPlan(testApp, owner.firmId, "professional");
    await setPeriod(owner.firmId, 15);

    const response = await changePlan(owner.cookie, { plan: "small_firm" });

    expect(response.statusCode).toBe(200);
    const [change] = await planChanges(owner.firmId);
    const amount = Number(change?.prorated_amount_cents);
    expect(amount).toBeLessThan(0);
    // Half of the R2 500 difference, give or take the second the request took.
    expect(amount).toBeGreaterThanOrEqual(-125_000);
    expect(amount).toBeLessThanOrEqual(-124_990);
  });

  it("previews the same amount without changing anything", async () => {
    const owner = await registerFirmOwner(testApp, "preview");
    await setPeriod(owner.firmId, 0);
    const response = await call("POST", "/api/user/subscription/preview", {
      cookie: owner.cookie,
      payload: { plan: "professional" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fromPlanName: "Solo", toPlanName: "Professional" });
    expect(response.json().proratedAmountCents).toBeGreaterThanOrEqual(349_990);
    expect(response.json().proratedAmountCents).toBeLessThanOrEqual(350_000);
    expect(await firmPlan(owner.firmId)).toBe("solo");
    expect(await planChanges(owner.firmId)).toEqual([]);
  });

  it("refuses a downgrade to a plan whose user limit is below the firm's members", async () => {
    const owner = await registerFirmOwner(testApp, "crowded");
    await putFirmOnPlan(testApp, owner.firmId, "small_firm");
    await call("POST", "/api/staff/invite", {
      cookie: owner.cookie,
      payload: { email: uniqueAddress("seat"), role: "associate" },
    });

    const response = await changePlan(owner.cookie, { plan: "solo" });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "The Solo plan allows 1 user, but your firm has 2 members (pending invitations included). Remove staff before moving to it.",
    );
    expect(await firmPlan(owner.firmId)).toBe("small_firm");
    expect(await planChanges(owner.firmId)).toEqual([]);
  });

  it("refuses a change to or from the custom-priced Enterprise plan: Contact Sales", async () => {
    const owner = await registerFirmOwner(testApp, "sales");
    const toEnterprise = await changePlan(owner.cookie, { plan: "enterprise" });
    expect(toEnterprise.statusCode).toBe(409);
    expect(toEnterprise.json().message).toContain("Contact Sales");

    await putFirmOnPlan(testApp, owner.firmId, "enterprise");
    const fromEnterprise = await changePlan(owner.cookie, { plan: "professional" });
    expect(fromEnterprise.statusCode).toBe(409);
    expect(await firmPlan(owner.firmId)).toBe("enterprise");
  });

  it("refuses a change to the plan the firm is already on", async () => {
    const owner = await registerFirmOwner(testApp, "same");
    const response = await changePlan(owner.cookie, { plan: "solo" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Your firm is already on the Solo plan.");
  });
});
