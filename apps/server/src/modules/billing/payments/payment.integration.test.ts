import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertBillingClient, insertIssuedInvoice } from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "payments-owner");
  outsider = await registerFirmOwner(testApp, "payments-outsider");
});
afterAll(async () => {
  await testApp?.close();
});

let invoiceSequence = 0;
/** An issued invoice of the owner's firm (or the outsider's), due in two weeks. */
async function issuedInvoice(
  client: { clientId: string; matterId: string },
  totalCents: number,
  firm: FirmOwner = owner,
) {
  invoiceSequence += 1;
  return insertIssuedInvoice(testApp.database.db, {
    firmId: firm.firmId,
    clientId: client.clientId,
    matterId: client.matterId,
    totalCents,
    vatCents: Math.round((totalCents * 15) / 115),
    number: `INV-${String(invoiceSequence).padStart(6, "0")}`,
    sequence: invoiceSequence,
    issueDate: daysAgo(20),
    dueDate: daysAgo(-10),
    createdBy: firm.userId,
  });
}

type InvoiceState = { status: string; paid_cents: number; paid_on: string | null };

async function invoiceState(invoiceId: string): Promise<InvoiceState> {
  const rows = await queryRows<InvoiceState>(
    testApp.database.db,
    sql`select status, paid_cents::int as paid_cents, to_char(paid_on, 'YYYY-MM-DD') as paid_on
        from invoice where id = ${invoiceId}`,
  );
  if (!rows[0]) throw new Error(`invoice ${invoiceId} not found`);
  return rows[0];
}

async function countRows(table: "payment" | "payment_allocation"): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return rows[0]?.total ?? 0;
}

function pay(payload: Record<string, unknown>, cookie = owner.cookie) {
  return call("POST", "/api/billing/payments", {
    cookie,
    payload: { method: "eft", date: daysAgo(1), reference: "FNB 0042", ...payload },
  });
}

