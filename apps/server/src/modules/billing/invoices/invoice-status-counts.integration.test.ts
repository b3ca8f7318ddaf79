import {
  addDaysToDate,
  INVOICE_STATUS_FILTERS,
  INVOICE_STATUSES,
  type TInvoiceStatus,
  type TInvoiceStatusFilter,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { seedLargeBilling } from "../../../seed/large-billing.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertBillingClient } from "../billing-test-fixtures.ts";

// The invoice list's X-Total-Count without a search, client or matter reads counts per status that
// triggers keep in the writing transaction (migration 0007), and splits open invoices into overdue and
// not yet due by the due date. These tests hold the kept counts against counting the invoices, after
// every kind of write, and every filter's X-Total-Count against the rows its pages hold.

const BASE = "/api/billing";

let testApp: TestApp;
let call: Caller;
let bystander: FirmOwner;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  // Another firm's invoices must never show in these counts.
  bystander = await billingFirm("counts-bystander");
  const client = await insertBillingClient(testApp.database.db, bystander.firmId);
  for (const index of [1, 2, 3]) {
    const id = await createDraft(bystander, client.clientId, `Bystander fee ${index}`);
    if (index < 3) await issue(bystander, id);
  }
});
afterAll(async () => {
  await testApp?.close();
});

