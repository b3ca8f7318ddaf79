import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertBillingClient, insertIssuedInvoice } from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let accountId: string;

const TRUST = "/api/trust-accounting";

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "trust-payments-owner");
  const opened = await call("POST", `${TRUST}/accounts`, {
    cookie: owner.cookie,
    payload: {
      name: "Trust Current Account",
      bankName: "fnb",
      accountNumber: `62${String(Date.now()).slice(-8)}`,
      branchCode: "250655",
      openedOn: daysAgo(90),
    },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  accountId = opened.json().id;
});
afterAll(async () => {
  await testApp?.close();
});

let invoiceSequence = 0;
async function issuedInvoice(client: { clientId: string; matterId: string }, totalCents: number) {
  invoiceSequence += 1;
  return insertIssuedInvoice(testApp.database.db, {
    firmId: owner.firmId,
    clientId: client.clientId,
    matterId: client.matterId,
    totalCents,
    vatCents: Math.round((totalCents * 15) / 115),
    number: `INV-${String(invoiceSequence).padStart(6, "0")}`,
    sequence: invoiceSequence,
    issueDate: daysAgo(30),
    dueDate: daysAgo(-5),
    createdBy: owner.userId,
  });
}

/** Money received into trust for the client's matter, through the trust API. */
async function receiveIntoTrust(client: { clientId: string; matterId: string }, amountCents: number) {
  const response = await call("POST", `${TRUST}/transactions`, {
    cookie: owner.cookie,
    payload: {
      type: "receipt",
      accountId,
      clientId: client.clientId,
      matterId: client.matterId,
      amountCents,
      date: daysAgo(20),
      description: "Deposit for fees",
      payer: "The client",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function trustBalance(clientId: string): Promise<number> {
  const response = await call("GET", `${TRUST}/ledgers/${clientId}`, { cookie: owner.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().balanceCents;
}

function payFromTrust(
  client: { clientId: string; matterId: string },
  allocations: { invoiceId: string; amountCents: number }[],
) {
  return call("POST", "/api/billing/payments", {
    cookie: owner.cookie,
    payload: {
      clientId: client.clientId,
      method: "trust",
      amountCents: allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0),
      date: daysAgo(1),
      allocations,
      trust: { accountId, matterId: client.matterId },
    },
  });
}

/** Rows in every table either book could have written to. */
async function rowCounts() {
  const rows = await queryRows<Record<string, number>>(
    testApp.database.db,
    sql`select
          (select count(*)::int from payment) as payments,
          (select count(*)::int from payment_allocation) as allocations,
          (select count(*)::int from trust_posting) as postings,
          (select count(*)::int from trust_entry) as entries,
          (select count(*)::int from trust_fee_note) as fee_notes,
          (select balance_cents::int from trust_account where id = ${accountId}) as cash_book`,
  );
  return rows[0];
}

async function paidCents(invoiceId: string): Promise<{ status: string; paid_cents: number }> {
  const rows = await queryRows<{ status: string; paid_cents: number }>(
    testApp.database.db,
    sql`select status, paid_cents::int as paid_cents from invoice where id = ${invoiceId}`,
  );
  if (!rows[0]) throw new Error(`invoice ${invoiceId} not found`);
  return rows[0];
}

describe("payments from trust", () => {
  it("refuses a payment the trust rules refuse (R100 held, R500 invoice) with the trust message, writing nothing on either side", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId, { name: "Dlamini Traders" });
    await receiveIntoTrust(client, 10_000);
    const invoice = await issuedInvoice(client, 50_000);
    const before = await rowCounts();

    const refused = await payFromTrust(client, [{ invoiceId: invoice.id, amountCents: 50_000 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ledger_in_debit");
    expect(refused.json().message).toMatch(/^Refused: Dlamini Traders holds R\s100,00 in trust account/);

    expect(await rowCounts()).toEqual(before);
    expect(await paidCents(invoice.id)).toEqual({ status: "sent", paid_cents: 0 });
    expect(await trustBalance(client.clientId)).toBe(10_000);
  });

  it("rolls back the transfer already made for the first invoice when the second is refused", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId, { name: "Pillay Holdings" });
    await receiveIntoTrust(client, 100_000);
    const first = await issuedInvoice(client, 60_000);
    const second = await issuedInvoice(client, 60_000);
    const before = await rowCounts();

    const refused = await payFromTrust(client, [
      { invoiceId: first.id, amountCents: 60_000 },
      { invoiceId: second.id, amountCents: 60_000 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Pillay Holdings holds R\s400,00/);
    expect(await rowCounts()).toEqual(before);
    expect(await paidCents(first.id)).toEqual({ status: "sent", paid_cents: 0 });
    expect(await trustBalance(client.clientId)).toBe(100_000);
  });

  it("pays the invoice from trust and shows the transfer to business in the trust journal against the invoice", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId, { name: "Mokoena Estates" });
    await receiveIntoTrust(client, 500_000);
    const invoice = await issuedInvoice(client, 230_000);
    const accountBefore = await call("GET", `/api/billing/clients/${client.clientId}/account`, {
      cookie: owner.cookie,
    });
    expect(accountBefore.json().trustLedgers).toEqual([
      {
        accountId,
        accountName: "Trust Current Account",
        matterId: client.matterId,
        matterReference: client.matterReference,
        balanceCents: 500_000,
      },
    ]);

    const paid = await payFromTrust(client, [{ invoiceId: invoice.id, amountCents: 230_000 }]);
    expect(paid.statusCode, paid.body).toBe(201);
    const [allocation] = paid.json().allocations;
    expect(allocation).toMatchObject({ invoiceId: invoice.id, invoiceNumber: invoice.number });
    expect(allocation.trustPostingId).toEqual(expect.any(String));
    expect(allocation.trustPostingNumber).toEqual(expect.any(Number));
    expect(paid.json().unallocatedCents).toBe(0);

    expect(await paidCents(invoice.id)).toEqual({ status: "paid", paid_cents: 230_000 });
    expect(await trustBalance(client.clientId)).toBe(270_000);

    const journal = await call(
      "GET",
      `${TRUST}/transactions?clientId=${client.clientId}&type=transfer_to_business`,
      { cookie: owner.cookie },
    );
    expect(journal.statusCode).toBe(200);
    expect(journal.json()).toEqual([
      expect.objectContaining({
        postingId: allocation.trustPostingId,
        number: allocation.trustPostingNumber,
        type: "transfer_to_business",
        description: `Fees: invoice ${invoice.number}`,
        reference: invoice.number,
        debitCents: 230_000,
      }),
    ]);
    const posting = await call("GET", `${TRUST}/transactions/${allocation.trustPostingId}`, {
      cookie: owner.cookie,
    });
    expect(posting.json()).toMatchObject({
      feeNoteReference: invoice.number,
      counterparty: "Business account",
    });
    const feeNotes = await queryRows<{ invoice_id: string | null; amount_cents: number }>(
      testApp.database.db,
      sql`select invoice_id, amount_cents::int as amount_cents from trust_fee_note
          where firm_id = ${owner.firmId} and reference = ${invoice.number}`,
    );
    expect(feeNotes).toEqual([{ invoice_id: invoice.id, amount_cents: 230_000 }]);

    const accountAfter = await call("GET", `/api/billing/clients/${client.clientId}/account`, {
      cookie: owner.cookie,
    });
    expect(accountAfter.json()).toMatchObject({ outstandingCents: 0, creditCents: 0 });
    expect(accountAfter.json().trustLedgers[0].balanceCents).toBe(270_000);
  });

  it("refuses to pay an invoice from trust money chosen for another matter of the client (409), writing nothing", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    await receiveIntoTrust(client, 100_000);
    const invoice = await issuedInvoice(client, 10_000);
    const [otherMatter] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`insert into matter (firm_id, client_id, reference, title, type, status)
          values (${owner.firmId}, ${client.clientId}, ${`OTH-${Date.now()}`}, 'Another matter', 'Commercial Law', 'active')
          returning id`,
    );
    const before = await rowCounts();
    const refused = await payFromTrust({ clientId: client.clientId, matterId: otherMatter?.id as string }, [
      { invoiceId: invoice.id, amountCents: 10_000 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/for another matter than the trust money chosen/);
    expect(await rowCounts()).toEqual(before);
    expect(await trustBalance(client.clientId)).toBe(100_000);
  });

  it("answers 400 when a payment from trust leaves money unallocated or names no trust account", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoice = await issuedInvoice(client, 10_000);
    const unallocated = await call("POST", "/api/billing/payments", {
      cookie: owner.cookie,
      payload: {
        clientId: client.clientId,
        method: "trust",
        amountCents: 20_000,
        date: daysAgo(1),
        allocations: [{ invoiceId: invoice.id, amountCents: 10_000 }],
        trust: { accountId },
      },
    });
    expect(unallocated.statusCode).toBe(400);
    expect(unallocated.json().message).toMatch(/allocate all of it/);
    const noAccount = await call("POST", "/api/billing/payments", {
      cookie: owner.cookie,
      payload: {
        clientId: client.clientId,
        method: "trust",
        amountCents: 10_000,
        date: daysAgo(1),
        allocations: [{ invoiceId: invoice.id, amountCents: 10_000 }],
      },
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().message).toMatch(/trust account/);
  });

  it("lets exactly 10 of 15 simultaneous R100 payments from R1 000 in trust through, refusing 5 with 409 and never 500", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    await receiveIntoTrust(client, 100_000);
    const invoices = [];
    for (let index = 0; index < 15; index += 1) invoices.push(await issuedInvoice(client, 10_000));
    const before = await rowCounts();
    const answers = await Promise.all(
      invoices.map((invoice) => payFromTrust(client, [{ invoiceId: invoice.id, amountCents: 10_000 }])),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toMatch(/^Refused:/);
    }
    expect(await trustBalance(client.clientId)).toBe(0);
    const after = await rowCounts();
    expect((after?.payments ?? 0) - (before?.payments ?? 0)).toBe(10);
    expect((after?.allocations ?? 0) - (before?.allocations ?? 0)).toBe(10);
    expect((after?.postings ?? 0) - (before?.postings ?? 0)).toBe(10);
    expect((before?.cash_book ?? 0) - (after?.cash_book ?? 0)).toBe(100_000);
  });

  it("loses no payment when two invoices of one client are paid from trust at the same moment, round after round", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    await receiveIntoTrust(client, 200_000);
    for (let round = 0; round < 5; round += 1) {
      const pair = [await issuedInvoice(client, 10_000), await issuedInvoice(client, 10_000)];
      const answers = await Promise.all(
        pair.map((invoice) => payFromTrust(client, [{ invoiceId: invoice.id, amountCents: 10_000 }])),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        `round ${round}`,
      ).toEqual([201, 201]);
    }
    expect(await trustBalance(client.clientId)).toBe(100_000);
  });

  it.each([
    ["a trust account that does not exist", "account", "00000000-0000-4000-8000-000000000000"],
    ["a matter that does not exist", "matter", "00000000-0000-4000-8000-000000000000"],
  ])("answers 404 for %s, writing nothing", async (_label, which, id) => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    await receiveIntoTrust(client, 10_000);
    const invoice = await issuedInvoice(client, 10_000);
    const before = await rowCounts();
    const response = await call("POST", "/api/billing/payments", {
      cookie: owner.cookie,
      payload: {
        clientId: client.clientId,
        method: "trust",
        amountCents: 10_000,
        date: daysAgo(1),
        allocations: [{ invoiceId: invoice.id, amountCents: 10_000 }],
        trust:
          which === "account" ? { accountId: id, matterId: client.matterId } : { accountId, matterId: id },
      },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it("answers 404 for another firm's trust account and another firm's matter, writing nothing", async () => {
    const other = await registerFirmOwner(testApp, "trust-payments-other-firm");
    const otherAccount = await call("POST", `${TRUST}/accounts`, {
      cookie: other.cookie,
      payload: {
        name: "Other Firm Trust",
        bankName: "absa",
        accountNumber: `40${String(Date.now()).slice(-8)}`,
        branchCode: "632005",
        openedOn: daysAgo(90),
      },
    });
    expect(otherAccount.statusCode, otherAccount.body).toBe(201);
    const otherClient = await insertBillingClient(testApp.database.db, other.firmId);
    const client = await insertBillingClient(testApp.database.db, owner.firmId);
    await receiveIntoTrust(client, 10_000);
    const invoice = await issuedInvoice(client, 10_000);
    const before = await rowCounts();
    for (const trust of [
      { accountId: otherAccount.json().id, matterId: client.matterId },
      { accountId, matterId: otherClient.matterId },
    ]) {
      const response = await call("POST", "/api/billing/payments", {
        cookie: owner.cookie,
        payload: {
          clientId: client.clientId,
          method: "trust",
          amountCents: 10_000,
          date: daysAgo(1),
          allocations: [{ invoiceId: invoice.id, amountCents: 10_000 }],
          trust,
        },
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await rowCounts()).toEqual(before);
  });
});
