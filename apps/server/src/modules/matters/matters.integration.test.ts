import { FIRM_TIME_ZONE } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import {
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
/** A Professional firm (no matter limit) used by most tests. */
let owner: FirmOwner;
let otherOwner: FirmOwner;

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const YEAR = Number(
  new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE }).format(new Date()).slice(0, 4),
);

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "matters-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
  otherOwner = await registerFirmOwner(testApp, "matters-other");
  await putFirmOnPlan(testApp, otherOwner.firmId, "professional");
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "PUT";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json().message;
}

type Matter = {
  id: string;
  reference: string;
  title: string;
  status: string;
  clientId: string;
  clientName: string;
  statusHistory: { fromStatus: string | null; toStatus: string; changedByName: string | null }[];
  [field: string]: unknown;
};

async function createClient(cookie: string, name: string, type = "company"): Promise<{ id: string }> {
  const response = await call("POST", "/api/clients", { cookie, payload: { name, type } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function createMatter(cookie: string, payload: Record<string, unknown>): Promise<Matter> {
  const response = await call("POST", "/api/matters", { cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A company client of the person's firm with one matter, made through the API: the matter's id. */
async function companyMatter(person: FirmOwner, client: string, matter: { title: string; type: string }) {
  return (await createClientWithMatter(callerFor(testApp.app), person, client, matter, "company")).matterId;
}

function changeStatus(cookie: string, matterId: string, status: string) {
  return call("POST", `/api/matters/${matterId}/status`, { cookie, payload: { status } });
}

async function countRows(table: "matter" | "matter_party" | "matter_note", firmId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) from ${sql.identifier(table)} where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.count);
}

function checkConflicts(cookie: string, payload: unknown) {
  return call("POST", "/api/matters/conflict-check", { cookie, payload });
}

describe("access to the matter calls", () => {
  const calls: [Method, string, unknown][] = [
    ["GET", "/api/matters", undefined],
    ["POST", "/api/matters", { clientId: MISSING_ID, title: "T", type: "Commercial Law" }],
    ["POST", "/api/matters/conflict-check", { names: ["Anyone"] }],
    ["GET", `/api/matters/${MISSING_ID}`, undefined],
    ["PATCH", `/api/matters/${MISSING_ID}`, { title: "T" }],
    ["POST", `/api/matters/${MISSING_ID}/status`, { status: "closed" }],
    ["GET", `/api/matters/${MISSING_ID}/notes`, undefined],
    ["POST", `/api/matters/${MISSING_ID}/notes`, { body: "A note" }],
    ["GET", "/api/practice/settings", undefined],
    ["PUT", "/api/practice/settings", { matterReferencePrefix: "ABC", defaultHourlyRateCents: 0 }],
    ["GET", "/api/firm/members", undefined],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    const response = await call(method, url, { payload });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another firm's matter on every call with an id, and changes nothing", async () => {
    const matterId = await companyMatter(otherOwner, "Their Client", {
      title: "Their Matter",
      type: "Family Law",
    });
    const attempts = await Promise.all([
      call("GET", `/api/matters/${matterId}`, { cookie: owner.cookie }),
      call("PATCH", `/api/matters/${matterId}`, { cookie: owner.cookie, payload: { title: "Mine now" } }),
      changeStatus(owner.cookie, matterId, "closed"),
      call("GET", `/api/matters/${matterId}/notes`, { cookie: owner.cookie }),
      call("POST", `/api/matters/${matterId}/notes`, { cookie: owner.cookie, payload: { body: "Peek" } }),
      call("GET", "/api/matters/not-a-uuid", { cookie: owner.cookie }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe("No such matter in your firm.");
    }
    const unchanged = await call("GET", `/api/matters/${matterId}`, { cookie: otherOwner.cookie });
    expect(unchanged.json()).toMatchObject({ title: "Their Matter", status: "active" });
    expect(unchanged.json().statusHistory).toHaveLength(1);
    expect(await countRows("matter_note", otherOwner.firmId)).toBe(0);
  });

  it("answers the conflict check with 404 when it names another firm's client instead of ignoring it", async () => {
    const theirClient = await createClient(otherOwner.cookie, "Someone Else's Client");
    const response = await checkConflicts(owner.cookie, { names: ["Anyone"], clientId: theirClient.id });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe("No such client in your firm.");
    const unknown = await checkConflicts(owner.cookie, {
      names: ["Anyone"],
      clientId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses to open a matter for another firm's client with 404 and writes nothing", async () => {
    const theirClient = await createClient(otherOwner.cookie, "Not Your Client");
    const before = await countRows("matter", owner.firmId);
    const response = await call("POST", "/api/matters", {
      cookie: owner.cookie,
      payload: { clientId: theirClient.id, title: "Sneaky", type: "Commercial Law" },
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe("No such client in your firm.");
    expect(await countRows("matter", owner.firmId)).toBe(before);
  });
});

describe("opening a matter", () => {
  it("answers 201 with a generated reference, the parties, and who opened it when", async () => {
    const client = await createClient(owner.cookie, "Mokoena Holdings");
    const matter = await createMatter(owner.cookie, {
      clientId: client.id,
      title: "Supply contract dispute",
      type: "Commercial Law",
      description: "Late deliveries under the 2025 supply agreement.",
      opposingParties: ["Acme Supplies (Pty) Ltd"],
      otherParties: ["First Surety Co"],
    });
    expect(matter).toMatchObject({
      title: "Supply contract dispute",
      type: "Commercial Law",
      status: "active",
      clientId: client.id,
      clientName: "Mokoena Holdings",
      responsibleUserId: owner.userId,
      responsibleName: "Thandi matters-owner",
      opposingParties: ["Acme Supplies (Pty) Ltd"],
      otherParties: ["First Surety Co"],
      conflictCheck: null,
      conflictDecision: null,
      closedAt: null,
    });
    expect(matter.reference).toMatch(new RegExp(`^MAT-${YEAR}-\\d{4}$`));
    expect(matter.statusHistory).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: "active",
        changedByName: "Thandi matters-owner",
      }),
    ]);
    const clientNow = await call("GET", `/api/clients/${client.id}`, { cookie: owner.cookie });
    expect(clientNow.json().activeMatters).toBe(1);
    expect(clientNow.json().lastContact).not.toBeNull();

    const activity = await call("GET", "/api/dashboard/activity", { cookie: owner.cookie });
    const descriptions = (activity.json().items as { description: string }[]).map((item) => item.description);
    expect(descriptions).toContain(
      `Thandi matters-owner opened the matter ${matter.reference} Supply contract dispute for Mokoena Holdings`,
    );
  });

  it.each([
    [{ title: "No client", type: "Family Law" }, "clientId: Choose the client the matter is for"],
    [{ clientId: MISSING_ID, type: "Family Law" }, "title: Matter title is required"],
    [{ clientId: MISSING_ID, title: "  ", type: "Family Law" }, "title: Matter title is required"],
    [{ clientId: MISSING_ID, title: "No type" }, "type: Matter type is required"],
    [
      { clientId: MISSING_ID, title: "Blank party", type: "Family Law", opposingParties: [" "] },
      "opposingParties.0: Names cannot be blank",
    ],
    [
      {
        clientId: MISSING_ID,
        title: "Bad decision",
        type: "Family Law",
        conflictCheck: { names: ["A"], decision: "maybe" },
      },
      "conflictCheck.decision: Decision must be no_conflict or proceed_with_conflict",
    ],
  ])("refuses %j with 400 %j and writes nothing", async (payload, message) => {
    const before = await countRows("matter", owner.firmId);
    const response = await call("POST", "/api/matters", { cookie: owner.cookie, payload });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await countRows("matter", owner.firmId)).toBe(before);
  });

  it("makes an active colleague responsible, but refuses someone outside the firm", async () => {
    const client = await createClient(owner.cookie, "Responsible Test");
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("colleague"),
      firstName: "Lerato",
      lastName: "Mokoena",
    });
    const matter = await createMatter(owner.cookie, {
      clientId: client.id,
      title: "Delegated",
      type: "Labour Law",
      responsibleUserId: colleague.user.id,
    });
    expect(matter).toMatchObject({ responsibleUserId: colleague.user.id, responsibleName: "Lerato Mokoena" });

    const outsider = await call("POST", "/api/matters", {
      cookie: owner.cookie,
      payload: {
        clientId: client.id,
        title: "Outsider",
        type: "Labour Law",
        responsibleUserId: otherOwner.userId,
      },
    });
    expect(outsider.statusCode).toBe(400);
    expect(messageOf(outsider)).toBe(
      "responsibleUserId: Choose an active member of your firm as the responsible person.",
    );

    const members = await call("GET", "/api/firm/members", { cookie: colleague.cookie });
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: owner.userId,
          name: "Thandi matters-owner",
          role: "managing_partner",
        }),
        expect.objectContaining({ userId: colleague.user.id, name: "Lerato Mokoena", hourlyRateCents: null }),
      ]),
    );
    expect((members.json() as { userId: string }[]).map((member) => member.userId)).not.toContain(
      otherOwner.userId,
    );
  });

  it("refuses a matter for an archived client with 409", async () => {
    const client = await createClient(owner.cookie, "Archived Client");
    await call("POST", `/api/clients/${client.id}/archive`, { cookie: owner.cookie });
    const response = await call("POST", "/api/matters", {
      cookie: owner.cookie,
      payload: { clientId: client.id, title: "Too late", type: "Tax Law" },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe("matter references", () => {
  it("numbers a firm's matters one after another, even when they are opened at the same moment", async () => {
    const busy = await registerFirmOwner(testApp, "busy-owner");
    await putFirmOnPlan(testApp, busy.firmId, "professional");
    const client = await createClient(busy.cookie, "Busy Client");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("POST", "/api/matters", {
          cookie: busy.cookie,
          payload: { clientId: client.id, title: `Matter ${index + 1}`, type: "Commercial Law" },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const references = responses.map((response) => response.json().reference as string).sort();
    expect(references).toEqual(
      Array.from({ length: 10 }, (_, index) => `MAT-${YEAR}-${String(index + 1).padStart(4, "0")}`),
    );
  });

  it("uses the owner's prefix for new matters; other members may read but not change it", async () => {
    const firm = await registerFirmOwner(testApp, "prefix-owner");
    const client = await createClient(firm.cookie, "Prefix Client");
    const first = await createMatter(firm.cookie, { clientId: client.id, title: "First", type: "Tax Law" });
    expect(first.reference).toBe(`MAT-${YEAR}-0001`);

    const invalid = await call("PUT", "/api/practice/settings", {
      cookie: firm.cookie,
      payload: { matterReferencePrefix: "ndl-1", defaultHourlyRateCents: 150_000 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe(
      "matterReferencePrefix: The prefix must be 2 to 10 capital letters or digits, e.g. MAT",
    );

    const saved = await call("PUT", "/api/practice/settings", {
      cookie: firm.cookie,
      payload: { matterReferencePrefix: "NDL", defaultHourlyRateCents: 150_000 },
    });
    expect(saved.json()).toEqual({ matterReferencePrefix: "NDL", defaultHourlyRateCents: 150_000 });
    const second = await createMatter(firm.cookie, { clientId: client.id, title: "Second", type: "Tax Law" });
    expect(second.reference).toBe(`NDL-${YEAR}-0002`);

    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: firm.firmId,
      email: uniqueAddress("prefix-staff"),
    });
    const read = await call("GET", "/api/practice/settings", { cookie: staff.cookie });
    expect(read.json()).toEqual({ matterReferencePrefix: "NDL", defaultHourlyRateCents: 150_000 });
    const refused = await call("PUT", "/api/practice/settings", {
      cookie: staff.cookie,
      payload: { matterReferencePrefix: "XYZ", defaultHourlyRateCents: 0 },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call("GET", "/api/practice/settings", { cookie: firm.cookie })).json().matterReferencePrefix,
    ).toBe("NDL");
  });
});

describe("the conflict check", () => {
  let checker: FirmOwner;
  let nkosiClientId: string;
  let opposingMatter: Matter;
  beforeAll(async () => {
    checker = await registerFirmOwner(testApp, "conflict-owner");
    await putFirmOnPlan(testApp, checker.firmId, "professional");
    nkosiClientId = (await createClient(checker.cookie, "NKOSI TRADING")).id;
    const dlaminiClient = await createClient(checker.cookie, "Dlamini Family Trust");
    opposingMatter = await createMatter(checker.cookie, {
      clientId: dlaminiClient.id,
      title: "Boundary dispute",
      type: "Property Law",
      opposingParties: ["Mandla Dube"],
      otherParties: ["Sizwe Mthembu"],
    });
    // Another firm's records are never searched.
    await createClient(otherOwner.cookie, "Zanele Khumalo");
  });

  it("finds a client whatever the case and accents", async () => {
    const response = await checkConflicts(checker.cookie, { names: ["Nkosí Trading"] });
    expect(response.statusCode).toBe(200);
    expect(response.json().hits).toEqual([
      {
        name: "Nkosí Trading",
        source: "client",
        matchedName: "NKOSI TRADING",
        similarity: 1,
        recordId: nkosiClientId,
        clientId: nkosiClientId,
        clientName: "NKOSI TRADING",
      },
    ]);
  });

  it("finds a near spelling and a name inside a longer one", async () => {
    const near = await checkConflicts(checker.cookie, { names: ["Nkosi Tradng"] });
    expect(near.json().hits[0]).toMatchObject({ matchedName: "NKOSI TRADING", source: "client" });
    expect(near.json().hits[0].similarity).toBeGreaterThanOrEqual(0.35);
    expect(near.json().hits[0].similarity).toBeLessThan(1);
    const inside = await checkConflicts(checker.cookie, { names: ["Dlamini"] });
    expect(inside.json().hits.map((hit: { matchedName: string }) => hit.matchedName)).toContain(
      "Dlamini Family Trust",
    );
  });

  it("finds an opposing party and another party of an existing matter, with the matter", async () => {
    const response = await checkConflicts(checker.cookie, { names: ["mandla dube", "Sizwe Mthembu"] });
    const hits = response.json().hits;
    expect(hits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "mandla dube",
          source: "opposing_party",
          matchedName: "Mandla Dube",
          matterId: opposingMatter.id,
          matterReference: opposingMatter.reference,
          clientName: "Dlamini Family Trust",
        }),
        expect.objectContaining({
          name: "Sizwe Mthembu",
          source: "matter_party",
          matterId: opposingMatter.id,
        }),
      ]),
    );
  });

  it("finds nothing in another firm's records, and nothing for an unrelated name", async () => {
    const response = await checkConflicts(checker.cookie, { names: ["Zanele Khumalo", "Pieter van Wyk"] });
    expect(response.json()).toEqual({ hits: [] });
  });

  it("leaves out the matter's own client when its id is given", async () => {
    const response = await checkConflicts(checker.cookie, {
      names: ["NKOSI TRADING"],
      clientId: nkosiClientId,
    });
    expect(response.json()).toEqual({ hits: [] });
  });

  it.each([
    [{ names: [] }, "names: Enter between 1 and 20 names to check"],
    [
      { names: Array.from({ length: 21 }, (_, index) => `Name ${index}`) },
      "names: Enter between 1 and 20 names to check",
    ],
    [{ names: ["  "] }, "names.0: Names cannot be blank"],
    [{}, "names: Enter between 1 and 20 names to check"],
  ])("refuses %j with 400", async (payload, message) => {
    const response = await checkConflicts(checker.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it("asks for confirmation (409) when the check finds someone and the decision is no_conflict, writing nothing", async () => {
    const client = await createClient(checker.cookie, "Ndaba Properties");
    const before = await countRows("matter", checker.firmId);
    const response = await call("POST", "/api/matters", {
      cookie: checker.cookie,
      payload: {
        clientId: client.id,
        title: "Against Dube",
        type: "Property Law",
        opposingParties: ["Mandla Dube"],
        conflictCheck: { names: ["Ndaba Properties", "Mandla Dube"], decision: "no_conflict" },
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("conflict_confirmation_required");
    expect(await countRows("matter", checker.firmId)).toBe(before);
  });

  it("stores the check, its hits and the decision to proceed with the matter", async () => {
    const client = await createClient(checker.cookie, "Ferreira Motors");
    const matter = await createMatter(checker.cookie, {
      clientId: client.id,
      title: "Against Dube again",
      type: "Property Law",
      opposingParties: ["Mandla Dube"],
      conflictCheck: { names: ["Ferreira Motors", "Mandla Dube"], decision: "proceed_with_conflict" },
    });
    expect(matter.conflictDecision).toBe("proceed_with_conflict");
    const check = matter.conflictCheck as {
      names: string[];
      hits: { source: string; matterReference?: string }[];
      checkedByUserId: string;
      checkedByName: string;
      checkedAt: string;
    };
    expect(check.names).toEqual(["Ferreira Motors", "Mandla Dube"]);
    expect(check.hits).toEqual([
      expect.objectContaining({ source: "opposing_party", matterReference: opposingMatter.reference }),
    ]);
    expect(check).toMatchObject({ checkedByUserId: checker.userId, checkedByName: "Thandi conflict-owner" });
  });

  it("opens a matter with no_conflict when the check finds nobody", async () => {
    const client = await createClient(checker.cookie, "Olwethu Zwane");
    const matter = await createMatter(checker.cookie, {
      clientId: client.id,
      title: "Clean matter",
      type: "Tax Law",
      conflictCheck: { names: ["Olwethu Zwane", "Quentin Rademeyer"], decision: "no_conflict" },
    });
    expect(matter).toMatchObject({ conflictDecision: "no_conflict" });
    expect((matter.conflictCheck as { hits: unknown[] }).hits).toEqual([]);
  });
});

describe("the Solo plan's active matter limit", () => {
  it("refuses a sixth active matter with 403 naming the plan, and allows one again once a matter is completed", async () => {
    const solo = await registerFirmOwner(testApp, "solo-owner");
    const client = await createClient(solo.cookie, "Solo Client");
    const matters: Matter[] = [];
    for (let index = 1; index <= 5; index += 1) {
      matters.push(
        await createMatter(solo.cookie, { clientId: client.id, title: `M${index}`, type: "Tax Law" }),
      );
    }
    const refused = await call("POST", "/api/matters", {
      cookie: solo.cookie,
      payload: { clientId: client.id, title: "M6", type: "Tax Law" },
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe("The Solo plan allows 5 active matters. Upgrade your plan to open more.");
    expect(await countRows("matter", solo.firmId)).toBe(5);

    const [firstMatter] = matters;
    if (!firstMatter) throw new Error("no matter");
    expect((await changeStatus(solo.cookie, firstMatter.id, "completed")).statusCode).toBe(200);
    const sixth = await createMatter(solo.cookie, { clientId: client.id, title: "M6", type: "Tax Law" });
    expect(sixth.status).toBe("active");

    const reopen = await changeStatus(solo.cookie, firstMatter.id, "active");
    expect(reopen.statusCode).toBe(403);
    expect(messageOf(reopen)).toBe("The Solo plan allows 5 active matters. Upgrade your plan to open more.");
  });

  it("lets only five of eight simultaneous openings through", async () => {
    const solo = await registerFirmOwner(testApp, "solo-race");
    const client = await createClient(solo.cookie, "Race Client");
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call("POST", "/api/matters", {
          cookie: solo.cookie,
          payload: { clientId: client.id, title: `Race ${index}`, type: "Tax Law" },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 403, 403, 403]);
    expect(await countRows("matter", solo.firmId)).toBe(5);
  });
});

describe("matter status", () => {
  it("moves forward, records every change with who and when, and reopens a closed matter", async () => {
    const matterId = await companyMatter(owner, "Lifecycle Client", { title: "Lifecycle", type: "Tax Law" });
    for (const status of ["pending", "completed", "closed"]) {
      const response = await changeStatus(owner.cookie, matterId, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe(status);
    }
    const closed = await call("GET", `/api/matters/${matterId}`, { cookie: owner.cookie });
    expect(closed.json().closedAt).not.toBeNull();

    const backwards = await changeStatus(owner.cookie, matterId, "pending");
    expect(backwards.statusCode).toBe(409);
    expect(messageOf(backwards)).toBe(
      "A closed matter cannot move back to pending. Reopen it to active instead.",
    );

    const same = await changeStatus(owner.cookie, matterId, "closed");
    expect(same.statusCode).toBe(409);

    const reopened = await changeStatus(owner.cookie, matterId, "active");
    expect(reopened.statusCode).toBe(200);
    const body = reopened.json() as Matter & { closedAt: string | null };
    expect(body.closedAt).toBeNull();
    expect(body.statusHistory.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, "active"],
      ["active", "pending"],
      ["pending", "completed"],
      ["completed", "closed"],
      ["closed", "active"],
    ]);
    expect(body.statusHistory.every((change) => change.changedByName === "Thandi matters-owner")).toBe(true);
    const audit = await queryRows<{ count: string }>(
      testApp.database.db,
      sql`select count(*) from audit_event where entity_id = ${matterId} and action = 'matter.status_changed'`,
    );
    expect(Number(audit[0]?.count)).toBe(4);
  });

  it("jumps forward more than one step at once", async () => {
    const matterId = await companyMatter(owner, "Jumping Client", { title: "Quick close", type: "Tax Law" });
    const response = await changeStatus(owner.cookie, matterId, "closed");
    expect(response.json().status).toBe("closed");
  });

  it("refuses an unknown status with 400", async () => {
    const response = await changeStatus(owner.cookie, MISSING_ID, "archived");
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe("status: Status must be active, pending, completed or closed");
  });
});

describe("editing a matter and its notes", () => {
  it("edits the title and replaces the opposing parties", async () => {
    const client = await createClient(owner.cookie, "Editing Client");
    const matter = await createMatter(owner.cookie, {
      clientId: client.id,
      title: "Old title",
      type: "Tax Law",
      opposingParties: ["SARS"],
    });
    const response = await call("PATCH", `/api/matters/${matter.id}`, {
      cookie: owner.cookie,
      payload: { title: "New title", opposingParties: ["SARS", "Commissioner"], description: "Objection" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "New title",
      opposingParties: ["SARS", "Commissioner"],
      description: "Objection",
      reference: matter.reference,
    });
    const invalid = await call("PATCH", `/api/matters/${matter.id}`, {
      cookie: owner.cookie,
      payload: { title: "" },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("adds notes and lists them newest first with a total", async () => {
    const matterId = await companyMatter(owner, "Notes Client", { title: "Noted", type: "Tax Law" });
    for (const body of ["First call with client", "Received documents"]) {
      const created = await call("POST", `/api/matters/${matterId}/notes`, {
        cookie: owner.cookie,
        payload: { body },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ body, authorName: "Thandi matters-owner" });
    }
    const list = await call("GET", `/api/matters/${matterId}/notes?limit=1`, { cookie: owner.cookie });
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json().map((note: { body: string }) => note.body)).toEqual(["Received documents"]);

    const blank = await call("POST", `/api/matters/${matterId}/notes`, {
      cookie: owner.cookie,
      payload: { body: " " },
    });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toBe("body: Note text is required");
  });
});

describe("listing matters", () => {
  let lister: FirmOwner;
  let clientIds: { zulu: string; berg: string };
  beforeAll(async () => {
    lister = await registerFirmOwner(testApp, "matter-lister");
    await putFirmOnPlan(testApp, lister.firmId, "professional");
    clientIds = {
      zulu: (await createClient(lister.cookie, "Amahle Zulú", "individual")).id,
      berg: (await createClient(lister.cookie, "Berg & Sons")).id,
    };
    await createMatter(lister.cookie, {
      clientId: clientIds.zulu,
      title: "Divorce settlement",
      type: "Family Law",
    });
    await createMatter(lister.cookie, {
      clientId: clientIds.berg,
      title: "Lease renewal",
      type: "Property Law",
    });
    const third = await createMatter(lister.cookie, {
      clientId: clientIds.berg,
      title: "Debt collection",
      type: "Commercial Law",
    });
    await changeStatus(lister.cookie, third.id, "pending");
  });

  async function titles(query: string) {
    const response = await call("GET", `/api/matters?${query}`, { cookie: lister.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: (response.json() as { title: string }[]).map((matter) => matter.title),
      total: Number(response.headers["x-total-count"]),
    };
  }

  it("lists the newest activity first with the spec's fields", async () => {
    const response = await call("GET", "/api/matters", { cookie: lister.cookie });
    expect(response.headers["x-total-count"]).toBe("3");
    expect(response.json()[0]).toMatchObject({
      title: "Debt collection",
      clientName: "Berg & Sons",
      status: "pending",
      type: "Commercial Law",
    });
    expect(response.json()[0].reference).toBe(`MAT-${YEAR}-0003`);
    expect((await titles("")).titles).toEqual(["Debt collection", "Lease renewal", "Divorce settlement"]);
  });

  it("searches title, reference and client name without regard to accents", async () => {
    expect((await titles("search=lease")).titles).toEqual(["Lease renewal"]);
    expect((await titles(`search=${YEAR}-0001`)).titles).toEqual(["Divorce settlement"]);
    expect((await titles("search=zulu")).titles).toEqual(["Divorce settlement"]);
  });

  it("filters by status, client and responsible member, and pages", async () => {
    expect((await titles("status=pending")).titles).toEqual(["Debt collection"]);
    expect((await titles(`clientId=${clientIds.berg}`)).total).toBe(2);
    expect((await titles(`responsibleUserId=${lister.userId}`)).total).toBe(3);
    expect(await titles("limit=1&offset=1")).toEqual({ titles: ["Lease renewal"], total: 3 });
    expect((await titles("sort=title&order=asc")).titles).toEqual([
      "Debt collection",
      "Divorce settlement",
      "Lease renewal",
    ]);
  });

  const SORTS = ["lastActivity", "title", "reference", "openedOn"].flatMap((sort) =>
    ["", "&order=asc", "&order=desc"].map((order) => `sort=${sort}${order}`),
  );

  it.each(SORTS)(
    "%s gives each offset page as a slice, and walks the same list by cursor",
    async (sorting) => {
      const { titles: everything } = await titles(sorting);
      expect(everything).toHaveLength(3);
      for (let offset = 0; offset < 3; offset += 1) {
        expect((await titles(`${sorting}&limit=2&offset=${offset}`)).titles).toEqual(
          everything.slice(offset, offset + 2),
        );
      }
      const walked: string[] = [];
      let query = `${sorting}&limit=1`;
      for (;;) {
        const response = await call("GET", `/api/matters?${query}`, { cookie: lister.cookie });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["x-total-count"]).toBe("3");
        walked.push(...(response.json() as { title: string }[]).map((matter) => matter.title));
        const cursor = response.headers["x-next-cursor"];
        if (typeof cursor !== "string") break;
        query = `${sorting}&limit=1&cursor=${cursor}`;
      }
      expect(walked).toEqual(everything);
    },
  );

  it("refuses a cursor of another sort with 400, and one that is no cursor", async () => {
    const first = await call("GET", "/api/matters?sort=title&limit=1", { cookie: lister.cookie });
    const otherSort = await call("GET", `/api/matters?cursor=${first.headers["x-next-cursor"]}`, {
      cookie: lister.cookie,
    });
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().code).toBe("invalid_cursor");
    const garbage = await call("GET", "/api/matters?cursor=%%%", { cookie: lister.cookie });
    expect(garbage.statusCode).toBe(400);
  });
});