/** A new firm with a VAT registered billing profile, its owner signed in. */
async function billingFirm(label: string): Promise<FirmOwner> {
  const owner = await registerFirmOwner(testApp, label);
  const profile = await call("PUT", `${BASE}/profile`, {
    cookie: owner.cookie,
    payload: {
      firmName: `${label} Inc.`,
      vatRegistered: true,
      vatNumber: "4123456789",
      defaultRate: 1500,
      paymentTerms: 30,
      invoicePrefix: "CNT",
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return owner;
}

async function createDraft(owner: FirmOwner, clientId: string, description: string): Promise<string> {
  const response = await call("POST", `${BASE}/invoices`, {
    cookie: owner.cookie,
    payload: { clientId, description, amount: 1000 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** Issues a draft; the answer's balance is what paying it in full takes. */
async function issue(
  owner: FirmOwner,
  invoiceId: string,
  dates: { issueDate?: string; dueDate?: string } = {},
): Promise<{ id: string; balanceCents: number }> {
  const response = await call("POST", `${BASE}/invoices/${invoiceId}/issue`, {
    cookie: owner.cookie,
    payload: { sendEmail: false, ...dates },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id: invoiceId, balanceCents: response.json().balanceCents };
}

function pay(owner: FirmOwner, clientId: string, invoiceId: string, amountCents: number) {
  return call("POST", `${BASE}/payments`, {
    cookie: owner.cookie,
    payload: {
      clientId,
      method: "eft",
      amountCents,
      date: todayInSouthAfrica(),
      reference: "FNB 7731",
      allocations: [{ invoiceId, amountCents }],
    },
  });
}

type StatusCounts = Record<TInvoiceStatus, number>;

function countsOf(rows: { status: string; total: number | string }[]): StatusCounts {
  const counts = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[row.status as TInvoiceStatus] += Number(row.total);
  return counts;
}

/** The kept counts must equal `count(*) group by status`; answers the counted figures. */
async function expectKeptCountsMatchInvoices(firmId: string): Promise<StatusCounts> {
  const kept = await queryRows<{ status: string; total: number }>(
    testApp.database.db,
    sql`select status, total from firm_invoice_status_count where firm_id = ${firmId}`,
  );
  const counted = await queryRows<{ status: string; total: number }>(
    testApp.database.db,
    sql`select status, count(*)::int as total from invoice where firm_id = ${firmId} group by status`,
  );
  expect(countsOf(kept)).toEqual(countsOf(counted));
  return countsOf(counted);
}

async function totalCountOf(owner: FirmOwner, query: string): Promise<number> {
  const response = await call("GET", `${BASE}/invoices?${query}&limit=1`, { cookie: owner.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers["x-total-count"]);
}

describe("the kept invoice counts per status", () => {
  it("equal the firm's invoices after drafts, issues, payments, a credit note, voiding and deleting", async () => {
    const owner = await billingFirm("counts-lifecycle");
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const drafts: string[] = [];
    for (const index of [1, 2, 3, 4, 5, 6]) {
      drafts.push(await createDraft(owner, client.clientId, `Consultation ${index}`));
    }
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ draft: 6, sent: 0 });

    const [toDelete, ...toIssue] = drafts as [string, ...string[]];
    const deleted = await call("DELETE", `${BASE}/invoices/${toDelete}`, { cookie: owner.cookie });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ draft: 5 });

    const [partPaid, paid, credited, voided] = await Promise.all(
      toIssue.slice(0, 4).map((id) => issue(owner, id)),
    );
    if (!partPaid || !paid || !credited || !voided) throw new Error("four invoices were issued");
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ draft: 1, sent: 4 });

    const firstPart = await pay(owner, client.clientId, partPaid.id, 10_000);
    expect(firstPart.statusCode, firstPart.body).toBe(201);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({
      sent: 3,
      partially_paid: 1,
    });
    // A second part payment leaves the status as it was: the count does not move either.
    const secondPart = await pay(owner, client.clientId, partPaid.id, 5_000);
    expect(secondPart.statusCode, secondPart.body).toBe(201);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ partially_paid: 1 });
    const rest = await pay(owner, client.clientId, partPaid.id, partPaid.balanceCents - 15_000);
    expect(rest.statusCode, rest.body).toBe(201);
    const inFull = await pay(owner, client.clientId, paid.id, paid.balanceCents);
    expect(inFull.statusCode, inFull.body).toBe(201);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({
      sent: 2,
      partially_paid: 0,
      paid: 2,
    });

    // Refused (more than the balance): nothing written, nothing counted.
    const tooMuch = await pay(owner, client.clientId, credited.id, credited.balanceCents + 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ sent: 2, paid: 2 });

    const creditNote = await call("POST", `${BASE}/invoices/${credited.id}/credit-notes`, {
      cookie: owner.cookie,
      payload: { amountCents: credited.balanceCents, reason: "Fee waived as agreed" },
    });
    expect(creditNote.statusCode, creditNote.body).toBe(201);
    const voiding = await call("POST", `${BASE}/invoices/${voided.id}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Issued to the wrong client" },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toEqual({
      draft: 1,
      sent: 0,
      partially_paid: 0,
      paid: 2,
      credited: 1,
      void: 1,
    });
    expect(await totalCountOf(owner, "status=all")).toBe(5);
    expect(await totalCountOf(owner, "status=paid")).toBe(2);
  });

  it("stay exact when 20 drafts are issued at the same moment", async () => {
    const owner = await billingFirm("counts-concurrent");
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const drafts: string[] = [];
    for (let index = 1; index <= 22; index += 1) {
      drafts.push(await createDraft(owner, client.clientId, `Drafting ${index}`));
    }
    const responses = await Promise.all(
      drafts.slice(0, 20).map((id) =>
        call("POST", `${BASE}/invoices/${id}/issue`, {
          cookie: owner.cookie,
          payload: { sendEmail: false },
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ draft: 2, sent: 20 });
    expect(await totalCountOf(owner, "status=sent")).toBe(20);
    expect(await totalCountOf(owner, "status=draft")).toBe(2);
    expect(await totalCountOf(owner, "status=open")).toBe(20);
  });

  it("stay exact after the bulk seed, which switches the triggers off and recounts, and count again after it", async () => {
    const owner = await registerFirmOwner(testApp, "counts-seeded");
    for (const index of [1, 2, 3]) {
      await insertBillingClient(testApp.database.db, owner.firmId, { name: `Seeded client ${index}` });
    }
    await testApp.database.db.transaction((tx) =>
      seedLargeBilling(tx, { firmId: owner.firmId, ownerId: owner.userId }, { invoices: 150 }),
    );
    const seeded = await expectKeptCountsMatchInvoices(owner.firmId);
    expect(Object.values(seeded).reduce((sum, count) => sum + count, 0)).toBe(150);
    expect(seeded.draft).toBeGreaterThan(0);

    // The triggers are back on: a new draft is counted.
    const [client] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from client where firm_id = ${owner.firmId} limit 1`,
    );
    await createDraft(owner, client?.id as string, "After the seed");
    expect(await expectKeptCountsMatchInvoices(owner.firmId)).toMatchObject({ draft: seeded.draft + 1 });
  });
});

