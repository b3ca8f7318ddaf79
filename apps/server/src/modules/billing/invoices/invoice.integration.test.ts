import { formatCents } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { mailOutboxTable } from "../../../platform/platform.tables.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { timeEntryTable } from "../../time/time.tables.ts";
import { paymentAllocationTable, paymentTable } from "../billing.tables.ts";
import {
  daysAgo,
  insertBillingClient,
  insertExpenseRow,
  insertTimeEntry,
  pdfTextOf,
} from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let associate: SignedInPerson;
let client: Awaited<ReturnType<typeof insertBillingClient>>;

const BASE = "/api/billing";

/** An amount as the PDF draws it: en-ZA group separators become plain spaces. */
function printed(amountCents: number): string {
  return formatCents(amountCents).replace(/[\u00a0\u202f]/g, " ");
}

const VAT_PROFILE = {
  firmName: "Naidoo & Partners Inc.",
  registrationNumber: "2015/123456/21",
  vatRegistered: true,
  vatNumber: "4123456789",
  defaultRate: 1850.5,
  address: "3 Kerk Street, Johannesburg, 2001",
  bankingDetails: "FNB Business Account 62000000001, branch 250655",
  paymentTerms: 30,
  invoicePrefix: "NPI",
};

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "billing-owner");
  outsider = await registerFirmOwner(testApp, "billing-outsider");
  associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.firmId,
    email: uniqueAddress("billing-associate"),
  });
  const saved = await call("PUT", `${BASE}/profile`, { cookie: owner.cookie, payload: VAT_PROFILE });
  expect(saved.statusCode, saved.body).toBe(200);
  client = await insertBillingClient(testApp.database.db, owner.firmId, {
    name: "Mokoena Holdings (Pty) Ltd",
    vatNumber: "4987654321",
  });
});
afterAll(async () => {
  await testApp?.close();
});

