import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { cookieHeader, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
let sequence = 0;

function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}.${sequence}@profile.example.co.za`;
}

function request(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function readUserRow(userId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    testApp.database.db,
    sql`select first_name, last_name, name, email, pending_email, phone, address, practice_areas, bar_number,
               admission_date::text as admission_date, biography, email_verified, updated_at
          from "user" where id = ${userId}`,
  );
  return row;
}

async function auditRows(userId: string, action: string) {
  return queryRows<{ firm_id: string | null; data: Record<string, unknown> | null }>(
    testApp.database.db,
    sql`select firm_id, data from audit_event where user_id = ${userId} and action = ${action} order by id`,
  );
}

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
  await catcher.close();
});

describe("anonymous callers", () => {
  it.each([
    ["GET", "/api/user/profile"],
    ["PUT", "/api/user/profile"],
    ["GET", "/api/user/preferences"],
    ["PUT", "/api/user/preferences"],
  ] as const)("are refused %s %s with 401", async (method, url) => {
    const response = await request(
      method,
      url,
      undefined,
      method === "PUT" ? { phone: "+27 11 555 0100" } : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("unauthenticated");
  });
});

describe("GET /api/user/profile", () => {
  it("answers the person's own profile with their firm and the owner's right to rename it", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("owner"), firstName: "Lerato" });
    const response = await request("GET", "/api/user/profile", owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: "Lerato",
      lastName: "Zulu",
      email: owner.email,
      pendingEmail: null,
      phone: null,
      address: null,
      practiceAreas: [],
      barNumber: null,
      admissionDate: null,
      biography: null,
      firmName: "Lerato Zulu",
      canEditFirmName: true,
      twoFactorEnabled: false,
    });
  });
});

describe("PUT /api/user/profile", () => {
  let owner: SignedInPerson;
  beforeAll(async () => {
    owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("editor") });
  });

  it("saves personal and professional fields and answers the updated profile", async () => {
    const response = await request("PUT", "/api/user/profile", owner.cookie, {
      firstName: "  Nomvula ",
      phone: "+27 82 555 0101",
      address: "12 Loop Street, Cape Town, 8001",
      practiceAreas: ["Commercial", "Labour"],
      barNumber: "LPC-12345",
      admissionDate: "2015-03-02",
      biography: "Commercial and labour attorney.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: "Nomvula",
      phone: "+27 82 555 0101",
      practiceAreas: ["Commercial", "Labour"],
      admissionDate: "2015-03-02",
      biography: "Commercial and labour attorney.",
    });
    const row = await readUserRow(owner.user.id);
    expect(row).toMatchObject({ first_name: "Nomvula", name: "Nomvula Zulu", bar_number: "LPC-12345" });
    const me = await request("GET", "/api/auth/user", owner.cookie);
    expect(me.json().firstName).toBe("Nomvula");
  });

  it("writes only the fields that were sent and audits their names with the firm", async () => {
    const before = await readUserRow(owner.user.id);
    const response = await request("PUT", "/api/user/profile", owner.cookie, { barNumber: "LPC-99999" });
    expect(response.statusCode).toBe(200);
    const after = await readUserRow(owner.user.id);
    expect(after).toEqual({ ...before, bar_number: "LPC-99999", updated_at: after?.updated_at });
    const audits = await auditRows(owner.user.id, "profile.updated");
    expect(audits.at(-1)).toEqual({ firm_id: owner.user.firmId, data: { fields: ["barNumber"] } });
  });

  it("clears an optional field sent empty", async () => {
    const response = await request("PUT", "/api/user/profile", owner.cookie, { biography: "   " });
    expect(response.statusCode).toBe(200);
    expect(response.json().biography).toBeNull();
  });

  it.each([
    [{ phone: "12345" }, "phone: Please enter a valid phone number"],
    [{ admissionDate: "2015-02-30" }, "admissionDate: Admission date must be a valid date (YYYY-MM-DD)"],
    [{ admissionDate: "2999-01-01" }, "admissionDate: Admission date cannot be in the future"],
    [{ practiceAreas: ["Maritime Law"] }, "practiceAreas.0: Choose practice areas from the list"],
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ firstName: "" }, "firstName: First name is required"],
    [{ address: "a".repeat(501) }, "address: Address must be at most 500 characters"],
    [{ biography: "b".repeat(2001) }, "biography: Professional biography must be at most 2000 characters"],
    [{ firmName: "X" }, "firmName: Firm name must be at least 2 characters"],
    [{ favouriteColour: "blue" }, 'Unrecognized key: "favouriteColour"'],
    [{}, "Change at least one field"],
  ])("refuses %j with 400 naming the problem and writes nothing", async (payload, message) => {
    const before = await readUserRow(owner.user.id);
    const response = await request("PUT", "/api/user/profile", owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await readUserRow(owner.user.id)).toEqual(before);
  });

  it("lets the firm owner rename the firm, and the new name shows on the profile", async () => {
    const response = await request("PUT", "/api/user/profile", owner.cookie, {
      firmName: "Zulu & Partners Inc.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().firmName).toBe("Zulu & Partners Inc.");
    const [firm] = await queryRows<{ name: string }>(
      testApp.database.db,
      sql`select name from firm where id = ${owner.user.firmId}`,
    );
    expect(firm?.name).toBe("Zulu & Partners Inc.");
  });

  it("refuses a firm name change by a staff member with 403 and keeps the firm's name", async () => {
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.user.firmId ?? "",
      email: uniqueEmail("staff"),
    });
    const profile = await request("GET", "/api/user/profile", staff.cookie);
    expect(profile.json()).toMatchObject({ firmName: "Zulu & Partners Inc.", canEditFirmName: false });

    const response = await request("PUT", "/api/user/profile", staff.cookie, {
      firmName: "Taken Over Attorneys",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "firm_owner_only",
      message: "Only the firm owner can change the firm name.",
    });
    const [firm] = await queryRows<{ name: string }>(
      testApp.database.db,
      sql`select name from firm where id = ${owner.user.firmId}`,
    );
    expect(firm?.name).toBe("Zulu & Partners Inc.");

    const ownFields = await request("PUT", "/api/user/profile", staff.cookie, { phone: "011 555 0199" });
    expect(ownFields.statusCode).toBe(200);
  });
});

describe("changing the e-mail address", () => {
  async function readEmailChangeToken(email: string) {
    const mail = await catcher.waitForMail(email, { subject: /confirm your new email/i });
    const link = mail.links.find((candidate) => new URL(candidate).pathname === "/verify-email");
    expect(link).toMatch(/^http:\/\/localhost:5000\/verify-email\?token=/);
    return new URL(link ?? "").searchParams.get("token") ?? "";
  }

  it("keeps the old address until the link mailed to the new one is opened, then swaps them", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("mover") });
    const newEmail = uniqueEmail("moved");
    const response = await request("PUT", "/api/user/profile", person.cookie, {
      email: newEmail.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: person.email, pendingEmail: newEmail });
    const token = await readEmailChangeToken(newEmail);
    const notice = await catcher.waitForMail(person.email, { subject: /about to change/i });
    expect(notice.text).toContain(newEmail);

    // Until then the old address signs in and the new one does not.
    await expect(signIn(testApp.app, person.email, person.password)).resolves.toContain("session_token");
    const tooEarly = await request("POST", "/api/auth/login", undefined, {
      email: newEmail,
      password: person.password,
    });
    expect(tooEarly.statusCode).toBe(401);

    const confirmed = await request("POST", "/api/user/email/confirm", undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await readUserRow(person.user.id)).toMatchObject({
      email: newEmail,
      pending_email: null,
      email_verified: true,
    });
    await expect(signIn(testApp.app, newEmail, person.password)).resolves.toContain("session_token");
    const oldAddress = await request("POST", "/api/auth/login", undefined, {
      email: person.email,
      password: person.password,
    });
    expect(oldAddress.statusCode).toBe(401);
    expect(await auditRows(person.user.id, "profile.email_changed")).toHaveLength(1);

    const again = await request("POST", "/api/user/email/confirm", undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("email_link_invalid");
  });

  it("refuses an address another account already uses with 409", async () => {
    const first = await registerFirmOwner(testApp.app, { email: uniqueEmail("first") });
    const second = await registerFirmOwner(testApp.app, { email: uniqueEmail("second") });
    const response = await request("PUT", "/api/user/profile", second.cookie, { email: first.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("email_taken");
    expect((await readUserRow(second.user.id))?.pending_email).toBeNull();
  });

  it("answers 409 at confirmation when the address was taken in the meantime, and changes nothing", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("slow") });
    const wanted = uniqueEmail("wanted");
    await request("PUT", "/api/user/profile", person.cookie, { email: wanted });
    const token = await readEmailChangeToken(wanted);
    await registerFirmOwner(testApp.app, { email: wanted });

    const confirmed = await request("POST", "/api/user/email/confirm", undefined, { token });
    expect(confirmed.statusCode).toBe(409);
    expect((await readUserRow(person.user.id))?.email).toBe(person.email);
  });

  it("drops the pending address when the person goes back to their current one, voiding the link", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("undecided") });
    const other = uniqueEmail("other");
    await request("PUT", "/api/user/profile", person.cookie, { email: other });
    const token = await readEmailChangeToken(other);
    const back = await request("PUT", "/api/user/profile", person.cookie, { email: person.email });
    expect(back.json()).toMatchObject({ email: person.email, pendingEmail: null });

    const confirmed = await request("POST", "/api/user/email/confirm", undefined, { token });
    expect(confirmed.statusCode).toBe(400);
    expect((await readUserRow(person.user.id))?.email).toBe(person.email);
  });

  it("answers 400 for a made-up token and for a body without one", async () => {
    const madeUp = await request("POST", "/api/user/email/confirm", undefined, { token: "not-a-real-token" });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe("email_link_invalid");
    const missing = await request("POST", "/api/user/email/confirm", undefined, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("token");
  });
});

describe("GET and PUT /api/user/preferences", () => {
  it("starts from the spec's defaults, saves a change and keeps the other values", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("prefs") });
    const initial = await request("GET", "/api/user/preferences", person.cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      language: "en",
      theme: "system",
      timeZone: "Africa/Johannesburg",
      emailNewMessages: true,
      smsUrgentMatters: true,
      weeklyDigest: false,
      courtFilingUpdates: true,
      notifyDeadlines: true,
      notifyOverdueInvoices: true,
      notifyTrustMonth: true,
      notifyAiJobs: true,
      notifyPortalActivity: true,
      dailyDigest: false,
    });

    const saved = await request("PUT", "/api/user/preferences", person.cookie, {
      theme: "dark",
      language: "zu",
      weeklyDigest: true,
    });
    expect(saved.statusCode).toBe(200);
    const expected = { ...initial.json(), theme: "dark", language: "zu", weeklyDigest: true };
    expect(saved.json()).toEqual(expected);
    expect((await request("GET", "/api/user/preferences", person.cookie)).json()).toEqual(expected);

    const second = await request("PUT", "/api/user/preferences", person.cookie, { timeZone: "UTC" });
    expect(second.json()).toEqual({ ...expected, timeZone: "UTC" });
  });

  it.each([
    [{ theme: "purple" }, "theme: Choose system, light or dark"],
    [{ timeZone: "Europe/London" }, "timeZone: Choose Africa/Johannesburg or UTC"],
    [{ weeklyDigest: "yes" }, "weeklyDigest: Weekly digest must be on or off"],
    [{ fontSize: 18 }, 'Unrecognized key: "fontSize"'],
    [{}, "Send at least one preference to change"],
  ])("refuses %j with 400 and saves nothing", async (payload, message) => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("badprefs") });
    const response = await request("PUT", "/api/user/preferences", person.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const [row] = await queryRows<{ preferences: unknown }>(
      testApp.database.db,
      sql`select preferences from "user" where id = ${person.user.id}`,
    );
    expect(row?.preferences).toEqual({});
  });

  it("keeps both of two changes saved at the same moment", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("quick") });
    const [first, second] = await Promise.all([
      request("PUT", "/api/user/preferences", person.cookie, { weeklyDigest: true }),
      request("PUT", "/api/user/preferences", person.cookie, { smsUrgentMatters: false }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const saved = (await request("GET", "/api/user/preferences", person.cookie)).json();
    expect(saved).toMatchObject({ weeklyDigest: true, smsUrgentMatters: false });
  });

  it("reads a damaged stored value as the defaults for what is unusable", async () => {
    const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("damaged") });
    await queryRows(
      testApp.database.db,
      sql`update "user" set preferences = '{"theme":"light","language":"tlh","smsUrgentMatters":false}'::jsonb
           where id = ${person.user.id}`,
    );
    const response = await request("GET", "/api/user/preferences", person.cookie);
    expect(response.json()).toMatchObject({ theme: "light", language: "en", smsUrgentMatters: false });
  });
});

it("leaves the session as it is after a profile save: no new cookie, the same one still works", async () => {
  const person = await registerFirmOwner(testApp.app, { email: uniqueEmail("cookie") });
  const response = await request("PUT", "/api/user/profile", person.cookie, { lastName: "Dube" });
  expect(cookieHeader(response)).toBe("");
  expect((await request("GET", "/api/auth/user", person.cookie)).json().lastName).toBe("Dube");
});

it("describes the profile, security and preference endpoints in the OpenAPI document", async () => {
  const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      "/api/user/profile",
      "/api/user/email/confirm",
      "/api/user/password",
      "/api/user/two-factor/enable",
      "/api/user/two-factor/confirm",
      "/api/user/two-factor/disable",
      "/api/user/preferences",
      "/api/auth/two-factor",
      "/api/dashboard/stats",
      "/api/dashboard/activity",
    ]),
  );
});