describe("the invoice list's X-Total-Count", () => {
  let owner: FirmOwner;
  let clientId: string;

  /** Every page of a filter, four rows at a time, each page's X-Total-Count, and the rows' statuses. */
  async function pageThrough(query: string) {
    const totals = new Set<number>();
    const rows: { id: string; status: string }[] = [];
    for (let offset = 0; ; offset += 4) {
      const response = await call("GET", `${BASE}/invoices?${query}&limit=4&offset=${offset}`, {
        cookie: owner.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      totals.add(Number(response.headers["x-total-count"]));
      const page: { id: string; status: string }[] = response.json();
      rows.push(...page);
      if (page.length < 4) break;
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    return { totals: [...totals], rows };
  }

  beforeAll(async () => {
    owner = await billingFirm("counts-paging");
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    clientId = client.clientId;
    const other = await insertBillingClient(testApp.database.db, owner.firmId);
    const inTenDays = addDaysToDate(todayInSouthAfrica(), 10);
    const overdue = { issueDate: daysAgo(40), dueDate: daysAgo(10) };
    const issued = async (description: string, dates: { issueDate?: string; dueDate?: string }) =>
      issue(
        owner,
        await createDraft(owner, description.startsWith("Other") ? other.clientId : clientId, description),
        dates,
      );
    for (const index of [1, 2, 3]) await createDraft(owner, clientId, `Draft ${index}`);
    for (const index of [1, 2, 3]) await issued(`Sent ${index}`, { dueDate: inTenDays });
    for (const index of [1, 2, 3]) await issued(`Overdue ${index}`, overdue);
    for (const [index, dates] of [
      { dueDate: inTenDays },
      { dueDate: inTenDays },
      overdue,
      overdue,
    ].entries()) {
      const invoice = await issued(`Part paid ${index + 1}`, dates);
      const part = await pay(owner, clientId, invoice.id, 10_000);
      expect(part.statusCode, part.body).toBe(201);
    }
    for (const index of [1, 2]) {
      const invoice = await issued(`Other paid ${index}`, { dueDate: inTenDays });
      const full = await pay(owner, other.clientId, invoice.id, invoice.balanceCents);
      expect(full.statusCode, full.body).toBe(201);
    }
    const credited = await issued("Credited", overdue);
    const creditNote = await call("POST", `${BASE}/invoices/${credited.id}/credit-notes`, {
      cookie: owner.cookie,
      payload: { amountCents: credited.balanceCents, reason: "Fee waived as agreed" },
    });
    expect(creditNote.statusCode, creditNote.body).toBe(201);
    const voided = await issued("Other void", overdue);
    const voiding = await call("POST", `${BASE}/invoices/${voided.id}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Issued to the wrong client" },
    });
    expect(voiding.statusCode, voiding.body).toBe(200);
    // Written straight into the table (the API always sets a due date on issue): an open invoice
    // without a due date is never overdue, so it is shown, and counted, as sent.
    await queryRows(
      testApp.database.db,
      sql`insert into invoice (firm_id, client_id, status, number, sequence, description, issue_date,
                               subtotal_cents, vat_cents, total_cents, created_by)
          values (${owner.firmId}, ${clientId}, 'sent', 'CNT-009001', 9001, 'Sent without a due date',
                  ${daysAgo(90)}, 100000, 15000, 115000, ${owner.userId})`,
    );
  });

  const expectedTotals: Record<TInvoiceStatusFilter, number> = {
    all: 18,
    draft: 3,
    sent: 4,
    partially_paid: 2,
    overdue: 5,
    paid: 2,
    credited: 1,
    void: 1,
    open: 11,
  };

  it.each(INVOICE_STATUS_FILTERS)("equals the rows of every page of the %s filter", async (filter) => {
    const { totals, rows } = await pageThrough(`status=${filter}`);
    expect(totals).toEqual([rows.length]);
    expect(rows.length).toBe(expectedTotals[filter]);
    const shown = new Set(rows.map((row) => row.status));
    if (filter === "open") expect([...shown].sort()).toEqual(["overdue", "partially_paid", "sent"]);
    else if (filter !== "all") expect([...shown]).toEqual([filter]);
  });

  it("splits the firm's invoices into the shown statuses without leaving one out or counting one twice", async () => {
    const shownStatuses = ["draft", "sent", "partially_paid", "overdue", "paid", "credited", "void"];
    let sum = 0;
    for (const status of shownStatuses) sum += await totalCountOf(owner, `status=${status}`);
    expect(sum).toBe(await totalCountOf(owner, "status=all"));
    expect(await totalCountOf(owner, "status=open")).toBe(
      (await totalCountOf(owner, "status=sent")) +
        (await totalCountOf(owner, "status=partially_paid")) +
        (await totalCountOf(owner, "status=overdue")),
    );
  });

  it("counts the matching rows themselves with a search or a client, and agrees with the pages", async () => {
    for (const query of [
      "status=overdue&search=Overdue",
      "status=all&search=Part%20paid",
      `status=sent&clientId=${clientId}`,
      `status=open&clientId=${clientId}`,
      "status=paid&search=Other",
    ]) {
      const { totals, rows } = await pageThrough(query);
      expect(totals, query).toEqual([rows.length]);
      expect(rows.length, query).toBeGreaterThan(0);
    }
  });
});
