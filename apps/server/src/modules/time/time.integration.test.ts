import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  insertClientWithMatter,
  johannesburgDates,
  setFirmDefaultRate,
  setMemberRate,
} from "./time-test-fixtures.ts";

let testApp: TestApp;
/** The firm most tests work in, with a default rate of R1 500 an hour. */
let owner: FirmOwner;
/** Another firm, whose records must stay invisible to the first. */
let outsider: FirmOwner;
let matter: Awaited<ReturnType<typeof insertClientWithMatter>>;
let outsiderMatter: Awaited<ReturnType<typeof insertClientWithMatter>>;
let outsiderEntryId: string;

const FIRM_RATE = 150_000;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "time-owner");
  outsider = await registerFirmOwner(testApp, "time-outsider");
  await setFirmDefaultRate(testApp.database.db, owner.firmId, FIRM_RATE);
  matter = await insertClientWithMatter(testApp.database.db, owner.firmId, {
    title: "Dlamini v Road Accident Fund",
  });
  outsiderMatter = await insertClientWithMatter(testApp.database.db, outsider.firmId, {
    title: "Outsider matter",
  });
  const created = await logTime(outsider.cookie, { matterId: outsiderMatter.matterId, hours: 2 });
  expect(created.statusCode).toBe(201);
  outsiderEntryId = created.json().id;
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function logTime(cookie: string, overrides: Record<string, unknown> = {}) {
  return call("POST", "/api/time-entries", {
    cookie,
    payload: {
      matterId: matter?.matterId,
      date: "2026-03-10",
      description: "Consultation with client",
      hours: 1.5,
      ...overrides,
    },
  });
}

async function countEntries(firmId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) as count from time_entry where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.count);
}

async function readEntryRow(entryId: string) {
  const rows = await queryRows<{ hours_tenths: number; amount_cents: number; description: string }>(
    testApp.database.db,
    sql`select hours_tenths, amount_cents, description from time_entry where id = ${entryId}`,
  );
  return rows[0] ?? null;
}

async function markBilled(entryId: string) {
  await queryRows(testApp.database.db, sql`update time_entry set billed_at = now() where id = ${entryId}`);
}

async function auditActionsFor(entityId: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    testApp.database.db,
    sql`select action from audit_event where entity_id = ${entityId} order by id`,
  );
  return rows.map((row) => row.action);
}

