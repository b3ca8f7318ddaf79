import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertTrustClient, nextAccountNumber } from "../trust-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let client: Awaited<ReturnType<typeof insertTrustClient>>;
let otherClient: Awaited<ReturnType<typeof insertTrustClient>>;
let outsiderClient: Awaited<ReturnType<typeof insertTrustClient>>;
let accountId: string;

const BASE = "/api/trust-accounting";

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "trust-owner");
  outsider = await registerFirmOwner(testApp, "trust-outsider");
  client = await insertTrustClient(testApp.database.db, owner.firmId, "Naidoo Family Trust");
  otherClient = await insertTrustClient(testApp.database.db, owner.firmId, "Mokoena Holdings");
  outsiderClient = await insertTrustClient(testApp.database.db, outsider.firmId, "Outsider Client");
  accountId = (await openAccount(owner.cookie)).id;
});
afterAll(async () => {
  await testApp?.close();
});

async function openAccount(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await call("POST", `${BASE}/accounts`, {
    cookie,
    payload: {
      name: "Trust Current Account",
      bankName: "fnb",
      accountNumber: nextAccountNumber(),
      branchCode: "250655",
      openedOn: daysAgo(90),
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function postTransaction(payload: Record<string, unknown>, cookie = owner.cookie) {
  return call("POST", `${BASE}/transactions`, { cookie, payload });
}

function receipt(amountCents: number, overrides: Record<string, unknown> = {}) {
  return postTransaction({
    type: "receipt",
    accountId,
    clientId: client.clientId,
    amountCents,
    date: daysAgo(10),
    description: "Deposit on transfer",
    reference: "MAT-2026-0001",
    ...overrides,
  });
}

function payment(amountCents: number, overrides: Record<string, unknown> = {}) {
  return postTransaction({
    type: "payment",
    accountId,
    clientId: client.clientId,
    amountCents,
    date: daysAgo(5),
    description: "Transfer duty to SARS",
    payee: "SARS",
    ...overrides,
  });
}

/** POST …/accounts/{id}/instruction as a browser's multipart form would send it. */
function uploadInstruction(accountId: string, fileName: string, mime: string, content: string) {
  const boundary = "----inkundla-test-boundary";
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="instructionDate"',
    "",
    daysAgo(3),
    `--${boundary}`,
    `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
    `Content-Type: ${mime}`,
    "",
    content,
    `--${boundary}--`,
    "",
  ].join("\r\n");
  return testApp.app.inject({
    method: "POST",
    url: `${BASE}/accounts/${accountId}/instruction`,
    headers: { cookie: owner.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function ledgerBalance(clientId: string, cookie = owner.cookie): Promise<number> {
  const response = await call("GET", `${BASE}/ledgers/${clientId}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().balanceCents;
}

async function accountBalance(id: string): Promise<number> {
  const response = await call("GET", `${BASE}/accounts/${id}`, { cookie: owner.cookie });
  return response.json().balanceCents;
}

async function countRows(table: "trust_posting" | "trust_entry"): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return rows[0]?.total ?? 0;
}

describe("trust accounts", () => {
  it("opens an account that answers the spec's list fields and stays invisible to another firm", async () => {
    const list = await call("GET", `${BASE}/accounts`, { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: accountId,
        name: "Trust Current Account",
        bankName: "fnb",
        kind: "s86_2",
        status: "active",
        lastReconciled: null,
      }),
    );
    expect((await call("GET", `${BASE}/accounts/${accountId}`, { cookie: outsider.cookie })).statusCode).toBe(
      404,
    );
    const outsiderList = await call("GET", `${BASE}/accounts`, { cookie: outsider.cookie });
    expect(outsiderList.json()).toEqual([]);
  });

  it("refuses an s86(4) account without its client and an account number that is not digits", async () => {
    const noClient = await call("POST", `${BASE}/accounts`, {
      cookie: owner.cookie,
      payload: { name: "Investment", bankName: "absa", accountNumber: "4099887766", kind: "s86_4" },
    });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().message).toMatch(/s86\(4\).*client/i);
    const badNumber = await call("POST", `${BASE}/accounts`, {
      cookie: owner.cookie,
      payload: { name: "Trust", bankName: "absa", accountNumber: "12-AB" },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toMatch(/Account number must be 6 to 20 digits/);
  });

  it("posts an opening balance as a receipt for the client it belongs to", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    const account = await openAccount(owner.cookie, {
      clientId: holder.clientId,
      openingBalanceCents: 250_000,
    });
    expect(account.balanceCents).toBe(250_000);
    expect(await ledgerBalance(holder.clientId)).toBe(250_000);
  });

  it("closes an account only at a zero balance", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    const account = await openAccount(owner.cookie, {
      clientId: holder.clientId,
      openingBalanceCents: 1_000,
    });
    const refused = await call("POST", `${BASE}/accounts/${account.id}/close`, { cookie: owner.cookie });
    expect(refused.statusCode).toBe(409);
    const empty = await openAccount(owner.cookie);
    const closed = await call("POST", `${BASE}/accounts/${empty.id}/close`, { cookie: owner.cookie });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("closed");
    const postToClosed = await postTransaction({
      type: "receipt",
      accountId: empty.id,
      clientId: client.clientId,
      amountCents: 100,
      date: daysAgo(1),
      description: "Late deposit",
    });
    expect(postToClosed.statusCode).toBe(409);
  });

  it("lets only partners and legal directors open accounts, and only the bookkeepers post", async () => {
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("trust-associate"),
    });
    const open = await call("POST", `${BASE}/accounts`, {
      cookie: associate.cookie,
      payload: { name: "Trust", bankName: "fnb", accountNumber: nextAccountNumber() },
    });
    expect(open.statusCode).toBe(403);
    const posted = await postTransaction(
      {
        type: "receipt",
        accountId,
        clientId: client.clientId,
        amountCents: 100,
        date: daysAgo(1),
        description: "x",
      },
      associate.cookie,
    );
    expect(posted.statusCode).toBe(403);
    // Reading the books is for everyone in the firm.
    expect((await call("GET", `${BASE}/transactions`, { cookie: associate.cookie })).statusCode).toBe(200);
  });
});

