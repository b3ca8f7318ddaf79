import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertBillingClient, insertIssuedInvoice } from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let associate: SignedInPerson;
let otherAssociate: SignedInPerson;
let client: Awaited<ReturnType<typeof insertBillingClient>>;

const BASE = "/api/billing/expenses";
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "expenses-owner");
  outsider = await registerFirmOwner(testApp, "expenses-outsider");
  associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.firmId,
    email: uniqueAddress("expenses-associate"),
  });
  otherAssociate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.firmId,
    email: uniqueAddress("expenses-other"),
  });
  client = await insertBillingClient(testApp.database.db, owner.firmId, { name: "Khumalo Logistics" });
});
afterAll(async () => {
  await testApp?.close();
});

type FormPart =
  | { name: string; value: string }
  | { name: string; bytes: Uint8Array; fileName: string; type?: string };

/** Sends parts the way a browser's FormData does. */
async function postForm(url: string, parts: FormPart[], cookie = owner.cookie) {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.bytes], { type: part.type ?? "application/octet-stream" }),
        part.fileName,
      );
  }
  const encoded = new Response(form);
  return testApp.app.inject({
    method: "POST",
    url,
    headers: { cookie, "content-type": encoded.headers.get("content-type") ?? "" },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function expenseFields(overrides: Record<string, string> = {}): FormPart[] {
  const fields = {
    date: daysAgo(2),
    category: "filing",
    amountCents: "12550",
    matterId: client.matterId,
    description: "Filing fee at the Master's Office",
    taxable: "false",
    ...overrides,
  };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

function recordExpense(overrides: Record<string, unknown> = {}, cookie = owner.cookie) {
  return call("POST", BASE, {
    cookie,
    payload: {
      date: daysAgo(3),
      category: "travel",
      amountCents: 45_000,
      matterId: client.matterId,
      description: "Travel to Pretoria High Court",
      ...overrides,
    },
  });
}

async function countExpenses(): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from expense`,
  );
  return rows[0]?.total ?? 0;
}

describe("recording expenses", () => {
  it("records a JSON expense on the matter's client, answering the spec's fields", async () => {
    const response = await recordExpense();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      date: daysAgo(3),
      category: "travel",
      description: "Travel to Pretoria High Court",
      matter: `${client.matterReference} · Matter of Khumalo Logistics`,
      matterId: client.matterId,
      clientId: client.clientId,
      clientName: "Khumalo Logistics",
      amountCents: 45_000,
      taxable: true,
      status: "recorded",
      receiptFileId: null,
      invoiceId: null,
    });
  });

  it("records a multipart expense with a PNG receipt that any member of the firm can download", async () => {
    const response = await postForm(BASE, [
      ...expenseFields(),
      { name: "receipt", bytes: PNG, fileName: "filing-receipt.png", type: "image/png" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      category: "filing",
      amountCents: 12_550,
      taxable: false,
      receiptFileName: "filing-receipt.png",
    });
    const fileId = response.json().receiptFileId;
    const download = await call("GET", `/api/files/${fileId}`, { cookie: associate.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.rawPayload.subarray(0, 8)).toEqual(Buffer.from(PNG.subarray(0, 8)));
    expect((await call("GET", `/api/files/${fileId}`, { cookie: outsider.cookie })).statusCode).toBe(404);
  });

  it("records a multipart expense without a receipt", async () => {
    const response = await postForm(BASE, expenseFields({ category: "research", taxable: "on" }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ category: "research", taxable: true, receiptFileId: null });
  });

  it("refuses a text file renamed .pdf by its bytes, writing no expense", async () => {
    const before = await countExpenses();
    const response = await postForm(BASE, [
      ...expenseFields(),
      {
        name: "receipt",
        bytes: new TextEncoder().encode("just some text"),
        fileName: "receipt.pdf",
        type: "application/pdf",
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Receipts must be an image .* or a PDF/);
    expect(await countExpenses()).toBe(before);
  });

  it("refuses a receipt larger than 10 MB", async () => {
    const before = await countExpenses();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await postForm(BASE, [
      ...expenseFields(),
      { name: "receipt", bytes: big, fileName: "huge.png", type: "image/png" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/larger than 10 MB/);
    expect(await countExpenses()).toBe(before);
  });

  it("answers 400 naming the field for an amount that is not whole cents, zero or missing", async () => {
    const fractional = await postForm(BASE, expenseFields({ amountCents: "125.5" }));
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toMatch(/^amountCents: Amount must be a whole number of cents/);
    const zero = await recordExpense({ amountCents: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/^amountCents: Amount must be more than R0\.00/);
    const unknownCategory = await recordExpense({ category: "lunch" });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toMatch(/^category: Choose a category/);
  });

  it("answers 404 for another firm's matter and 409 for a closed matter", async () => {
    const outsiderClient = await insertBillingClient(testApp.database.db, outsider.firmId);
    const before = await countExpenses();
    const foreign = await recordExpense({ matterId: outsiderClient.matterId });
    expect(foreign.statusCode).toBe(404);
    const closed = await insertBillingClient(testApp.database.db, owner.firmId);
    await queryRows(
      testApp.database.db,
      sql`update matter set status = 'closed' where id = ${closed.matterId}`,
    );
    const onClosed = await recordExpense({ matterId: closed.matterId });
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json().message).toMatch(/closed/);
    expect(await countExpenses()).toBe(before);
  });
});

describe("the expense flow", () => {
  it("lets a member record, only a billing manager approve, and approving twice is refused", async () => {
    const recorded = await recordExpense({}, associate.cookie);
    expect(recorded.statusCode).toBe(201);
    const id = recorded.json().id;
    const byAssociate = await call("POST", `${BASE}/${id}/approve`, { cookie: associate.cookie });
    expect(byAssociate.statusCode).toBe(403);
    const approved = await call("POST", `${BASE}/${id}/approve`, { cookie: owner.cookie });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("approved");
    const again = await call("POST", `${BASE}/${id}/approve`, { cookie: owner.cookie });
    expect(again.statusCode).toBe(409);
    const deleteApproved = await call("DELETE", `${BASE}/${id}`, { cookie: owner.cookie });
    expect(deleteApproved.statusCode).toBe(409);
    expect((await call("POST", `${BASE}/${id}/approve`, { cookie: outsider.cookie })).statusCode).toBe(404);
  });

  it("lets the recorder or a manager edit, and sends an approved expense the recorder edits back for approval", async () => {
    const recorded = await recordExpense({ amountCents: 10_000 }, associate.cookie);
    const id = recorded.json().id;
    const byOther = await call("PATCH", `${BASE}/${id}`, {
      cookie: otherAssociate.cookie,
      payload: { amountCents: 1 },
    });
    expect(byOther.statusCode).toBe(403);
    const byOutsider = await call("PATCH", `${BASE}/${id}`, {
      cookie: outsider.cookie,
      payload: { amountCents: 1 },
    });
    expect(byOutsider.statusCode).toBe(404);
    const edited = await call("PATCH", `${BASE}/${id}`, {
      cookie: associate.cookie,
      payload: { amountCents: 12_000, description: "Taxi to court and back" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amountCents: 12_000, description: "Taxi to court and back" });

    expect((await call("POST", `${BASE}/${id}/approve`, { cookie: owner.cookie })).statusCode).toBe(200);
    const managerEdit = await call("PATCH", `${BASE}/${id}`, {
      cookie: owner.cookie,
      payload: { category: "communications" },
    });
    expect(managerEdit.json()).toMatchObject({ category: "communications", status: "approved" });
    const recorderEdit = await call("PATCH", `${BASE}/${id}`, {
      cookie: associate.cookie,
      payload: { amountCents: 50_000 },
    });
    expect(recorderEdit.json()).toMatchObject({ amountCents: 50_000, status: "recorded" });
  });

  it("refuses to edit, re-receipt or delete a billed expense with 409", async () => {
    const recorded = await recordExpense();
    const id = recorded.json().id;
    const invoice = await insertIssuedInvoice(testApp.database.db, {
      firmId: owner.firmId,
      clientId: client.clientId,
      matterId: client.matterId,
      totalCents: 45_000,
      vatCents: 0,
      number: "EXP-000001",
      sequence: 1,
      issueDate: daysAgo(1),
      dueDate: daysAgo(-29),
      createdBy: owner.userId,
    });
    await queryRows(
      testApp.database.db,
      sql`update expense set status = 'billed', invoice_id = ${invoice.id}, billed_at = now() where id = ${id}`,
    );
    const edit = await call("PATCH", `${BASE}/${id}`, { cookie: owner.cookie, payload: { amountCents: 1 } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/billed/);
    const receipt = await postForm(`${BASE}/${id}/receipt`, [
      { name: "receipt", bytes: PDF, fileName: "late.pdf", type: "application/pdf" },
    ]);
    expect(receipt.statusCode).toBe(409);
    const removed = await call("DELETE", `${BASE}/${id}`, { cookie: owner.cookie });
    expect(removed.statusCode).toBe(409);
    const rows = await queryRows<{ amount_cents: number; status: string }>(
      testApp.database.db,
      sql`select amount_cents::int as amount_cents, status from expense where id = ${id}`,
    );
    expect(rows).toEqual([{ amount_cents: 45_000, status: "billed" }]);
  });

  it("replaces the receipt of an unbilled expense and deletes a recorded one", async () => {
    const recorded = await recordExpense({ description: "Courier of pleadings" }, associate.cookie);
    const id = recorded.json().id;
    const replaced = await postForm(
      `${BASE}/${id}/receipt`,
      [{ name: "receipt", bytes: PDF, fileName: "courier.pdf", type: "application/pdf" }],
      associate.cookie,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ receiptFileName: "courier.pdf" });
    const download = await call("GET", `/api/files/${replaced.json().receiptFileId}`, {
      cookie: owner.cookie,
    });
    expect(download.headers["content-type"]).toBe("application/pdf");

    const byOther = await call("DELETE", `${BASE}/${id}`, { cookie: otherAssociate.cookie });
    expect(byOther.statusCode).toBe(403);
    const removed = await call("DELETE", `${BASE}/${id}`, { cookie: associate.cookie });
    expect(removed.statusCode).toBe(200);
    const list = await call("GET", `${BASE}?search=Courier%20of%20pleadings`, { cookie: owner.cookie });
    expect(list.json()).toEqual([]);
  });

  it("lists the firm's expenses latest first with X-Total-Count, filtered by status and search, hidden from other firms", async () => {
    const listClient = await insertBillingClient(testApp.database.db, owner.firmId);
    const older = await recordExpense({
      matterId: listClient.matterId,
      date: daysAgo(6),
      description: "Search fee",
    });
    const newer = await recordExpense({
      matterId: listClient.matterId,
      date: daysAgo(1),
      description: "Deeds search",
    });
    await call("POST", `${BASE}/${older.json().id}/approve`, { cookie: owner.cookie });

    const list = await call("GET", `${BASE}?matterId=${listClient.matterId}`, { cookie: associate.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.json().map((expense: { id: string }) => expense.id)).toEqual([
      newer.json().id,
      older.json().id,
    ]);
    const approved = await call("GET", `${BASE}?matterId=${listClient.matterId}&status=approved`, {
      cookie: owner.cookie,
    });
    expect(approved.json().map((expense: { id: string }) => expense.id)).toEqual([older.json().id]);
    const searched = await call("GET", `${BASE}?matterId=${listClient.matterId}&search=deeds`, {
      cookie: owner.cookie,
    });
    expect(searched.json().map((expense: { id: string }) => expense.id)).toEqual([newer.json().id]);
    const outsiderList = await call("GET", BASE, { cookie: outsider.cookie });
    expect(outsiderList.json()).toEqual([]);
    expect(outsiderList.headers["x-total-count"]).toBe("0");
  });
});