describe("access to the time calls", () => {
  const ANY_ID = "00000000-0000-4000-8000-000000000000";
  const calls: [Method, string, unknown][] = [
    ["GET", "/api/time-entries", undefined],
    ["GET", "/api/time-entries/summary", undefined],
    ["GET", "/api/time-entries/default-rate", undefined],
    ["POST", "/api/time-entries", { matterId: ANY_ID, date: "2026-03-10", description: "x", hours: 1 }],
    ["PATCH", `/api/time-entries/${ANY_ID}`, { hours: 1 }],
    ["DELETE", `/api/time-entries/${ANY_ID}`, undefined],
    ["GET", "/api/practice/stats", undefined],
    ["GET", "/api/practice/unbilled", undefined],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    const response = await call(method, url, { payload });
    expect(response.statusCode).toBe(401);
  });

  it("refuses to log time on another firm's matter with 404 and writes nothing", async () => {
    const before = await countEntries(owner.firmId);
    const response = await logTime(owner.cookie, { matterId: outsiderMatter.matterId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("No such matter in your firm.");
    expect(await countEntries(owner.firmId)).toBe(before);
    expect(await countEntries(outsider.firmId)).toBe(1);
  });

  it("answers 404 to a change or deletion of another firm's entry, which stays as it was", async () => {
    const patch = await call("PATCH", `/api/time-entries/${outsiderEntryId}`, {
      cookie: owner.cookie,
      payload: { hours: 9, description: "Taken over" },
    });
    expect(patch.statusCode).toBe(404);
    const removal = await call("DELETE", `/api/time-entries/${outsiderEntryId}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(404);
    expect(await readEntryRow(outsiderEntryId)).toMatchObject({ hours_tenths: 20 });
  });

  it("answers 404 to an id that is not an id at all", async () => {
    const response = await call("DELETE", "/api/time-entries/not-a-uuid", { cookie: owner.cookie });
    expect(response.statusCode).toBe(404);
  });

  it("never lists another firm's time, even when asked for its matter", async () => {
    const response = await call("GET", `/api/time-entries?matterId=${outsiderMatter.matterId}`, {
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers["x-total-count"]).toBe("0");
  });
});

describe("logging time", () => {
  it("answers 201 with the entry, its hours, rate and computed amount", async () => {
    const response = await logTime(owner.cookie, { hours: 1.5, rateCents: 200_000 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(String),
      date: "2026-03-10",
      matterId: matter.matterId,
      matterTitle: "Dlamini v Road Accident Fund",
      matterReference: matter.reference,
      description: "Consultation with client",
      hours: 1.5,
      rateCents: 200_000,
      amountCents: 300_000,
      billed: false,
      userId: owner.userId,
      userName: "Thandi time-owner",
    });
    expect(await readEntryRow(response.json().id)).toMatchObject({ hours_tenths: 15, amount_cents: 300_000 });
    expect(await auditActionsFor(response.json().id)).toEqual(["time_entry.created"]);
  });

  it("rounds the amount half up to the cent", async () => {
    const response = await logTime(owner.cookie, { hours: 0.1, rateCents: 123_455 });
    expect(response.json().amountCents).toBe(12_346);
  });

  it("uses the firm's default rate when the member has none", async () => {
    await setMemberRate(testApp.database.db, owner.userId, null);
    const response = await logTime(owner.cookie, { hours: 2 });
    expect(response.json()).toMatchObject({ rateCents: FIRM_RATE, amountCents: 300_000 });
    const rate = await call("GET", "/api/time-entries/default-rate", { cookie: owner.cookie });
    expect(rate.json()).toEqual({ rateCents: FIRM_RATE, source: "firm" });
  });

  it("uses the member's own rate before the firm's default", async () => {
    await setMemberRate(testApp.database.db, owner.userId, 250_000);
    try {
      const response = await logTime(owner.cookie, { hours: 0.5 });
      expect(response.json()).toMatchObject({ rateCents: 250_000, amountCents: 125_000 });
      const rate = await call("GET", "/api/time-entries/default-rate", { cookie: owner.cookie });
      expect(rate.json()).toEqual({ rateCents: 250_000, source: "member" });
    } finally {
      await setMemberRate(testApp.database.db, owner.userId, null);
    }
  });

  it("uses an explicit rate over the member's and the firm's", async () => {
    await setMemberRate(testApp.database.db, owner.userId, 250_000);
    try {
      const response = await logTime(owner.cookie, { hours: 1, rateCents: 99_900 });
      expect(response.json()).toMatchObject({ rateCents: 99_900, amountCents: 99_900 });
    } finally {
      await setMemberRate(testApp.database.db, owner.userId, null);
    }
  });

  it.each([
    ["zero hours", { hours: 0 }, "hours: Hours must be more than 0"],
    ["25 hours", { hours: 25 }, "hours: Hours cannot be more than 24 in one entry"],
    [
      "1.25 hours",
      { hours: 1.25 },
      "hours: Hours must be in steps of 0.1 (6 minutes), e.g. 1.2 or 1.3, not 1.25",
    ],
    ["hours as text", { hours: "two" }, "hours: Hours must be a number"],
    [
      "a date that does not exist",
      { date: "2026-02-30" },
      "date: Date must be a real date written YYYY-MM-DD, e.g. 2026-05-14",
    ],
    [
      "a date in another format",
      { date: "10/03/2026" },
      "date: Date must be a real date written YYYY-MM-DD, e.g. 2026-05-14",
    ],
    ["no description", { description: undefined }, "description: Description is required"],
    ["a blank description", { description: "   " }, "description: Description is required"],
    ["no matter", { matterId: undefined }, "matterId: Choose a matter"],
    ["a negative rate", { rateCents: -1 }, "rateCents: Rate cannot be negative"],
  ])("refuses %s with 400 and a message, writing nothing", async (_case, overrides, message) => {
    const before = await countEntries(owner.firmId);
    const response = await logTime(owner.cookie, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countEntries(owner.firmId)).toBe(before);
  });

  it("refuses time on a closed matter with 409", async () => {
    const closed = await insertClientWithMatter(testApp.database.db, owner.firmId, { status: "closed" });
    const before = await countEntries(owner.firmId);
    const response = await logTime(owner.cookie, { matterId: closed.matterId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This matter is closed/);
    expect(await countEntries(owner.firmId)).toBe(before);
  });

  it("marks the matter's last activity and the client's last contact", async () => {
    const fresh = await insertClientWithMatter(testApp.database.db, owner.firmId);
    await queryRows(
      testApp.database.db,
      sql`update matter set last_activity_at = '2020-01-01' where id = ${fresh.matterId}`,
    );
    await logTime(owner.cookie, { matterId: fresh.matterId });
    const rows = await queryRows<{ recent_activity: boolean; recent_contact: boolean }>(
      testApp.database.db,
      sql`select matter.last_activity_at > now() - interval '1 minute' as recent_activity,
            client.last_contact_at > now() - interval '1 minute' as recent_contact
          from matter join client on client.id = matter.client_id where matter.id = ${fresh.matterId}`,
    );
    expect(rows[0]).toEqual({ recent_activity: true, recent_contact: true });
  });
});

describe("changing and deleting time", () => {
  it("recomputes the amount when the hours change", async () => {
    const created = (await logTime(owner.cookie, { hours: 1, rateCents: 100_000 })).json();
    const response = await call("PATCH", `/api/time-entries/${created.id}`, {
      cookie: owner.cookie,
      payload: { hours: 2.3, description: "Drafting particulars of claim" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hours: 2.3,
      rateCents: 100_000,
      amountCents: 230_000,
      description: "Drafting particulars of claim",
    });
    expect(await readEntryRow(created.id)).toMatchObject({ hours_tenths: 23, amount_cents: 230_000 });
  });

  it("refuses a change to 1.25 hours and keeps the entry", async () => {
    const created = (await logTime(owner.cookie, { hours: 1 })).json();
    const response = await call("PATCH", `/api/time-entries/${created.id}`, {
      cookie: owner.cookie,
      payload: { hours: 1.25 },
    });
    expect(response.statusCode).toBe(400);
    expect(await readEntryRow(created.id)).toMatchObject({ hours_tenths: 10 });
  });

  it("deletes an unbilled entry and records it in the audit trail", async () => {
    const created = (await logTime(owner.cookie)).json();
    const response = await call("DELETE", `/api/time-entries/${created.id}`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(await readEntryRow(created.id)).toBeNull();
    expect(await auditActionsFor(created.id)).toEqual(["time_entry.created", "time_entry.deleted"]);
  });

  it("locks a billed entry: 409 on change and on deletion, and it stays as it was", async () => {
    const created = (await logTime(owner.cookie, { hours: 3 })).json();
    await markBilled(created.id);
    const patch = await call("PATCH", `/api/time-entries/${created.id}`, {
      cookie: owner.cookie,
      payload: { hours: 1 },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe("This time entry has been billed and can no longer be changed.");
    const removal = await call("DELETE", `/api/time-entries/${created.id}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe("This time entry has been billed and can no longer be changed.");
    expect(await readEntryRow(created.id)).toMatchObject({ hours_tenths: 30 });
  });

  it("lets only the author or the firm owner change an entry", async () => {
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("time-staff"),
    });
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("time-colleague"),
    });
    const ownersEntry = (await logTime(owner.cookie, { hours: 1 })).json();
    const staffEntry = (await logTime(staff.cookie, { hours: 1 })).json();
    expect(staffEntry.userId).toBe(staff.user.id);

    const byStaff = await call("PATCH", `/api/time-entries/${ownersEntry.id}`, {
      cookie: staff.cookie,
      payload: { hours: 5 },
    });
    expect(byStaff.statusCode).toBe(403);
    const deleteByColleague = await call("DELETE", `/api/time-entries/${staffEntry.id}`, {
      cookie: colleague.cookie,
    });
    expect(deleteByColleague.statusCode).toBe(403);
    expect(await readEntryRow(ownersEntry.id)).toMatchObject({ hours_tenths: 10 });

    const byAuthor = await call("PATCH", `/api/time-entries/${staffEntry.id}`, {
      cookie: staff.cookie,
      payload: { hours: 1.2 },
    });
    expect(byAuthor.statusCode).toBe(200);
    const byOwner = await call("PATCH", `/api/time-entries/${staffEntry.id}`, {
      cookie: owner.cookie,
      payload: { hours: 1.4 },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ hours: 1.4, userId: staff.user.id });
  });
});