async function createDraft(payload: Record<string, unknown>, cookie = owner.cookie) {
  const response = await call("POST", `${BASE}/invoices`, { cookie, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function specDraft(amount: number, overrides: Record<string, unknown> = {}) {
  return createDraft({
    clientId: client.clientId,
    matterRef: client.matterReference,
    description: "Drafting of the lease",
    amount,
    ...overrides,
  });
}

async function issue(
  id: string,
  payload: Record<string, unknown> = { sendEmail: false },
  cookie = owner.cookie,
) {
  return call("POST", `${BASE}/invoices/${id}/issue`, { cookie, payload });
}

async function issued(id: string, payload: Record<string, unknown> = { sendEmail: false }) {
  const response = await issue(id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function countRows(table: string, firmId = owner.firmId): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)} where firm_id = ${firmId}`,
  );
  return rows[0]?.total ?? 0;
}

async function nextInvoiceNumber(firmId = owner.firmId): Promise<number> {
  const rows = await queryRows<{ next: number }>(
    testApp.database.db,
    sql`select next_invoice_number as next from billing_profile where firm_id = ${firmId}`,
  );
  return rows[0]?.next ?? 0;
}

async function logTime(hoursTenths: number, description = "Drafting heads of argument") {
  return insertTimeEntry(testApp.database.db, {
    firmId: owner.firmId,
    matterId: client.matterId,
    userId: owner.userId,
    hoursTenths,
    rateCents: 185_050,
    description,
  });
}

describe("creating drafts", () => {
  it("makes a one-line draft from the spec's call, the amount being the value excluding 15% VAT", async () => {
    const draft = await specDraft(1500.5, { dueDate: daysAgo(-30) });
    expect(draft).toMatchObject({
      status: "draft",
      storedStatus: "draft",
      number: null,
      clientId: client.clientId,
      client: "Mokoena Holdings (Pty) Ltd",
      matterId: client.matterId,
      matterRef: client.matterReference,
      dueDate: daysAgo(-30),
      subtotalCents: 150_050,
      // 15% of R1 500,50 = R225,075, rounded half up once per invoice.
      vatCents: 22_508,
      totalCents: 172_558,
      amount: 1725.58,
      balanceCents: 172_558,
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({
        kind: "fee",
        description: "Drafting of the lease",
        quantity: 1,
        unitPriceCents: 150_050,
        amountCents: 150_050,
        taxable: true,
        vatCents: 22_508,
      }),
    ]);
  });

  it("charges no VAT for a firm that is not VAT registered", async () => {
    const plainOwner = await registerFirmOwner(testApp, "billing-plain");
    const plainClient = await insertBillingClient(testApp.database.db, plainOwner.firmId);
    const draft = await createDraft(
      { clientId: plainClient.clientId, description: "Consultation", amount: 2000 },
      plainOwner.cookie,
    );
    expect(draft).toMatchObject({ subtotalCents: 200_000, vatCents: 0, totalCents: 200_000 });
  });

  it("bills unbilled time and a fee line, and issuing marks the time billed so it can no longer be edited", async () => {
    const first = await logTime(15);
    const second = await logTime(4, "Telephone call with the client");
    const unbilled = await call("GET", `${BASE}/unbilled?matterId=${client.matterId}`, {
      cookie: owner.cookie,
    });
    expect(unbilled.statusCode).toBe(200);
    expect(unbilled.json().timeEntries.map((entry: { id: string }) => entry.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );

    const draft = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      description: "Litigation: March",
      timeEntryIds: [first.id, second.id],
      lines: [{ description: "Fixed fee: discovery bundle", quantity: 2, unitPriceCents: 50_000 }],
    });
    expect(draft.lines.map((line: { kind: string; quantity: number; amountCents: number }) => line)).toEqual([
      expect.objectContaining({ kind: "time", quantity: 1.5, unitPriceCents: 185_050, amountCents: 277_575 }),
      expect.objectContaining({ kind: "time", quantity: 0.4, amountCents: 74_020 }),
      expect.objectContaining({ kind: "fee", quantity: 2, unitPriceCents: 50_000, amountCents: 100_000 }),
    ]);
    const subtotal = 277_575 + 74_020 + 100_000;
    const vat = Math.round((subtotal * 15) / 100);
    expect(draft).toMatchObject({ subtotalCents: subtotal, vatCents: vat, totalCents: subtotal + vat });

    const invoice = await issued(draft.id);
    expect(invoice.number).toMatch(/^NPI-\d{6}$/);
    // R5 193,34 including VAT is above R5 000: a full tax invoice.
    expect(invoice).toMatchObject({ status: "sent", taxInvoiceKind: "full", totalCents: subtotal + vat });
    const entries = await testApp.database.db
      .select({
        id: timeEntryTable.id,
        billedAt: timeEntryTable.billedAt,
        invoiceId: timeEntryTable.invoiceId,
      })
      .from(timeEntryTable)
      .where(eq(timeEntryTable.matterId, client.matterId));
    for (const id of [first.id, second.id]) {
      expect(entries.find((entry) => entry.id === id)).toMatchObject({ invoiceId: draft.id });
      expect(entries.find((entry) => entry.id === id)?.billedAt).not.toBeNull();
    }
    const [audit] = await queryRows<{ data: { number: string; totalCents: number; timeEntries: number } }>(
      testApp.database.db,
      sql`select data from audit_event where action = 'billing.invoice_issued' and entity_id = ${draft.id}`,
    );
    expect(audit?.data).toMatchObject({ number: invoice.number, totalCents: subtotal + vat, timeEntries: 2 });
    const edit = await call("PATCH", `/api/time-entries/${first.id}`, {
      cookie: owner.cookie,
      payload: { hours: 3 },
    });
    expect(edit.statusCode).toBe(409);
    const after = await call("GET", `${BASE}/unbilled?matterId=${client.matterId}`, { cookie: owner.cookie });
    expect(after.json().timeEntries.map((entry: { id: string }) => entry.id)).not.toContain(first.id);
  });

  it("refuses time already billed, time on another matter and unknown entries, writing nothing", async () => {
    const billed = await logTime(10);
    const taken = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      timeEntryIds: [billed.id],
    });
    await issued(taken.id);
    const otherMatter = await insertBillingClient(testApp.database.db, owner.firmId);
    const invoicesBefore = await countRows("invoice");

    const again = await call("POST", `${BASE}/invoices`, {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, matterId: client.matterId, timeEntryIds: [billed.id] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/has already been billed/);
    const wrongMatter = await call("POST", `${BASE}/invoices`, {
      cookie: owner.cookie,
      payload: { clientId: otherMatter.clientId, matterId: otherMatter.matterId, timeEntryIds: [billed.id] },
    });
    expect(wrongMatter.statusCode).toBe(409);
    expect(wrongMatter.json().message).toMatch(/recorded on another matter/);
    const unknown = await call("POST", `${BASE}/invoices`, {
      cookie: owner.cookie,
      payload: {
        clientId: client.clientId,
        matterId: client.matterId,
        timeEntryIds: ["00000000-0000-4000-8000-000000000000"],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countRows("invoice")).toBe(invoicesBefore);
  });

  it("refuses a second issue of time that another draft billed meanwhile, naming the entry", async () => {
    const shared = await logTime(5, "Consultation on the appeal");
    const one = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      timeEntryIds: [shared.id],
    });
    const two = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      timeEntryIds: [shared.id],
    });
    await issued(one.id);
    const counter = await nextInvoiceNumber();
    const refused = await issue(two.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Consultation on the appeal.*has already been billed/);
    expect(await nextInvoiceNumber()).toBe(counter);
    const still = await call("GET", `${BASE}/invoices/${two.id}`, { cookie: owner.cookie });
    expect(still.json()).toMatchObject({ status: "draft", number: null });
  });
});

describe("issuing", () => {
  it("issues without a body: dated today, due on the firm's terms and e-mailed to the client", async () => {
    const draft = await specDraft(250);
    const response = await call("POST", `${BASE}/invoices/${draft.id}/issue`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    // The e-mail is a job enqueued with the issue: queued in the answer, logged once the job has run.
    expect(response.json()).toMatchObject({ emailStatus: "queued" });
    await testApp.runJobs();
    const reread = await call("GET", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie });
    expect(reread.json()).toMatchObject({
      status: "sent",
      issueDate: daysAgo(0),
      dueDate: daysAgo(-30),
      emailStatus: "logged",
      taxInvoiceKind: "abridged",
    });
    const again = await issue(draft.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This invoice was already issued as ${response.json().number}.`);
  });
});

