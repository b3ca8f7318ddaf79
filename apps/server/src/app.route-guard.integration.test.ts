import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./platform/db.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

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
]);

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

/** `/api/staff/{id}` → `/api/staff/:id`, as the routes are written. */
function toRoutePath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ":$1");
}

describe("the API's session guard", () => {
  let testApp: TestApp;
  let calls: { method: string; path: string }[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as OpenApiDocument;
    const apiPaths = Object.entries(document.paths).filter(([path]) => path.startsWith("/api/"));
    calls = apiPaths.flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: toRoutePath(path) })),
    );
  });

  afterAll(async () => {
    await testApp.close();
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
});