describe("a client's time", () => {
  it("lists and sums the entries on all of the client's matters and no one else's", async () => {
    const firm = await registerFirmOwner(testApp, "client-time-owner");
    const estate = await insertClientWithMatter(testApp.database.db, firm.firmId, { title: "Estate" });
    const transfer = await insertClientWithMatter(testApp.database.db, firm.firmId, {
      title: "Transfer",
      clientId: estate.clientId,
    });
    const otherClient = await insertClientWithMatter(testApp.database.db, firm.firmId, { title: "Other" });
    for (const [matterId, description] of [
      [estate.matterId, "Reporting the estate"],
      [transfer.matterId, "Drafting the deed of transfer"],
      [otherClient.matterId, "Another client's work"],
    ] as const) {
      const response = await call("POST", "/api/time-entries", {
        cookie: firm.cookie,
        payload: { matterId, date: "2026-03-02", description, hours: 1, rateCents: 100_000 },
      });
      expect(response.statusCode).toBe(201);
    }

    const listed = await call("GET", `/api/time-entries?clientId=${estate.clientId}`, {
      cookie: firm.cookie,
    });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { description: string }[]).map((entry) => entry.description).sort()).toEqual([
      "Drafting the deed of transfer",
      "Reporting the estate",
    ]);
    expect(listed.headers["x-total-count"]).toBe("2");
    const summary = await call("GET", `/api/time-entries/summary?clientId=${estate.clientId}`, {
      cookie: firm.cookie,
    });
    expect(summary.json()).toMatchObject({ entryCount: 2, hours: 2, amountCents: 200_000 });
  });

  it("shows nothing for another firm's client, and refuses a client id that is not an id", async () => {
    const theirs = await call("GET", `/api/time-entries?clientId=${outsiderMatter.clientId}`, {
      cookie: owner.cookie,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect(theirs.headers["x-total-count"]).toBe("0");
    const theirSummary = await call("GET", `/api/time-entries/summary?clientId=${outsiderMatter.clientId}`, {
      cookie: owner.cookie,
    });
    expect(theirSummary.json()).toMatchObject({ entryCount: 0, amountCents: 0 });

    const invalid = await call("GET", "/api/time-entries?clientId=not-a-client", { cookie: owner.cookie });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("clientId: clientId must be a client id");
  });
});

