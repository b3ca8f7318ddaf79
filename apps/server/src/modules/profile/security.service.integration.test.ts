import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { cookieHeader, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { generateTotpCode } from "../../testing/totp.ts";

let testApp: TestApp;
let sequence = 0;

function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}.${sequence}@security.example.co.za`;
}

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return testApp.app.inject({ method: "POST", url, payload, ...(cookie ? { headers: { cookie } } : {}) });
}

async function currentUserStatus(cookie: string) {
  return (await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode;
}

async function countSessions(userId: string): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from session where user_id = ${userId}`,
  );
  return rows[0]?.total ?? 0;
}

async function auditActions(userId: string) {
  const rows = await queryRows<{ action: string; firm_id: string | null }>(
    testApp.database.db,
    sql`select action, firm_id from audit_event where user_id = ${userId} order by id`,
  );
  return rows;
}

/** Merges the cookies a response sets into the ones the browser already had. */
function mergeCookies(previous: string, response: Parameters<typeof cookieHeader>[0]): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const pair of cookieHeader(response).split("; ").filter(Boolean)) {
    const name = pair.split("=")[0] ?? "";
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
});

describe("anonymous callers", () => {
  it.each([
    ["/api/user/password", { currentPassword: "a", newPassword: "Another-Pass-1" }],
    ["/api/user/two-factor/enable", { password: "a" }],
    ["/api/user/two-factor/confirm", { code: "123456" }],
    ["/api/user/two-factor/disable", { password: "a" }],
  ])("are refused POST %s with 401", async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(401);
  });

  it("cannot reach better-auth's own password and two-factor endpoints around the adapters", async () => {
    for (const path of [
      "/change-password",
      "/two-factor/enable",
      "/two-factor/verify-totp",
      "/update-user",
    ]) {
      const response = await post(`/api/identity${path}`, {});
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("POST /api/user/password", () => {
  let person: SignedInPerson;
  beforeAll(async () => {
    person = await registerFirmOwner(testApp.app, { email: uniqueEmail("password") });
  });

  it.each([
    [
      { currentPassword: "", newPassword: "Fresh-Pass-2026" },
      "currentPassword: Current password is required",
    ],
    [{ currentPassword: "x", newPassword: "short" }, "newPassword: Password must be at least 8 characters"],
    [
      { currentPassword: "Same-Pass-2026", newPassword: "Same-Pass-2026" },
      "newPassword: The new password must be different",
    ],
    [
      { currentPassword: "x", newPassword: "Fresh-Pass-2026", confirmPassword: "x" },
      'Unrecognized key: "confirmPassword"',
    ],
  ])("refuses %j with 400", async (payload, message) => {
    const response = await post("/api/user/password", payload, person.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it("refuses a wrong current password with 400 and keeps the old password", async () => {
    const response = await post(
      "/api/user/password",
      { currentPassword: "Not-The-Password-1", newPassword: "Fresh-Pass-2026" },
      person.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "wrong_password",
      message: "Your current password is incorrect.",
    });
    await expect(signIn(testApp.app, person.email, person.password)).resolves.toContain("session_token");
  });

  it("changes the password, ends the other sessions and keeps the current one", async () => {
    const otherDevice = await signIn(testApp.app, person.email, person.password);
    expect(await currentUserStatus(otherDevice)).toBe(200);

    const response = await post(
      "/api/user/password",
      { currentPassword: person.password, newPassword: "Fresh-Pass-2026" },
      person.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await currentUserStatus(person.cookie)).toBe(200);
    expect(await currentUserStatus(otherDevice)).toBe(401);
    const oldPassword = await post("/api/auth/login", { email: person.email, password: person.password });
    expect(oldPassword.statusCode).toBe(401);
    await expect(signIn(testApp.app, person.email, "Fresh-Pass-2026")).resolves.toContain("session_token");
    expect(await auditActions(person.user.id)).toContainEqual({
      action: "security.password_changed",
      firm_id: person.user.firmId,
    });
  });
});

describe("two-factor authentication", () => {
  let person: SignedInPerson;
  let secret = "";
  let backupCodes: string[] = [];
  /** The person's authenticator codes the server has accepted so far: each is refused from then on. */
  const acceptedCodes = new Set<string>();
  /**
   * A code the server accepts now (the app's next, current or previous one) that was not accepted
   * before. Tests earlier in this block used codes of the steps they ran in; a 30-second step that
   * ends between them must not hand a later test a code that is already used.
   */
  const unusedCode = () => {
    const code = [1, 0, -1]
      .map((offset) => generateTotpCode(secret, new Date(), offset))
      .find((candidate) => !acceptedCodes.has(candidate));
    if (!code) throw new Error("every code in the accepted window was used already");
    return code;
  };

  beforeAll(async () => {
    person = await registerFirmOwner(testApp.app, { email: uniqueEmail("totp"), password: "Totp-Pass-2026" });
  });

  it("refuses to start without the right password", async () => {
    const response = await post("/api/user/two-factor/enable", { password: "wrong-password" }, person.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("wrong_password");
    const missing = await post("/api/user/two-factor/enable", {}, person.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("password");
  });

  it("answers a QR code URI, the secret and ten recovery codes, but is not on until confirmed", async () => {
    const response = await post("/api/user/two-factor/enable", { password: person.password }, person.cookie);
    expect(response.statusCode).toBe(200);
    const setup = response.json();
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/Inkundla:/);
    expect(setup.totpURI).toContain(`secret=${setup.secret}`);
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(setup.backupCodes).toHaveLength(10);
    secret = setup.secret;
    backupCodes = setup.backupCodes;

    const profile = await testApp.app.inject({
      method: "GET",
      url: "/api/user/profile",
      headers: { cookie: person.cookie },
    });
    expect(profile.json().twoFactorEnabled).toBe(false);
    // Not confirmed yet: signing in still needs only the password.
    const login = await post("/api/auth/login", { email: person.email, password: person.password });
    expect(login.json().user.email).toBe(person.email);
  });

  it("refuses a wrong first code and a malformed one", async () => {
    const wrong = await post("/api/user/two-factor/confirm", { code: "000000" }, person.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("two_factor_code_invalid");
    const malformed = await post("/api/user/two-factor/confirm", { code: "12ab" }, person.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("code: Enter the 6-digit code from your authenticator app");
  });

  it("turns on with the app's current code and keeps the person signed in", async () => {
    const code = generateTotpCode(secret);
    const response = await post("/api/user/two-factor/confirm", { code }, person.cookie);
    expect(response.statusCode).toBe(200);
    acceptedCodes.add(code);
    expect(response.json()).toEqual({ twoFactorEnabled: true });
    person.cookie = mergeCookies(person.cookie, response);
    expect(await currentUserStatus(person.cookie)).toBe(200);
    expect(await auditActions(person.user.id)).toContainEqual({
      action: "security.two_factor_enabled",
      firm_id: person.user.firmId,
    });
    const again = await post("/api/user/two-factor/enable", { password: person.password }, person.cookie);
    expect(again.statusCode).toBe(409);
  });

  it("asks for the code at sign-in and gives no session until it is right", async () => {
    const login = await post("/api/auth/login", { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ twoFactorRequired: true });
    const challengeCookie = mergeCookies("", login);
    expect(challengeCookie).toContain("inkundla.two_factor=");
    expect(challengeCookie).not.toContain("session_token");
    expect(await currentUserStatus(challengeCookie)).toBe(401);

    const wrong = await post("/api/auth/two-factor", { code: "000000" }, challengeCookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(
      "That authentication code is not correct. Check your authenticator app and try again.",
    );

    // The current code turned two-factor on, so it is used up: the app's next code is accepted too.
    const nextCode = generateTotpCode(secret, new Date(), 1);
    const right = await post("/api/auth/two-factor", { code: nextCode }, challengeCookie);
    expect(right.statusCode).toBe(200);
    acceptedCodes.add(nextCode);
    expect(right.json().user).toMatchObject({ email: person.email, isFirmOwner: true });
    const sessionCookie = mergeCookies(challengeCookie, right);
    expect(await currentUserStatus(sessionCookie)).toBe(200);

    const [row] = await queryRows<{ last_active_at: Date | null }>(
      testApp.database.db,
      sql`select last_active_at from "user" where id = ${person.user.id}`,
    );
    expect(Date.now() - new Date(row?.last_active_at ?? 0).getTime()).toBeLessThan(60_000);
    // The challenge is used up with the sign-in.
    const replay = await post("/api/auth/two-factor", { code: generateTotpCode(secret) }, challengeCookie);
    expect(replay.statusCode).toBe(401);
  });

  it("refuses an authenticator code that was used once already, while it is still valid", async () => {
    const unused = unusedCode();
    const first = await post("/api/auth/login", { email: person.email, password: person.password });
    const firstChallenge = mergeCookies("", first);
    const signedIn = await post("/api/auth/two-factor", { code: unused }, firstChallenge);
    expect(signedIn.statusCode).toBe(200);
    acceptedCodes.add(unused);

    const second = await post("/api/auth/login", { email: person.email, password: person.password });
    const secondChallenge = mergeCookies("", second);
    const sessionsBefore = await countSessions(person.user.id);
    const replayed = await post("/api/auth/two-factor", { code: unused }, secondChallenge);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      code: "code_used",
      message: expect.stringContaining("already been used"),
    });
    expect(mergeCookies(secondChallenge, replayed)).not.toContain("session_token");
    expect(await countSessions(person.user.id)).toBe(sessionsBefore);
    // The sign-in challenge is still open for another code.
    const recovered = await post("/api/auth/two-factor", { code: backupCodes[9] ?? "" }, secondChallenge);
    expect(recovered.statusCode).toBe(200);
  });

  it("gives one session when two sign-ins race with the same code", async () => {
    const racer = await registerFirmOwner(testApp.app, {
      email: uniqueEmail("race"),
      password: "Race-Pass-2026",
    });
    const setup = (
      await post("/api/user/two-factor/enable", { password: racer.password }, racer.cookie)
    ).json();
    const confirmed = await post(
      "/api/user/two-factor/confirm",
      { code: generateTotpCode(setup.secret) },
      racer.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const challenges = await Promise.all(
      [0, 1].map(async () =>
        mergeCookies("", await post("/api/auth/login", { email: racer.email, password: racer.password })),
      ),
    );
    const code = generateTotpCode(setup.secret, new Date(), 1);
    const answers = await Promise.all(
      challenges.map((challenge) => post("/api/auth/two-factor", { code }, challenge)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("accepts a recovery code once", async () => {
    const [recoveryCode] = backupCodes;
    const first = await post("/api/auth/login", { email: person.email, password: person.password });
    const firstChallenge = mergeCookies("", first);
    const used = await post("/api/auth/two-factor", { code: ` ${recoveryCode} ` }, firstChallenge);
    expect(used.statusCode).toBe(200);
    expect(await currentUserStatus(mergeCookies(firstChallenge, used))).toBe(200);

    const second = await post("/api/auth/login", { email: person.email, password: person.password });
    const secondChallenge = mergeCookies("", second);
    const reused = await post("/api/auth/two-factor", { code: recoveryCode ?? "" }, secondChallenge);
    expect(reused.statusCode).toBe(401);
    const another = await post("/api/auth/two-factor", { code: backupCodes[1] ?? "" }, secondChallenge);
    expect(another.statusCode).toBe(200);
  });

  it("answers 401 without a sign-in challenge and 400 for something that is not a code", async () => {
    const noChallenge = await post("/api/auth/two-factor", { code: "123456" });
    expect(noChallenge.statusCode).toBe(401);
    expect(noChallenge.json().code).toBe("challenge_expired");
    const notACode = await post("/api/auth/two-factor", { code: "hello" });
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json().message).toContain("Enter the 6-digit code");
  });

  it("ends the sign-in challenge after five wrong codes", async () => {
    const login = await post("/api/auth/login", { email: person.email, password: person.password });
    const challenge = mergeCookies("", login);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post("/api/auth/two-factor", { code: "000000" }, challenge)).statusCode).toBe(401);
    }
    // Even a right code: a recovery code not used yet (the app's current codes are used up by now).
    const sixth = await post("/api/auth/two-factor", { code: backupCodes[8] ?? "" }, challenge);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe("too_many_codes");
  });

  it("turns off only with the password, and sign-in needs the password alone again", async () => {
    const wrong = await post("/api/user/two-factor/disable", { password: "wrong-password" }, person.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("wrong_password");

    const response = await post("/api/user/two-factor/disable", { password: person.password }, person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorEnabled: false });
    person.cookie = mergeCookies(person.cookie, response);
    expect(await currentUserStatus(person.cookie)).toBe(200);

    const login = await post("/api/auth/login", { email: person.email, password: person.password });
    expect(login.json().user.email).toBe(person.email);
    expect(await auditActions(person.user.id)).toContainEqual({
      action: "security.two_factor_disabled",
      firm_id: person.user.firmId,
    });
    const twice = await post("/api/user/two-factor/disable", { password: person.password }, person.cookie);
    expect(twice.statusCode).toBe(409);
  });
});

describe("signing in", () => {
  it("records the time of the sign-in as the person's last activity", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("active") });
    await queryRows(
      testApp.database.db,
      sql`update "user" set last_active_at = null where id = ${person.user.id}`,
    );
    await signIn(testApp.app, person.email, person.password);
    const [row] = await queryRows<{ last_active_at: Date | null }>(
      testApp.database.db,
      sql`select last_active_at from "user" where id = ${person.user.id}`,
    );
    expect(row?.last_active_at).not.toBeNull();
    expect(Date.now() - new Date(row?.last_active_at ?? 0).getTime()).toBeLessThan(60_000);
  });
});
