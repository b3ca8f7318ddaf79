import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { writePlatformSetting } from "../../platform/settings.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { cookieHeader, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
const password = "Firm-Owner-2026";
let counter = 0;

/** A complete, valid wizard payload with an address no other test uses. */
function signupPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: "Nomvula",
    lastName: "Khoza",
    email: `nomvula.${counter}@khoza-attorneys.co.za`,
    firmName: "Khoza Attorneys Inc.",
    registrationNumber: "2019/123456/21",
    address: "12 Church Street, Pretoria, 0002",
    phone: "+27 12 345 6789",
    website: "khoza-attorneys.co.za",
    firmSize: "small",
    practiceAreas: ["Family Law", "Labour Law"],
    termsAccepted: true,
    marketingConsent: true,
    ...overrides,
  };
}

function post(url: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: "POST", url, payload });
}

async function count(table: string, where = sql`true`): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*)::text as count from ${sql.identifier(table)} where ${where}`,
  );
  return Number(rows[0]?.count);
}

async function countEverything() {
  const tables = ["user", "account", "firm", "firm_member", "audit_event", "one_time_token", "mail_outbox"];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
}

/** The token in the newest verification mail to this address (the /verify link's query string). */
async function verificationTokenFor(email: string): Promise<string> {
  const mail = await catcher.waitForMail(email, { subject: /verify/i });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === "/verify");
  if (!link) throw new Error(`no /verify link in ${mail.text}`);
  return new URL(link).searchParams.get("token") ?? "";
}

async function setRegistrationOpen(isRegistrationOpen: boolean) {
  await writePlatformSetting(testApp.database.db, "system", { trialDays: 30, isRegistrationOpen }, null);
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  // Many sign-ups from one test address: the per-IP limit has its own test below.
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});
beforeEach(async () => {
  await setRegistrationOpen(true);
});

describe("POST /api/auth/signup", () => {
  it("creates the firm, its unverified owner, the membership and an audit row, and mails a /verify link", async () => {
    const payload = signupPayload({ email: "Thembi.Nkosi@Nkosi-Law.co.za", firstName: "Thembi" });
    const response = await post("/api/auth/signup", payload);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Registration successful. Please check your email to verify your account and complete setup.",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();

    const [owner] = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select u.id, u.first_name, u.last_name, u.email_verified, u.onboarding_completed,
                 m.role, m.is_owner, m.firm_id,
                 (select count(*)::int from account a where a.user_id = u.id) as accounts
          from "user" u join firm_member m on m.user_id = u.id
          where u.email = 'thembi.nkosi@nkosi-law.co.za'`,
    );
    expect(owner).toMatchObject({
      first_name: "Thembi",
      last_name: "Khoza",
      email_verified: false,
      onboarding_completed: false,
      role: "managing_partner",
      is_owner: true,
      accounts: 0,
    });

    const [firm] = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select name, registration_number, address, phone, website, firm_size, practice_areas,
                 marketing_consent, subscription_plan, terms_accepted_at > now() - interval '1 minute' as terms_now,
                 round(extract(epoch from trial_ends_at - created_at) / 86400)::int as trial_days
          from firm where id = ${owner?.firm_id}`,
    );
    expect(firm).toEqual({
      name: "Khoza Attorneys Inc.",
      registration_number: "2019/123456/21",
      address: "12 Church Street, Pretoria, 0002",
      phone: "+27 12 345 6789",
      website: "https://khoza-attorneys.co.za",
      firm_size: "small",
      practice_areas: ["Family Law", "Labour Law"],
      marketing_consent: true,
      subscription_plan: "solo",
      terms_now: true,
      trial_days: 30,
    });

    const audits = await queryRows<{ action: string; firm_id: string; user_id: string }>(
      testApp.database.db,
      sql`select action, firm_id, user_id from audit_event where firm_id = ${owner?.firm_id}`,
    );
    expect(audits).toEqual([{ action: "auth.signed_up", firm_id: owner?.firm_id, user_id: owner?.id }]);

    const mail = await catcher.waitForMail("thembi.nkosi@nkosi-law.co.za");
    expect(mail.subject).toBe("Verify your email to finish setting up Inkundla");
    expect(mail.text).toContain("Hello Thembi,");
    expect(mail.text).toContain("Khoza Attorneys Inc.");
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:5000\/verify\?token=[\w-]{20,}$/),
    ]);
  });

  it("accepts the optional fields left out, empty or null, and stores them as null with a solo firm", async () => {
    const variants = [
      signupPayload({ registrationNumber: null, website: null }),
      signupPayload({ registrationNumber: "", website: "" }),
      (({
        registrationNumber: _number,
        website: _website,
        firmSize: _size,
        marketingConsent: _consent,
        ...rest
      }) => rest)(signupPayload()),
    ];
    for (const payload of variants) {
      expect((await post("/api/auth/signup", payload)).statusCode).toBe(201);
      const [firm] = await queryRows<Record<string, unknown>>(
        testApp.database.db,
        sql`select f.registration_number, f.website, f.firm_size, f.marketing_consent
            from firm f join firm_member m on m.firm_id = f.id join "user" u on u.id = m.user_id
            where u.email = ${payload.email}`,
      );
      expect(firm).toMatchObject({ registration_number: null, website: null });
    }
    const [defaults] = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select f.firm_size, f.marketing_consent from firm f join firm_member m on m.firm_id = f.id
          join "user" u on u.id = m.user_id where u.email = ${variants[2]?.email}`,
    );
    expect(defaults).toEqual({ firm_size: "solo", marketing_consent: false });
  });

  it("takes the trial length from the platform's system settings", async () => {
    await writePlatformSetting(
      testApp.database.db,
      "system",
      { trialDays: 14, isRegistrationOpen: true },
      null,
    );
    const payload = signupPayload();
    expect((await post("/api/auth/signup", payload)).statusCode).toBe(201);
    const [firm] = await queryRows<{ trial_days: number }>(
      testApp.database.db,
      sql`select round(extract(epoch from f.trial_ends_at - f.created_at) / 86400)::int as trial_days
          from firm f join firm_member m on m.firm_id = f.id join "user" u on u.id = m.user_id
          where u.email = ${payload.email}`,
    );
    expect(firm?.trial_days).toBe(14);
  });

  it("following the e-mailed link sets the password, verifies the owner, and then sign-in works", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);

    const verified = await post("/api/auth/verify", { token, password });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toMatch(/verified/);

    const login = await post("/api/auth/login", { email: payload.email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email: payload.email,
      isFirmOwner: true,
      role: "managing_partner",
      emailVerified: true,
      subscriptionPlan: "solo",
    });
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: cookieHeader(login) },
    });
    expect(me.json().email).toBe(payload.email);

    const [user] = await queryRows<{ onboarding_completed: boolean; password: string }>(
      testApp.database.db,
      sql`select u.onboarding_completed, a.password from "user" u
          join account a on a.user_id = u.id and a.provider_id = 'credential' where u.email = ${payload.email}`,
    );
    expect(user?.onboarding_completed).toBe(true);
    expect(user?.password.startsWith("$argon2id$")).toBe(true);
    expect(
      await count("audit_event", sql`action = 'auth.signup_verified' and user_id = ${me.json().id}`),
    ).toBe(1);
  });

  it("stores only a hash of the verification token", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    const rows = await queryRows<{ token_hash: string; expires_in_hours: number; purpose: string }>(
      testApp.database.db,
      sql`select token_hash, purpose,
                 round(extract(epoch from expires_at - created_at) / 3600)::int as expires_in_hours
          from one_time_token where email = ${payload.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe("signup_verification");
    expect(rows[0]?.expires_in_hours).toBe(48);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await count("one_time_token", sql`token_hash = ${token}`)).toBe(0);
  });

  it.each([
    ["firstName", "N", "firstName: First name must be at least 2 characters"],
    ["lastName", "K", "lastName: Last name must be at least 2 characters"],
    ["email", "not-an-email", "email: Please enter a valid email address"],
    ["firmName", "K", "firmName: Firm name must be at least 2 characters"],
    ["address", "Pretoria", "address: Please enter a complete address"],
    ["phone", "012 345", "phone: Please enter a valid phone number"],
    ["firmSize", "huge", /^firmSize: /],
    ["website", "javascript:alert(1)", /^website: Please enter a valid website address/],
    ["practiceAreas", [], "practiceAreas: Please select at least one practice area"],
    ["practiceAreas", ["Space Law"], /^practiceAreas\.0: /],
    ["termsAccepted", false, "termsAccepted: You must accept the terms and conditions"],
    ["firstName", "A".repeat(101), "firstName: First name must be at most 100 characters"],
    ["address", "A".repeat(501), "address: Address must be at most 500 characters"],
  ])("refuses %s = %j with 400 naming the field and writes nothing", async (field, value, message) => {
    const before = await countEverything();
    const response = await post("/api/auth/signup", signupPayload({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_input");
    if (typeof message === "string") expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect(await countEverything()).toEqual(before);
  });

  it("refuses unknown fields with 400", async () => {
    const response = await post("/api/auth/signup", signupPayload({ role: "admin" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/role/);
  });

  it("answers 409 for an address that already has an account, whatever its case, and writes nothing", async () => {
    const payload = signupPayload();
    expect((await post("/api/auth/signup", payload)).statusCode).toBe(201);
    const before = await countEverything();
    const again = await post("/api/auth/signup", { ...payload, email: payload.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "email_taken",
      message: "An account with this email already exists. Sign in instead, or use another email address.",
    });
    expect(await countEverything()).toEqual(before);
  });

  it("lets only one of two simultaneous sign-ups for one address succeed", async () => {
    const payload = signupPayload();
    const firms = await count("firm");
    const answers = await Promise.all([post("/api/auth/signup", payload), post("/api/auth/signup", payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await count("firm")).toBe(firms + 1);
  });
});

describe("when the platform admin has closed registration", () => {
  it("refuses sign-up with 403 and a clear message, and writes nothing", async () => {
    await setRegistrationOpen(false);
    const before = await countEverything();
    const response = await post("/api/auth/signup", signupPayload());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "registration_closed",
      message:
        "New accounts cannot be created at the moment: registration is closed. Please contact Inkundla support.",
    });
    expect(await countEverything()).toEqual(before);
  });

  it("refuses the login screen's registration too", async () => {
    await setRegistrationOpen(false);
    const users = await count("user");
    const response = await post("/api/auth/register", {
      email: "closed@example.co.za",
      password,
      firstName: "Closed",
      lastName: "Door",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("registration_closed");
    expect(await count("user")).toBe(users);
  });

  it("still lets an owner who signed up earlier verify and sign in", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    await setRegistrationOpen(false);
    expect((await post("/api/auth/verify", { token, password })).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email: payload.email, password })).statusCode).toBe(200);
  });
});

describe("POST /api/auth/verify", () => {
  it("answers 400 for a token that was never issued", async () => {
    const response = await post("/api/auth/verify", { token: "not-a-real-token", password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "verification_link_invalid",
      message:
        "This verification link is not valid. Please check that you opened the whole link from the email.",
    });
  });

  it("answers 410 for a link already used, and keeps the password chosen the first time", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    expect((await post("/api/auth/verify", { token, password })).statusCode).toBe(200);

    const again = await post("/api/auth/verify", { token, password: "Someone-Else-2026" });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("verification_link_used");
    expect((await post("/api/auth/login", { email: payload.email, password })).statusCode).toBe(200);
    expect(
      (await post("/api/auth/login", { email: payload.email, password: "Someone-Else-2026" })).statusCode,
    ).toBe(401);
  });

  it("answers 410 for an expired link and leaves the owner unverified", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    await testApp.database.db.execute(
      sql`update one_time_token set expires_at = now() - interval '1 minute' where email = ${payload.email}`,
    );
    const response = await post("/api/auth/verify", { token, password });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      code: "verification_link_expired",
      message: "This verification link has expired. Ask for a new one from the sign-in screen.",
    });
    expect(await count("user", sql`email = ${payload.email} and email_verified`)).toBe(0);
  });

  it("refuses a password shorter than 8 characters and leaves the link usable", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    const short = await post("/api/auth/verify", { token, password: "1234567" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("password: Password must be at least 8 characters");
    expect((await post("/api/auth/verify", { token, password })).statusCode).toBe(200);
  });

  it("lets only one of two simultaneous uses of a link succeed", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const token = await verificationTokenFor(payload.email);
    const answers = await Promise.all([
      post("/api/auth/verify", { token, password }),
      post("/api/auth/verify", { token, password: "Other-Password-2026" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect(
      await count("account", sql`user_id = (select id from "user" where email = ${payload.email})`),
    ).toBe(1);
  });
});

describe("signing in before verifying", () => {
  it("answers 403 email_not_verified for a sign-up owner, whatever password they try", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const response = await post("/api/auth/login", { email: payload.email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "email_not_verified",
      message:
        "Please verify your email address first: open the link in the email we sent you to set your password.",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("still answers 401 for an unknown address", async () => {
    const response = await post("/api/auth/login", { email: "nobody@khoza-attorneys.co.za", password });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("invalid_credentials");
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("answers the same for an unknown address, a verified account and an unverified owner", async () => {
    const pending = signupPayload();
    await post("/api/auth/signup", pending);
    const verified = signupPayload();
    await post("/api/auth/signup", verified);
    await post("/api/auth/verify", { token: await verificationTokenFor(verified.email), password });

    const answers = await Promise.all(
      ["unknown@khoza-attorneys.co.za", verified.email, pending.email].map((email) =>
        post("/api/auth/resend-verification", { email }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
    expect(answers[0]?.json().message).toMatch(/check your email/);
  });

  it("mails only the unverified owner, and the new link replaces the old one", async () => {
    const pending = signupPayload();
    await post("/api/auth/signup", pending);
    const firstToken = await verificationTokenFor(pending.email);
    const verified = signupPayload();
    await post("/api/auth/signup", verified);
    await post("/api/auth/verify", { token: await verificationTokenFor(verified.email), password });
    const mailCount = catcher.messages.length;

    await post("/api/auth/resend-verification", { email: "unknown@khoza-attorneys.co.za" });
    await post("/api/auth/resend-verification", { email: verified.email });
    await post("/api/auth/resend-verification", { email: pending.email.toUpperCase() });

    await expect.poll(() => catcher.messages.length, { timeout: 5000 }).toBe(mailCount + 1);
    const newMail = catcher.messages.at(-1);
    expect(newMail?.to).toEqual([pending.email]);
    const secondToken = await verificationTokenFor(pending.email);
    expect(secondToken).not.toBe(firstToken);

    expect((await post("/api/auth/verify", { token: firstToken, password })).statusCode).toBe(410);
    expect((await post("/api/auth/verify", { token: secondToken, password })).statusCode).toBe(200);
    expect((await post("/api/auth/login", { email: pending.email, password })).statusCode).toBe(200);
  });

  it("refuses a malformed address with 400", async () => {
    const response = await post("/api/auth/resend-verification", { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("email: Please enter a valid email address");
  });

  it("limits how often one address can ask, with 429 and Retry-After", async () => {
    const email = "flood@khoza-attorneys.co.za";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post("/api/auth/resend-verification", { email })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post("/api/auth/resend-verification", { email });
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  });
});

describe("GET /api/dev/mailbox", () => {
  it("lists the newest messages, without a session, with their links", async () => {
    const payload = signupPayload();
    await post("/api/auth/signup", payload);
    const response = await testApp.app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages[0]).toEqual({
      id: expect.any(String),
      to: payload.email,
      subject: "Verify your email to finish setting up Inkundla",
      status: "sent",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      links: [expect.stringMatching(/^http:\/\/localhost:5000\/verify\?token=/)],
      text: expect.stringContaining("/verify?token="),
    });
    expect(messages.length).toBeLessThanOrEqual(50);
  });

  it.each([
    ["another machine", { remoteAddress: "203.0.113.9" }],
    ["a private network address", { remoteAddress: "10.1.2.3" }],
    ["a proxy on this machine (X-Forwarded-For)", { headers: { "x-forwarded-for": "203.0.113.9" } }],
    ["a proxy on this machine (Forwarded)", { headers: { forwarded: "for=203.0.113.9" } }],
  ])("answers a request from %s with 404 and no mail, on the API and the screen", async (_label, from) => {
    await post("/api/auth/signup", signupPayload());
    for (const url of ["/api/dev/mailbox", "/dev/mailbox"]) {
      const response = await testApp.app.inject({ method: "GET", url, ...from });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("token=");
    }
  });

  it("answers a request from this machine's IPv6 loopback", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: "::1",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("with NODE_ENV=production", () => {
  it("has no dev mailbox: /api/dev/mailbox answers 404", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
    });
    try {
      const response = await production.app.inject({ method: "GET", url: "/api/dev/mailbox" });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
      const screen = await production.app.inject({ method: "GET", url: "/dev/mailbox" });
      expect(screen.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("the per-IP limit", () => {
  it("counts sign-ups and resends with the other sign-in attempts from one address", async () => {
    const limited = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "2" });
    try {
      const statuses: number[] = [];
      for (const url of ["/api/auth/signup", "/api/auth/signup", "/api/auth/signup"]) {
        const response = await limited.app.inject({ method: "POST", url, payload: signupPayload() });
        statuses.push(response.statusCode);
      }
      const resend = await limited.app.inject({
        method: "POST",
        url: "/api/auth/resend-verification",
        payload: { email: "someone@khoza-attorneys.co.za" },
      });
      expect(statuses).toEqual([201, 201, 429]);
      expect(resend.statusCode).toBe(429);
      expect(resend.headers["retry-after"]).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
