import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { type RefusingSmtpServer, startRefusingSmtpServer } from "../../testing/refusing-smtp-server.ts";
import {
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { callerFor, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../auth/index.ts";

// A mail server that refuses every message for good: each invitation's job fails on every attempt
// and must then be visible to the platform admin, with the mail server's answer.

const ADMIN = { email: "jobs.admin@inkundla.example", password: "Admin-Jobs-2026" };
const FAILED_PATH = "/api/admin/jobs/failed";

let mailServer: RefusingSmtpServer;
let testApp: TestApp;
let owner: FirmOwner;
let adminCookie: string;

beforeAll(async () => {
  mailServer = await startRefusingSmtpServer(() => ({ code: 550, message: "Mailbox unavailable" }));
  // One retry, a second apart: the job fails for good within seconds.
  testApp = await createTestApp({ SMTP_URL: mailServer.url }, { jobRetry: { limit: 1, delaySeconds: 1 } });
  await ensurePlatformAdmin(testApp.database.db, ADMIN);
  adminCookie = await signIn(testApp.app, ADMIN.email, ADMIN.password);
  owner = await registerFirmOwner(testApp, "jobs-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
});
afterAll(async () => {
  await testApp?.close();
  await mailServer?.close();
});

const call = (url: string, cookie?: string) => callerFor(testApp.app)("GET", url, { cookie });

describe("GET /api/admin/jobs/failed", () => {
  it("answers an empty list while nothing has failed", async () => {
    const response = await call(FAILED_PATH, adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ jobs: [], total: 0 });
  });

  it("lists an invitation whose e-mail failed on every attempt, with the mail server's answer", async () => {
    const email = uniqueAddress("never-delivered");
    const invited = await callerFor(testApp.app)("POST", "/api/staff/invite", {
      cookie: owner.cookie,
      payload: { email, role: "associate" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await testApp.runJobs();

    // Both attempts reached the mail server and are in the outbox.
    expect(mailServer.recipients.filter((recipient) => recipient.to === email)).toHaveLength(2);
    const outbox = await queryRows<{ status: string }>(
      testApp.database.db,
      sql`select status::text from mail_outbox where to_address = ${email}`,
    );
    expect(outbox).toEqual([{ status: "failed" }, { status: "failed" }]);

    const response = await call(FAILED_PATH, adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(1);
    expect(page.jobs).toEqual([
      {
        id: expect.any(String),
        queue: "staff-invitation-email",
        about: `Invitation to ${email} to join Thandi jobs-owner`,
        error: expect.stringMatching(/was not delivered: .*550 Mailbox unavailable/),
        attempts: 2,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    // The list never shows the invitation link's token.
    expect(JSON.stringify(page)).not.toMatch(/token/i);
  });

  it("pages with limit and offset, and refuses a limit out of range", async () => {
    const second = await call(`${FAILED_PATH}?limit=1&offset=1`, adminCookie);
    expect(second.json()).toEqual({ jobs: [], total: 1 });
    const tooMany = await call(`${FAILED_PATH}?limit=500`, adminCookie);
    expect(tooMany.statusCode).toBe(400);
  });

  it("is refused to a firm owner (403) and to someone signed out (401)", async () => {
    const asOwner = await call(FAILED_PATH, owner.cookie);
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().code).toBe("forbidden");
    const signedOut = await call(FAILED_PATH);
    expect(signedOut.statusCode).toBe(401);
  });
});
