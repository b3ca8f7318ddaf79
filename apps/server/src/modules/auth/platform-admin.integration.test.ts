import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "../../seed/demo-firm.ts";
import { createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { ensurePlatformAdmin } from "./platform-admin.ts";

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

  it("promotes an existing account without changing its password", async () => {
    await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: "promote@example.co.za",
        password: "original-pass",
        firstName: "Pro",
        lastName: "Mote",
      },
    });
    expect(
      await ensurePlatformAdmin(testApp.database.db, {
        email: "promote@example.co.za",
        password: "other-pass-1",
      }),
    ).toBe("promoted");
    const user = await currentUser(await signIn(testApp.app, "promote@example.co.za", "original-pass"));
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
