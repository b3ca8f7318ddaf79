import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRM_TIME_ZONE_SQL, queryRows } from "../../platform/db.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type FirmOwner, putFirmOnPlan, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { insertClientWithMatter, johannesburgDates } from "./time-test-fixtures.ts";

// The lists' X-Total-Count (without filters) and the practice stats read per-firm counts and monthly
// time totals that triggers keep in the writing transaction. These tests hold them against counting
// the rows themselves, after every kind of write: the API, bulk SQL, and writers racing each other.

let testApp: TestApp;
let firm: FirmOwner;
let bystander: FirmOwner;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  firm = await registerFirmOwner(testApp, "totals-owner");
  await putFirmOnPlan(testApp, firm.firmId, "professional");
  bystander = await registerFirmOwner(testApp, "totals-bystander");
});
afterAll(async () => {
  await testApp?.close();
});

function call(...args: Parameters<Caller>) {
  return callerFor(testApp.app)(...args);
}

async function totalOf(cookie: string, url: string): Promise<number> {
  const response = await call("GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers["x-total-count"]);
}

async function countedRows(query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ count: string }>(testApp.database.db, query);
  return Number(rows[0]?.count);
}

/** Every figure the kept totals answer, once from the API and once by counting the rows. */
async function expectTotalsMatchTheRows(owner: FirmOwner) {
  const { firmId, cookie } = owner;
  const counted = {
    timeEntries: await countedRows(sql`select count(*) from time_entry where firm_id = ${firmId}`),
    clients: await countedRows(
      sql`select count(*) from client where firm_id = ${firmId} and archived_at is null`,
    ),
    archivedClients: await countedRows(
      sql`select count(*) from client where firm_id = ${firmId} and archived_at is not null`,
    ),
    matters: await countedRows(sql`select count(*) from matter where firm_id = ${firmId}`),
    activeMatters: await countedRows(
      sql`select count(*) from matter where firm_id = ${firmId} and status = 'active'`,
    ),
  };
  expect({
    timeEntries: await totalOf(cookie, "/api/time-entries?limit=1"),
    clients: await totalOf(cookie, "/api/clients?limit=1"),
    archivedClients: await totalOf(cookie, "/api/clients?archived=true&limit=1"),
    matters: await totalOf(cookie, "/api/matters?limit=1"),
    activeMatters: await totalOf(cookie, "/api/matters?status=active&limit=1"),
  }).toEqual(counted);

  const [month] = await queryRows<{ tenths: string; revenue_cents: string }>(
    testApp.database.db,
    sql`select
          (select coalesce(sum(hours_tenths), 0) from time_entry
            where firm_id = ${firmId}
              and date_trunc('month', worked_on::timestamp)
                = date_trunc('month', now() at time zone ${FIRM_TIME_ZONE_SQL})) as tenths,
          (select coalesce(sum(subtotal_cents), 0) from invoice
            where firm_id = ${firmId} and status <> 'void'
              and date_trunc('month', issue_date::timestamp)
                = date_trunc('month', now() at time zone ${FIRM_TIME_ZONE_SQL})) as revenue_cents`,
  );
  const stats = await call("GET", "/api/practice/stats", { cookie });
  // Revenue is billing's (this month's invoices excluding VAT), not the value of the time logged.
  expect(stats.json()).toEqual({
    totalClients: counted.clients,
    activeMatters: counted.activeMatters,
    billableHours: Number(month?.tenths) / 10,
    monthlyRevenue: Number(month?.revenue_cents) / 100,
    monthlyRevenueCents: Number(month?.revenue_cents),
  });

  // And month by month, not only this one.
  const kept = await queryRows<{ month: string; entries: number; tenths: string; cents: string }>(
    testApp.database.db,
    sql`select to_char(month, 'YYYY-MM-DD') as month, entry_count as entries,
               hours_tenths::text as tenths, amount_cents::text as cents
          from firm_time_month where firm_id = ${firmId} and entry_count <> 0 order by month`,
  );
  const recounted = await queryRows<{ month: string; entries: number; tenths: string; cents: string }>(
    testApp.database.db,
    sql`select to_char(date_trunc('month', worked_on::timestamp), 'YYYY-MM-DD') as month,
               count(*)::int as entries, sum(hours_tenths)::text as tenths, sum(amount_cents)::text as cents
          from time_entry where firm_id = ${firmId} group by 1 order by 1`,
  );
  expect(kept).toEqual(recounted);
}

