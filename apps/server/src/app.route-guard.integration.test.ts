import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalUserMayCall } from "./modules/portal/index.ts";
import { queryRows } from "./platform/db.ts";
import { type SmtpCatcher, startSmtpCatcher } from "./testing/smtp-catcher.ts";
import { FIXTURE_PASSWORD, registerFirmOwner, uniqueAddress } from "./testing/staff-fixtures.ts";
import { createTestApp, signIn, type TestApp } from "./testing/test-app.ts";

/**
 * Every documented API call needs a session unless it is on this list. A new public call must be
 * added here on purpose, so a forgotten guard fails this test instead of reaching production.
 */
const PUBLIC_CALLS = new Set([
  "GET /api/settings/public",
  "GET /api/plans",
  "GET /api/admin/entity-settings",
  "POST /api/admin/invitations/accept",
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/logout",
  "POST /api/auth/signup",
  "POST /api/auth/verify",
  "POST /api/auth/resend-verification",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/auth/two-factor",
  "POST /api/user/email/confirm",
  "GET /api/staff/invitation",
  "POST /api/staff/accept",
  "POST /api/contact",
  "GET /api/dev/mailbox",
  "GET /api/calendar/:file",
  "GET /api/portal/invitation",
  "POST /api/portal/accept",
]);

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/** `/api/staff/{id}` → `/api/staff/:id`, as the routes are written. */
function toRoutePath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

describe("the API's session guard", () => {
  let testApp: TestApp;
  let catcher: SmtpCatcher;
  let calls: { method: string; path: string }[];

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as OpenApiDocument;
    const apiPaths = Object.entries(document.paths).filter(([path]) => path.startsWith("/api/"));
    calls = apiPaths.flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: toRoutePath(path) })),
    );
  });

  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  it("lists every call of the platform in the API document", () => {
    expect(calls.length).toBeGreaterThan(PUBLIC_CALLS.size);
    const listed = new Set(calls.map((call) => `${call.method} ${call.path}`));
    for (const publicCall of PUBLIC_CALLS) expect(listed, publicCall).toContain(publicCall);
  });

  it("answers 401 with a message to a signed-out caller of every call that is not public, writing nothing", async () => {
    const guarded = calls.filter((call) => !PUBLIC_CALLS.has(`${call.method} ${call.path}`));
    expect(guarded.length).toBeGreaterThan(20);
    const countAuditRows = () =>
      queryRows<{ total: number }>(testApp.database.db, sql`select count(*)::int as total from audit_event`);
    const auditBefore = await countAuditRows();
    for (const call of guarded) {
      const url = call.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const response = await testApp.app.inject({
        method: call.method as "GET",
        url,
        ...(call.method === "GET" || call.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(response.json().message, `${call.method} ${call.path}`).toEqual(expect.any(String));
    }
    expect(await countAuditRows()).toEqual(auditBefore);
  });

  it("answers 403 to a client portal user on every call that needs a session and is not the portal's or their own account's, before reading the input, writing nothing", async () => {
    // A client's contact person, invited by the firm and signed in with the password they set.
    const owner = await registerFirmOwner(testApp, "guard-owner");
    const [client] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`insert into client (firm_id, type, name) values (${owner.firmId}, 'individual', 'Guard Client') returning id`,
    );
    const email = uniqueAddress("guard-client");
    const invited = await testApp.app.inject({
      method: "POST",
      url: `/api/clients/${client?.id}/portal-invitations`,
      headers: { cookie: owner.cookie },
      payload: { email },
    });
    expect(invited.statusCode).toBe(201);
    const mail = await catcher.waitForMail(email, { subject: /client portal/i });
    const link = new URL(mail.links.find((candidate) => candidate.includes("/client-portal/accept")) ?? "");
    const accepted = await testApp.app.inject({
      method: "POST",
      url: "/api/portal/accept",
      payload: {
        token: link.searchParams.get("token"),
        firstName: "Guard",
        lastName: "Client",
        password: FIXTURE_PASSWORD,
      },
    });
    expect(accepted.statusCode).toBe(200);
    const portalUser = { cookie: await signIn(testApp.app, email, FIXTURE_PASSWORD) };
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/portal/overview", headers: portalUser }))
        .statusCode,
    ).toBe(200);
    const firmCalls = calls.filter(
      (call) =>
        !PUBLIC_CALLS.has(`${call.method} ${call.path}`) && !portalUserMayCall(call.method, call.path),
    );
    expect(firmCalls.length).toBeGreaterThan(100);
    const countRows = () =>
      queryRows<{ total: number }>(
        testApp.database.db,
        sql`select (select count(*) from audit_event) + (select count(*) from stored_file) + (select count(*) from client) + (select count(*) from matter) as total`,
      );
    const before = await countRows();
    for (const call of firmCalls) {
      const url = call.path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const response = await testApp.app.inject({
        method: call.method as "GET",
        url,
        headers: portalUser,
        ...(call.method === "GET" || call.method === "DELETE" ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(403);
      expect(response.json().message, `${call.method} ${call.path}`).toEqual(expect.any(String));
    }
    expect(await countRows()).toEqual(before);
  });

  it("lets a client portal user reach only the portal's calls and their own account's", () => {
    const reachable = calls.filter(
      (call) => !PUBLIC_CALLS.has(`${call.method} ${call.path}`) && portalUserMayCall(call.method, call.path),
    );
    for (const call of reachable) {
      expect(
        call.path.startsWith("/api/portal/") ||
          call.path.startsWith("/api/user/") ||
          call.path === "/api/auth/user",
        `${call.method} ${call.path}`,
      ).toBe(true);
    }
    expect(reachable.map((call) => call.path)).toContain("/api/portal/overview");
  });
});
