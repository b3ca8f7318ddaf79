import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  FIXTURE_PASSWORD,
  type FirmOwner,
  putFirmOnPlan,
  readInvitationToken,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let catcher: SmtpCatcher;
/** A Professional (20 users) owner, used by most tests; each test removes the members it adds. */
let owner: FirmOwner;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

async function newSmallFirmOwner(label = "owner"): Promise<FirmOwner> {
  const created = await registerFirmOwner(testApp, label);
  await putFirmOnPlan(testApp, created.firmId, "small_firm");
  return created;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function invite(cookie: string, payload: unknown) {
  return call("POST", "/api/staff/invite", { cookie, payload });
}

async function listStaff(cookie: string) {
  const response = await call("GET", "/api/staff", { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; email: string; role: string; emailVerified: boolean }[];
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json().message;
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ count: string }>(testApp.database.db, query);
  return Number(rows[0]?.count);
}

async function auditActions(firmId: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    testApp.database.db,
    sql`select action from audit_event where firm_id = ${firmId} and action like 'staff.%' order by id`,
  );
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  owner = await registerFirmOwner(testApp, "main-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
});

describe("access to the staff calls", () => {
  const ANY_ID = "00000000-0000-4000-8000-000000000000";
  const calls: [Method, string, unknown][] = [
    ["GET", "/api/staff", undefined],
    ["GET", "/api/staff/activity", undefined],
    ["POST", "/api/staff/invite", { email: "someone@firm.co.za", role: "associate" }],
    ["PUT", `/api/staff/${ANY_ID}/role`, { role: "partner" }],
    ["DELETE", `/api/staff/${ANY_ID}`, undefined],
  ];
  let nonOwner: { cookie: string; staffId: string } | undefined;
  afterAll(async () => {
    if (nonOwner) await call("DELETE", `/api/staff/${nonOwner.staffId}`, { cookie: owner.cookie });
  });

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    const response = await call(method, url, { payload });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)("%s %s answers 403 to a staff member who is not the owner", async (method, url, payload) => {
    nonOwner ??= await addActiveStaffMember(testApp, catcher, owner, { label: "non-owner" });
    const response = await call(method, url, { cookie: nonOwner.cookie, payload });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe("Only firm owners can access the staff dashboard.");
  });

  it("a non-owner cannot re-role or remove a colleague, and nothing changes", async () => {
    const member = await addActiveStaffMember(testApp, catcher, owner, { label: "nosy" });
    const colleague = await addActiveStaffMember(testApp, catcher, owner, { label: "colleague" });
    await call("PUT", `/api/staff/${colleague.staffId}/role`, {
      cookie: member.cookie,
      payload: { role: "partner" },
    });
    const removal = await call("DELETE", `/api/staff/${colleague.staffId}`, { cookie: member.cookie });
    expect(removal.statusCode).toBe(403);
    const listed = (await listStaff(owner.cookie)).find((row) => row.id === colleague.staffId);
    expect(listed?.role).toBe("associate");
    for (const person of [member, colleague]) {
      await call("DELETE", `/api/staff/${person.staffId}`, { cookie: owner.cookie });
    }
  });

  it("answers 404 for another firm's staff id and leaves that member unchanged", async () => {
    const otherOwner = await newSmallFirmOwner("other-firm");
    const otherMember = await addActiveStaffMember(testApp, catcher, otherOwner, { label: "other-staff" });

    const roleChange = await call("PUT", `/api/staff/${otherMember.staffId}/role`, {
      cookie: owner.cookie,
      payload: { role: "partner" },
    });
    const removal = await call("DELETE", `/api/staff/${otherMember.staffId}`, { cookie: owner.cookie });

    expect(roleChange.statusCode).toBe(404);
    expect(removal.statusCode).toBe(404);
    const [otherOwnerRow] = await listStaff(otherOwner.cookie);
    const otherRows = await listStaff(otherOwner.cookie);
    expect(otherRows.find((row) => row.id === otherMember.staffId)?.role).toBe("associate");
    // The other firm's owner row answers 404 too, not the owner rule's 409.
    const ownerRoleChange = await call("PUT", `/api/staff/${otherOwnerRow?.id}/role`, {
      cookie: owner.cookie,
      payload: { role: "partner" },
    });
    expect(ownerRoleChange.statusCode).toBe(404);
    expect((await call("GET", "/api/auth/user", { cookie: otherMember.cookie })).statusCode).toBe(200);
  });

  it("answers 404 for a staff id that is not an id at all", async () => {
    const response = await call("DELETE", "/api/staff/not-a-member", { cookie: owner.cookie });
    expect(response.statusCode).toBe(404);
  });

  it("lists only the caller's own firm", async () => {
    const otherOwner = await newSmallFirmOwner("isolated");
    const rows = await listStaff(otherOwner.cookie);
    expect(rows.map((row) => row.email)).toEqual([otherOwner.email]);
  });
});