describe("recording payments", () => {
  it("pays an invoice in two parts: partially paid, then paid on the day the last part came in", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 100_000);
    const first = await pay({
      clientId: client.clientId,
      amountCents: 40_000,
      date: daysAgo(5),
      allocations: [{ invoiceId: invoice.id, amountCents: 40_000 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      clientId: client.clientId,
      clientName: client.name,
      method: "eft",
      amountCents: 40_000,
      unallocatedCents: 0,
      date: daysAgo(5),
      reference: "FNB 0042",
      allocations: [
        { invoiceId: invoice.id, invoiceNumber: invoice.number, amountCents: 40_000, trustPostingId: null },
      ],
    });
    expect(await invoiceState(invoice.id)).toEqual({
      status: "partially_paid",
      paid_cents: 40_000,
      paid_on: null,
    });

    const second = await pay({
      clientId: client.clientId,
      amountCents: 60_000,
      date: daysAgo(2),
      allocations: [{ invoiceId: invoice.id, amountCents: 60_000 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await invoiceState(invoice.id)).toEqual({
      status: "paid",
      paid_cents: 100_000,
      paid_on: daysAgo(2),
    });
    const audit = await queryRows<{ total: number }>(
      testApp.database.db,
      sql`select count(*)::int as total from audit_event
          where action = 'billing.payment_recorded' and entity_id = ${second.json().id}`,
    );
    expect(audit[0]?.total).toBe(1);
  });

  it("keeps an EFT overpayment as client credit, which a later credit application spends on a new invoice", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const first = await issuedInvoice(client, 50_000);
    const paid = await pay({
      clientId: client.clientId,
      amountCents: 80_000,
      allocations: [{ invoiceId: first.id, amountCents: 50_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().unallocatedCents).toBe(30_000);
    const later = await issuedInvoice(client, 45_000);
    const account = await call("GET", `/api/billing/clients/${client.clientId}/account`, {
      cookie: owner.cookie,
    });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ outstandingCents: 45_000, creditCents: 30_000, trustLedgers: [] });

    const tooMuch = await call("POST", "/api/billing/credits/apply", {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, allocations: [{ invoiceId: later.id, amountCents: 30_001 }] },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/The client has R\s300,00 in credit/);

    const applied = await call("POST", "/api/billing/credits/apply", {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, allocations: [{ invoiceId: later.id, amountCents: 30_000 }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ outstandingCents: 15_000, creditCents: 0 });
    expect(await invoiceState(later.id)).toMatchObject({ status: "partially_paid", paid_cents: 30_000 });
    const payment = await call("GET", `/api/billing/payments/${paid.json().id}`, { cookie: owner.cookie });
    expect(payment.json().unallocatedCents).toBe(0);
    expect(
      payment.json().allocations.map((allocation: { invoiceId: string }) => allocation.invoiceId),
    ).toEqual([first.id, later.id]);
  });

  it("spends credit from the oldest payment first and marks the invoice paid when the credit covers it", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const older = await pay({ clientId: client.clientId, amountCents: 10_000, date: daysAgo(9) });
    const newer = await pay({ clientId: client.clientId, amountCents: 10_000, date: daysAgo(3) });
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201]);
    const invoice = await issuedInvoice(client, 15_000);
    const applied = await call("POST", "/api/billing/credits/apply", {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, allocations: [{ invoiceId: invoice.id, amountCents: 15_000 }] },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().creditCents).toBe(5_000);
    const olderAfter = await call("GET", `/api/billing/payments/${older.json().id}`, {
      cookie: owner.cookie,
    });
    const newerAfter = await call("GET", `/api/billing/payments/${newer.json().id}`, {
      cookie: owner.cookie,
    });
    expect(olderAfter.json().unallocatedCents).toBe(0);
    expect(newerAfter.json().unallocatedCents).toBe(5_000);
    const state = await invoiceState(invoice.id);
    expect(state.status).toBe("paid");
    expect(state.paid_on).not.toBeNull();
  });
});

describe("refusing bad payments, writing nothing", () => {
  it("answers 400 when the allocations add up to more than the payment", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 100_000);
    const before = await countRows("payment");
    const response = await pay({
      clientId: client.clientId,
      amountCents: 10_000,
      allocations: [{ invoiceId: invoice.id, amountCents: 10_001 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/allocations add up to more than the payment/);
    expect(await countRows("payment")).toBe(before);
  });

  it("answers 400 for a zero or negative payment or allocation", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 100_000);
    const before = await countRows("payment");
    for (const amountCents of [0, -500]) {
      const payment = await pay({ clientId: client.clientId, amountCents });
      expect(payment.statusCode).toBe(400);
      expect(payment.json().message).toMatch(/more than R0\.00/);
      const allocation = await pay({
        clientId: client.clientId,
        amountCents: 1_000,
        allocations: [{ invoiceId: invoice.id, amountCents }],
      });
      expect(allocation.statusCode).toBe(400);
    }
    expect(await countRows("payment")).toBe(before);
    expect(await invoiceState(invoice.id)).toMatchObject({ status: "sent", paid_cents: 0 });
  });

  it("answers 409 naming the invoice and its balance when an allocation is more than is still due", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 25_000);
    expect(
      (
        await pay({
          clientId: client.clientId,
          amountCents: 5_000,
          allocations: [{ invoiceId: invoice.id, amountCents: 5_000 }],
        })
      ).statusCode,
    ).toBe(201);
    const payments = await countRows("payment");
    const allocations = await countRows("payment_allocation");
    const response = await pay({
      clientId: client.clientId,
      amountCents: 30_000,
      allocations: [{ invoiceId: invoice.id, amountCents: 20_001 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("allocation_exceeds_balance");
    expect(response.json().message).toContain(invoice.number);
    expect(response.json().message).toMatch(/R\s200,00 still due/);
    expect(await countRows("payment")).toBe(payments);
    expect(await countRows("payment_allocation")).toBe(allocations);
    expect(await invoiceState(invoice.id)).toMatchObject({ status: "partially_paid", paid_cents: 5_000 });
  });

  it("lets through only as many simultaneous payments as the invoice's balance allows", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 100_000);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        pay({
          clientId: client.clientId,
          amountCents: 40_000,
          allocations: [{ invoiceId: invoice.id, amountCents: 40_000 }],
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await invoiceState(invoice.id)).toMatchObject({ status: "partially_paid", paid_cents: 80_000 });
  });

  it("answers 409 for a void invoice", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 25_000);
    await queryRows(
      testApp.database.db,
      sql`update invoice set status = 'void', void_reason = 'Issued in error' where id = ${invoice.id}`,
    );
    const response = await pay({
      clientId: client.clientId,
      amountCents: 1_000,
      allocations: [{ invoiceId: invoice.id, amountCents: 1_000 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/void/);
  });

  it("answers 404 for another firm's client or invoice, and for an invoice of another client", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const otherClient = await insertBillingClient(testApp.database.db, owner.firmId);
    const outsiderClient = await insertBillingClient(testApp.database.db, outsider.firmId);
    const outsiderInvoice = await issuedInvoice(outsiderClient, 10_000, outsider);
    const otherClientsInvoice = await issuedInvoice(otherClient, 10_000);
    const before = await countRows("payment");

    const foreignClient = await pay({ clientId: outsiderClient.clientId, amountCents: 1_000 });
    expect(foreignClient.statusCode).toBe(404);
    expect(foreignClient.json().code).toBe("client_not_found");
    const foreignInvoice = await pay({
      clientId: client.clientId,
      amountCents: 1_000,
      allocations: [{ invoiceId: outsiderInvoice.id, amountCents: 1_000 }],
    });
    expect(foreignInvoice.statusCode).toBe(404);
    expect(foreignInvoice.json().code).toBe("invoice_not_found");
    const wrongClient = await pay({
      clientId: client.clientId,
      amountCents: 1_000,
      allocations: [{ invoiceId: otherClientsInvoice.id, amountCents: 1_000 }],
    });
    expect(wrongClient.statusCode).toBe(404);
    const foreignAccount = await call("GET", `/api/billing/clients/${outsiderClient.clientId}/account`, {
      cookie: owner.cookie,
    });
    expect(foreignAccount.statusCode).toBe(404);
    const foreignCredit = await call("POST", "/api/billing/credits/apply", {
      cookie: owner.cookie,
      payload: {
        clientId: client.clientId,
        allocations: [{ invoiceId: outsiderInvoice.id, amountCents: 100 }],
      },
    });
    expect(foreignCredit.statusCode).toBe(404);
    expect(await countRows("payment")).toBe(before);
    expect(await invoiceState(outsiderInvoice.id)).toMatchObject({ status: "sent", paid_cents: 0 });
  });
});

describe("who may record and read payments", () => {
  it("lets only billing managers record payments while every member reads them", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("payments-associate"),
    });
    const refused = await pay({ clientId: client.clientId, amountCents: 1_000 }, associate.cookie);
    expect(refused.statusCode).toBe(403);
    const refusedCredit = await call("POST", "/api/billing/credits/apply", {
      cookie: associate.cookie,
      payload: {
        clientId: client.clientId,
        allocations: [{ invoiceId: client.clientId, amountCents: 100 }],
      },
    });
    expect(refusedCredit.statusCode).toBe(403);

    const recorded = await pay({ clientId: client.clientId, amountCents: 1_000, reference: "Cash desk" });
    expect(recorded.statusCode).toBe(201);
    const read = await call("GET", `/api/billing/payments/${recorded.json().id}`, {
      cookie: associate.cookie,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().reference).toBe("Cash desk");
    const account = await call("GET", `/api/billing/clients/${client.clientId}/account`, {
      cookie: associate.cookie,
    });
    expect(account.json().creditCents).toBe(1_000);
  });

  it("lists the firm's payments latest first with X-Total-Count, filtered by client, hidden from other firms", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const older = await pay({ clientId: client.clientId, amountCents: 2_000, date: daysAgo(6) });
    const newer = await pay({
      clientId: client.clientId,
      amountCents: 3_000,
      method: "cash",
      date: daysAgo(4),
    });
    const list = await call("GET", `/api/billing/payments?clientId=${client.clientId}`, {
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json().map((payment: { id: string }) => payment.id)).toEqual([
      newer.json().id,
      older.json().id,
    ]);
    const cashOnly = await call("GET", `/api/billing/payments?clientId=${client.clientId}&method=cash`, {
      cookie: owner.cookie,
    });
    expect(cashOnly.json()).toHaveLength(1);
    const outsiderList = await call("GET", `/api/billing/payments?clientId=${client.clientId}`, {
      cookie: outsider.cookie,
    });
    expect(outsiderList.json()).toEqual([]);
    expect(outsiderList.headers["x-total-count"]).toBe("0");
    const outsiderRead = await call("GET", `/api/billing/payments/${older.json().id}`, {
      cookie: outsider.cookie,
    });
    expect(outsiderRead.statusCode).toBe(404);
    expect((await call("GET", "/api/billing/payments/not-an-id", { cookie: owner.cookie })).statusCode).toBe(
      404,
    );
  });
});
