import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../seed/demo-firm.ts";
import { createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let adminCookie: string;
let ownerCookie: string;

type Method = "GET" | "POST" | "PUT";

function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

const boutique = {
  name: "Boutique",
  priceCents: 249_950,
  description: "For specialist practices.",
  features: ["Up to 3 users", "Trust accounting"],
  userLimit: 3,
  activeMatterLimit: null,
  maxSubscribers: 50,
  active: true,
  popular: false,
};

async function countPlans(): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*)::text as count from plan`,
  );
  return Number(row?.count);
}

async function publicPlanCodes(): Promise<string[]> {
  const response = await call("GET", "/api/plans");
  expect(response.statusCode).toBe(200);
  return response.json().plans.map((plan: { code: string }) => plan.code);
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoFirm(testApp.database.db);
  adminCookie = await signIn(testApp.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  ownerCookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
});
afterAll(async () => {
  await testApp.close();
});

const endpoints: [Method, string, unknown?][] = [
  ["GET", "/api/admin/subscription-plans"],
  ["POST", "/api/admin/subscription-plans", boutique],
  ["PUT", "/api/admin/subscription-plans/00000000-0000-4000-8000-000000000000", boutique],
];

describe("who may use the plan editor", () => {
  it.each(endpoints)("%s %s answers 401 to someone signed out", async (method, url, payload) => {
    expect((await call(method, url, { payload })).statusCode).toBe(401);
  });

  it.each(endpoints)("%s %s answers 403 to a firm owner and writes nothing", async (method, url, payload) => {
    const before = await countPlans();
    const response = await call(method, url, { cookie: ownerCookie, payload });
    expect(response.statusCode).toBe(403);
    expect(await countPlans()).toBe(before);
  });
});

describe("GET /api/plans (public)", () => {
  it("lists the four standard plans in order, with rand prices and Custom for Enterprise", async () => {
    const response = await call("GET", "/api/plans");
    expect(response.statusCode).toBe(200);
    const plans = response.json().plans;
    expect(plans.map((plan: { name: string }) => plan.name)).toEqual([
      "Solo",
      "Small Firm",
      "Professional",
      "Enterprise",
    ]);
    expect(plans[1]).toMatchObject({
      code: "small_firm",
      priceCents: 149_900,
      popular: true,
      userLimit: 5,
      period: "month",
    });
    expect(plans[1].price).toMatch(/^R\s1\s499$/);
    expect(plans[3]).toMatchObject({
      code: "enterprise",
      priceCents: null,
      price: "Custom",
      userLimit: null,
    });
  });
});

describe("admin plan editor", () => {
  it("lists every plan with its subscribers (firms on it) and maximum", async () => {
    const response = await call("GET", "/api/admin/subscription-plans", { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    const professional = response.json().plans.find((plan: { code: string }) => plan.code === "professional");
    // The seeded demo firm is on Professional.
    expect(professional).toMatchObject({
      name: "Professional",
      subscribers: 1,
      maxSubscribers: null,
      active: true,
    });
  });

  it("creates a plan with its price in cents and a code from its name; it shows on the public list", async () => {
    const response = await call("POST", "/api/admin/subscription-plans", {
      cookie: adminCookie,
      payload: boutique,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      code: "boutique",
      name: "Boutique",
      priceCents: 249_950,
      subscribers: 0,
      maxSubscribers: 50,
      active: true,
      userLimit: 3,
      activeMatterLimit: null,
      features: ["Up to 3 users", "Trust accounting"],
      sortOrder: 5,
    });
    expect(response.json().price).toMatch(/^R\s2\s499,50$/);
    expect(await publicPlanCodes()).toContain("boutique");
    const [row] = await queryRows<{ price_cents: string }>(
      testApp.database.db,
      sql`select price_cents::text from plan where code = 'boutique'`,
    );
    expect(row?.price_cents).toBe("249950");
  });

  it("gives a second plan with the same name a numbered code", async () => {
    const response = await call("POST", "/api/admin/subscription-plans", {
      cookie: adminCookie,
      payload: { ...boutique, name: "  boutique " },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: "boutique_2", name: "boutique" });
  });

  it("keeps an inactive plan off the public list", async () => {
    const response = await call("POST", "/api/admin/subscription-plans", {
      cookie: adminCookie,
      payload: { ...boutique, name: "Hidden Plan", priceCents: null, active: false },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ code: "hidden_plan", price: "Custom", active: false });
    expect(await publicPlanCodes()).not.toContain("hidden_plan");
  });

  it("edits a plan, keeping its code; deactivating takes it off the public list", async () => {
    const list = (await call("GET", "/api/admin/subscription-plans", { cookie: adminCookie })).json().plans;
    const plan = list.find((candidate: { code: string }) => candidate.code === "boutique");
    const response = await call("PUT", `/api/admin/subscription-plans/${plan.id}`, {
      cookie: adminCookie,
      payload: {
        ...boutique,
        name: "Boutique Plus",
        priceCents: 299_900,
        active: false,
        features: ["Everything"],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: plan.id,
      code: "boutique",
      name: "Boutique Plus",
      priceCents: 299_900,
      active: false,
      features: ["Everything"],
    });
    expect(await publicPlanCodes()).not.toContain("boutique");
  });

  it("keeps one Most Popular plan: marking another takes the mark off Small Firm", async () => {
    const response = await call("POST", "/api/admin/subscription-plans", {
      cookie: adminCookie,
      payload: { ...boutique, name: "Crowd Favourite", popular: true },
    });
    expect(response.statusCode).toBe(201);
    const plans = (await call("GET", "/api/plans")).json().plans as { code: string; popular: boolean }[];
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.code)).toEqual(["crowd_favourite"]);
  });

  it("answers 404 for a plan that does not exist", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await call("PUT", `/api/admin/subscription-plans/${id}`, {
        cookie: adminCookie,
        payload: boutique,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("plan_not_found");
    }
  });

  it.each([
    [{ ...boutique, name: " " }, /^name: Plan name is required/],
    [{ ...boutique, name: "x".repeat(81) }, /^name: Plan name must be at most 80 characters/],
    [{ ...boutique, priceCents: -1 }, /^priceCents: Price cannot be negative/],
    [{ ...boutique, priceCents: 10.5 }, /^priceCents: Price must be a whole number of cents/],
    [{ ...boutique, priceCents: "499" }, /^priceCents: /],
    [{ ...boutique, userLimit: 0 }, /^userLimit: User limit must be at least 1/],
    [{ ...boutique, maxSubscribers: 1.5 }, /^maxSubscribers: Max subscribers must be a whole number/],
    [{ ...boutique, features: [""] }, /^features\.0: A feature cannot be empty/],
    [{ ...boutique, features: Array(31).fill("x") }, /^features: A plan can list at most 30 features/],
    [{ ...boutique, description: "x".repeat(501) }, /^description: Description must be at most 500/],
    [{ ...boutique, active: undefined }, /^active: /],
    [{ ...boutique, code: "chosen" }, /code/],
  ])("refuses %j with 400 naming the field and writes nothing", async (payload, message) => {
    const before = await countPlans();
    const response = await call("POST", "/api/admin/subscription-plans", { cookie: adminCookie, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countPlans()).toBe(before);
  });
});