describe("postings and the client ledger", () => {
  it("receives and pays out, keeping the ledger, the cash book and the spec's transaction fields", async () => {
    const before = await ledgerBalance(client.clientId);
    const received = await receipt(500_000, { matterId: client.matterId, payer: "Naidoo Family Trust" });
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json()).toMatchObject({
      type: "receipt",
      amountCents: 500_000,
      counterparty: "Naidoo Family Trust",
    });
    expect(received.json().lines).toHaveLength(2);
    const paid = await payment(120_000, { matterId: client.matterId });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().number).toBe(received.json().number + 1);
    expect(await ledgerBalance(client.clientId)).toBe(before + 380_000);

    const list = await call("GET", `${BASE}/transactions?accountId=${accountId}&limit=2`, {
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
    const [latest, previous] = list.json();
    expect(latest).toMatchObject({
      description: "Transfer duty to SARS",
      account: "Trust Current Account",
      debit: 1200,
      credit: 0,
      debitCents: 120_000,
      reconciled: false,
    });
    expect(previous).toMatchObject({ credit: 5000, creditCents: 500_000, debit: 0 });
    expect(latest.balanceCents).toBe(previous.balanceCents - 120_000);
  });

  it("refuses a payment larger than the client's balance with the balance in the message, writing nothing", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId, "Zulu Estate");
    expect((await receipt(10_000, { clientId: holder.clientId, matterId: undefined })).statusCode).toBe(201);
    const postings = await countRows("trust_posting");
    const refused = await payment(10_001, { clientId: holder.clientId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ledger_in_debit");
    expect(refused.json().message).toMatch(/Zulu Estate holds R\s100,00/);
    expect(refused.json().message).toMatch(/54\.14\.9/);
    expect(await countRows("trust_posting")).toBe(postings);
    expect(await ledgerBalance(holder.clientId)).toBe(10_000);
  });

  it("lets exactly 10 of 50 simultaneous R100 payments through a R1 000 ledger, ending at R0.00", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId, "Concurrent Client");
    expect((await receipt(100_000, { clientId: holder.clientId, matterId: undefined })).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => payment(10_000, { clientId: holder.clientId, description: "Race" })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await ledgerBalance(holder.clientId)).toBe(0);
    const numbers = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().number);
    expect(new Set(numbers).size).toBe(10);
  });

  it("moves money between clients without changing the cash book", async () => {
    const from = await insertTrustClient(testApp.database.db, owner.firmId);
    const to = await insertTrustClient(testApp.database.db, owner.firmId);
    expect((await receipt(30_000, { clientId: from.clientId, matterId: undefined })).statusCode).toBe(201);
    const cashBefore = await accountBalance(accountId);
    const moved = await postTransaction({
      type: "client_transfer",
      accountId,
      clientId: from.clientId,
      toClientId: to.clientId,
      toMatterId: to.matterId,
      amountCents: 12_500,
      date: daysAgo(2),
      description: "Share of proceeds",
    });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(await ledgerBalance(from.clientId)).toBe(17_500);
    expect(await ledgerBalance(to.clientId)).toBe(12_500);
    expect(await accountBalance(accountId)).toBe(cashBefore);
    const tooMuch = await postTransaction({
      type: "client_transfer",
      accountId,
      clientId: from.clientId,
      toClientId: to.clientId,
      amountCents: 17_501,
      date: daysAgo(2),
      description: "Too much",
    });
    expect(tooMuch.statusCode).toBe(409);
  });

  it("refuses a matter of another client, and another firm's account, client or posting with 404", async () => {
    const wrongMatter = await receipt(100, { matterId: otherClient.matterId });
    expect(wrongMatter.statusCode).toBe(404);
    expect(wrongMatter.json().code).toBe("matter_not_found");
    expect((await receipt(100, { clientId: outsiderClient.clientId, matterId: undefined })).statusCode).toBe(
      404,
    );
    const outsiderPosting = await postTransaction(
      {
        type: "receipt",
        accountId,
        clientId: outsiderClient.clientId,
        amountCents: 100,
        date: daysAgo(1),
        description: "x",
      },
      outsider.cookie,
    );
    expect(outsiderPosting.statusCode).toBe(404);
    expect(outsiderPosting.json().code).toBe("account_not_found");
    const ours = await receipt(100, { matterId: undefined });
    expect(
      (await call("GET", `${BASE}/transactions/${ours.json().id}`, { cookie: outsider.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `${BASE}/ledgers/${client.clientId}`, { cookie: outsider.cookie })).statusCode,
    ).toBe(404);
  });

  it("answers 404 when the ledger is filtered by another firm's trust account or matter, instead of ignoring it", async () => {
    await receipt(100, { matterId: undefined });
    const theirAccount = await openAccount(outsider.cookie, { name: "Their Trust Account" });
    for (const query of [
      `accountId=${theirAccount.id}`,
      `matterId=${outsiderClient.matterId}`,
      "accountId=00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await call("GET", `${BASE}/ledgers/${client.clientId}?${query}`, {
        cookie: owner.cookie,
      });
      expect(response.statusCode, query).toBe(404);
    }
    const own = await call("GET", `${BASE}/ledgers/${client.clientId}?accountId=${accountId}`, {
      cookie: owner.cookie,
    });
    expect(own.statusCode).toBe(200);
  });

  it("answers 400 with a message for a zero amount, a fraction of a cent, a future date and a missing payee", async () => {
    const postings = await countRows("trust_posting");
    const zero = await receipt(0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/more than R0\.00/);
    expect((await receipt(10.5)).statusCode).toBe(400);
    const future = await receipt(100, { date: "2099-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/future/);
    const noPayee = await payment(100, { payee: "" });
    expect(noPayee.statusCode).toBe(400);
    expect(noPayee.json().message).toMatch(/Paid to is required/);
    expect(await countRows("trust_posting")).toBe(postings);
  });

  it("refuses a posting dated before the account was opened", async () => {
    const refused = await receipt(100, { date: daysAgo(200), matterId: undefined });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("before_opening");
  });
});

