import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../seed/demo-firm.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { cookieHeader, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
let adminCookie: string;
let ownerCookie: string;
const password = "correct-horse-9";

type Method = "GET" | "POST" | "PUT";

function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

async function register(email: string, firstName = "Test", lastName = "Person") {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, firstName, lastName },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(response.statusCode).toBe(201);
  return {
    id: response.json().user.id as string,
    firmId: response.json().user.firmId as string,
    cookie: cookieHeader(response),
  };
}

async function login(email: string, attempt = password): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: attempt },
  });
}

async function endTrial(firmId: string, plan: string) {
  await testApp.database.db.execute(
    sql`update firm set trial_ends_at = now() - interval '1 day', subscription_plan = ${plan} where id = ${firmId}`,
  );
}

async function listEmails(query: string): Promise<string[]> {
  const response = await call("GET", `/api/admin/users?${query}`, { cookie: adminCookie });
  expect(response.statusCode).toBe(200);
  return response.json().users.map((user: { email: string }) => user.email);
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, PUBLIC_URL: "http://inkundla.test" });
  await seedDemoFirm(testApp.database.db);
  adminCookie = await signIn(testApp.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  ownerCookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

const validUser = { email: "new.person@example.co.za", firstName: "New", lastName: "Person", role: "user" };
const adminEndpoints: [Method, string, unknown?][] = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/users"],
  ["POST", "/api/admin/users", validUser],
  ["POST", "/api/admin/users/some-id/suspend"],
  ["POST", "/api/admin/users/some-id/reactivate"],
  ["GET", "/api/admin/system-settings"],
  ["PUT", "/api/admin/system-settings", { trialDays: 10, isRegistrationOpen: true }],
];