describe("the time entry list", () => {
  let firm: FirmOwner;
  let firstMatter: Awaited<ReturnType<typeof insertClientWithMatter>>;
  let secondMatter: Awaited<ReturnType<typeof insertClientWithMatter>>;

  beforeAll(async () => {
    firm = await registerFirmOwner(testApp, "list-owner");
    firstMatter = await insertClientWithMatter(testApp.database.db, firm.firmId, {
      title: "Estate late Mbeki",
    });
    secondMatter = await insertClientWithMatter(testApp.database.db, firm.firmId, {
      title: "Ndlovu divorce",
    });
    const entries = [
      {
        matterId: firstMatter.matterId,
        date: "2026-01-05",
        description: "Reporting the estate to the Master",
      },
      {
        matterId: firstMatter.matterId,
        date: "2026-02-10",
        description: "Liquidation and distribution account",
      },
      { matterId: secondMatter.matterId, date: "2026-02-11", description: "Consultation about the café" },
      { matterId: secondMatter.matterId, date: "2026-03-01", description: "Settlement agreement" },
    ];
    for (const entry of entries) {
      const response = await call("POST", "/api/time-entries", {
        cookie: firm.cookie,
        payload: { ...entry, hours: 1, rateCents: 100_000 },
      });
      expect(response.statusCode).toBe(201);
    }
  });

  async function list(query: string) {
    const response = await call("GET", `/api/time-entries${query}`, { cookie: firm.cookie });
    expect(response.statusCode).toBe(200);
    return {
      descriptions: (response.json() as { description: string }[]).map((entry) => entry.description),
      total: Number(response.headers["x-total-count"]),
    };
  }

  it("lists the newest first with the total in X-Total-Count", async () => {
    expect(await list("")).toEqual({
      descriptions: [
        "Settlement agreement",
        "Consultation about the café",
        "Liquidation and distribution account",
        "Reporting the estate to the Master",
      ],
      total: 4,
    });
  });

  it("pages with limit and offset", async () => {
    expect(await list("?limit=2&offset=2")).toEqual({
      descriptions: ["Liquidation and distribution account", "Reporting the estate to the Master"],
      total: 4,
    });
  });

  it("answers an empty page past the end, still with the total", async () => {
    expect(await list("?offset=10")).toEqual({ descriptions: [], total: 4 });
  });

  it("gives the same page at every offset, whichever end it is read from", async () => {
    const { descriptions: everything } = await list("");
    for (let offset = 0; offset < everything.length; offset += 1) {
      expect((await list(`?limit=3&offset=${offset}`)).descriptions).toEqual(
        everything.slice(offset, offset + 3),
      );
    }
  });

  it("pages with the X-Next-Cursor of each page until the last page, which has none", async () => {
    const { descriptions: everything } = await list("");
    const walked: string[] = [];
    let query = "?limit=1";
    for (;;) {
      const response = await call("GET", `/api/time-entries${query}`, { cookie: firm.cookie });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-total-count"]).toBe("4");
      walked.push(...(response.json() as { description: string }[]).map((entry) => entry.description));
      const cursor = response.headers["x-next-cursor"];
      if (typeof cursor !== "string") break;
      query = `?limit=1&cursor=${cursor}`;
    }
    expect(walked).toEqual(everything);
    // A cursor works from an offset page too, and with a filter.
    const second = await call("GET", "/api/time-entries?limit=2&offset=1&search=a", { cookie: firm.cookie });
    const after = await call(
      "GET",
      `/api/time-entries?limit=2&search=a&cursor=${second.headers["x-next-cursor"]}`,
      { cookie: firm.cookie },
    );
    const searched = (await list("?search=a")).descriptions;
    expect((after.json() as { description: string }[]).map((entry) => entry.description)).toEqual(
      searched.slice(3, 5),
    );
  });

  it("refuses a cursor it did not write, and a cursor with an offset", async () => {
    const garbage = await call("GET", "/api/time-entries?cursor=bm90LWEtY3Vyc29y", { cookie: firm.cookie });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(
      "cursor: cursor must be the X-Next-Cursor value of an earlier page of this list",
    );
    const foreign = Buffer.from(
      JSON.stringify({ sort: "name", order: "asc", key: ["Zulu", "00000000-0000-4000-8000-000000000000"] }),
    ).toString("base64url");
    const wrongList = await call("GET", `/api/time-entries?cursor=${foreign}`, { cookie: firm.cookie });
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().code).toBe("invalid_cursor");
    const first = await call("GET", "/api/time-entries?limit=1", { cookie: firm.cookie });
    const both = await call("GET", `/api/time-entries?offset=1&cursor=${first.headers["x-next-cursor"]}`, {
      cookie: firm.cookie,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("Page with either cursor or offset, not both.");
  });

  it("filters by matter and by dates", async () => {
    expect((await list(`?matterId=${firstMatter.matterId}`)).total).toBe(2);
    expect((await list("?from=2026-02-01&to=2026-02-28")).descriptions).toEqual([
      "Consultation about the café",
      "Liquidation and distribution account",
    ]);
  });

  it("searches descriptions and matter titles without regard to case or accents", async () => {
    expect((await list("?search=CAFE")).descriptions).toEqual(["Consultation about the café"]);
    expect((await list("?search=S%C3%A9ttlement")).descriptions).toEqual(["Settlement agreement"]);
    expect((await list("?search=mbeki")).total).toBe(2);
    expect((await list("?search=100%25")).total).toBe(0);
  });

  it("filters billed and unbilled entries", async () => {
    const { descriptions } = await list("?search=Settlement");
    expect(descriptions).toHaveLength(1);
    await queryRows(
      testApp.database.db,
      sql`update time_entry set billed_at = now() where firm_id = ${firm.firmId} and description = 'Settlement agreement'`,
    );
    expect((await list("?billed=true")).descriptions).toEqual(["Settlement agreement"]);
    expect((await list("?billed=false")).total).toBe(3);
  });

  it("refuses a page larger than 200", async () => {
    const response = await call("GET", "/api/time-entries?limit=201", { cookie: firm.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("limit: Limit must be at most 200");
  });

  it("sums the filtered entries in the summary", async () => {
    const response = await call("GET", `/api/time-entries/summary?matterId=${secondMatter.matterId}`, {
      cookie: firm.cookie,
    });
    expect(response.json()).toEqual({
      entryCount: 2,
      hours: 2,
      amountCents: 200_000,
      unbilledHours: 1,
      unbilledAmountCents: 100_000,
    });
  });

  it("counts and sums once an entry whose description and matter title both have the searched words", async () => {
    // "Estate late Mbeki" is the first matter's title, and "Reporting the estate to the Master" one of its entries.
    expect(await list("?search=estate")).toEqual({
      descriptions: ["Liquidation and distribution account", "Reporting the estate to the Master"],
      total: 2,
    });
    const response = await call("GET", "/api/time-entries/summary?search=estate", { cookie: firm.cookie });
    expect(response.json()).toEqual({
      entryCount: 2,
      hours: 2,
      amountCents: 200_000,
      unbilledHours: 2,
      unbilledAmountCents: 200_000,
    });
  });

  it("lists unbilled time per matter for the Billing tab", async () => {
    const response = await call("GET", "/api/practice/unbilled", { cookie: firm.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("2");
    expect(response.json()).toEqual([
      expect.objectContaining({
        matterId: firstMatter.matterId,
        matterTitle: "Estate late Mbeki",
        hours: 2,
        amountCents: 200_000,
      }),
      expect.objectContaining({
        matterId: secondMatter.matterId,
        reference: secondMatter.reference,
        hours: 1,
        amountCents: 100_000,
      }),
    ]);
  });
});

describe("practice stats", () => {
  it("are all zero for a firm with nothing yet", async () => {
    const empty = await registerFirmOwner(testApp, "empty-owner");
    const response = await call("GET", "/api/practice/stats", { cookie: empty.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalClients: 0,
      activeMatters: 0,
      billableHours: 0,
      monthlyRevenue: 0,
      monthlyRevenueCents: 0,
    });
  });

  it("count the firm's clients and active matters, this month's time and this month's invoices only", async () => {
    const firm = await registerFirmOwner(testApp, "stats-owner");
    const db = testApp.database.db;
    const active = await insertClientWithMatter(db, firm.firmId);
    await insertClientWithMatter(db, firm.firmId, { clientId: active.clientId });
    await insertClientWithMatter(db, firm.firmId, { status: "completed" });
    const archived = await insertClientWithMatter(db, firm.firmId, { status: "closed" });
    await queryRows(db, sql`update client set archived_at = now() where id = ${archived.clientId}`);
    const dates = await johannesburgDates(db);
    const entries = [
      { date: dates.firstOfMonth, hours: 1.5, rateCents: 200_000 },
      { date: dates.today, hours: 0.3, rateCents: 123_455 },
      { date: dates.lastMonth, hours: 7, rateCents: 200_000 },
    ];
    for (const entry of entries) {
      const response = await call("POST", "/api/time-entries", {
        cookie: firm.cookie,
        payload: { ...entry, matterId: active.matterId, description: "Work" },
      });
      expect(response.statusCode).toBe(201);
    }
    // Another firm's time this month changes nothing.
    await logTime(owner.cookie, { date: dates.today, hours: 10 });
    // Revenue is what was invoiced (excl. VAT): this month's invoice counts; last month's, a void one
    // and another firm's do not. Time not yet invoiced is no revenue.
    const invoices = [
      { firmId: firm.firmId, userId: firm.userId, issued: dates.today, status: "sent", subtotal: 250_050 },
      {
        firmId: firm.firmId,
        userId: firm.userId,
        issued: dates.lastMonth,
        status: "sent",
        subtotal: 100_000,
      },
      { firmId: firm.firmId, userId: firm.userId, issued: dates.today, status: "void", subtotal: 70_000 },
      { firmId: owner.firmId, userId: owner.userId, issued: dates.today, status: "sent", subtotal: 90_000 },
    ];
    for (const [index, invoice] of invoices.entries()) {
      await queryRows(
        db,
        sql`insert into invoice (firm_id, client_id, status, number, sequence, issue_date, due_date,
                                 subtotal_cents, vat_cents, total_cents, void_reason, created_by)
            values (${invoice.firmId}, ${active.clientId}, ${invoice.status}::invoice_status,
                    ${`INV-${index + 1}`}, ${index + 1}, ${invoice.issued}, ${dates.nextMonth},
                    ${invoice.subtotal}, 0, ${invoice.subtotal},
                    ${invoice.status === "void" ? "Issued in error" : null}, ${invoice.userId})`,
      );
    }

    const response = await call("GET", "/api/practice/stats", { cookie: firm.cookie });
    expect(response.json()).toEqual({
      totalClients: 2,
      activeMatters: 2,
      billableHours: 1.8,
      monthlyRevenue: 2500.5,
      monthlyRevenueCents: 250_050,
    });
  });
});