describe("issued invoices are locked", () => {
  it("refuses to edit or delete an issued invoice and leaves it as it was", async () => {
    const invoice = await issued((await specDraft(800)).id);
    const patch = await call("PATCH", `${BASE}/invoices/${invoice.id}`, {
      cookie: owner.cookie,
      payload: { description: "Changed afterwards" },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(/^This invoice has been issued and can no longer be changed/);
    const removal = await call("DELETE", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(409);
    const reread = await call("GET", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie });
    expect(reread.json()).toMatchObject({
      description: "Drafting of the lease",
      totalCents: invoice.totalCents,
      number: invoice.number,
    });
  });

  it("has the database refuse a direct change to an issued invoice's total", async () => {
    const invoice = await issued((await specDraft(700)).id);
    await expect(
      queryRows(
        testApp.database.db,
        sql`update invoice set total_cents = total_cents + 100, subtotal_cents = subtotal_cents + 100 where id = ${invoice.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      queryRows(
        testApp.database.db,
        sql`update invoice_line set amount_cents = 1 where invoice_id = ${invoice.id}`,
      ),
    ).rejects.toThrow();
    const reread = await call("GET", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie });
    expect(reread.json().totalCents).toBe(invoice.totalCents);
  });

  it("has the database refuse an e-mail status the product does not know", async () => {
    const invoice = await issued((await specDraft(650)).id);
    const refusal: unknown = await queryRows(
      testApp.database.db,
      sql`update invoice set email_status = 'delivered' where id = ${invoice.id}`,
    ).catch((error: unknown) => error);
    // Drizzle wraps the driver's error; PostgreSQL names the CHECK that refused the row.
    const driverError = (refusal as { cause?: { constraint?: string } }).cause;
    expect(driverError?.constraint).toBe("invoice_email_status_known");
    const reread = await call("GET", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie });
    expect(reread.json().emailStatus).toBe(invoice.emailStatus);
  });

  it("changes and deletes a draft", async () => {
    const draft = await specDraft(1000);
    const patched = await call("PATCH", `${BASE}/invoices/${draft.id}`, {
      cookie: owner.cookie,
      payload: {
        lines: [{ description: "Revised fee", quantity: 1.5, unitPriceCents: 100_001 }],
        notes: "Net 30",
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ subtotalCents: 150_002, notes: "Net 30" });
    expect(patched.json().lines).toHaveLength(1);
    const removal = await call("DELETE", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(204);
    expect((await call("GET", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie })).statusCode).toBe(
      404,
    );
  });
});

describe("editing a draft keeps what the edit does not name", () => {
  type Line = { kind: string; description: string; amountCents: number };

  async function recordExpense(description: string, amountCents: number) {
    const response = await call("POST", `${BASE}/expenses`, {
      cookie: owner.cookie,
      payload: { date: daysAgo(2), category: "travel", amountCents, matterId: client.matterId, description },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  }

  /** A draft with a time line, an expense line and a fee line. */
  async function mixedDraft() {
    const time = await logTime(10, "Consultation with the client");
    const expense = await recordExpense("Sheriff's fee for service", 35_000);
    const draft = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      description: "Work for April",
      notes: "Thank you",
      timeEntryIds: [time.id],
      expenseIds: [expense.id],
      lines: [{ description: "Fixed fee: drafting", quantity: 1, unitPriceCents: 200_000 }],
    });
    return { draft, time, expense };
  }

  function patch(id: string, payload: Record<string, unknown>) {
    return call("PATCH", `${BASE}/invoices/${id}`, { cookie: owner.cookie, payload });
  }

  const kinds = (lines: Line[]) => lines.map((line) => line.kind).sort();

  it("keeps the time and expense lines when only the fee lines are sent", async () => {
    const { draft } = await mixedDraft();
    const response = await patch(draft.id, {
      lines: [{ description: "Fixed fee: drafting and filing", quantity: 1, unitPriceCents: 250_000 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(kinds(edited.lines)).toEqual(["expense", "fee", "time"]);
    expect(edited.lines.find((line: Line) => line.kind === "fee")).toMatchObject({ amountCents: 250_000 });
    expect(edited.subtotalCents).toBe(draft.subtotalCents + 50_000);
    expect(edited).toMatchObject({ description: "Work for April", notes: "Thank you" });
  });

  it("keeps the fee and expense lines when only the time entries are sent", async () => {
    const { draft } = await mixedDraft();
    const more = await logTime(5, "Letter of demand");
    const response = await patch(draft.id, {
      timeEntryIds: [
        ...draft.lines
          .filter((line: Line & { timeEntryId: string | null }) => line.kind === "time")
          .map((line: { timeEntryId: string }) => line.timeEntryId),
        more.id,
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(kinds(response.json().lines)).toEqual(["expense", "fee", "time", "time"]);
  });

  it.each([
    ["the notes", { notes: "Payable within 14 days" }],
    ["the description", { description: "Work for April and May" }],
  ])("changes %s alone, leaving every line and total as it was", async (_label, payload) => {
    const { draft } = await mixedDraft();
    const response = await patch(draft.id, payload);
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject(payload);
    expect(kinds(edited.lines)).toEqual(["expense", "fee", "time"]);
    expect(edited).toMatchObject({
      subtotalCents: draft.subtotalCents,
      vatCents: draft.vatCents,
      totalCents: draft.totalCents,
    });
    const other = "notes" in payload ? { description: "Work for April" } : { notes: "Thank you" };
    expect(edited).toMatchObject(other);
  });

  it("takes the time lines off when an empty list of time entries is sent, and frees the time to bill again", async () => {
    const { draft, time } = await mixedDraft();
    const response = await patch(draft.id, { timeEntryIds: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(kinds(response.json().lines)).toEqual(["expense", "fee"]);
    const unbilled = await call("GET", `${BASE}/unbilled?matterId=${client.matterId}`, {
      cookie: owner.cookie,
    });
    expect(unbilled.json().timeEntries.map((entry: { id: string }) => entry.id)).toContain(time.id);
  });
});

describe("voiding", () => {
  it("keeps the number used, gives the next issue the next number and returns the work to unbilled", async () => {
    const entry = await logTime(12);
    const expense = await insertExpenseRow(testApp.database.db, {
      firmId: owner.firmId,
      matterId: client.matterId,
      clientId: client.clientId,
      createdBy: owner.userId,
      amountCents: 45_000,
    });
    const draft = await createDraft({
      clientId: client.clientId,
      matterId: client.matterId,
      timeEntryIds: [entry.id],
      expenseIds: [expense.id],
    });
    const invoice = await issued(draft.id);
    const voided = await call("POST", `${BASE}/invoices/${invoice.id}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Issued to the wrong client" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      status: "void",
      number: invoice.number,
      voidReason: "Issued to the wrong client",
      balanceCents: 0,
    });
    const unbilled = (
      await call("GET", `${BASE}/unbilled?matterId=${client.matterId}`, { cookie: owner.cookie })
    ).json();
    expect(unbilled.timeEntries.map((row: { id: string }) => row.id)).toContain(entry.id);
    expect(unbilled.expenses).toContainEqual(expect.objectContaining({ id: expense.id, status: "recorded" }));

    const next = await issued((await specDraft(500)).id);
    expect(Number(next.number.slice(-6))).toBe(Number(invoice.number.slice(-6)) + 1);
    const again = await call("POST", `${BASE}/invoices/${invoice.id}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Twice" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses to void an invoice a payment was allocated to", async () => {
    const invoice = await issued((await specDraft(900)).id);
    const [payment] = await testApp.database.db
      .insert(paymentTable)
      .values({
        firmId: owner.firmId,
        clientId: client.clientId,
        method: "eft",
        amountCents: 10_000,
        allocatedCents: 10_000,
        receivedOn: daysAgo(0),
        createdBy: owner.userId,
      })
      .returning({ id: paymentTable.id });
    await testApp.database.db.insert(paymentAllocationTable).values({
      firmId: owner.firmId,
      paymentId: payment?.id as string,
      invoiceId: invoice.id,
      amountCents: 10_000,
      createdBy: owner.userId,
    });
    const refused = await call("POST", `${BASE}/invoices/${invoice.id}/void`, {
      cookie: owner.cookie,
      payload: { reason: "Client disputes it" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Payments have been allocated to this invoice: issue a credit note instead.",
    );
    const reread = await call("GET", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie });
    expect(reread.json().storedStatus).toBe("sent");
    expect(reread.json().payments).toEqual([
      expect.objectContaining({ paymentId: payment?.id, method: "eft", amountCents: 10_000 }),
    ]);
  });
});

describe("credit notes", () => {
  it("refuses a credit above the balance and settles the invoice with one for the whole balance", async () => {
    const invoice = await issued((await specDraft(1000)).id);
    const creditNotesBefore = await countRows("credit_note");
    const tooMuch = await call("POST", `${BASE}/invoices/${invoice.id}/credit-notes`, {
      cookie: owner.cookie,
      payload: { amountCents: invoice.totalCents + 1, reason: "Fee waived" },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain(formatCents(invoice.totalCents));
    expect(await countRows("credit_note")).toBe(creditNotesBefore);

    const credited = await call("POST", `${BASE}/invoices/${invoice.id}/credit-notes`, {
      cookie: owner.cookie,
      payload: { amountCents: invoice.totalCents, reason: "Fee waived as agreed" },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json()).toMatchObject({
      number: expect.stringMatching(/^CN-\d{6}$/),
      amountCents: invoice.totalCents,
      vatCents: invoice.vatCents,
    });
    const reread = (await call("GET", `${BASE}/invoices/${invoice.id}`, { cookie: owner.cookie })).json();
    expect(reread).toMatchObject({ status: "credited", balanceCents: 0, creditedCents: invoice.totalCents });
    expect(reread.creditNotes).toHaveLength(1);

    const pdf = await call("GET", `${BASE}/credit-notes/${credited.json().id}/pdf`, { cookie: owner.cookie });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text[0]).toBe("Credit Note");
    expect(text).toContain(printed(invoice.totalCents));
  });
});

describe("bad input writes nothing", () => {
  it("refuses a due date before the issue date on issue", async () => {
    const draft = await specDraft(600);
    const counter = await nextInvoiceNumber();
    const refused = await issue(draft.id, { issueDate: daysAgo(2), dueDate: daysAgo(5), sendEmail: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/due date cannot be before the issue date/);
    expect(await nextInvoiceNumber()).toBe(counter);
    expect((await call("GET", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie })).json().status).toBe(
      "draft",
    );
  });

  it("refuses a malformed VAT number and VAT registration without a number", async () => {
    const malformed = await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, vatNumber: "123456789" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/VAT number must be 10 digits starting with 4/);
    const missing = await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, vatNumber: "" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/VAT registered firm must give its VAT number/);
    const profile = (await call("GET", `${BASE}/profile`, { cookie: owner.cookie })).json();
    expect(profile.vatNumber).toBe("4123456789");
  });

  it("refuses zero and negative amounts", async () => {
    const before = await countRows("invoice");
    for (const amount of [0, -100]) {
      const refused = await call("POST", `${BASE}/invoices`, {
        cookie: owner.cookie,
        payload: { clientId: client.clientId, description: "Nothing", amount },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/Amount must be more than R0.00/);
    }
    const zeroLine = await call("POST", `${BASE}/invoices`, {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, lines: [{ description: "Free", unitPriceCents: 0 }] },
    });
    expect(zeroLine.statusCode).toBe(400);
    expect(await countRows("invoice")).toBe(before);
  });
});

describe("who may do what", () => {
  it("answers 404 for another firm's invoice and a malformed id, and changes nothing", async () => {
    const draft = await specDraft(1234);
    for (const [method, url] of [
      ["GET", `${BASE}/invoices/${draft.id}`],
      ["PATCH", `${BASE}/invoices/${draft.id}`],
      ["POST", `${BASE}/invoices/${draft.id}/issue`],
      ["GET", `${BASE}/invoices/${draft.id}/pdf`],
      ["DELETE", `${BASE}/invoices/${draft.id}`],
      ["GET", `${BASE}/invoices/not-an-id`],
    ] as const) {
      const payload = method === "PATCH" ? { notes: "Mine now" } : method === "POST" ? {} : undefined;
      const response = await call(method, url, { cookie: outsider.cookie, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call("GET", `${BASE}/invoices`, { cookie: outsider.cookie });
    expect(list.json()).toEqual([]);
    const reread = (await call("GET", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie })).json();
    expect(reread).toMatchObject({ status: "draft", notes: "" });
  });

  it("lets an associate prepare a draft but not issue it or change the profile", async () => {
    const draft = await createDraft(
      { clientId: client.clientId, description: "Prepared by an associate", amount: 350 },
      associate.cookie,
    );
    const refused = await issue(draft.id, { sendEmail: false }, associate.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/partner, legal director or the office manager/);
    const profile = await call("PUT", `${BASE}/profile`, { cookie: associate.cookie, payload: VAT_PROFILE });
    expect(profile.statusCode).toBe(403);
    expect((await call("GET", `${BASE}/profile`, { cookie: associate.cookie })).statusCode).toBe(200);
  });
});

describe("sending the invoice", () => {
  it("e-mails the issued tax invoice to the client with its PDF attached", async () => {
    const draft = await specDraft(5000);
    await issued(draft.id, { sendEmail: true });
    await testApp.runJobs();
    const invoice = (await call("GET", `${BASE}/invoices/${draft.id}`, { cookie: owner.cookie })).json();
    expect(invoice.emailStatus).toBe("logged");
    // R5 000,00 + R750,00 VAT is above R5 000: a full tax invoice with the client's VAT number.
    expect(invoice.taxInvoiceKind).toBe("full");
    const [mail] = await testApp.database.db
      .select()
      .from(mailOutboxTable)
      .where(sql`${mailOutboxTable.subject} like ${`%${invoice.number}%`}`);
    expect(mail?.toAddress).toMatch(/@client\.example\.co\.za$/);
    expect(mail?.attachments).toEqual([{ fileName: `${invoice.number}.pdf`, sizeBytes: expect.any(Number) }]);
    expect(mail?.attachments[0]?.sizeBytes).toBeGreaterThan(1000);

    const pdf = await call("GET", `${BASE}/invoices/${invoice.id}/pdf`, { cookie: owner.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text[0]).toBe("Tax Invoice");
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain(printed(575_000));
    expect(text).toContain("VAT number 4987654321");
  });

  it("records that a client without an e-mail address was not sent the invoice", async () => {
    const silent = await insertBillingClient(testApp.database.db, owner.firmId, { email: null });
    const draft = await createDraft({ clientId: silent.clientId, description: "Advice", amount: 100 });
    const invoice = await issued(draft.id, { sendEmail: true });
    expect(invoice.emailStatus).toBe("no_email");
    const resend = await call("POST", `${BASE}/invoices/${invoice.id}/send`, { cookie: owner.cookie });
    expect(resend.statusCode).toBe(409);
  });
});

describe("the invoice list", () => {
  it("filters by status, including overdue derived from the due date, searches and counts", async () => {
    const listClient = await insertBillingClient(testApp.database.db, owner.firmId, {
      name: "Zwane Mining Ltd",
    });
    const draft = await createDraft({
      clientId: listClient.clientId,
      description: "Zwane draft",
      amount: 100,
    });
    const current = await issued(
      (await createDraft({ clientId: listClient.clientId, description: "Zwane current", amount: 200 })).id,
    );
    const late = await issued(
      (await createDraft({ clientId: listClient.clientId, description: "Zwane late", amount: 300 })).id,
      { issueDate: daysAgo(45), dueDate: daysAgo(15), sendEmail: false },
    );
    const ids = (response: { json(): { id: string }[] }) => response.json().map((row) => row.id);
    const list = (query: string) =>
      call("GET", `${BASE}/invoices?clientId=${listClient.clientId}&${query}`, { cookie: owner.cookie });

    const all = await list("status=all");
    expect(ids(all)).toEqual([late.id, current.id, draft.id]);
    expect(all.headers["x-total-count"]).toBe("3");
    expect(ids(await list("status=draft"))).toEqual([draft.id]);
    expect(ids(await list("status=sent"))).toEqual([current.id]);
    const overdue = await list("status=overdue");
    expect(ids(overdue)).toEqual([late.id]);
    expect(overdue.json()[0]).toMatchObject({
      status: "overdue",
      number: late.number,
      client: "Zwane Mining Ltd",
    });
    expect(ids(await list("status=open"))).toEqual([late.id, current.id]);
    expect(ids(await list("status=open&limit=1&offset=1"))).toEqual([current.id]);

    const byNumber = await call("GET", `${BASE}/invoices?search=${late.number.toLowerCase()}`, {
      cookie: owner.cookie,
    });
    expect(ids(byNumber)).toEqual([late.id]);
    const byName = await call("GET", `${BASE}/invoices?search=zwane%20min&status=all`, {
      cookie: owner.cookie,
    });
    expect(byName.headers["x-total-count"]).toBe("3");
    const byDescription = await call("GET", `${BASE}/invoices?search=current`, { cookie: owner.cookie });
    expect(ids(byDescription)).toContain(current.id);
  });

  it("shows interest accrued at the prescribed rate on an overdue invoice when the firm charges it", async () => {
    const late = await issued((await specDraft(1000)).id, {
      issueDate: daysAgo(60),
      dueDate: daysAgo(30),
      sendEmail: false,
    });
    expect(late.accruedInterestCents).toBe(0);
    await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, chargeInterest: true },
    });
    const reread = (await call("GET", `${BASE}/invoices/${late.id}`, { cookie: owner.cookie })).json();
    // 11.50% a year on R1 150,00 for 30 days: R1 150,00 × 0.115 × 30 / 365 = R10,87.
    expect(reread.accruedInterestCents).toBe(1_087);
    await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, chargeInterest: false },
    });
  });
});

describe("the billing profile", () => {
  it("saves and reads back the profile, and refuses a new prefix once an invoice has been issued", async () => {
    const profile = (await call("GET", `${BASE}/profile`, { cookie: owner.cookie })).json();
    expect(profile).toMatchObject({
      firmName: "Naidoo & Partners Inc.",
      registrationNumber: "2015/123456/21",
      vatRegistered: true,
      vatNumber: "4123456789",
      defaultRate: 1850.5,
      defaultRateCents: 185_050,
      address: "3 Kerk Street, Johannesburg, 2001",
      paymentTerms: 30,
      invoicePrefix: "NPI",
      hasIssuedInvoices: true,
    });
    const renamed = await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, invoicePrefix: "INV" },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toMatch(/prefix cannot change/);

    const fresh = await registerFirmOwner(testApp, "billing-fresh");
    const first = (await call("GET", `${BASE}/profile`, { cookie: fresh.cookie })).json();
    expect(first).toMatchObject({
      vatRegistered: false,
      invoicePrefix: "INV",
      paymentTerms: 30,
      hasIssuedInvoices: false,
    });
    const changed = await call("PUT", `${BASE}/profile`, {
      cookie: fresh.cookie,
      payload: {
        ...VAT_PROFILE,
        vatRegistered: false,
        vatNumber: "",
        invoicePrefix: "FRS",
        paymentTerms: 14,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ invoicePrefix: "FRS", paymentTerms: 14, vatRegistered: false });
  });

  it("keeps an uploaded PNG logo and refuses a file id that is not one of the firm's logos", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    const boundary = "----inkundla-logo-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await testApp.app.inject({
      method: "POST",
      url: `${BASE}/profile/logo`,
      headers: { cookie: owner.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileId } = uploaded.json();
    const saved = await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, logoFileId: fileId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().logoFileId).toBe(fileId);
    const invoice = await issued((await specDraft(100)).id);
    const pdf = await call("GET", `${BASE}/invoices/${invoice.id}/pdf`, { cookie: owner.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from("/Subtype /Image"))).toBe(true);

    const unknown = await call("PUT", `${BASE}/profile`, {
      cookie: owner.cookie,
      payload: { ...VAT_PROFILE, logoFileId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.statusCode).toBe(404);
    const outsiders = await call("PUT", `${BASE}/profile`, {
      cookie: outsider.cookie,
      payload: { ...VAT_PROFILE, invoicePrefix: "OUT", logoFileId: fileId },
    });
    expect(outsiders.statusCode).toBe(404);
  });
});
