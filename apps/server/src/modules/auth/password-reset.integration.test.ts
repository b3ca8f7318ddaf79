import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { PASSWORD_RESET_MESSAGE, RESET_REQUESTED_MESSAGE } from "./password-reset.service.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
let sequence = 0;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}@example.co.za`;
}

function post(url: string, payload: unknown, cookie?: string) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function requestLink(email: string): Promise<string> {
  const response = await post("/api/auth/forgot-password", { email });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await catcher.waitForMail(email, { subject: /reset your inkundla password/i });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === "/reset-password");
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

async function countResetTokens(): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from one_time_token where purpose = 'password_reset'`,
  );
  return rows[0]?.total ?? 0;
}

async function userStatus(cookie: string): Promise<number> {
  return (await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode;
}

describe("asking for a reset link", () => {
  it("mails a one-hour link whose token is stored only as its hash", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("forgot") });
    const token = await requestLink(person.email);
    const rows = await queryRows<{ token_hash: string; expires_in_minutes: number }>(
      testApp.database.db,
      sql`select token_hash, extract(epoch from (expires_at - now())) / 60 as expires_in_minutes
          from one_time_token where purpose = 'password_reset' and email = ${person.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(Number(rows[0]?.expires_in_minutes)).toBeGreaterThan(58);
    expect(Number(rows[0]?.expires_in_minutes)).toBeLessThanOrEqual(60);
  });

  it("answers an unknown address exactly as a known one, and sends it nothing", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("known") });
    const known = await post("/api/auth/forgot-password", { email: person.email });
    const unknownEmail = uniqueEmail("nobody");
    const tokensBefore = await countResetTokens();
    const unknown = await post("/api/auth/forgot-password", { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(await countResetTokens()).toBe(tokensBefore);
    expect(catcher.messages.some((message) => message.to.includes(unknownEmail))).toBe(false);
  });

  it("limits the links one address is sent, known or not, with the same 429", async () => {
    for (const email of [
      uniqueEmail("flooded"),
      (await registerFirmOwner(testApp.app, { email: uniqueEmail("flood-known") })).email,
    ]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await post("/api/auth/forgot-password", { email })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
  });

  it("refuses a malformed address with 400 and writes nothing", async () => {
    const tokensBefore = await countResetTokens();
    const response = await post("/api/auth/forgot-password", { email: "not-an-address" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/i);
    expect(await countResetTokens()).toBe(tokensBefore);
  });
});

describe("choosing a new password with the link", () => {
  let person: SignedInPerson;
  let token: string;

  beforeAll(async () => {
    person = await registerFirmOwner(testApp.app, { email: uniqueEmail("reset"), password: "Old-Pass-2026" });
    token = await requestLink(person.email);
  });

  it("refuses a short password with 400 and leaves the link usable", async () => {
    const response = await post("/api/auth/reset-password", { token, password: "short" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("password: Password must be at least 8 characters");
    expect(await userStatus(person.cookie)).toBe(200);
  });

  it("sets the new password, ends every session, and tells the account's address", async () => {
    const otherSession = await signIn(testApp.app, person.email, "Old-Pass-2026");
    const response = await post("/api/auth/reset-password", { token, password: "New-Pass-2026" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGE });
    expect(await userStatus(person.cookie)).toBe(401);
    expect(await userStatus(otherSession)).toBe(401);
    const old = await post("/api/auth/login", { email: person.email, password: "Old-Pass-2026" });
    expect(old.statusCode).toBe(401);
    expect(await userStatus(await signIn(testApp.app, person.email, "New-Pass-2026"))).toBe(200);
    const notice = await catcher.waitForMail(person.email, { subject: /password was changed/i });
    expect(notice.text).toContain("every session of the account was signed out");
    const [audit] = await queryRows<{ total: number }>(
      testApp.database.db,
      sql`select count(*)::int as total from audit_event
          where action = 'auth.password_reset' and user_id = ${person.user.id}`,
    );
    expect(audit?.total).toBe(1);
  });

  it("works once: the same link again answers 410 and changes nothing", async () => {
    const again = await post("/api/auth/reset-password", { token, password: "Third-Pass-2026" });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("reset_link_used");
    expect(await userStatus(await signIn(testApp.app, person.email, "New-Pass-2026"))).toBe(200);
  });

  it("does not work after an hour", async () => {
    const late = await registerFirmOwner(testApp.app, {
      email: uniqueEmail("late"),
      password: "Late-Pass-2026",
    });
    const lateToken = await requestLink(late.email);
    await testApp.database.db.execute(
      sql`update one_time_token set expires_at = now() - interval '1 second'
          where purpose = 'password_reset' and email = ${late.email}`,
    );
    const response = await post("/api/auth/reset-password", { token: lateToken, password: "Never-Set-2026" });
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe("reset_link_expired");
    expect(await userStatus(late.cookie)).toBe(200);
  });

  it("answers 400 for a link that was never issued", async () => {
    const response = await post("/api/auth/reset-password", {
      token: "made-up-token",
      password: "Any-Pass-2026",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("reset_link_invalid");
  });

  it("replaces an older link with the newer one", async () => {
    const twice = await registerFirmOwner(testApp.app, { email: uniqueEmail("twice") });
    const first = await requestLink(twice.email);
    const second = await requestLink(twice.email);
    expect(
      (await post("/api/auth/reset-password", { token: first, password: "First-Link-2026" })).statusCode,
    ).toBe(410);
    expect(
      (await post("/api/auth/reset-password", { token: second, password: "Second-Link-2026" })).statusCode,
    ).toBe(200);
  });
});
