import { randomUUID } from "node:crypto";
import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { type FirmOwner, putFirmOnPlan, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { ensureAnalyticsWindows } from "./analytics-windows.ts";

// The analytics summaries (analytics.tables.ts) are kept by triggers in the writing transaction
// (migration 0018). These tests write through the API as people do — time logged, edited, moved and
// deleted, invoices issued, paid, credited and voided, a matter's type changed — and after each step
// hold every summary against aggregating the source tables directly, by the definitions the analytics
// answers use; the running sums per analytics window (migration 0020) are held against the day summaries.

const BASE = "/api/billing";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let bystander: FirmOwner;
const today = todayInSouthAfrica();

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await billingFirm("rollups-owner");
  bystander = await billingFirm("rollups-bystander");
});
afterAll(async () => {
  await testApp?.close();
});

/** A Professional firm with a VAT registered billing profile, its owner signed in. */
async function billingFirm(label: string): Promise<FirmOwner> {
  const firmOwner = await registerFirmOwner(testApp, label);
  await putFirmOnPlan(testApp, firmOwner.firmId, "professional");
  const profile = await call("PUT", `${BASE}/profile`, {
    cookie: firmOwner.cookie,
    payload: {
      firmName: `${label} Inc.`,
      vatRegistered: true,
      vatNumber: "4123456789",
      defaultRate: 1500,
      paymentTerms: 30,
      invoicePrefix: "ROL",
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return firmOwner;
}

/** Test setup only: a client with the address and e-mail invoices need, and one Commercial Law matter. */
async function insertClient(firmId: string, name: string): Promise<{ clientId: string; matterId: string }> {
  const db = testApp.database.db;
  const [client] = await db
    .insert(clientTable)
    .values({
      firmId,
      type: "company",
      name,
      email: `accounts.${randomUUID().slice(0, 8)}@client.example.co.za`,
      physicalAddress: "12 Loop Street, Cape Town, 8001",
    })
    .returning({ id: clientTable.id });
  const clientId = client?.id as string;
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId,
      reference: `ROL-${randomUUID().slice(0, 8)}`,
      title: `Matter of ${name}`,
      type: "Commercial Law",
      status: "active",
      openedOn: addDaysToDate(today, -30),
    })
    .returning({ id: matterTable.id });
  return { clientId, matterId: matter?.id as string };
}

async function logTime(
  firm: FirmOwner,
  payload: { matterId: string; date: string; hours: number; rateCents?: number },
): Promise<string> {
  const response = await call("POST", "/api/time-entries", {
    cookie: firm.cookie,
    payload: { description: "Drafting", ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createDraft(firm: FirmOwner, payload: Record<string, unknown>): Promise<string> {
  const response = await call("POST", `${BASE}/invoices`, { cookie: firm.cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function issue(firm: FirmOwner, invoiceId: string, issueDate: string): Promise<number> {
  const response = await call("POST", `${BASE}/invoices/${invoiceId}/issue`, {
    cookie: firm.cookie,
    payload: { sendEmail: false, issueDate, dueDate: addDaysToDate(issueDate, 30) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().balanceCents;
}

async function pay(firm: FirmOwner, clientId: string, invoiceId: string, amountCents: number, date: string) {
  const response = await call("POST", `${BASE}/payments`, {
    cookie: firm.cookie,
    payload: {
      clientId,
      method: "eft",
      amountCents,
      date,
      reference: "FNB 7731",
      allocations: [{ invoiceId, amountCents }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Each summary as kept, and as aggregated from its sources; rows that stand for nothing are left out. */
const SUMMARIES: { name: string; kept: (firmId: string) => SQL; counted: (firmId: string) => SQL }[] = [
  {
    name: "matters closed per day",
    kept: (firmId) => sql`select day::text, matter_count as n, open_days::int as days
                            from analytics_closed_day where firm_id = ${firmId} and (matter_count <> 0 or open_days <> 0)`,
    counted: (
      firmId,
    ) => sql`select (closed_at at time zone 'Africa/Johannesburg')::date::text as day, count(*)::int as n,
                                    sum((closed_at at time zone 'Africa/Johannesburg')::date - opened_on)::int as days
                               from matter where firm_id = ${firmId} and closed_at is not null group by 1`,
  },
  {
    name: "each client's first day",
    kept: (firmId) =>
      sql`select client_id, first_day::text from analytics_client_first where firm_id = ${firmId}`,
    counted: (firmId) => sql`select client.id as client_id,
                                    least((select min(opened_on) from matter where matter.client_id = client.id),
                                          (select min(issue_date) from invoice where invoice.client_id = client.id
                                              and invoice.status <> 'draft'))::text as first_day
                               from client where client.firm_id = ${firmId}`,
  },
  {
    // The running sums per window (migration 0020) against summing the day summaries over each window.
    name: "client sums per analytics window",
    kept: (firmId) => sql`select from_day::text, to_day::text, client_id, activity_count::int as activity,
                                 revenue_movement_count::int as n, revenue_cents::bigint::text as cents
                            from analytics_client_window where firm_id = ${firmId}
                             and (activity_count <> 0 or revenue_movement_count <> 0 or revenue_cents <> 0)`,
    counted: (firmId) => sql`select span.from_day::text, span.to_day::text, day_row.client_id,
                                    sum(day_row.activity_count)::int as activity,
                                    sum(day_row.revenue_movement_count)::int as n,
                                    sum(day_row.revenue_cents)::bigint::text as cents
                               from analytics_window as span
                               join analytics_client_day as day_row on day_row.firm_id = span.firm_id
                                and day_row.day between span.from_day and span.to_day
                              where span.firm_id = ${firmId} group by 1, 2, 3
                             having sum(day_row.activity_count) <> 0 or sum(day_row.revenue_movement_count) <> 0
                                 or sum(day_row.revenue_cents) <> 0`,
  },
  {
    name: "counters of each analytics window",
    kept: (firmId) => sql`select from_day::text, to_day::text, active_clients as active,
                                 revenue_clients as clients, client_revenue_cents::bigint::text as cents
                            from analytics_window where firm_id = ${firmId}`,
    counted: (firmId) => sql`select span.from_day::text, span.to_day::text,
                                    count(*) filter (where day_sum.activity > 0)::int as active,
                                    count(*) filter (where day_sum.movements > 0)::int as clients,
                                    coalesce(sum(day_sum.cents), 0)::bigint::text as cents
                               from analytics_window as span
                               left join lateral (
                                 select sum(activity_count) as activity, sum(revenue_movement_count) as movements,
                                        sum(revenue_cents) as cents
                                   from analytics_client_day as day_row
                                  where day_row.firm_id = span.firm_id
                                    and day_row.day between span.from_day and span.to_day
                                  group by day_row.client_id
                               ) as day_sum on true
                              where span.firm_id = ${firmId} group by 1, 2`,
  },
  {
    name: "time sums per analytics window",
    kept: (firmId) => sql`select from_day::text, to_day::text, user_id, practice_area, entry_count::int as n,
                                 hours_tenths::int as tenths, billable_tenths::int as billable
                            from analytics_time_window where firm_id = ${firmId}
                             and (entry_count <> 0 or hours_tenths <> 0 or billable_tenths <> 0)`,
    counted: (
      firmId,
    ) => sql`select span.from_day::text, span.to_day::text, day_row.user_id, day_row.practice_area,
                                    sum(day_row.entry_count)::int as n, sum(day_row.hours_tenths)::int as tenths,
                                    sum(day_row.billable_tenths)::int as billable
                               from analytics_window as span
                               join analytics_time_day as day_row on day_row.firm_id = span.firm_id
                                and day_row.day between span.from_day and span.to_day
                              where span.firm_id = ${firmId} group by 1, 2, 3, 4
                             having sum(day_row.entry_count) <> 0 or sum(day_row.hours_tenths) <> 0
                                 or sum(day_row.billable_tenths) <> 0`,
  },
  {
    name: "time per day, person and practice area",
    kept: (
      firmId,
    ) => sql`select day::text, user_id, practice_area, entry_count::int as n, hours_tenths::int as tenths,
                     billable_tenths::int as billable
                from analytics_time_day where firm_id = ${firmId} and (entry_count <> 0 or hours_tenths <> 0 or billable_tenths <> 0)`,
    counted: (
      firmId,
    ) => sql`select entry.worked_on::text as day, entry.user_id, matter.type as practice_area, count(*)::int as n,
                        sum(entry.hours_tenths)::int as tenths,
                        coalesce(sum(entry.hours_tenths) filter (where entry.rate_cents > 0), 0)::int as billable
                   from time_entry as entry join matter on matter.id = entry.matter_id
                  where entry.firm_id = ${firmId} group by 1, 2, 3`,
  },
  {
    name: "revenue per day and practice area",
    kept: (
      firmId,
    ) => sql`select day::text, practice_area, movement_count::int as n, cents::bigint::text as cents
                from analytics_revenue_day where firm_id = ${firmId} and (movement_count <> 0 or cents <> 0)`,
    counted: (
      firmId,
    ) => sql`select day::text, practice_area, count(*)::int as n, sum(cents)::bigint::text as cents from (
                   select invoice.issue_date as day, coalesce(matter.type, '') as practice_area,
                          invoice.subtotal_cents as cents
                     from invoice left join matter on matter.id = invoice.matter_id
                    where invoice.firm_id = ${firmId} and invoice.status not in ('draft', 'void')
                   union all
                   select note.issued_on, coalesce(matter.type, ''), -(note.amount_cents - note.vat_cents)
                     from credit_note as note join invoice on invoice.id = note.invoice_id
                     left join matter on matter.id = invoice.matter_id
                    where note.firm_id = ${firmId} and invoice.status <> 'void') as movement
                  group by 1, 2`,
  },
  {
    name: "client activity and revenue per day",
    kept: (firmId) => sql`select day::text, client_id::text, activity_count::int as activity,
                     revenue_movement_count::int as n, revenue_cents::bigint::text as cents
                from analytics_client_day
               where firm_id = ${firmId} and (activity_count <> 0 or revenue_movement_count <> 0 or revenue_cents <> 0)`,
    counted: (
      firmId,
    ) => sql`select day::text, client_id::text, sum(activity)::int as activity, sum(movement)::int as n,
                        sum(cents)::bigint::text as cents from (
                   select entry.worked_on as day, matter.client_id, 1 as activity, 0 as movement, 0::bigint as cents
                     from time_entry as entry join matter on matter.id = entry.matter_id
                    where entry.firm_id = ${firmId}
                   union all
                   select opened_on, client_id, 1, 0, 0 from matter where firm_id = ${firmId}
                   union all
                   select issue_date, client_id, 1, 1, subtotal_cents from invoice
                    where firm_id = ${firmId} and status not in ('draft', 'void')
                   union all
                   select note.issued_on, invoice.client_id, 0, 1, -(note.amount_cents - note.vat_cents)
                     from credit_note as note join invoice on invoice.id = note.invoice_id
                    where note.firm_id = ${firmId} and invoice.status <> 'void') as activity
                  group by 1, 2`,
  },
  {
    name: "collected per day",
    kept: (firmId) => sql`select day::text, allocation_count::int as n, cents::bigint::text as cents
                from analytics_collected_day where firm_id = ${firmId} and (allocation_count <> 0 or cents <> 0)`,
    counted: (firmId) => sql`select payment.received_on::text as day, count(*)::int as n,
                        sum(round(allocation.amount_cents * invoice.subtotal_cents::numeric / invoice.total_cents))
                          ::bigint::text as cents
                   from payment join payment_allocation as allocation on allocation.payment_id = payment.id
                   join invoice on invoice.id = allocation.invoice_id
                  where payment.firm_id = ${firmId} and invoice.status <> 'void' and invoice.total_cents > 0
                  group by 1`,
  },
  {
    name: "time billed per issue day and person",
    kept: (firmId) => sql`select day::text, user_id, line_count::int as n, cents::bigint::text as cents,
                     hours_tenths::int as tenths
                from analytics_billed_day where firm_id = ${firmId} and (line_count <> 0 or cents <> 0 or hours_tenths <> 0)`,
    counted: (firmId) => sql`select invoice.issue_date::text as day, entry.user_id, count(*)::int as n,
                        sum(line.amount_cents)::bigint::text as cents, sum(entry.hours_tenths)::int as tenths
                   from invoice
                   join invoice_line as line on line.invoice_id = invoice.id and line.kind = 'time'
                   join time_entry as entry on entry.id = line.time_entry_id
                  where invoice.firm_id = ${firmId} and invoice.status not in ('draft', 'void')
                  group by 1, 2`,
  },
  {
    name: "work in progress",
    kept: (firmId) => sql`select (time_cents + expense_cents)::bigint::text as cents from analytics_firm_wip
               where firm_id = ${firmId} and (time_cents <> 0 or expense_cents <> 0)`,
    counted: (firmId) => sql`select cents::bigint::text as cents from (
                   select (select coalesce(sum(amount_cents), 0) from time_entry
                            where firm_id = ${firmId} and billed_at is null)
                          + (select coalesce(sum(amount_cents), 0) from expense
                              where firm_id = ${firmId} and status in ('recorded', 'approved')) as cents) as wip
                  where cents <> 0`,
  },
  {
    name: "the debtors' book per issue day",
    kept: (
      firmId,
    ) => sql`select issue_date::text, gross_cents::bigint::text as gross, balance_cents::bigint::text as balance
                from analytics_debtor_day where firm_id = ${firmId} and (gross_cents <> 0 or balance_cents <> 0)`,
    counted: (
      firmId,
    ) => sql`select issue_date::text, sum(total_cents - paid_cents - credited_cents)::bigint::text as gross,
                        sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric / total_cents))
                          ::bigint::text as balance
                   from invoice
                  where firm_id = ${firmId} and status in ('sent', 'partially_paid') and total_cents > 0
                  group by 1
                 having sum(total_cents - paid_cents - credited_cents) <> 0
                     or sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric
                                  / total_cents)) <> 0`,
  },
  {
    name: "what each client owes",
    kept: (firmId) => sql`select client_id::text, balance_cents::bigint::text as balance
                from analytics_client_balance where firm_id = ${firmId} and (balance_cents <> 0)`,
    counted: (firmId) => sql`select client_id::text,
                        sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric / total_cents))
                          ::bigint::text as balance
                   from invoice
                  where firm_id = ${firmId} and status in ('sent', 'partially_paid') and total_cents > 0
                  group by 1
                 having sum(round((total_cents - paid_cents - credited_cents) * subtotal_cents::numeric
                                  / total_cents)) <> 0`,
  },
  {
    name: "the collection history per issue day",
    kept: (firmId) => sql`select issue_date::text, invoice_count::int as n, due_cents::bigint::text as due,
                     paid_within30_cents::bigint::text as within30, paid_within90_cents::bigint::text as within90
                from analytics_collection_day
               where firm_id = ${firmId} and (invoice_count <> 0 or due_cents <> 0 or paid_within90_cents <> 0)`,
    counted: (firmId) => sql`select invoice.issue_date::text, count(*)::int as n,
                        sum(invoice.total_cents - invoice.credited_cents)::bigint::text as due,
                        coalesce(sum(paid.within30), 0)::bigint::text as within30,
                        coalesce(sum(paid.within90), 0)::bigint::text as within90
                   from invoice
                   left join (select allocation.invoice_id,
                                     sum(allocation.amount_cents)
                                       filter (where payment.received_on - paid_invoice.issue_date <= 30) as within30,
                                     sum(allocation.amount_cents)
                                       filter (where payment.received_on - paid_invoice.issue_date <= 90) as within90
                                from payment_allocation as allocation
                                join payment on payment.id = allocation.payment_id
                                join invoice as paid_invoice on paid_invoice.id = allocation.invoice_id
                               group by 1) as paid on paid.invoice_id = invoice.id
                  where invoice.firm_id = ${firmId} and invoice.status not in ('draft', 'void')
                    and invoice.total_cents > invoice.credited_cents
                  group by 1`,
  },
];

function sorted(rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** Every summary of the firm equals aggregating its sources; answers how many rows were compared. */
async function expectSummariesMatchSources(firmId: string): Promise<number> {
  const db = testApp.database.db;
  let compared = 0;
  for (const summary of SUMMARIES) {
    const kept = await queryRows<Record<string, unknown>>(db, summary.kept(firmId));
    const counted = await queryRows<Record<string, unknown>>(db, summary.counted(firmId));
    expect(sorted(kept), summary.name).toEqual(sorted(counted));
    compared += counted.length;
  }
  return compared;
}

async function windowCount(firmId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from analytics_window where firm_id = ${firmId}`,
  );
  return row?.count ?? 0;
}

async function readData(firm: FirmOwner): Promise<Record<string, unknown>> {
  const response = await call("GET", "/api/advanced-analytics/data?period=last90days", {
    cookie: firm.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { methods: _methods, ...figures } = response.json();
  return figures;
}

describe("the analytics summaries", () => {
  it("equal aggregating the sources after time, invoices, payments, credit notes, voiding and a type change", async () => {
    const client = await insertClient(owner.firmId, "Zulu Holdings");
    const other = await insertClient(owner.firmId, "Mokoena Estates");
    const elsewhere = await insertClient(bystander.firmId, "Elsewhere Traders");
    const days = (count: number) => addDaysToDate(today, -count);
    // A first read makes today's windows, which every write from here on keeps.
    await readData(owner);
    expect(await windowCount(owner.firmId)).toBe(8);

    const first = await logTime(owner, { matterId: client.matterId, date: days(20), hours: 1.5 });
    const second = await logTime(owner, {
      matterId: client.matterId,
      date: days(20),
      hours: 0.4,
      rateCents: 0,
    });
    const third = await logTime(owner, { matterId: other.matterId, date: days(12), hours: 2 });
    const gone = await logTime(owner, { matterId: other.matterId, date: days(5), hours: 3 });
    await logTime(bystander, { matterId: elsewhere.matterId, date: days(5), hours: 7 });
    expect(await expectSummariesMatchSources(owner.firmId)).toBeGreaterThan(0);

    // Edited: more hours, another day, another matter (and so another client and practice area).
    const edited = await call("PATCH", `/api/time-entries/${second}`, {
      cookie: owner.cookie,
      payload: { hours: 0.8, date: days(18), rateCents: 120_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await call("PATCH", `/api/time-entries/${third}`, {
      cookie: owner.cookie,
      payload: { matterId: client.matterId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const deleted = await call("DELETE", `/api/time-entries/${gone}`, { cookie: owner.cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectSummariesMatchSources(owner.firmId);

    // Invoiced: time lines on one invoice, a fee on others; one is deleted as a draft.
    const timeInvoice = await createDraft(owner, {
      clientId: client.clientId,
      matterId: client.matterId,
      timeEntryIds: [first, second],
    });
    const feeInvoice = await createDraft(owner, {
      clientId: other.clientId,
      description: "Opinion",
      amount: 4000,
    });
    const voided = await createDraft(owner, {
      clientId: other.clientId,
      description: "Wrong client",
      amount: 900,
    });
    const dropped = await createDraft(owner, {
      clientId: client.clientId,
      description: "Never sent",
      amount: 100,
    });
    await expectSummariesMatchSources(owner.firmId);
    const droppedResponse = await call("DELETE", `${BASE}/invoices/${dropped}`, { cookie: owner.cookie });
    expect(droppedResponse.statusCode, droppedResponse.body).toBe(204);

    const timeBalance = await issue(owner, timeInvoice, days(10));
    const feeBalance = await issue(owner, feeInvoice, days(9));
    await issue(owner, voided, days(8));
    await expectSummariesMatchSources(owner.firmId);

    // Paid in part and in full, credited, voided.
    await pay(owner, client.clientId, timeInvoice, 10_000, days(4));
    await pay(owner, client.clientId, timeInvoice, timeBalance - 10_000, days(2));
    await pay(owner, other.clientId, feeInvoice, 100_000, days(3));
    const creditNote = await call("POST", `${BASE}/invoices/${feeInvoice}/credit-notes`, {
      cookie: owner.cookie,
      payload: { amountCents: feeBalance - 100_000, reason: "Fee reduced as agreed" },
    });
    expect(creditNote.statusCode, creditNote.body).toBe(201);
    const voiding = await call("POST", `${BASE}/invoices/${voided}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Issued to the wrong client" },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    await expectSummariesMatchSources(owner.firmId);

    // The matter's type is the practice area of its time and revenue.
    const before = await readData(owner);
    const retyped = await call("PATCH", `/api/matters/${client.matterId}`, {
      cookie: owner.cookie,
      payload: { type: "Property Law" },
    });
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect(await expectSummariesMatchSources(owner.firmId)).toBeGreaterThan(10);
    await expectSummariesMatchSources(bystander.firmId);
    const [windowed] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from analytics_client_window where firm_id = ${owner.firmId}`,
    );
    expect(windowed?.count).toBeGreaterThan(8);

    const after = await readData(owner);
    const areas = (data: Record<string, unknown>) =>
      (data.byPracticeArea as { practiceArea: string }[]).map((row) => row.practiceArea).sort();
    expect(areas(before)).toContain("Commercial Law");
    expect(areas(after)).toContain("Property Law");
    // Nothing else moves with the type.
    expect({ ...after, byPracticeArea: null }).toEqual({ ...before, byPracticeArea: null });
  });

  it("move on a day: the new day's windows count what came before them, yesterday's stay, older ones go", async () => {
    const db = testApp.database.db;
    const firm = await billingFirm("rollups-days");
    const client = await insertClient(firm.firmId, "Dlamini Logistics");
    await logTime(firm, { matterId: client.matterId, date: addDaysToDate(today, -3), hours: 2 });
    await ensureAnalyticsWindows(db, firm.firmId, today);
    const spans = async () =>
      (
        await queryRows<{ span: string }>(
          db,
          sql`select from_day::text || '..' || to_day::text as span from analytics_window
               where firm_id = ${firm.firmId} order by 1`,
        )
      ).map((row) => row.span);
    const todays = await spans();
    expect(todays).toHaveLength(8);

    await logTime(firm, { matterId: client.matterId, date: addDaysToDate(today, -1), hours: 1 });
    // Closed late in the evening (the day of closing is South Africa's), closed again later, reopened.
    const other = await insertClient(firm.firmId, "Mthembu Motors");
    const closeAt = (matterId: string, closedAt: Date | null) =>
      db
        .update(matterTable)
        .set({ status: closedAt ? "closed" : "active", closedAt })
        .where(sql`id = ${matterId}`);
    await closeAt(client.matterId, new Date("2026-03-31T21:30:00Z"));
    await closeAt(other.matterId, new Date("2026-03-31T22:30:00Z"));
    expect(await expectSummariesMatchSources(firm.firmId)).toBeGreaterThan(0);
    const [lateNight] = await queryRows<{ day: string }>(
      db,
      sql`select day::text from analytics_closed_day where firm_id = ${firm.firmId} and matter_count > 0 order by day`,
    );
    expect(lateNight?.day).toBe("2026-03-31");
    await closeAt(client.matterId, new Date("2026-04-02T08:00:00Z"));
    await closeAt(other.matterId, null);
    await expectSummariesMatchSources(firm.firmId);
    const tomorrow = addDaysToDate(today, 1);
    await ensureAnalyticsWindows(db, firm.firmId, tomorrow);
    const both = await spans();
    expect(both).toEqual(expect.arrayContaining(todays));
    expect(both).toHaveLength(16);
    expect(await expectSummariesMatchSources(firm.firmId)).toBeGreaterThan(0);

    await ensureAnalyticsWindows(db, firm.firmId, addDaysToDate(today, 2));
    const later = await spans();
    expect(later).toHaveLength(16);
    for (const span of todays) expect(later).not.toContain(span);
    await expectSummariesMatchSources(firm.firmId);
  });

  it("stay exact when time is logged while a new day's windows are being summed", async () => {
    const db = testApp.database.db;
    const firm = await billingFirm("rollups-race");
    const client = await insertClient(firm.firmId, "Naidoo Freight");
    await ensureAnalyticsWindows(db, firm.firmId, today);
    const writes = Array.from({ length: 12 }, (_, index) =>
      logTime(firm, { matterId: client.matterId, date: addDaysToDate(today, -(index % 5)), hours: 0.5 }),
    );
    await Promise.all([
      ...writes,
      ensureAnalyticsWindows(db, firm.firmId, addDaysToDate(today, 1)),
      ensureAnalyticsWindows(db, firm.firmId, addDaysToDate(today, 1)),
    ]);
    expect(await expectSummariesMatchSources(firm.firmId)).toBeGreaterThan(0);
    const [summed] = await queryRows<{ tenths: number }>(
      db,
      sql`select sum(hours_tenths)::int as tenths from analytics_time_window
           where firm_id = ${firm.firmId} and from_day = ${addDaysToDate(today, -6)}::date and to_day = ${today}::date`,
    );
    expect(summed?.tenths).toBe(60);
  });
});