describe("who may use the admin endpoints", () => {
  it.each(adminEndpoints)("%s %s answers 401 to someone signed out", async (method, url, payload) => {
    const response = await call(method, url, { payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("unauthenticated");
  });

  it.each(adminEndpoints)(
    "%s %s answers 403 to a firm owner, and changes nothing",
    async (method, url, payload) => {
      const response = await call(method, url, { cookie: ownerCookie, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("forbidden");
    },
  );

  it("answers 403 to a non-admin even when the body is invalid, so the schema is not revealed", async () => {
    const response = await call("POST", "/api/admin/users", { cookie: ownerCookie, payload: { role: 1 } });
    expect(response.statusCode).toBe(403);
    const [row] = await queryRows<{ count: string }>(
      testApp.database.db,
      sql`select count(*)::text as count from "user" where email = ${validUser.email}`,
    );
    expect(row?.count).toBe("0");
  });
});

describe("GET /api/admin/stats", () => {
  it("counts users, paying firms (trial over) and their monthly plan prices", async () => {
    const seeded = await call("GET", "/api/admin/stats", { cookie: adminCookie });
    // The demo firm's owner and staff member, its client in the client portal, and the platform admin.
    expect(seeded.json()).toEqual({
      totalUsers: 4,
      activeSubscriptions: 0,
      trialSubscriptions: 1,
      monthlyRevenueCents: 0,
      monthlyRevenue: expect.stringMatching(/^R\s0,00$/),
    });

    const professional = await register("stats.pro@example.co.za");
    const enterprise = await register("stats.ent@example.co.za");
    await register("stats.trial@example.co.za");
    await endTrial(professional.firmId, "professional");
    await endTrial(enterprise.firmId, "enterprise");

    const response = await call("GET", "/api/admin/stats", { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    // Professional pays R 3 999; Enterprise is custom-priced and adds nothing.
    expect(response.json()).toEqual({
      totalUsers: 7,
      activeSubscriptions: 2,
      trialSubscriptions: 2,
      monthlyRevenueCents: 399_900,
      monthlyRevenue: expect.stringMatching(/^R\s3\s999,00$/),
    });
  });
});

describe("GET /api/admin/users", () => {
  let suspendedEmail: string;

  beforeAll(async () => {
    const paying = await register("filter.active@example.co.za", "Lerato", "Active");
    await endTrial(paying.firmId, "small_firm");
    await register("filter.trial@example.co.za", "Pieter", "Trial");
    const suspended = await register("filter.suspended@example.co.za", "Sam", "Suspended");
    suspendedEmail = "filter.suspended@example.co.za";
    expect(
      (await call("POST", `/api/admin/users/${suspended.id}/suspend`, { cookie: adminCookie })).statusCode,
    ).toBe(200);
  });

  it("lists people with name, role, e-mail, plan, status and last activity", async () => {
    const response = await call("GET", "/api/admin/users?search=filter.active", { cookie: adminCookie });
    expect(response.json()).toEqual({
      total: 1,
      users: [
        expect.objectContaining({
          firstName: "Lerato",
          lastName: "Active",
          email: "filter.active@example.co.za",
          role: "managing_partner",
          plan: "Small Firm",
          planName: "Small Firm",
          status: "active",
          lastActive: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          onboardingCompleted: true,
        }),
      ],
    });
    const trial = await call("GET", "/api/admin/users?search=filter.trial", { cookie: adminCookie });
    expect(trial.json().users[0]).toMatchObject({ plan: "Trial", planName: "Solo", status: "trial" });
    const admin = await call("GET", `/api/admin/users?search=${DEMO_ACCOUNTS.admin.email}`, {
      cookie: adminCookie,
    });
    expect(admin.json().users[0]).toMatchObject({ role: "admin", plan: null, status: "active" });
  });

  it("filters by each status", async () => {
    const active = await listEmails("status=active&limit=100");
    const trial = await listEmails("status=trial&limit=100");
    const suspended = await listEmails("status=suspended&limit=100");
    const all = await listEmails("status=all&limit=100");

    expect(active).toContain("filter.active@example.co.za");
    expect(active).toContain(DEMO_ACCOUNTS.admin.email);
    expect(active).not.toContain("filter.trial@example.co.za");
    expect(active).not.toContain(suspendedEmail);

    expect(trial).toContain("filter.trial@example.co.za");
    expect(trial).toContain(DEMO_ACCOUNTS.owner.email);
    expect(trial).not.toContain("filter.active@example.co.za");
    expect(trial).not.toContain(suspendedEmail);

    expect(suspended).toEqual([suspendedEmail]);
    expect(all.length).toBe(active.length + trial.length + suspended.length);
  });

  it("searches names and e-mails, case-insensitively, and pages with limit and offset", async () => {
    expect(await listEmails("search=PIETER")).toEqual(["filter.trial@example.co.za"]);
    const firstPage = await call("GET", "/api/admin/users?limit=2&offset=0", { cookie: adminCookie });
    const secondPage = await call("GET", "/api/admin/users?limit=2&offset=2", { cookie: adminCookie });
    expect(firstPage.json().users).toHaveLength(2);
    expect(firstPage.json().total).toBeGreaterThan(4);
    const firstIds = firstPage.json().users.map((user: { id: string }) => user.id);
    for (const user of secondPage.json().users) expect(firstIds).not.toContain(user.id);
  });

  it.each([
    ["status=paying", /^status: Status must be all, active, trial or suspended/],
    ["limit=0", /^limit: Limit must be at least 1/],
    ["limit=101", /^limit: Limit must be at most 100/],
    ["offset=-1", /^offset: Offset cannot be negative/],
    [`search=${"x".repeat(201)}`, /^search: Search must be at most 200 characters/],
  ])("refuses the query %s with 400 naming the field", async (query, message) => {
    const response = await call("GET", `/api/admin/users?${query}`, { cookie: adminCookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe("suspend and reactivate", () => {
  it("ends the person's sessions at once and refuses their sign-in until reactivated", async () => {
    const person = await register("suspend.me@example.co.za");
    const secondCookie = await signIn(testApp.app, "suspend.me@example.co.za", password);
    expect((await call("GET", "/api/auth/user", { cookie: person.cookie })).statusCode).toBe(200);

    const suspended = await call("POST", `/api/admin/users/${person.id}/suspend`, { cookie: adminCookie });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: person.id, status: "suspended" });

    for (const cookie of [person.cookie, secondCookie]) {
      expect((await call("GET", "/api/auth/user", { cookie })).statusCode).toBe(401);
    }
    const [sessions] = await queryRows<{ count: string }>(
      testApp.database.db,
      sql`select count(*)::text as count from "session" where user_id = ${person.id}`,
    );
    expect(sessions?.count).toBe("0");
    const refused = await login("suspend.me@example.co.za");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account_suspended");

    const reactivated = await call("POST", `/api/admin/users/${person.id}/reactivate`, {
      cookie: adminCookie,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().status).toBe("trial");
    expect((await login("suspend.me@example.co.za")).statusCode).toBe(200);
  });

  it("records who suspended whom in the audit log", async () => {
    const person = await register("audit.suspend@example.co.za");
    await call("POST", `/api/admin/users/${person.id}/suspend`, { cookie: adminCookie });
    const rows = await queryRows<{ action: string; entity_id: string }>(
      testApp.database.db,
      sql`select action, entity_id from audit_event where action = 'admin.user_suspended' and entity_id = ${person.id}`,
    );
    expect(rows).toHaveLength(1);
  });

  it("does not let an admin suspend themself", async () => {
    const me = (await call("GET", "/api/auth/user", { cookie: adminCookie })).json();
    const response = await call("POST", `/api/admin/users/${me.id}/suspend`, { cookie: adminCookie });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: "cannot_suspend_self",
      message: "You cannot suspend your own account.",
    });
    expect((await call("GET", "/api/auth/user", { cookie: adminCookie })).statusCode).toBe(200);
  });

  it("answers 404 for someone who does not exist", async () => {
    for (const action of ["suspend", "reactivate"]) {
      const response = await call("POST", `/api/admin/users/no-such-user/${action}`, { cookie: adminCookie });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("Add User and the invitation", () => {
  it("creates the account, mails a one-time /welcome link, and accepting it lets them sign in", async () => {
    const response = await call("POST", "/api/admin/users", {
      cookie: adminCookie,
      payload: {
        email: "Invited.Person@Example.co.za",
        firstName: "Invited",
        lastName: "Person",
        role: "user",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: "invited.person@example.co.za",
      role: "managing_partner",
      plan: "Trial",
      status: "trial",
      onboardingCompleted: false,
      lastActive: null,
    });

    const mail = await catcher.waitForMail("invited.person@example.co.za", { subject: /invited/i });
    const link = mail.links.find((candidate) => candidate.startsWith("http://inkundla.test/welcome?token="));
    expect(link).toBeDefined();
    const token = new URL(link ?? "").searchParams.get("token") ?? "";

    // Before accepting there is no password they know: sign-in is refused (401, or 403 "verify first").
    const early = await login("invited.person@example.co.za", "chosen-password-1");
    expect([401, 403]).toContain(early.statusCode);
    expect(early.headers["set-cookie"]).toBeUndefined();
    const accepted = await call("POST", "/api/admin/invitations/accept", {
      payload: { token, password: "chosen-password-1" },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ ok: true, email: "invited.person@example.co.za" });

    const signedIn = await login("invited.person@example.co.za", "chosen-password-1");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      isFirmOwner: true,
      subscriptionPlan: "solo",
      emailVerified: true,
    });

    const again = await call("POST", "/api/admin/invitations/accept", {
      payload: { token, password: "another-password-2" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("invalid_invitation");
    expect((await login("invited.person@example.co.za", "another-password-2")).statusCode).toBe(401);
  });

  it("adds a platform admin without a firm", async () => {
    const response = await call("POST", "/api/admin/users", {
      cookie: adminCookie,
      payload: { email: "second.admin@example.co.za", firstName: "Second", lastName: "Admin", role: "admin" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: "admin", plan: null, firmName: null });
  });

  it("answers 409 for an e-mail that already has an account", async () => {
    const response = await call("POST", "/api/admin/users", {
      cookie: adminCookie,
      payload: { ...validUser, email: DEMO_ACCOUNTS.owner.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("email_taken");
  });

  it.each([
    [{ ...validUser, email: "nope" }, /^email: Please enter a valid email address/],
    [{ ...validUser, role: "owner" }, /^role: Role must be user or admin/],
    [{ ...validUser, firstName: "" }, /^firstName: First name is required/],
    [{ ...validUser, lastName: "x".repeat(101) }, /^lastName: Last name must be at most 100 characters/],
    [{ ...validUser, isAdmin: true }, /isAdmin/],
  ])("refuses %j with 400 and creates nobody", async (payload, message) => {
    const response = await call("POST", "/api/admin/users", { cookie: adminCookie, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const [row] = await queryRows<{ count: string }>(
      testApp.database.db,
      sql`select count(*)::text as count from "user" where email in ('nope', ${validUser.email})`,
    );
    expect(row?.count).toBe("0");
  });

  it("refuses an unknown token and a short password", async () => {
    const unknown = await call("POST", "/api/admin/invitations/accept", {
      payload: { token: "not-a-real-token", password: "long-enough-1" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "This invitation link is invalid or has expired. Ask your administrator to send a new one.",
    );
    const short = await call("POST", "/api/admin/invitations/accept", {
      payload: { token: "whatever", password: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^password: Password must be at least 8 characters/);
  });
});

describe("system settings", () => {
  it("starts at a 30-day trial with open registration, and a save shows on the public settings", async () => {
    const initial = await call("GET", "/api/admin/system-settings", { cookie: adminCookie });
    expect(initial.json()).toEqual({ trialDays: 30, isRegistrationOpen: true });

    const saved = await call("PUT", "/api/admin/system-settings", {
      cookie: adminCookie,
      payload: { trialDays: 14, isRegistrationOpen: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ trialDays: 14, isRegistrationOpen: false });
    expect((await call("GET", "/api/admin/system-settings", { cookie: adminCookie })).json()).toEqual({
      trialDays: 14,
      isRegistrationOpen: false,
    });
    expect((await call("GET", "/api/settings/public")).json()).toEqual({
      trialDays: 14,
      isRegistrationOpen: false,
    });
  });

  it.each([
    [{ trialDays: 0, isRegistrationOpen: true }, /^trialDays: Trial length must be at least 1 day/],
    [{ trialDays: 7.5, isRegistrationOpen: true }, /^trialDays: Trial length must be a whole number of days/],
    [{ trialDays: 400, isRegistrationOpen: true }, /^trialDays: Trial length must be at most 365 days/],
    [{ trialDays: 10 }, /^isRegistrationOpen: /],
  ])("refuses %j with 400 and keeps the saved settings", async (payload, message) => {
    const response = await call("PUT", "/api/admin/system-settings", { cookie: adminCookie, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await call("GET", "/api/settings/public")).json()).toEqual({
      trialDays: 14,
      isRegistrationOpen: false,
    });
  });
});
