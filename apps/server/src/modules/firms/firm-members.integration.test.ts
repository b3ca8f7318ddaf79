import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let owner: FirmOwner;
let staff: SignedInPerson;
let otherOwner: FirmOwner;
let otherStaff: SignedInPerson;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "rates-owner");
  staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.firmId,
    email: uniqueAddress("rates-staff"),
    firstName: "Lerato",
    lastName: "Dlamini",
  });
  otherOwner = await registerFirmOwner(testApp, "rates-other");
  otherStaff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: otherOwner.firmId,
    email: uniqueAddress("rates-other-staff"),
  });
});
afterAll(async () => {
  await testApp?.close();
});

function putRate(userId: string, payload: unknown, cookie?: string) {
  return testApp.app.inject({
    method: "PUT",
    url: `/api/firm/members/${encodeURIComponent(userId)}/rate`,
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function storedRate(userId: string): Promise<number | null> {
  const rows = await queryRows<{ hourly_rate_cents: number | null }>(
    testApp.database.db,
    sql`select hourly_rate_cents from firm_member where user_id = ${userId}`,
  );
  return rows[0]?.hourly_rate_cents ?? null;
}

async function countRateEvents(userId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) from audit_event where action = 'firm.member_rate_changed' and entity_id = ${userId}`,
  );
  return Number(rows[0]?.count);
}

describe("PUT /api/firm/members/{userId}/rate", () => {
  it("answers 401 without a session and changes nothing", async () => {
    const response = await putRate(staff.user.id, { hourlyRateCents: 100_000 });
    expect(response.statusCode).toBe(401);
    expect(await storedRate(staff.user.id)).toBeNull();
  });

  it("refuses a member who is not the owner with 403, even for their own rate", async () => {
    const response = await putRate(staff.user.id, { hourlyRateCents: 999_900 }, staff.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Only the firm owner can set the members' hourly rates.");
    expect(await storedRate(staff.user.id)).toBeNull();
    expect(await countRateEvents(staff.user.id)).toBe(0);
  });

  it("answers 404 for a member of another firm, or nobody at all, and changes nothing", async () => {
    const theirs = await putRate(otherStaff.user.id, { hourlyRateCents: 1 }, owner.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("No such member in your firm.");
    const theirOwner = await putRate(otherOwner.userId, { hourlyRateCents: 1 }, owner.cookie);
    expect(theirOwner.statusCode).toBe(404);
    const nobody = await putRate("no-such-user", { hourlyRateCents: 1 }, owner.cookie);
    expect(nobody.statusCode).toBe(404);
    expect(await storedRate(otherStaff.user.id)).toBeNull();
    expect(await storedRate(otherOwner.userId)).toBeNull();
    expect(await countRateEvents(otherStaff.user.id)).toBe(0);
  });

  it.each([
    [{ hourlyRateCents: -1 }, "hourlyRateCents: Hourly rate cannot be negative"],
    [{ hourlyRateCents: 1500.5 }, "hourlyRateCents: Hourly rate must be a whole number of cents"],
    [{ hourlyRateCents: 10_000_001 }, "hourlyRateCents: Hourly rate is too high (at most R100 000 an hour)"],
    [{ hourlyRateCents: "150000" }, null],
    [{}, null],
    [{ hourlyRateCents: 100, role: "partner" }, null],
  ])("rejects %j with 400 and writes nothing", async (payload, message) => {
    const response = await putRate(staff.user.id, payload, owner.cookie);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await storedRate(staff.user.id)).toBeNull();
    expect(await countRateEvents(staff.user.id)).toBe(0);
  });

  it("sets a member's rate, which their new time then uses, audits it, and clears it back to the firm's default", async () => {
    const saved = await putRate(staff.user.id, { hourlyRateCents: 185_000 }, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      userId: staff.user.id,
      name: "Lerato Dlamini",
      hourlyRateCents: 185_000,
    });
    expect(await storedRate(staff.user.id)).toBe(185_000);

    const members = await testApp.app.inject({
      method: "GET",
      url: "/api/firm/members",
      headers: { cookie: staff.cookie },
    });
    const listed = members.json().find((member: { userId: string }) => member.userId === staff.user.id);
    expect(listed.hourlyRateCents).toBe(185_000);
    const defaultRate = await testApp.app.inject({
      method: "GET",
      url: "/api/time-entries/default-rate",
      headers: { cookie: staff.cookie },
    });
    expect(defaultRate.json()).toEqual({ rateCents: 185_000, source: "member" });

    const events = await queryRows<{ user_id: string; firm_id: string; data: Record<string, unknown> }>(
      testApp.database.db,
      sql`select user_id, firm_id, data from audit_event
          where action = 'firm.member_rate_changed' and entity_id = ${staff.user.id}`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user_id: owner.userId,
      firm_id: owner.firmId,
      data: { name: "Lerato Dlamini", fromRateCents: null, toRateCents: 185_000 },
    });

    const cleared = await putRate(staff.user.id, { hourlyRateCents: null }, owner.cookie);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().hourlyRateCents).toBeNull();
    expect(await storedRate(staff.user.id)).toBeNull();
    expect(await countRateEvents(staff.user.id)).toBe(2);
  });

  it("lets the owner set their own rate", async () => {
    const response = await putRate(owner.userId, { hourlyRateCents: 250_000 }, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(await storedRate(owner.userId)).toBe(250_000);
  });
});