describe("reversals", () => {
  it("undoes a posting once, points at the original, and never reverses a reversal", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    const original = await receipt(40_000, { clientId: holder.clientId, matterId: undefined });
    const reversal = await postTransaction({
      type: "reversal",
      reversesId: original.json().id,
      date: daysAgo(1),
      reason: "Captured on the wrong client",
    });
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json()).toMatchObject({
      type: "reversal",
      reversesId: original.json().id,
      amountCents: 40_000,
    });
    expect(await ledgerBalance(holder.clientId)).toBe(0);
    const reread = await call("GET", `${BASE}/transactions/${original.json().id}`, { cookie: owner.cookie });
    expect(reread.json().reversedById).toBe(reversal.json().id);

    const again = await postTransaction({
      type: "reversal",
      reversesId: original.json().id,
      date: daysAgo(1),
      reason: "x",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("already_reversed");
    const ofReversal = await postTransaction({
      type: "reversal",
      reversesId: reversal.json().id,
      date: daysAgo(1),
      reason: "x",
    });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().code).toBe("reversal_of_reversal");
  });

  it("refuses to reverse a receipt whose money has been paid out (the ledger would go into debit)", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    const original = await receipt(20_000, { clientId: holder.clientId, matterId: undefined });
    expect((await payment(15_000, { clientId: holder.clientId })).statusCode).toBe(201);
    const refused = await postTransaction({
      type: "reversal",
      reversesId: original.json().id,
      date: daysAgo(1),
      reason: "x",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ledger_in_debit");
  });

  it("lets only one of two simultaneous reversals of the same posting through", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    const original = await receipt(5_000, { clientId: holder.clientId, matterId: undefined });
    const both = await Promise.all(
      [1, 2].map(() =>
        postTransaction({ type: "reversal", reversesId: original.json().id, date: daysAgo(1), reason: "x" }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ledgerBalance(holder.clientId)).toBe(0);
  });
});

describe("transfers to business", () => {
  it("needs a fee note and never transfers more than is still due on it", async () => {
    const holder = await insertTrustClient(testApp.database.db, owner.firmId);
    expect((await receipt(100_000, { clientId: holder.clientId, matterId: undefined })).statusCode).toBe(201);
    const transfer = (
      amountCents: number,
      feeNoteAmountCents = 60_000,
      feeNoteReference = `INV-${holder.clientId.slice(0, 6)}`,
    ) =>
      postTransaction({
        type: "transfer_to_business",
        accountId,
        clientId: holder.clientId,
        matterId: holder.matterId,
        amountCents,
        feeNoteReference,
        feeNoteAmountCents,
        date: daysAgo(1),
        description: "Fees per invoice",
      });
    const noNote = await postTransaction({
      type: "transfer_to_business",
      accountId,
      clientId: holder.clientId,
      amountCents: 100,
      date: daysAgo(1),
      description: "Fees",
    });
    expect(noNote.statusCode).toBe(400);
    expect((await transfer(40_000)).statusCode).toBe(201);
    const beyond = await transfer(20_001);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().message).toMatch(/Only R\s200,00 of fee note/);
    const otherAmount = await transfer(100, 70_000);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().code).toBe("fee_note_mismatch");
    expect((await transfer(20_000)).statusCode).toBe(201);
    expect(await ledgerBalance(holder.clientId)).toBe(40_000);
  });
});

