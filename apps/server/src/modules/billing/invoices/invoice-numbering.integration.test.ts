import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { insertBillingClient, insertTimeEntry } from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;

const BASE = "/api/billing";

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

/** A firm with a VAT registered billing profile (prefix given) and a client to invoice. */
async function billingFirm(label: string, invoicePrefix: string) {
  const owner = await registerFirmOwner(testApp, label);
  const profile = await call("PUT", `${BASE}/profile`, {
    cookie: owner.cookie,
    payload: {
      firmName: `${label} Inc.`,
      vatRegistered: true,
      vatNumber: "4123456789",
      defaultRate: 1500,
      paymentTerms: 30,
      invoicePrefix,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const client = await insertBillingClient(testApp.database.db, owner.firmId);
  return { owner, client };
}

async function createDrafts(owner: FirmOwner, clientId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await call("POST", `${BASE}/invoices`, {
      cookie: owner.cookie,
      payload: { clientId, description: `Fee note ${index + 1}`, amount: 1000 + index },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  return ids;
}

function issueAll(owner: FirmOwner, ids: string[]) {
  return Promise.all(
    ids.map((id) =>
      call("POST", `${BASE}/invoices/${id}/issue`, { cookie: owner.cookie, payload: { sendEmail: false } }),
    ),
  );
}

async function firmSequences(firmId: string): Promise<number[]> {
  const rows = await queryRows<{ sequence: number }>(
    testApp.database.db,
    sql`select sequence from invoice where firm_id = ${firmId} and sequence is not null order by sequence`,
  );
  return rows.map((row) => Number(row.sequence));
}

async function nextInvoiceNumber(firmId: string): Promise<number> {
  const rows = await queryRows<{ next: number }>(
    testApp.database.db,
    sql`select next_invoice_number as next from billing_profile where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.next);
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("gapless invoice numbers", () => {
  it("gives 30 invoices issued at the same moment the numbers 1 to 30, each once", async () => {
    const { owner, client } = await billingFirm("numbering-thirty", "THR");
    const drafts = await createDrafts(owner, client.clientId, 30);
    const responses = await issueAll(owner, drafts);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const numbers = responses.map((response) => response.json().number as string);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.map((number) => Number(number.replace("THR-", ""))).sort((a, b) => a - b)).toEqual(
      oneTo(30),
    );
    expect(numbers.every((number) => /^THR-\d{6}$/.test(number))).toBe(true);
    expect(await firmSequences(owner.firmId)).toEqual(oneTo(30));
    expect(await nextInvoiceNumber(owner.firmId)).toBe(31);
  });

  it("keeps each firm's own series when two firms issue at the same moment", async () => {
    const first = await billingFirm("numbering-first", "ONE");
    const second = await billingFirm("numbering-second", "TWO");
    const firstDrafts = await createDrafts(first.owner, first.client.clientId, 8);
    const secondDrafts = await createDrafts(second.owner, second.client.clientId, 8);
    const [firstResponses, secondResponses] = await Promise.all([
      issueAll(first.owner, firstDrafts),
      issueAll(second.owner, secondDrafts),
    ]);
    for (const response of [...firstResponses, ...secondResponses]) expect(response.statusCode).toBe(200);
    expect(await firmSequences(first.owner.firmId)).toEqual(oneTo(8));
    expect(await firmSequences(second.owner.firmId)).toEqual(oneTo(8));
    expect(firstResponses.every((response) => response.json().number.startsWith("ONE-"))).toBe(true);
    expect(secondResponses.every((response) => response.json().number.startsWith("TWO-"))).toBe(true);
  });

  it("takes no number for an issue that is refused, so the next invoice follows on without a gap", async () => {
    const { owner, client } = await billingFirm("numbering-refused", "REF");
    const entry = await insertTimeEntry(testApp.database.db, {
      firmId: owner.firmId,
      matterId: client.matterId,
      userId: owner.userId,
      hoursTenths: 10,
      rateCents: 150_000,
    });
    const drafts = await Promise.all(
      [1, 2].map(async () => {
        const response = await call("POST", `${BASE}/invoices`, {
          cookie: owner.cookie,
          payload: { clientId: client.clientId, matterId: client.matterId, timeEntryIds: [entry.id] },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().id as string;
      }),
    );
    // Both drafts bill the same hour; whichever issues first takes it, the other is refused whole.
    const responses = await issueAll(owner, drafts);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [plain] = await createDrafts(owner, client.clientId, 1);
    const next = await issueAll(owner, [plain as string]);
    expect(next[0]?.json().number).toBe("REF-000002");
    expect(await firmSequences(owner.firmId)).toEqual([1, 2]);
  });

  it("issues under the VAT registration in force when the number is taken, even if it changed a moment before", async () => {
    const { owner, client } = await billingFirm("numbering-race", "RAC");
    const [draft] = await createDrafts(owner, client.clientId, 1);
    const db = testApp.database.db;
    let pending: ReturnType<typeof issueAll> | undefined;
    await db.transaction(async (tx) => {
      // Hold the counter row, let the issue work everything out and queue on it, then deregister.
      await tx.execute(sql`select 1 from billing_profile where firm_id = ${owner.firmId} for update`);
      pending = issueAll(owner, [draft as string]);
      for (let attempt = 0; attempt < 200; attempt++) {
        const [waiting] = await queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((waiting?.total ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await tx.execute(
        sql`update billing_profile set vat_registered = false, vat_number = '' where firm_id = ${owner.firmId}`,
      );
    });
    const [response] = (await pending) ?? [];
    expect(response?.statusCode, response?.body).toBe(200);
    expect(response?.json()).toMatchObject({
      number: "RAC-000001",
      vatCents: 0,
      taxInvoiceKind: "not_vat_registered",
      subtotalCents: 100_000,
      totalCents: 100_000,
    });
    expect(response?.json().lines[0].vatCents).toBe(0);
    expect(await nextInvoiceNumber(owner.firmId)).toBe(2);
  });
});