describe("the kept totals", () => {
  let matter: Awaited<ReturnType<typeof insertClientWithMatter>>;
  let dates: Awaited<ReturnType<typeof johannesburgDates>>;

  beforeAll(async () => {
    matter = await insertClientWithMatter(testApp.database.db, firm.firmId, { title: "Estate late Khumalo" });
    dates = await johannesburgDates(testApp.database.db);
    // Another firm's writes must never show in these figures.
    const elsewhere = await insertClientWithMatter(testApp.database.db, bystander.firmId);
    await call("POST", "/api/time-entries", {
      cookie: bystander.cookie,
      payload: { matterId: elsewhere.matterId, date: dates.today, description: "Elsewhere", hours: 3 },
    });
  });

  function logTime(payload: Record<string, unknown>) {
    return call("POST", "/api/time-entries", {
      cookie: firm.cookie,
      payload: {
        matterId: matter.matterId,
        date: dates.today,
        description: "Drafting",
        hours: 1,
        ...payload,
      },
    });
  }

  it("count time as it is logged, changed between months and deleted", async () => {
    const first = await logTime({ hours: 1.5, rateCents: 200_000 });
    const second = await logTime({ date: dates.lastMonth, hours: 2 });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    await expectTotalsMatchTheRows(firm);

    const moved = await call("PATCH", `/api/time-entries/${second.json().id}`, {
      cookie: firm.cookie,
      payload: { date: dates.firstOfMonth, hours: 0.7 },
    });
    expect(moved.statusCode).toBe(200);
    const repriced = await call("PATCH", `/api/time-entries/${first.json().id}`, {
      cookie: firm.cookie,
      payload: { rateCents: 123_455 },
    });
    expect(repriced.statusCode).toBe(200);
    await expectTotalsMatchTheRows(firm);

    const deleted = await call("DELETE", `/api/time-entries/${first.json().id}`, { cookie: firm.cookie });
    expect(deleted.statusCode).toBe(200);
    await expectTotalsMatchTheRows(firm);
  });

  it("stay exact while twelve people log time and four delete at the same moment", async () => {
    const doomed = [];
    for (let index = 0; index < 4; index += 1) doomed.push((await logTime({ hours: 0.5 })).json().id);
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, (_, index) =>
        logTime({ hours: 0.1 * (index + 1), date: index % 2 ? dates.today : dates.lastMonth }),
      ),
      ...doomed.map((id) => call("DELETE", `/api/time-entries/${id}`, { cookie: firm.cookie })),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      ...Array(12).fill(201),
      ...Array(4).fill(200),
    ]);
    await expectTotalsMatchTheRows(firm);
  });

  it("count clients and matters through archiving, status changes and creation", async () => {
    const { clientId, matterId } = await createClientWithMatter(call, firm, "Naledi Mokoena", {
      title: "Labour referral",
      type: "Labour Law",
    });
    await expectTotalsMatchTheRows(firm);

    for (const status of ["completed", "closed"]) {
      const changed = await call("POST", `/api/matters/${matterId}/status`, {
        cookie: firm.cookie,
        payload: { status },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const archived = await call("POST", `/api/clients/${clientId}/archive`, { cookie: firm.cookie });
    expect(archived.statusCode, archived.body).toBe(200);
    await expectTotalsMatchTheRows(firm);

    const restored = await call("POST", `/api/clients/${clientId}/unarchive`, { cookie: firm.cookie });
    expect(restored.statusCode).toBe(200);
    await expectTotalsMatchTheRows(firm);
  });

  it("follow writes made straight in SQL, many rows at a time", async () => {
    const db = testApp.database.db;
    await queryRows(
      db,
      sql`insert into time_entry (firm_id, matter_id, user_id, worked_on, description, hours_tenths,
                                  rate_cents, amount_cents)
          select ${firm.firmId}, ${matter.matterId}, ${firm.userId},
                 ${dates.today}::date - (g % 70), 'Bulk ' || g, 1 + g % 24, 100000, (1 + g % 24) * 10000
            from generate_series(1, 300) as g`,
    );
    await queryRows(
      db,
      sql`update time_entry set worked_on = worked_on - 31, hours_tenths = hours_tenths + 1,
                                amount_cents = amount_cents + 10000
           where firm_id = ${firm.firmId} and description like 'Bulk 1%'`,
    );
    await queryRows(
      db,
      sql`delete from time_entry where firm_id = ${firm.firmId} and description like 'Bulk 2%'`,
    );
    await queryRows(
      db,
      sql`update matter set status = 'pending' where firm_id = ${firm.firmId} and status = 'active'`,
    );
    await queryRows(
      db,
      sql`update client set archived_at = now() where firm_id = ${firm.firmId} and archived_at is null`,
    );
    await expectTotalsMatchTheRows(firm);
  });
});