describe("s86(4) investments", () => {
  it("takes money only for its own client and only once the written instruction is on file", async () => {
    const investor = await insertTrustClient(testApp.database.db, owner.firmId, "Investor");
    const investment = await openAccount(owner.cookie, {
      name: "s86(4) Investor",
      kind: "s86_4",
      clientId: investor.clientId,
    });
    expect(investment.instructionOnFile).toBe(false);
    expect((await receipt(50_000, { clientId: investor.clientId, matterId: undefined })).statusCode).toBe(
      201,
    );
    const transferIn = () =>
      postTransaction({
        type: "account_transfer",
        accountId,
        toAccountId: investment.id,
        clientId: investor.clientId,
        amountCents: 40_000,
        date: daysAgo(1),
        description: "Invest on instruction",
      });
    const noInstruction = await transferIn();
    expect(noInstruction.statusCode).toBe(409);
    expect(noInstruction.json().code).toBe("s86_4_no_instruction");
    const otherClient = await postTransaction({
      type: "receipt",
      accountId: investment.id,
      clientId: client.clientId,
      amountCents: 100,
      date: daysAgo(1),
      description: "Wrong client",
    });
    expect(otherClient.statusCode).toBe(409);
    expect(otherClient.json().code).toBe("s86_4_other_client");

    // A signed instruction that is not a PDF or an image is refused; a PDF is kept and the account notes it.
    const refusedUpload = await uploadInstruction(
      investment.id,
      "instruction.txt",
      "text/plain",
      "I instruct you",
    );
    expect(refusedUpload.statusCode).toBe(400);
    const uploaded = await uploadInstruction(
      investment.id,
      "instruction.pdf",
      "application/pdf",
      "%PDF-1.4\n% signed\n",
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ instructionOnFile: true, instructionDate: daysAgo(3) });
    const download = await call("GET", `/api/files/${uploaded.json().instructionFileId}`, {
      cookie: owner.cookie,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain("% signed");
    const outsiderDownload = await call("GET", `/api/files/${uploaded.json().instructionFileId}`, {
      cookie: outsider.cookie,
    });
    expect(outsiderDownload.statusCode).toBe(404);
    const invested = await transferIn();
    expect(invested.statusCode, invested.body).toBe(201);
    expect(await accountBalance(investment.id)).toBe(40_000);

    const interest = await postTransaction({
      type: "interest",
      accountId: investment.id,
      amountCents: 1_000,
      date: daysAgo(1),
      description: "Interest",
    });
    expect(interest.statusCode, interest.body).toBe(201);
    const ledger = await call("GET", `${BASE}/ledgers/${investor.clientId}`, { cookie: owner.cookie });
    // R500 received, R400 invested, R9.50 of the R10 interest (R0.50 to the Fidelity Fund).
    expect(ledger.json().balanceCents).toBe(50_000 + 950);
    const summary = await call("GET", `${BASE}/summary`, { cookie: owner.cookie });
    expect(summary.json().fundDueCents).toBeGreaterThanOrEqual(50);
  });
});

describe("locked months", () => {
  it("refuses a posting dated on or before the end of a signed-off month", async () => {
    const account = await openAccount(owner.cookie);
    await queryRows(
      testApp.database.db,
      sql`update trust_account set locked_through = ${daysAgo(20)}::date where id = ${account.id}`,
    );
    const refused = await postTransaction({
      type: "receipt",
      accountId: account.id,
      clientId: client.clientId,
      amountCents: 100,
      date: daysAgo(20),
      description: "Backdated",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("month_locked");
    const later = await postTransaction({
      type: "receipt",
      accountId: account.id,
      clientId: client.clientId,
      amountCents: 100,
      date: daysAgo(19),
      description: "After the lock",
    });
    expect(later.statusCode).toBe(201);
  });
});

describe("the database guards the journal itself", () => {
  it("refuses to update, delete or truncate a posting or its lines", async () => {
    const posting = await receipt(100, { matterId: undefined });
    const id = posting.json().id as string;
    await expect(
      queryRows(testApp.database.db, sql`update trust_posting set amount_cents = 1 where id = ${id}`),
    ).rejects.toThrow();
    await expect(
      queryRows(testApp.database.db, sql`delete from trust_entry where posting_id = ${id}`),
    ).rejects.toThrow();
    await expect(queryRows(testApp.database.db, sql`truncate trust_posting cascade`)).rejects.toThrow();
    expect((await call("GET", `${BASE}/transactions/${id}`, { cookie: owner.cookie })).statusCode).toBe(200);
  });

  it("refuses at commit a posting whose cash book line differs from its creditor lines", async () => {
    const postings = await countRows("trust_posting");
    await expect(
      testApp.database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into trust_posting (firm_id, number, type, posted_on, description, amount_cents, captured_by)
              values (${owner.firmId}, 999999, 'receipt', ${daysAgo(1)}::date, 'Unbalanced', 100, ${owner.userId})
              returning id`,
        );
        await queryRows(
          tx,
          sql`insert into trust_entry (firm_id, posting_id, number, posted_on, side, account_id, amount_cents, balance_after_cents)
              values (${owner.firmId}, ${row?.id}, 999999, ${daysAgo(1)}::date, 'bank', ${accountId}, 100, 0)`,
        );
      }),
    ).rejects.toThrow();
    expect(await countRows("trust_posting")).toBe(postings);
  });

  it("refuses at commit a change that leaves an account holding less than its creditors (no trust deficit)", async () => {
    await expect(
      queryRows(testApp.database.db, sql`update trust_account set balance_cents = 0 where id = ${accountId}`),
    ).rejects.toSatisfy((error: Error) =>
      /Trust deficit.*54\.14\.8/.test(String((error.cause as Error)?.message)),
    );
  });

  it("writes nothing when the database fails in the middle of a posting", async () => {
    await queryRows(
      testApp.database.db,
      sql.raw(`create function test_fail_second_line() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from trust_entry where posting_id = new.posting_id) then
            raise exception 'simulated failure mid-posting';
          end if;
          return new;
        end $$;
        create trigger test_fail_second_line before insert on trust_entry for each row
          when (new.side = 'ledger') execute function test_fail_second_line();`),
    );
    try {
      const postings = await countRows("trust_posting");
      const entries = await countRows("trust_entry");
      const cash = await accountBalance(accountId);
      const failed = await receipt(7_700, { matterId: undefined, description: "Fails midway" });
      expect(failed.statusCode).toBe(500);
      expect(await countRows("trust_posting")).toBe(postings);
      expect(await countRows("trust_entry")).toBe(entries);
      expect(await accountBalance(accountId)).toBe(cash);
    } finally {
      await queryRows(
        testApp.database.db,
        sql.raw("drop trigger test_fail_second_line on trust_entry; drop function test_fail_second_line();"),
      );
    }
  });

  it("writes nothing when the posting's database connection is killed mid-posting", async () => {
    await queryRows(
      testApp.database.db,
      sql.raw(`create function test_stall_posting() returns trigger language plpgsql as $$
        begin
          if new.description = 'Killed midway' then perform pg_sleep(30); end if;
          return new;
        end $$;
        create trigger test_stall_posting after insert on trust_posting for each row
          execute function test_stall_posting();`),
    );
    try {
      const postings = await countRows("trust_posting");
      const cash = await accountBalance(accountId);
      const inFlight = receipt(3_300, { matterId: undefined, description: "Killed midway" });
      let killed = 0;
      for (let attempt = 0; attempt < 100 && killed === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await queryRows<{ killed: number }>(
          testApp.database.db,
          sql`select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
              where datname = current_database() and wait_event = 'PgSleep' and pid <> pg_backend_pid()`,
        );
        killed = rows[0]?.killed ?? 0;
      }
      expect(killed).toBe(1);
      const response = await inFlight;
      expect(response.statusCode).toBe(500);
      expect(await countRows("trust_posting")).toBe(postings);
      expect(await accountBalance(accountId)).toBe(cash);
    } finally {
      await queryRows(
        testApp.database.db,
        sql.raw("drop trigger test_stall_posting on trust_posting; drop function test_stall_posting();"),
      );
    }
  });
});

describe("the transactions list's total", () => {
  it("reads the cash book lines counted per account, exact after every posting above, failed ones included", async () => {
    const counted = await queryRows<{ account_id: string; total: number }>(
      testApp.database.db,
      sql`select a.id as account_id,
                 (select count(*)::int from trust_entry e where e.account_id = a.id and e.side = 'bank') as total
            from trust_account a where a.firm_id = ${owner.firmId}`,
    );
    expect(counted.length).toBeGreaterThan(1);
    const totalOf = async (query: string) => {
      const response = await call("GET", `${BASE}/transactions${query}`, { cookie: owner.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.headers["x-total-count"]);
    };
    expect(await totalOf("?limit=1")).toBe(counted.reduce((sum, account) => sum + account.total, 0));
    for (const account of counted) {
      expect(await totalOf(`?accountId=${account.account_id}&limit=1`)).toBe(account.total);
    }
    // Another firm's account counts nothing here.
    const theirs = await call("POST", `${BASE}/accounts`, {
      cookie: outsider.cookie,
      payload: {
        name: "Outsider Trust",
        bankName: "fnb",
        accountNumber: nextAccountNumber(),
        branchCode: "250655",
        openedOn: daysAgo(90),
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await totalOf(`?accountId=${theirs.json().id}`)).toBe(0);
  });
});
