import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/** The constant earlier versions signed with when AUTH_SECRET was unset: public in their source. */
const FORMERLY_BUILT_IN_SECRET = "inkundla-development-secret-do-not-use-in-production";
const SESSION_COOKIE = "inkundla.session_token";

let testApp: TestApp;
let victim: SignedInPerson;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  victim = await registerFirmOwner(testApp.app, { email: `victim-${Date.now()}@example.co.za` });
});
afterAll(async () => {
  await testApp.close();
});

function signCookieValue(value: string, secret: string): string {
  return `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** better-auth's e-mail verification token: an HS256 JWT over the address (and the new one). */
function forgeVerificationJwt(secret: string, payload: object): string {
  const body = `${base64url({ alg: "HS256" })}.${base64url(payload)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

async function readVictim() {
  const rows = await queryRows<{ email: string; emailVerified: boolean; token: string }>(
    testApp.database.db,
    sql`select u.email, u.email_verified as "emailVerified", s.token
        from "user" u join session s on s.user_id = u.id
        where u.id = ${victim.user.id} limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error("the victim has no session");
  return row;
}

describe("tokens forged with a secret that is not the installation's", () => {
  it("a session token signed with the formerly built-in secret is not a session", async () => {
    const { token } = await readVictim();
    const forged = signCookieValue(token, FORMERLY_BUILT_IN_SECRET);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(forged)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("a forged e-mail verification token reaches no endpoint, and the address stays as it was", async () => {
    const before = await readVictim();
    const now = Math.floor(Date.now() / 1000);
    const token = forgeVerificationJwt(FORMERLY_BUILT_IN_SECRET, {
      email: before.email,
      updateTo: "attacker@evil.example",
      iat: now,
      exp: now + 3600,
    });
    for (const url of [
      `/api/identity/verify-email?token=${token}`,
      `/api/identity/verify-email?token=${token}&callbackURL=/`,
    ]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
    const after = await readVictim();
    expect(after.email).toBe(before.email);
    expect(after.emailVerified).toBe(before.emailVerified);
  });

  it.each([
    ["GET", "/api/identity/get-session"],
    ["GET", "/api/identity/list-sessions"],
    ["POST", "/api/identity/sign-in/email"],
    ["POST", "/api/identity/request-password-reset"],
    ["POST", "/api/identity/reset-password"],
    ["GET", "/api/identity/ok"],
  ] as const)(
    "better-auth's %s %s is not served: 404, and no session token in the answer",
    async (method, url) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { cookie: victim.cookie },
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(404);
      const { token } = await readVictim();
      expect(response.body).not.toContain(token);
    },
  );
});
