import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSignedInStaffMember } from "../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner } from "../testing/staff-fixtures.ts";
import { callerFor, createTestApp, type TestApp } from "../testing/test-app.ts";
import { queryRows } from "./db.ts";
import { ANSWER_LIFETIME_MS, RESPONSE_CACHE_HEADER, startChangeNoteCompaction } from "./response-cache.ts";

// A cached list is only worth having if it is never stale: these tests write in every way a firm's
// data can change (the API, SQL outside the app, a transaction that was open while the answer was
// cached, a person's name) and expect the next answer to show it.

let testApp: TestApp;
let firm: FirmOwner;
let otherFirm: FirmOwner;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  firm = await registerFirmOwner(testApp, "cache-owner");
  otherFirm = await registerFirmOwner(testApp, "cache-other");
});
afterAll(async () => {
  await testApp?.close();
});

async function listClients(person: { cookie: string }, query = "") {
  const response = await callerFor(testApp.app)("GET", `/api/clients${query}`, { cookie: person.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return {
    names: (response.json() as { name: string }[]).map((client) => client.name),
    total: Number(response.headers["x-total-count"]),
    isFromCache: response.headers[RESPONSE_CACHE_HEADER] === "hit",
  };
}

async function addClient(person: { cookie: string }, name: string): Promise<string> {
  const response = await callerFor(testApp.app)("POST", "/api/clients", {
    cookie: person.cookie,
    payload: { name, type: "individual" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe("the response cache", () => {
  it("serves a firm's list again, with its headers, while nothing in the firm has changed", async () => {
    await addClient(firm, "Abel Cached");
    const first = await listClients(firm, "?search=cached");
    const second = await listClients(firm, "?search=cached");
    expect(first.isFromCache).toBe(false);
    expect(second).toEqual({ ...first, isFromCache: true });
    expect(second.total).toBe(1);
  });

  it("shows a client created through the API in the next answer", async () => {
    await listClients(firm);
    const before = await listClients(firm);
    expect(before.isFromCache).toBe(true);
    await addClient(firm, "Bongani Newly Added");
    const after = await listClients(firm);
    expect(after.isFromCache).toBe(false);
    expect(after.total).toBe(before.total + 1);
    expect(after.names).toContain("Bongani Newly Added");
  });

  it("shows a change written straight to the database, outside the app", async () => {
    const id = await addClient(firm, "Carla Before");
    await listClients(firm, "?search=carla");
    expect((await listClients(firm, "?search=carla")).isFromCache).toBe(true);
    await queryRows(testApp.database.db, sql`update client set name = 'Carla After' where id = ${id}`);
    const after = await listClients(firm, "?search=carla");
    expect(after).toMatchObject({ names: ["Carla After"], isFromCache: false });
  });

  it("shows a change whose transaction was still open when the answer was cached", async () => {
    const id = await addClient(firm, "Dineo Pending");
    let commit: () => void = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let wrote: () => void = () => {};
    const hasWritten = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const transaction = testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`update client set name = 'Dineo Committed' where id = ${id}`);
      wrote();
      await committed;
    });
    await hasWritten;
    // Read and cached while the rename is written but not committed: the old name is right for now.
    expect((await listClients(firm, "?search=dineo")).names).toEqual(["Dineo Pending"]);
    expect(await listClients(firm, "?search=dineo")).toMatchObject({
      names: ["Dineo Pending"],
      isFromCache: true,
    });
    commit();
    await transaction;
    expect(await listClients(firm, "?search=dineo")).toMatchObject({
      names: ["Dineo Committed"],
      isFromCache: false,
    });
  });

  it("keeps serving the answer after a write that was rolled back", async () => {
    await addClient(firm, "Elias Steady");
    await listClients(firm, "?search=elias");
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await tx.execute(sql`update client set name = 'Elias Rolled Back' where name = 'Elias Steady'`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await listClients(firm, "?search=elias")).toMatchObject({
      names: ["Elias Steady"],
      isFromCache: true,
    });
  });

  it("is not disturbed by another firm's writes, and never serves one firm's answer to another", async () => {
    await listClients(firm);
    await addClient(otherFirm, "Fikile Elsewhere");
    const ours = await listClients(firm);
    expect(ours.isFromCache).toBe(true);
    expect(ours.names).not.toContain("Fikile Elsewhere");
    const theirs = await listClients(otherFirm);
    expect(theirs.names).toEqual(["Fikile Elsewhere"]);
  });

  it("keeps answers per person: a colleague's first request is answered afresh", async () => {
    await listClients(firm);
    expect((await listClients(firm)).isFromCache).toBe(true);
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: firm.firmId,
      email: `cache-colleague-${Date.now()}@example.co.za`,
    });
    expect((await listClients(colleague)).isFromCache).toBe(false);
    expect((await listClients(colleague)).isFromCache).toBe(true);
    // Adding the colleague changed the firm, so the owner's answer was read again too.
    expect((await listClients(firm)).isFromCache).toBe(false);
  });

  it("refuses a signed-out or suspended person even when an answer is cached", async () => {
    const person = await registerFirmOwner(testApp, "cache-suspended");
    await listClients(person);
    expect((await listClients(person)).isFromCache).toBe(true);
    await queryRows(
      testApp.database.db,
      sql`update "user" set suspended_at = now() where id = ${person.userId}`,
    );
    const refused = await callerFor(testApp.app)("GET", "/api/clients", { cookie: person.cookie });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[RESPONSE_CACHE_HEADER]).toBeUndefined();
  });

  it("notes a change to the firm when one of its people is renamed", async () => {
    await listClients(firm);
    expect((await listClients(firm)).isFromCache).toBe(true);
    await queryRows(
      testApp.database.db,
      sql`update "user" set last_name = 'Renamed' where id = ${firm.userId}`,
    );
    expect((await listClients(firm)).isFromCache).toBe(false);
  });

  it("keeps a firm's answers when the bell looks over its records and finds nothing new", async () => {
    await listClients(otherFirm);
    expect((await listClients(otherFirm)).isFromCache).toBe(true);
    const bell = await callerFor(testApp.app)("GET", "/api/notifications/unread-count", {
      cookie: otherFirm.cookie,
    });
    expect(bell.json()).toEqual({ unreadCount: 0 });
    // The look-over ran (its row is claimed) and, having nothing to announce, changed nothing served.
    expect(
      await queryRows(
        testApp.database.db,
        sql`select 1 from notification_scan where firm_id = ${otherFirm.firmId}`,
      ),
    ).toHaveLength(1);
    expect((await listClients(otherFirm)).isFromCache).toBe(true);
  });

  it("has change triggers on every firm-scoped table", async () => {
    const missing = await queryRows<{ table_name: string; triggers: number }>(
      testApp.database.db,
      sql`select columns.table_name, count(trigger.tgname)::int as triggers
            from information_schema.columns
            join information_schema.tables using (table_schema, table_name)
            left join pg_trigger trigger
              on trigger.tgrelid = format('%I', columns.table_name)::regclass
             and trigger.tgname like '%\\_firm\\_change\\_%'
           where columns.table_schema = current_schema() and columns.column_name = 'firm_id'
             and tables.table_type = 'BASE TABLE'
             and columns.table_name not in ('firm_change', 'audit_event', 'research_search', 'notification_scan')
           group by columns.table_name
          having count(trigger.tgname) <> 3`,
    );
    expect(missing).toEqual([]);
  });
});

