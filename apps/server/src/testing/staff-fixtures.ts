import { sql } from "drizzle-orm";
import { queryRows } from "../platform/db.ts";
import type { SmtpCatcher } from "./smtp-catcher.ts";
import { cookieHeader, signIn, type TestApp } from "./test-app.ts";

export const FIXTURE_PASSWORD = "Strong-Pass-2026";

export type FirmOwner = { cookie: string; email: string; userId: string; firmId: string };

let sequence = 0;
/** An address no other test in the run uses. */
export function uniqueAddress(label: string): string {
  sequence += 1;
  return `${label}.${sequence}.${Date.now()}@firm.example.co.za`;
}

/** Registers a new owner through POST /api/auth/register: a new firm on the Solo plan (1 user). */
export async function registerFirmOwner(testApp: TestApp, label = "owner"): Promise<FirmOwner> {
  const email = uniqueAddress(label);
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: FIXTURE_PASSWORD, firstName: "Thandi", lastName: label },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json();
  return { cookie: cookieHeader(response), email, userId: user.id, firmId: user.firmId };
}

/** Test setup only: puts a firm on another plan without going through the plan-change rules. */
export async function putFirmOnPlan(testApp: TestApp, firmId: string, planCode: string): Promise<void> {
  await queryRows(
    testApp.database.db,
    sql`update firm set subscription_plan = ${planCode} where id = ${firmId}`,
  );
}

/** The token in the newest invitation e-mail to this address. */
export async function readInvitationToken(catcher: SmtpCatcher, email: string): Promise<string> {
  const mail = await catcher.waitForMail(email, { subject: /invited/i });
  const link = mail.links.find((candidate) => new URL(candidate).pathname === "/accept-invite");
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no accept-invite link in "${mail.subject}"`);
  return token;
}

/** Invites, accepts through the mailed link and signs in: an Active staff member of the owner's firm. */
export async function addActiveStaffMember(
  testApp: TestApp,
  catcher: SmtpCatcher,
  owner: FirmOwner,
  options: { label?: string; role?: string } = {},
): Promise<{ cookie: string; email: string; staffId: string }> {
  const email = uniqueAddress(options.label ?? "staff");
  const invited = await testApp.app.inject({
    method: "POST",
    url: "/api/staff/invite",
    headers: { cookie: owner.cookie },
    payload: { email, role: options.role ?? "associate" },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const token = await readInvitationToken(catcher, email);
  const accepted = await testApp.app.inject({
    method: "POST",
    url: "/api/staff/accept",
    payload: { token, firstName: "Sipho", lastName: "Mokoena", password: FIXTURE_PASSWORD },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return { cookie: await signIn(testApp.app, email, FIXTURE_PASSWORD), email, staffId: invited.json().id };
}
