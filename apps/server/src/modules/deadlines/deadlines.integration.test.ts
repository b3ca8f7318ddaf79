import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, registerFirmOwner, type SignedInPerson } from "../../testing/firm-people.ts";
import { createTestApp, signIn, type TestApp } from "../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../auth/index.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { taskTable } from "../tasks/task.tables.ts";
import { calendarFeedTokenTable } from "./deadline.tables.ts";

let testApp: TestApp;
let adminCookie: string;
let owner: SignedInPerson;
let sequence = 0;

function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}.${sequence}@deadlines.example.co.za`;
}

type Method = "GET" | "POST" | "DELETE";

function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  const adminEmail = uniqueEmail("operator");
  await ensurePlatformAdmin(testApp.database.db, { email: adminEmail, password: "Operator-Pass-2026" });
  adminCookie = await signIn(testApp.app, adminEmail, "Operator-Pass-2026");
  owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("owner") });
});
afterAll(async () => {
  await testApp.close();
});

describe("signed-out callers", () => {
  it.each<[Method, string]>([
    ["POST", "/api/deadlines/calculate"],
    ["GET", "/api/deadlines/rules"],
    ["GET", "/api/admin/holidays"],
    ["POST", "/api/admin/holidays"],
    ["DELETE", "/api/admin/holidays/2031-06-04"],
    ["POST", "/api/calendar/feed"],
    ["GET", "/api/calendar/feed"],
    ["DELETE", "/api/calendar/feed"],
  ])("get 401 from %s %s", async (method, url) => {
    const response = await call(method, url, method === "POST" ? { payload: {} } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe("GET /api/deadlines/rules", () => {
  it("lists the presets with their citations", async () => {
    const response = await call("GET", "/api/deadlines/rules", { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    const rules = response.json().rules as { id: string; citation: string }[];
    expect(rules.map((rule) => rule.citation)).toEqual(
      expect.arrayContaining([
        "Uniform Rule 19(1)",
        "Uniform Rule 19(2)",
        "Uniform Rule 22(1)",
        "Uniform Rule 6(5)(b)(iii)",
        "Uniform Rule 6(5)(d)(ii)",
        "Uniform Rule 6(5)(e)",
        "Magistrates' Courts Rule 13(1)",
      ]),
    );
  });
});

describe("POST /api/deadlines/calculate", () => {
  const calculate = (payload: unknown, cookie = owner.cookie) =>
    call("POST", "/api/deadlines/calculate", { cookie, payload });

  it("takes the days, counting and dies non from a preset, and names the rule", async () => {
    const response = await calculate({ startDate: "2026-12-10", rule: "hc-notice-of-intention-to-defend" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      startDate: "2026-12-10",
      days: 10,
      counting: "court",
      excludeDiesNon: true,
      dueDate: "2027-01-26",
      rule: {
        id: "hc-notice-of-intention-to-defend",
        label: "Notice of intention to defend",
        citation: "Uniform Rule 19(1)",
      },
    });
  });

  it("lets values sent with a preset override it", async () => {
    const response = await calculate({
      startDate: "2026-12-10",
      rule: "hc-notice-of-intention-to-defend",
      excludeDiesNon: false,
    });
    expect(response.json()).toMatchObject({ dueDate: "2026-12-28", excludeDiesNon: false });
  });

  it("calculates a custom period of court days, listing the days it left out", async () => {
    const response = await calculate({ startDate: "2026-04-01", days: 5, counting: "court" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      startDate: "2026-04-01",
      days: 5,
      counting: "court",
      excludeDiesNon: false,
      dueDate: "2026-04-10",
      excluded: [
        { date: "2026-04-03", reason: "Good Friday" },
        { date: "2026-04-04", reason: "Saturday" },
        { date: "2026-04-05", reason: "Sunday" },
        { date: "2026-04-06", reason: "Family Day" },
      ],
    });
  });

  it("skips a seeded declared holiday (29 May 2024 elections)", async () => {
    const response = await calculate({ startDate: "2024-05-28", days: 1, counting: "court" });
    expect(response.json().dueDate).toBe("2024-05-30");
  });

  it("refuses an unknown rule with 400", async () => {
    const response = await calculate({ startDate: "2026-04-01", rule: "hc-summary-judgment-made-up" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "unknown_rule",
      message: "There is no deadline rule with that name. Choose one from the list.",
    });
  });

  it.each([
    [{ startDate: "2026-04-01", days: 0, counting: "court" }, "The period must be at least 1 day."],
    [{ startDate: "2026-04-01", days: 366, counting: "court" }, "The period can be at most 365 days."],
    [{ startDate: "2026-04-01", days: 2.5, counting: "court" }, "The period must be a whole number of days."],
    [{ startDate: "2026-02-30", days: 5 }, "The start date must be a real date written YYYY-MM-DD"],
    [{ startDate: "2026-04-01" }, "Enter the number of days, or choose a rule."],
    [{ startDate: "2026-04-01", days: 5, counting: "weekly" }, "Counting must be court, calendar or ccma."],
  ])("refuses %j with 400 and a message", async (payload, message) => {
    const response = await calculate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe("declared holidays", () => {
  const holiday = { date: "2031-06-04", name: "Local Government Elections" };

  it("lists the seeded declared holidays to the platform admin", async () => {
    const response = await call("GET", "/api/admin/holidays", { cookie: adminCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().holidays).toContainEqual({
      date: "2023-12-15",
      name: "Public Holiday by Presidential Decree",
    });
  });

  it("changes a calculation once the admin adds a holiday, and again once it is removed", async () => {
    const calculate = () =>
      call("POST", "/api/deadlines/calculate", {
        cookie: owner.cookie,
        payload: { startDate: "2031-06-03", days: 1, counting: "court" },
      });
    expect((await calculate()).json().dueDate).toBe("2031-06-04");

    const added = await call("POST", "/api/admin/holidays", { cookie: adminCookie, payload: holiday });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual(holiday);
    const afterAdding = (await calculate()).json();
    expect(afterAdding.dueDate).toBe("2031-06-05");
    expect(afterAdding.excluded).toEqual([{ date: "2031-06-04", reason: holiday.name }]);

    const duplicate = await call("POST", "/api/admin/holidays", { cookie: adminCookie, payload: holiday });
    expect(duplicate.statusCode).toBe(409);

    const removed = await call("DELETE", `/api/admin/holidays/${holiday.date}`, { cookie: adminCookie });
    expect(removed.statusCode).toBe(200);
    expect((await calculate()).json().dueDate).toBe("2031-06-04");
    const removedAgain = await call("DELETE", `/api/admin/holidays/${holiday.date}`, { cookie: adminCookie });
    expect(removedAgain.statusCode).toBe(404);
  });

  it("refuses a holiday without a real date or a name with 400, writing nothing", async () => {
    for (const payload of [
      { date: "2031-02-30", name: "X" },
      { date: "2031-07-01", name: "  " },
    ]) {
      const response = await call("POST", "/api/admin/holidays", { cookie: adminCookie, payload });
      expect(response.statusCode).toBe(400);
    }
    const listed = (await call("GET", "/api/admin/holidays", { cookie: adminCookie })).json().holidays;
    expect(listed.map((entry: { date: string }) => entry.date)).not.toContain("2031-07-01");
  });

  it("answers 403 to a firm member on every holiday call, writing nothing", async () => {
    const calls: [Method, string, unknown?][] = [
      ["GET", "/api/admin/holidays"],
      ["POST", "/api/admin/holidays", { date: "2031-08-01", name: "Made up" }],
      ["DELETE", "/api/admin/holidays/2024-05-29"],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, { cookie: owner.cookie, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = (await call("GET", "/api/admin/holidays", { cookie: adminCookie })).json().holidays;
    const dates = listed.map((entry: { date: string }) => entry.date);
    expect(dates).toContain("2024-05-29");
    expect(dates).not.toContain("2031-08-01");
  });
});

describe("the iCalendar feed", () => {
  async function insertMatter(firmId: string, responsibleUserId: string | null, reference: string) {
    const [client] = await testApp.database.db
      .insert(clientTable)
      .values({ firmId, type: "company", name: `Client of ${reference}` })
      .returning({ id: clientTable.id });
    const [matter] = await testApp.database.db
      .insert(matterTable)
      .values({
        firmId,
        clientId: client!.id,
        reference,
        title: `Mokoena v Dlamini, ${reference}`,
        type: "Litigation",
        responsibleUserId,
      })
      .returning({ id: matterTable.id });
    return matter!.id;
  }

  async function insertTask(values: typeof taskTable.$inferInsert) {
    const [task] = await testApp.database.db.insert(taskTable).values(values).returning({ id: taskTable.id });
    return task!.id;
  }

  const pathOf = (url: string) => new URL(url).pathname;

  it("lists the member's open deadlines, never another firm's or another member's, until revoked", async () => {
    const member = await registerFirmOwner(testApp.app, { email: uniqueEmail("feed") });
    const firmId = member.user.firmId!;
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId,
      email: uniqueEmail("colleague"),
    });
    const matterId = await insertMatter(firmId, member.user.id, "FEED-2026-0001");
    const assigned = await insertTask({
      firmId,
      matterId,
      title: "Plea",
      dueOn: "2026-05-04",
      isDeadline: true,
      deadlineRule: "hc-plea",
      assigneeUserId: member.user.id,
    });
    const unassigned = await insertTask({
      firmId,
      matterId,
      title: "Replying affidavit",
      dueOn: "2026-06-01",
      isDeadline: true,
    });
    const colleagues = await insertTask({
      firmId,
      matterId,
      title: "Colleague's deadline",
      dueOn: "2026-05-05",
      isDeadline: true,
      assigneeUserId: colleague.user.id,
    });
    const done = await insertTask({
      firmId,
      matterId,
      title: "Filed already",
      dueOn: "2026-05-06",
      isDeadline: true,
      isDone: true,
      assigneeUserId: member.user.id,
    });
    const ordinary = await insertTask({
      firmId,
      matterId,
      title: "Call the client",
      dueOn: "2026-05-07",
      assigneeUserId: member.user.id,
    });
    const otherFirm = await registerFirmOwner(testApp.app, { email: uniqueEmail("other") });
    const otherMatterId = await insertMatter(otherFirm.user.firmId!, member.user.id, "OTHER-2026-0001");
    const otherFirmsTask = await insertTask({
      firmId: otherFirm.user.firmId!,
      matterId: otherMatterId,
      title: "Other firm's deadline",
      dueOn: "2026-05-08",
      isDeadline: true,
      assigneeUserId: member.user.id,
    });

    expect((await call("GET", "/api/calendar/feed", { cookie: member.cookie })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
    expect(created.statusCode).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = (await call("GET", "/api/calendar/feed", { cookie: member.cookie })).json();
    expect(status).toEqual({ active: true, createdAt: expect.any(String) });

    // Only the token's hash is stored.
    const token = pathOf(url)
      .split("/")
      .at(-1)!
      .replace(/\.ics$/, "");
    const stored = await testApp.database.db
      .select({ tokenHash: calendarFeedTokenTable.tokenHash })
      .from(calendarFeedTokenTable)
      .where(eq(calendarFeedTokenTable.userId, member.user.id));
    expect(stored).toEqual([{ tokenHash: createHash("sha256").update(token).digest("hex") }]);

    const feed = await call("GET", pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const body = feed.body;
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain(`UID:${assigned}@inkundla\r\n`);
    expect(body).toContain("DTSTART;VALUE=DATE:20260504\r\n");
    expect(body).toContain("SUMMARY:FEED-2026-0001: Plea\r\n");
    expect(body).toContain(`UID:${unassigned}@inkundla\r\n`);
    for (const hidden of [colleagues, done, ordinary, otherFirmsTask]) expect(body).not.toContain(hidden);
    expect(body.indexOf(assigned)).toBeLessThan(body.indexOf(unassigned));

    // A new feed replaces the old one.
    const replaced = (await call("POST", "/api/calendar/feed", { cookie: member.cookie })).json()
      .url as string;
    expect(replaced).not.toBe(url);
    expect((await call("GET", pathOf(url))).statusCode).toBe(404);
    expect((await call("GET", pathOf(replaced))).statusCode).toBe(200);

    const revoked = await call("DELETE", "/api/calendar/feed", { cookie: member.cookie });
    expect(revoked.statusCode).toBe(200);
    const gone = await call("GET", pathOf(replaced));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe("feed_not_found");
    expect((await call("GET", "/api/calendar/feed", { cookie: member.cookie })).json().active).toBe(false);
  });

  it("answers 404 for a made-up or malformed feed file", async () => {
    for (const file of [`${"A".repeat(43)}.ics`, "not-a-token.ics", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call("GET", `/api/calendar/${file}`);
      expect(response.statusCode, file).toBe(404);
    }
  });

  it("stops the feed of a member who has left the firm", async () => {
    const member = await registerFirmOwner(testApp.app, { email: uniqueEmail("leaver") });
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: member.user.firmId!,
      email: uniqueEmail("leaving"),
    });
    const { url } = (await call("POST", "/api/calendar/feed", { cookie: staff.cookie })).json() as {
      url: string;
    };
    expect((await call("GET", pathOf(url))).statusCode).toBe(200);
    await queryRows(testApp.database.db, sql`delete from firm_member where user_id = ${staff.user.id}`);
    expect((await call("GET", pathOf(url))).statusCode).toBe(404);
  });
});