describe("change note compaction", () => {
  it("deletes only notes older than any answer still served could need", async () => {
    let now = 0;
    const compaction = startChangeNoteCompaction({
      db: testApp.database.db,
      log: testApp.app.log,
      now: () => now,
    });
    compaction.stop();
    const notesOf = async (firmId: string) =>
      Number(
        (
          await queryRows<{ count: string }>(
            testApp.database.db,
            sql`select count(*) from firm_change where firm_id = ${firmId}`,
          )
        )[0]?.count,
      );
    const before = await registerFirmOwner(testApp, "compaction-before");
    expect(await notesOf(before.firmId)).toBeGreaterThan(0);
    // Transaction ids are the server's, not the database's: another test file's open transaction holds
    // the xmin back for a moment. Wait until it has passed this firm's notes, as it does in normal use.
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ passed: boolean }>(
              testApp.database.db,
              sql`select pg_snapshot_xmin(pg_current_snapshot()) > max(xid) as passed
                    from firm_change where firm_id = ${before.firmId}`,
            )
          )[0]?.passed,
        { timeout: 15_000, interval: 50 },
      )
      .toBe(true);
    // The horizon is the xmin seen now: notes written before it may go once it is old enough.
    expect(await compaction.compactOnce()).toBe(0);
    const after = await registerFirmOwner(testApp, "compaction-after");
    const afterNotes = await notesOf(after.firmId);
    now = 2 * ANSWER_LIFETIME_MS - 1;
    expect(await compaction.compactOnce()).toBe(0);
    now = 2 * ANSWER_LIFETIME_MS;
    expect(await compaction.compactOnce()).toBeGreaterThan(0);
    expect(await notesOf(before.firmId)).toBe(0);
    expect(await notesOf(after.firmId)).toBe(afterNotes);
  });
});