describe("POST /api/staff/invite validation", () => {
  it.each([
    [{ role: "associate" }, "email: Email is required"],
    [{ email: "x@firm.co.za" }, "role: Role is required"],
    [{ email: "not-an-email", role: "associate" }, "email: Please enter a valid email address"],
    [{ email: "x@firm.co.za", role: "managing_partner" }, "role: Choose one of these roles"],
    [{ email: "x@firm.co.za", role: "chief_justice" }, "role: Choose one of these roles"],
    [{ email: "x@firm.co.za", role: "associate", isFirmOwner: true }, "isFirmOwner"],
    [{ email: `${"a".repeat(250)}@firm.co.za`, role: "associate" }, "email: Email must be at most 254"],
  ])("refuses %j with 400 naming the field and writes nothing", async (payload, expected) => {
    const usersBefore = await countRows(sql`select count(*) from "user"`);
    const response = await invite(owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(expected);
    expect(await countRows(sql`select count(*) from "user"`)).toBe(usersBefore);
  });
});

describe("inviting and accepting", () => {
  it("creates a pending member, mails a one-time link, and the link makes them an Active member who can sign in", async () => {
    const email = uniqueAddress("lerato");
    const response = await invite(owner.cookie, { email: email.toUpperCase(), role: "senior_associate" });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: "senior_associate",
      isFirmOwner: false,
      emailVerified: false,
      onboardingCompleted: false,
      firstName: null,
    });
    const [person] = await queryRows<{
      email_verified: boolean;
      onboarding_completed: boolean;
      invited_by_user_id: string;
      firm_id: string;
    }>(
      testApp.database.db,
      sql`select u.email_verified, u.onboarding_completed, m.invited_by_user_id, m.firm_id
          from "user" u join firm_member m on m.user_id = u.id where u.email = ${email}`,
    );
    expect(person).toEqual({
      email_verified: false,
      onboarding_completed: false,
      invited_by_user_id: owner.userId,
      firm_id: owner.firmId,
    });
    // A pending person has no password: they cannot sign in before accepting.
    const early = await call("POST", "/api/auth/login", { payload: { email, password: FIXTURE_PASSWORD } });
    expect(early.statusCode).toBe(401);

    const mail = await catcher.waitForMail(email);
    expect(mail.subject).toContain("invited");
    expect(mail.text).toContain("Senior Associate");
    const token = await readInvitationToken(catcher, email);
    expect(mail.links[0]).toBe(`http://localhost:5000/accept-invite?token=${token}`);

    const preview = await call("GET", `/api/staff/invitation?token=${encodeURIComponent(token)}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      firmName: "Thandi main-owner",
      email,
      role: "senior_associate",
      invitedByName: "Thandi main-owner",
    });

    const accepted = await call("POST", "/api/staff/accept", {
      payload: { token, firstName: " Lerato ", lastName: "Dlamini", password: FIXTURE_PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ firmName: "Thandi main-owner", email });

    const listed = (await listStaff(owner.cookie)).find((row) => row.email === email);
    expect(listed).toMatchObject({
      firstName: "Lerato",
      lastName: "Dlamini",
      emailVerified: true,
      onboardingCompleted: true,
    });

    const signedIn = await call("POST", "/api/auth/login", {
      payload: { email, password: FIXTURE_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      firmId: owner.firmId,
      isFirmOwner: false,
      role: "senior_associate",
      subscriptionPlan: "professional",
    });

    // The link works once.
    const again = await call("POST", "/api/staff/accept", {
      payload: { token, firstName: "Mallory", lastName: "Evil", password: "Another-Pass-1" },
    });
    expect(again.statusCode).toBe(404);
    expect((await call("GET", `/api/staff/invitation?token=${token}`)).statusCode).toBe(404);
    expect(await auditActions(owner.firmId)).toEqual(
      expect.arrayContaining(["staff.invited", "staff.joined"]),
    );
    await call("DELETE", `/api/staff/${listed?.id ?? ""}`, { cookie: owner.cookie });
  });

  it("re-sends to a pending e-mail: a new link, the old one retired, the new role kept", async () => {
    const email = uniqueAddress("resend");
    await invite(owner.cookie, { email, role: "paralegal" });
    const firstToken = await readInvitationToken(catcher, email);
    const mailsBefore = catcher.messages.length;

    const again = await invite(owner.cookie, { email, role: "legal_assistant" });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email, role: "legal_assistant" });
    await expect.poll(() => catcher.messages.length).toBe(mailsBefore + 1);
    const secondToken = await readInvitationToken(catcher, email);
    expect(secondToken).not.toBe(firstToken);
    expect((await call("GET", `/api/staff/invitation?token=${firstToken}`)).statusCode).toBe(404);
    const stale = await call("POST", "/api/staff/accept", {
      payload: { token: firstToken, firstName: "Old", lastName: "Link", password: FIXTURE_PASSWORD },
    });
    expect(stale.statusCode).toBe(404);
    expect(messageOf(stale)).toBe(
      "This invitation link is invalid or has expired. Ask your firm owner to send a new invitation.",
    );
    expect((await listStaff(owner.cookie)).filter((row) => row.email === email)).toHaveLength(1);
    const fresh = await call("POST", "/api/staff/accept", {
      payload: { token: secondToken, firstName: "New", lastName: "Link", password: FIXTURE_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    expect(await auditActions(owner.firmId)).toContain("staff.invitation_resent");
    const listed = (await listStaff(owner.cookie)).find((row) => row.email === email);
    await call("DELETE", `/api/staff/${listed?.id ?? ""}`, { cookie: owner.cookie });
  });

  it("answers 409 for an e-mail that is already an active member of the firm, and for the owner's own", async () => {
    const member = await addActiveStaffMember(testApp, catcher, owner, { label: "already" });
    const duplicate = await invite(owner.cookie, { email: member.email, role: "partner" });
    expect(duplicate.statusCode).toBe(409);
    expect(messageOf(duplicate)).toBe(`${member.email} is already a member of your firm.`);
    const self = await invite(owner.cookie, { email: owner.email, role: "partner" });
    expect(self.statusCode).toBe(409);
    await call("DELETE", `/api/staff/${member.staffId}`, { cookie: owner.cookie });
  });

  it("answers 409 with a clear message for someone who belongs to another firm", async () => {
    const otherOwner = await newSmallFirmOwner("elsewhere");
    const response = await invite(owner.cookie, { email: otherOwner.email, role: "associate" });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toContain("belongs to a member of another firm");
    expect((await listStaff(otherOwner.cookie)).map((row) => row.email)).toEqual([otherOwner.email]);
  });

  it("refuses to accept with missing or unknown fields, or a short password, and changes nothing", async () => {
    const email = uniqueAddress("accept-validation");
    await invite(owner.cookie, { email, role: "associate" });
    const token = await readInvitationToken(catcher, email);
    const cases: [Record<string, unknown>, string][] = [
      [{ token, lastName: "D", password: FIXTURE_PASSWORD }, "firstName: First name is required"],
      [{ token, firstName: "L", password: FIXTURE_PASSWORD }, "lastName: Last name is required"],
      [{ token, firstName: "L", lastName: "D", password: "short" }, "password: Password must be at least 8"],
      [{ firstName: "L", lastName: "D", password: FIXTURE_PASSWORD }, "token: token is required"],
      [{ token, firstName: "L", lastName: "D", password: FIXTURE_PASSWORD, role: "partner" }, "role"],
    ];
    for (const [payload, expected] of cases) {
      const response = await call("POST", "/api/staff/accept", { payload });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(expected);
    }
    expect((await call("GET", `/api/staff/invitation?token=${token}`)).statusCode).toBe(200);
    expect((await call("GET", "/api/staff/invitation")).statusCode).toBe(400);
    expect((await call("GET", "/api/staff/invitation?token=made-up")).statusCode).toBe(404);
  });
});

describe("changing roles and removing members", () => {
  it("changes a member's role and records it", async () => {
    const member = await addActiveStaffMember(testApp, catcher, owner, { label: "rerole" });
    const response = await call("PUT", `/api/staff/${member.staffId}/role`, {
      cookie: owner.cookie,
      payload: { role: "partner" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.staffId, role: "partner" });
    expect((await listStaff(owner.cookie)).find((row) => row.id === member.staffId)?.role).toBe("partner");
    const [event] = await queryRows<{ data: Record<string, unknown> }>(
      testApp.database.db,
      sql`select data from audit_event where action = 'staff.role_changed' and entity_id = ${member.staffId}`,
    );
    expect(event?.data).toMatchObject({ fromRole: "associate", toRole: "partner" });
    const me = await call("GET", "/api/auth/user", { cookie: member.cookie });
    expect(me.json().role).toBe("partner");
    await call("DELETE", `/api/staff/${member.staffId}`, { cookie: owner.cookie });
  });

  it("refuses managing_partner and unknown roles on a role change with 400", async () => {
    const member = await addActiveStaffMember(testApp, catcher, owner, { label: "bad-role" });
    for (const payload of [{ role: "managing_partner" }, { role: "judge" }, {}, { role: "partner", x: 1 }]) {
      const response = await call("PUT", `/api/staff/${member.staffId}/role`, {
        cookie: owner.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await listStaff(owner.cookie)).find((row) => row.id === member.staffId)?.role).toBe("associate");
    await call("DELETE", `/api/staff/${member.staffId}`, { cookie: owner.cookie });
  });

  it("never re-roles or removes the owner", async () => {
    const [ownerRow] = await listStaff(owner.cookie);
    expect(ownerRow?.email).toBe(owner.email);
    const roleChange = await call("PUT", `/api/staff/${ownerRow?.id}/role`, {
      cookie: owner.cookie,
      payload: { role: "partner" },
    });
    expect(roleChange.statusCode).toBe(409);
    expect(messageOf(roleChange)).toContain("The firm owner's role cannot be changed.");
    const removal = await call("DELETE", `/api/staff/${ownerRow?.id}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(409);
    expect(messageOf(removal)).toBe("The firm owner cannot be removed from the firm.");
    expect((await listStaff(owner.cookie))[0]).toMatchObject({ role: "managing_partner", isFirmOwner: true });
  });

  it("removing an active member ends their sessions at once and deletes their account", async () => {
    const member = await addActiveStaffMember(testApp, catcher, owner, { label: "leaving" });
    expect((await call("GET", "/api/auth/user", { cookie: member.cookie })).statusCode).toBe(200);

    const removal = await call("DELETE", `/api/staff/${member.staffId}`, { cookie: owner.cookie });

    expect(removal.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", { cookie: member.cookie })).statusCode).toBe(401);
    const signIn = await call("POST", "/api/auth/login", {
      payload: { email: member.email, password: FIXTURE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(await countRows(sql`select count(*) from "user" where email = ${member.email}`)).toBe(0);
    expect((await listStaff(owner.cookie)).map((row) => row.email)).not.toContain(member.email);
    const [event] = await queryRows<{ data: Record<string, unknown> }>(
      testApp.database.db,
      sql`select data from audit_event where action = 'staff.removed' and entity_id = ${member.staffId}`,
    );
    expect(event?.data).toMatchObject({ email: member.email, wasActive: true, isAccountDeleted: true });
  });

  it("removing a pending member deletes the person and their invitation link stops working", async () => {
    const email = uniqueAddress("never-accepted");
    const invited = await invite(owner.cookie, { email, role: "associate" });
    const token = await readInvitationToken(catcher, email);

    const removal = await call("DELETE", `/api/staff/${invited.json().id}`, { cookie: owner.cookie });

    expect(removal.statusCode).toBe(200);
    expect(await countRows(sql`select count(*) from "user" where email = ${email}`)).toBe(0);
    const accept = await call("POST", "/api/staff/accept", {
      payload: { token, firstName: "Too", lastName: "Late", password: FIXTURE_PASSWORD },
    });
    expect(accept.statusCode).toBe(404);
    // The address is free again: the owner can invite it anew.
    expect((await invite(owner.cookie, { email, role: "associate" })).statusCode).toBe(201);
    const again = (await listStaff(owner.cookie)).find((row) => row.email === email);
    await call("DELETE", `/api/staff/${again?.id ?? ""}`, { cookie: owner.cookie });
  });

  it("lists the firm's staff activity, newest first, in words", async () => {
    const activityOwner = await newSmallFirmOwner("activity");
    const member = await addActiveStaffMember(testApp, catcher, activityOwner, { label: "act" });
    await call("PUT", `/api/staff/${member.staffId}/role`, {
      cookie: activityOwner.cookie,
      payload: { role: "partner" },
    });
    const response = await call("GET", "/api/staff/activity", { cookie: activityOwner.cookie });
    expect(response.statusCode).toBe(200);
    const summaries = (response.json() as { summary: string }[]).map((entry) => entry.summary);
    expect(summaries).toEqual([
      "Thandi activity changed Sipho Mokoena's role from Associate to Partner.",
      "Sipho Mokoena accepted the invitation and joined the firm.",
      `Thandi activity invited ${member.email} as Associate.`,
    ]);
  });
});

describe("the plan's user limit", () => {
  it("refuses a Solo firm's invitation with 403 naming the plan and limit; after a plan change it succeeds", async () => {
    const soloOwner = await registerFirmOwner(testApp, "solo");
    const email = uniqueAddress("wanted");

    const refused = await invite(soloOwner.cookie, { email, role: "associate" });

    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe("Your Solo plan allows 1 user. Upgrade your plan to invite more staff.");
    expect(await countRows(sql`select count(*) from "user" where email = ${email}`)).toBe(0);

    const change = await call("POST", "/api/user/subscription/change", {
      cookie: soloOwner.cookie,
      payload: { plan: "small_firm" },
    });
    expect(change.statusCode).toBe(200);
    expect((await invite(soloOwner.cookie, { email, role: "associate" })).statusCode).toBe(201);
  });

  it("counts pending invitations against the limit, but lets a pending one be re-sent", async () => {
    const limitedOwner = await newSmallFirmOwner("full");
    const emails = [1, 2, 3, 4].map((index) => uniqueAddress(`seat${index}`));
    for (const email of emails) {
      expect((await invite(limitedOwner.cookie, { email, role: "associate" })).statusCode).toBe(201);
    }
    const sixth = await invite(limitedOwner.cookie, { email: uniqueAddress("sixth"), role: "associate" });
    expect(sixth.statusCode).toBe(403);
    expect(messageOf(sixth)).toBe(
      "Your Small Firm plan allows 5 users. Upgrade your plan to invite more staff.",
    );
    expect((await invite(limitedOwner.cookie, { email: emails[0], role: "partner" })).statusCode).toBe(200);
  });

  it("lets only one of two simultaneous invitations take a firm's last seat", async () => {
    const raceOwner = await newSmallFirmOwner("race");
    for (const index of [1, 2, 3]) {
      await invite(raceOwner.cookie, { email: uniqueAddress(`race${index}`), role: "associate" });
    }
    const results = await Promise.all([
      invite(raceOwner.cookie, { email: uniqueAddress("raceA"), role: "associate" }),
      invite(raceOwner.cookie, { email: uniqueAddress("raceB"), role: "associate" }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    expect(await listStaff(raceOwner.cookie)).toHaveLength(5);
  });
});

describe("the OpenAPI document", () => {
  it("describes the staff and subscription calls", async () => {
    const response = await call("GET", "/api/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/staff",
        "/api/staff/invite",
        "/api/staff/{staffId}/role",
        "/api/staff/{staffId}",
        "/api/staff/accept",
        "/api/staff/invitation",
        "/api/user/subscription",
        "/api/user/subscription/change",
      ]),
    );
  });
});
