import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { cookieHeader, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
const password = "correct-horse-9";

async function countRows(table: "user" | "firm" | "firm_member" | "session" | "account") {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*)::text as count from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.count);
}

function register(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: "POST", url: "/api/auth/register", payload });
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("POST /api/auth/register", () => {
  it("creates the user as owner of a new Solo firm with the free trial running, and signs them in", async () => {
    const response = await register({
      email: "Nomsa@Example.co.za",
      password,
      firstName: "Nomsa",
      lastName: "Zulu",
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: "nomsa@example.co.za",
      firstName: "Nomsa",
      lastName: "Zulu",
      subscriptionPlan: "solo",
      isFirmOwner: true,
      role: "managing_partner",
      emailVerified: false,
    });
    expect(user.firmId).toEqual(expect.any(String));

    const cookie = cookieHeader(response);
    const me = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const [firm] = await queryRows<{ subscription_plan: string; trial_days: number }>(
      testApp.database.db,
      sql`select subscription_plan, round(extract(epoch from trial_ends_at - created_at) / 86400)::int as trial_days
          from firm where id = ${user.firmId}`,
    );
    expect(firm).toEqual({ subscription_plan: "solo", trial_days: 30 });
    const [account] = await queryRows<{ password: string }>(
      testApp.database.db,
      sql`select password from account where user_id = ${user.id}`,
    );
    expect(account?.password.startsWith("$argon2id$")).toBe(true);
  });

  it("answers 409 with a clear message for an e-mail that already has an account", async () => {
    const payload = { email: "dup@example.co.za", password, firstName: "Dup", lastName: "Licate" };
    expect((await register(payload)).statusCode).toBe(201);
    const users = await countRows("user");
    const again = await register({ ...payload, email: "DUP@example.co.za" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "email_taken",
      message: "An account with this email already exists. Sign in instead, or use another email address.",
    });
    expect(await countRows("user")).toBe(users);
  });

  it("lets only one of two simultaneous registrations for one e-mail succeed", async () => {
    const payload = { email: "race@example.co.za", password, firstName: "Race", lastName: "Condition" };
    const firms = await countRows("firm");
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows("firm")).toBe(firms + 1);
  });

  it.each([
    [
      { email: "short@example.co.za", password: "1234567", firstName: "A", lastName: "B" },
      /^password: .*at least 8/,
    ],
    [
      { email: "not-an-email", password, firstName: "A", lastName: "B" },
      /^email: Please enter a valid email address/,
    ],
    [{ password, firstName: "A", lastName: "B" }, /^email: /],
    [{ email: "types@example.co.za", password: 12345678, firstName: "A", lastName: "B" }, /^password: /],
    [
      { email: "long@example.co.za", password, firstName: "A".repeat(101), lastName: "B" },
      /^firstName: .*at most 100/,
    ],
    [{ email: "extra@example.co.za", password, firstName: "A", lastName: "B", isAdmin: true }, /isAdmin/],
    [
      { email: "blank@example.co.za", password, firstName: "   ", lastName: "B" },
      /^firstName: First name is required/,
    ],
  ])("refuses bad input %j with 400 naming the field and writes nothing", async (payload, message) => {
    const users = await countRows("user");
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_input");
    expect(response.json().message).toMatch(message);
    expect(await countRows("user")).toBe(users);
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "invalid_json", message: "The request body is not valid JSON." });
  });
});

describe("POST /api/auth/login", () => {
  beforeAll(async () => {
    await register({ email: "ayo@example.co.za", password, firstName: "Ayo", lastName: "Mensah" });
  });

  it("signs in with a session cookie that is httpOnly and SameSite=Lax, and not Secure over http", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "ayo@example.co.za", password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe("ayo@example.co.za");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/inkundla\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it.each([
    ["a wrong password", { email: "ayo@example.co.za", password: "wrong-password" }],
    ["an unknown e-mail", { email: "nobody@example.co.za", password }],
  ])("answers 401 'Invalid email or password' for %s", async (_label, payload) => {
    const response = await testApp.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Invalid email or password", code: "invalid_credentials" });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a login body with a missing password with 400", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "ayo@example.co.za" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^password: /);
  });
});

describe("sessions", () => {
  it("answers 401 on GET /api/auth/user when signed out", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You need to sign in to do that.", code: "unauthenticated" });
  });

  it("answers 401 for a forged session cookie", async () => {
    const cookie = await signIn(testApp.app, "ayo@example.co.za", password);
    const token = cookie.split("=")[1] ?? "";
    const [value] = token.split(".");
    const forged = `inkundla.session_token=${value}.forgedsignature`;
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: forged },
    });
    expect(response.statusCode).toBe(401);
  });

  it("ends the session on the server at logout, so the old cookie no longer works", async () => {
    const cookie = await signIn(testApp.app, "ayo@example.co.za", password);
    const logout = await testApp.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers["set-cookie"])).toMatch(/inkundla\.session_token=;.*Max-Age=0/);
    const reused = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(reused.statusCode).toBe(401);
  });

  it("answers 401 once a session has expired or been revoked", async () => {
    const expiring = await signIn(testApp.app, "ayo@example.co.za", password);
    const revoked = await signIn(testApp.app, "ayo@example.co.za", password);
    const expiringToken = decodeURIComponent(expiring.split("=")[1] ?? "").split(".")[0] ?? "";
    await testApp.database.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where token = ${expiringToken}`,
    );
    const revokedToken = decodeURIComponent(revoked.split("=")[1] ?? "").split(".")[0] ?? "";
    await testApp.database.db.execute(sql`delete from session where token = ${revokedToken}`);
    for (const cookie of [expiring, revoked]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { cookie },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("renews a session that is due for renewal and sends a fresh cookie", async () => {
    const cookie = await signIn(testApp.app, "ayo@example.co.za", password);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    await testApp.database.db.execute(
      sql`update session set expires_at = now() + interval '2 days' where token = ${token}`,
    );
    const response = await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/inkundla\.session_token=.*Max-Age=604800/);
    const [row] = await queryRows<{ days_left: number }>(
      testApp.database.db,
      sql`select extract(day from expires_at - now())::int as days_left from session where token = ${token}`,
    );
    expect(row?.days_left).toBeGreaterThanOrEqual(6);
  });

  it("answers 401 for a cookie whose signature has the right shape but the wrong key", async () => {
    const cookie = await signIn(testApp.app, "ayo@example.co.za", password);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    const wrongKeySignature = createHmac("sha256", "another-secret-of-at-least-32-characters")
      .update(token)
      .digest("base64");
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `inkundla.session_token=${encodeURIComponent(`${token}.${wrongKeySignature}`)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers logout without a session with 200 and changes nothing", async () => {
    const sessions = await countRows("session");
    const response = await testApp.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(200);
    expect(await countRows("session")).toBe(sessions);
  });
});

describe("the rest of /api", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "not_found",
      message: "No such endpoint: GET /api/no-such-thing",
    });
  });

  it("does not let anyone create an account around the register adapter", async () => {
    const users = await countRows("user");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/identity/sign-up/email",
      headers: { origin: "http://localhost:5000" },
      payload: { email: "sneaky@example.co.za", password, name: "Sneaky" },
    });
    expect(response.statusCode).toBe(404);
    expect(await countRows("user")).toBe(users);
  });

  it("reports liveness and database readiness for load balancers", async () => {
    expect((await testApp.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ok", database: "postgres" });
  });

  it("sends security headers with a CSP that allows only the app's own scripts", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-request-id"]).toEqual(expect.any(String));
  });
});
