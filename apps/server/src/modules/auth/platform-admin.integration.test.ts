import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../seed/demo-firm.ts";
import { cookieHeader, createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { ensurePlatformAdmin, PlatformAdminClaimError } from "./platform-admin.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function currentUser(cookie: string) {
  return (await testApp.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
}

/** Registers an ordinary account, as anyone on the internet can, and returns its session cookie. */
async function registerAccount(email: string, password: string): Promise<string> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, firstName: "Reg", lastName: "Istrant" },
  });
  expect(response.statusCode).toBe(201);
  return cookieHeader(response);
}

describe("platform admin and demo seed", () => {
  it("creates the ADMIN_EMAIL account as a platform admin who can sign in", async () => {
    expect(
      await ensurePlatformAdmin(testApp.database.db, {
        email: "ops@example.co.za",
        password: "ops-password-1",
      }),
    ).toBe("created");
    const user = await currentUser(await signIn(testApp.app, "ops@example.co.za", "ops-password-1"));
    expect(user).toMatchObject({ role: "admin", firmId: null, isFirmOwner: false });
  });

  it("refuses to promote an account registered with the ADMIN_EMAIL address when ADMIN_PASSWORD is not its password", async () => {
    await registerAccount("squatter@example.co.za", "squatters-pass");
    await expect(
      ensurePlatformAdmin(testApp.database.db, {
        email: "squatter@example.co.za",
        password: "operators-pass",
      }),
    ).rejects.toThrow(PlatformAdminClaimError);
    const user = await currentUser(await signIn(testApp.app, "squatter@example.co.za", "squatters-pass"));
    expect(user.role).not.toBe("admin");
    const operator = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "squatter@example.co.za", password: "operators-pass" },
    });
    expect(operator.statusCode).toBe(401);
  });

  it("promotes an existing account whose password is ADMIN_PASSWORD and ends every session it had", async () => {
    const before = await registerAccount("promote@example.co.za", "original-pass");
    expect(
      await ensurePlatformAdmin(testApp.database.db, {
        email: "promote@example.co.za",
        password: "original-pass",
      }),
    ).toBe("promoted");
    const stale = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: before },
    });
    expect(stale.statusCode).toBe(401);
    const user = await currentUser(await signIn(testApp.app, "promote@example.co.za", "original-pass"));
    expect(user.role).toBe("admin");
  });

  it("leaves an existing platform admin and its password as they are", async () => {
    await ensurePlatformAdmin(testApp.database.db, {
      email: "operator@example.co.za",
      password: "first-pass-2026",
    });
    expect(
      await ensurePlatformAdmin(testApp.database.db, {
        email: "operator@example.co.za",
        password: "changed-pass-2026",
      }),
    ).toBe("unchanged");
    const user = await currentUser(await signIn(testApp.app, "operator@example.co.za", "first-pass-2026"));
    expect(user.role).toBe("admin");
  });

  it("seeds the demo firm once: owner, one staff member and an admin; a second run changes nothing", async () => {
    expect(await seedDemoFirm(testApp.database.db)).toBe("seeded");
    const count = async () =>
      (
        await queryRows<{ count: string }>(
          testApp.database.db,
          sql`select count(*)::text as count from "user"`,
        )
      )[0]?.count;
    const before = await count();
    expect(await seedDemoFirm(testApp.database.db)).toBe("already-seeded");
    expect(await count()).toBe(before);

    const owner = await currentUser(
      await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password),
    );
    expect(owner).toMatchObject({ isFirmOwner: true, firstName: "Thandi" });
    const staff = await currentUser(
      await signIn(testApp.app, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password),
    );
    expect(staff).toMatchObject({ isFirmOwner: false, role: "associate", firmId: owner.firmId });
    const admin = await currentUser(
      await signIn(testApp.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
    );
    expect(admin.role).toBe("admin");
  });
});
