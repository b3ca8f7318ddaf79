import { addDaysToDate, formatCents, lastDayOfMonth, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { billingProfileTable } from "../billing.tables.ts";
import {
  daysAgo,
  insertBillingClient,
  insertCreditNoteRow,
  insertDraftInvoice,
  insertExpenseRow,
  insertIssuedInvoice,
  insertPaymentRow,
  insertTimeEntry,
  insertTimeInvoice,
  pdfTextOf,
  voidInvoiceRow,
} from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
/** The firm whose debtors and statements the tests read. */
let owner: FirmOwner;
/** Another firm, whose clients and invoices must stay out of every report. */
let outsider: FirmOwner;
let firmName: string;
let amahle: Awaited<ReturnType<typeof insertBillingClient>>;
let botha: Awaited<ReturnType<typeof insertBillingClient>>;
let cele: Awaited<ReturnType<typeof insertBillingClient>>;
let outsiderClient: Awaited<ReturnType<typeof insertBillingClient>>;
/** Amahle Foods' documents, by what they are. */
const amahleNumbers = { old: "", voided: "", month: "", today: "", creditNote: "" };

const REPORTS = "/api/billing/reports";
const today = todayInSouthAfrica();

let invoiceSequence = 0;
let creditNoteSequence = 0;

function nextInvoiceNumber() {
  invoiceSequence += 1;
  return { number: `INV-${String(invoiceSequence).padStart(6, "0")}`, sequence: invoiceSequence };
}

/** An issued invoice: `totalCents` including VAT of 15/115 of it (totals here are multiples of R1,15). */
async function issue(
  firm: FirmOwner,
  client: { clientId: string; matterId: string },
  totalCents: number,
  issueDate: string,
  description = "Professional services rendered",
) {
  return insertIssuedInvoice(testApp.database.db, {
    firmId: firm.firmId,
    clientId: client.clientId,
    matterId: client.matterId,
    totalCents,
    vatCents: (totalCents * 15) / 115,
    ...nextInvoiceNumber(),
    issueDate,
    dueDate: addDaysToDate(issueDate, 30),
    createdBy: firm.userId,
    description,
  });
}

function pay(
  firm: FirmOwner,
  clientId: string,
  amountCents: number,
  receivedOn: string,
  allocations: { invoiceId: string; amountCents: number }[] = [],
  reference = "",
) {
  return insertPaymentRow(testApp.database.db, {
    firmId: firm.firmId,
    clientId,
    createdBy: firm.userId,
    amountCents,
    receivedOn,
    allocations,
    reference,
  });
}

async function creditNote(firm: FirmOwner, invoiceId: string, amountCents: number, issuedOn: string) {
  creditNoteSequence += 1;
  const number = `CN-${String(creditNoteSequence).padStart(6, "0")}`;
  await insertCreditNoteRow(testApp.database.db, {
    firmId: firm.firmId,
    invoiceId,
    createdBy: firm.userId,
    amountCents,
    issuedOn,
    number,
    sequence: creditNoteSequence,
    reason: "Consultation charged twice",
  });
  return number;
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "billing-reports-owner");
  outsider = await registerFirmOwner(testApp, "billing-reports-outsider");
  const db = testApp.database.db;
  const firms = await queryRows<{ name: string }>(db, sql`select name from firm where id = ${owner.firmId}`);
  firmName = firms[0]?.name ?? "";
  await db.insert(billingProfileTable).values({
    firmId: owner.firmId,
    vatRegistered: true,
    vatNumber: "4123456789",
    billingAddress: "1 Fox Street\nJohannesburg, 2001",
    bankingDetails: "FNB Business Account 62000000001\nBranch code 250655",
  });
  amahle = await insertBillingClient(db, owner.firmId, {
    name: "Amahle Foods",
    address: "7 Long Street\nCape Town, 8001",
  });
  botha = await insertBillingClient(db, owner.firmId, { name: "Botha Family Trust" });
  cele = await insertBillingClient(db, owner.firmId, { name: "Cele Logistics" });

  // Amahle Foods: an invoice 75 days old, R75 of it paid 50 days ago; one voided five days after issue;
  // one 30 days old with a R23 credit note 10 days ago; R100 paid on account 20 days ago; one today.
  const old = await issue(owner, amahle, 57_500, daysAgo(75), "Supplier agreement");
  amahleNumbers.old = old.number;
  await pay(
    owner,
    amahle.clientId,
    7_500,
    daysAgo(50),
    [{ invoiceId: old.id, amountCents: 7_500 }],
    "AF-001",
  );
  const voided = await issue(owner, amahle, 11_500, daysAgo(40), "Invoiced in error");
  amahleNumbers.voided = voided.number;
  await voidInvoiceRow(db, {
    invoiceId: voided.id,
    userId: owner.userId,
    voidedOn: daysAgo(35),
    reason: "Issued to the wrong client",
  });
  const month = await issue(owner, amahle, 23_000, daysAgo(30), "Trade mark search");
  amahleNumbers.month = month.number;
  amahleNumbers.creditNote = await creditNote(owner, month.id, 2_300, daysAgo(10));
  await pay(owner, amahle.clientId, 10_000, daysAgo(20), [], "AF-002");
  const latest = await issue(owner, amahle, 115_000, today, "Shareholders' agreement");
  amahleNumbers.today = latest.number;
  await insertDraftInvoice(db, {
    firmId: owner.firmId,
    clientId: amahle.clientId,
    createdBy: owner.userId,
    subtotalCents: 99_900,
  });

  // Botha Family Trust: 95 days old, and 130 days old with a R45 credit note 100 days ago.
  await issue(owner, botha, 11_500, daysAgo(95));
  const oldest = await issue(owner, botha, 34_500, daysAgo(130));
  await creditNote(owner, oldest.id, 4_500, daysAgo(100));

  // Cele Logistics: issued 70 days ago and paid 20 days ago; issued 10 days ago, voided 5 days ago.
  const paidLater = await issue(owner, cele, 23_000, daysAgo(70));
  await pay(owner, cele.clientId, 23_000, daysAgo(20), [{ invoiceId: paidLater.id, amountCents: 23_000 }]);
  const voidedLater = await issue(owner, cele, 46_000, daysAgo(10));
  await voidInvoiceRow(db, { invoiceId: voidedLater.id, userId: owner.userId, voidedOn: daysAgo(5) });

  outsiderClient = await insertBillingClient(db, outsider.firmId, { name: "Outsider Client" });
  await issue(outsider, outsiderClient, 69_000, daysAgo(45));
});
afterAll(async () => {
  await testApp?.close();
});

async function getJson(url: string, cookie = owner.cookie) {
  const response = await call("GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function expectRefused(response: LightMyRequestResponse, status: number, message: RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toMatch(message);
}

/** Rand as the PDF prints it: the (narrow) no-break spaces of en-ZA drawn as plain spaces. */
const printedRand = (cents: number) => formatCents(cents).replace(/\s/g, " ");

describe("access to the billing reports", () => {
  const ANY_ID = "00000000-0000-4000-8000-000000000000";
  it.each([
    `${REPORTS}/aged-debtors`,
    `${REPORTS}/production`,
    `${REPORTS}/wip`,
    `${REPORTS}/client-statement/${ANY_ID}`,
    `${REPORTS}/client-statement/${ANY_ID}/pdf`,
  ])("GET %s answers 401 without a session", async (url) => {
    expect((await call("GET", url)).statusCode).toBe(401);
  });

  it("lets a member who does not keep the billing read the reports", async () => {
    const associate: SignedInPerson = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("billing-reports-associate"),
    });
    const report = await getJson(`${REPORTS}/aged-debtors`, associate.cookie);
    expect(report.rows.map((row: { clientName: string }) => row.clientName)).toEqual([
      "Amahle Foods",
      "Botha Family Trust",
    ]);
    expect((await call("GET", `${REPORTS}/wip`, { cookie: associate.cookie })).statusCode).toBe(200);
  });
});

describe("aged debtors", () => {
  it("buckets each client's unpaid balances by the age of the invoices, with a totals row", async () => {
    const report = await getJson(`${REPORTS}/aged-debtors`);
    expect(report).toEqual({
      asAt: today,
      rows: [
        {
          clientId: amahle.clientId,
          clientName: "Amahle Foods",
          current: 115_000,
          days30: 20_700,
          days60: 50_000,
          days90: 0,
          days120Plus: 0,
          totalCents: 185_700,
        },
        {
          clientId: botha.clientId,
          clientName: "Botha Family Trust",
          current: 0,
          days30: 0,
          days60: 0,
          days90: 11_500,
          days120Plus: 30_000,
          totalCents: 41_500,
        },
      ],
      totals: {
        current: 115_000,
        days30: 20_700,
        days60: 50_000,
        days90: 11_500,
        days120Plus: 30_000,
        totalCents: 227_200,
      },
    });
  });

  it("rebuilds the balances as at an earlier date: later invoices, payments and voids not yet there", async () => {
    const report = await getJson(`${REPORTS}/aged-debtors?date=${daysAgo(60)}`);
    expect(report.asAt).toBe(daysAgo(60));
    expect(report.rows).toEqual([
      // 15 days old then, its part payment 10 days in the future.
      expect.objectContaining({ clientName: "Amahle Foods", current: 57_500, totalCents: 57_500 }),
      // The credit note 100 days ago already counts; the invoices are 35 and 70 days old.
      expect.objectContaining({ clientName: "Botha Family Trust", days30: 11_500, days60: 30_000 }),
      // Paid only 20 days ago, so still owed then.
      expect.objectContaining({ clientName: "Cele Logistics", current: 23_000, totalCents: 23_000 }),
    ]);
    expect(report.totals).toMatchObject({
      current: 80_500,
      days30: 11_500,
      days60: 30_000,
      totalCents: 122_000,
    });
  });

  it("counts an invoice voided after the as-at date as still owed on it", async () => {
    const report = await getJson(`${REPORTS}/aged-debtors?date=${daysAgo(7)}`);
    const celeRow = report.rows.find((row: { clientId: string }) => row.clientId === cele.clientId);
    expect(celeRow).toMatchObject({ current: 46_000, totalCents: 46_000 });
  });

  it("downloads as a CSV with rand as plain numbers", async () => {
    const response = await call("GET", `${REPORTS}/aged-debtors?format=csv`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="aged-debtors-${today}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.subarray(3).toString("utf8").split("\r\n")).toEqual([
      "Client,Current,30 days,60 days,90 days,120+ days,Total",
      "Amahle Foods,1150.00,207.00,500.00,0.00,0.00,1857.00",
      "Botha Family Trust,0.00,0.00,0.00,115.00,300.00,415.00",
      `Total as at ${today},1150.00,207.00,500.00,115.00,300.00,2272.00`,
      "",
    ]);
  });

  it("refuses a date in the future and an unknown format", async () => {
    expectRefused(
      await call("GET", `${REPORTS}/aged-debtors?date=${addDaysToDate(today, 1)}`, { cookie: owner.cookie }),
      400,
      /as at today or an earlier date/,
    );
    expectRefused(
      await call("GET", `${REPORTS}/aged-debtors?format=pdf`, { cookie: owner.cookie }),
      400,
      /format must be json or csv/,
    );
  });

  it("shows another firm only its own debtors", async () => {
    const report = await getJson(`${REPORTS}/aged-debtors`, outsider.cookie);
    expect(report.rows).toEqual([
      expect.objectContaining({ clientName: "Outsider Client", days30: 69_000, totalCents: 69_000 }),
    ]);
  });
});

describe("client statement", () => {
  const statementUrl = (clientId: string, query = "") =>
    `${REPORTS}/client-statement/${clientId}${query ? `?${query}` : ""}`;

  it("runs from the client's first invoice to today: every invoice, payment, credit note and void", async () => {
    const statement = await getJson(statementUrl(amahle.clientId));
    expect(statement).toMatchObject({
      clientId: amahle.clientId,
      clientName: "Amahle Foods",
      from: daysAgo(75),
      to: today,
      openingBalanceCents: 0,
      closingBalanceCents: 175_700,
    });
    expect(
      statement.lines.map((line: Record<string, unknown>) => [
        line.date,
        line.kind,
        line.reference,
        line.description,
        line.debitCents,
        line.creditCents,
        line.balanceCents,
      ]),
    ).toEqual([
      [daysAgo(75), "invoice", amahleNumbers.old, "Supplier agreement", 57_500, 0, 57_500],
      [daysAgo(50), "payment", "AF-001", `EFT payment for ${amahleNumbers.old}`, 0, 7_500, 50_000],
      [daysAgo(40), "invoice", amahleNumbers.voided, "Invoiced in error", 11_500, 0, 61_500],
      [
        daysAgo(35),
        "void",
        amahleNumbers.voided,
        `Invoice ${amahleNumbers.voided} void: Issued to the wrong client`,
        0,
        11_500,
        50_000,
      ],
      [daysAgo(30), "invoice", amahleNumbers.month, "Trade mark search", 23_000, 0, 73_000],
      [daysAgo(20), "payment", "AF-002", "EFT payment on account", 0, 10_000, 63_000],
      [
        daysAgo(10),
        "credit_note",
        amahleNumbers.creditNote,
        `Credit note on ${amahleNumbers.month}: Consultation charged twice`,
        0,
        2_300,
        60_700,
      ],
      [today, "invoice", amahleNumbers.today, "Shareholders' agreement", 115_000, 0, 175_700],
    ]);
    // The unpaid invoices add up to R100 more than the balance: the payment on account.
    expect(statement.ageing).toEqual({
      current: 115_000,
      days30: 20_700,
      days60: 50_000,
      days90: 0,
      days120Plus: 0,
      totalCents: 185_700,
    });
  });

  it("opens a shorter period with the balance owed before it and ages what was unpaid at its end", async () => {
    const statement = await getJson(statementUrl(amahle.clientId, `from=${daysAgo(45)}&to=${daysAgo(15)}`));
    expect(statement.openingBalanceCents).toBe(50_000);
    expect(statement.lines.map((line: { kind: string }) => line.kind)).toEqual([
      "invoice",
      "void",
      "invoice",
      "payment",
    ]);
    expect(statement.closingBalanceCents).toBe(63_000);
    expect(statement.ageing).toMatchObject({ current: 23_000, days60: 50_000, totalCents: 73_000 });
  });

  it("covers a calendar month when asked for one", async () => {
    const month = daysAgo(75).slice(0, 7);
    const statement = await getJson(statementUrl(amahle.clientId, `month=${month}`));
    expect(statement.from).toBe(`${month}-01`);
    expect(statement.to).toBe(lastDayOfMonth(month));
    expect(statement.lines[0]).toMatchObject({ kind: "invoice", reference: amahleNumbers.old });
  });

  it("refuses a period that ends before it starts, or a month together with dates", async () => {
    expectRefused(
      await call("GET", statementUrl(amahle.clientId, `from=${today}&to=${daysAgo(1)}`), {
        cookie: owner.cookie,
      }),
      400,
      /end date cannot be before the start date/,
    );
    expectRefused(
      await call("GET", statementUrl(amahle.clientId, `from=${addDaysToDate(today, 2)}`), {
        cookie: owner.cookie,
      }),
      400,
      /end date cannot be before the start date/,
    );
    expectRefused(
      await call("GET", statementUrl(amahle.clientId, `month=${today.slice(0, 7)}&from=${today}`), {
        cookie: owner.cookie,
      }),
      400,
      /either a month or a from and to date/,
    );
  });

  it("answers a client with no invoices or payments with an empty statement for today", async () => {
    const quiet = await insertBillingClient(testApp.database.db, owner.firmId, { name: "Quiet Client" });
    expect(await getJson(statementUrl(quiet.clientId))).toMatchObject({
      from: today,
      to: today,
      openingBalanceCents: 0,
      lines: [],
      closingBalanceCents: 0,
    });
  });

  it("answers 404 for another firm's client or an id that is no client, as JSON and as PDF", async () => {
    for (const url of [
      statementUrl(outsiderClient.clientId),
      `${statementUrl(outsiderClient.clientId)}/pdf`,
      statementUrl("not-a-client"),
    ]) {
      expectRefused(await call("GET", url, { cookie: owner.cookie }), 404, /No such client in your firm/);
    }
    expectRefused(
      await call("GET", statementUrl(amahle.clientId), { cookie: outsider.cookie }),
      404,
      /No such client in your firm/,
    );
  });

  it("downloads as an A4 PDF with the letterhead, the movements, the ageing and the banking details", async () => {
    const response = await call("GET", `${statementUrl(amahle.clientId)}/pdf`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="statement-amahle-foods-${daysAgo(75)}-to-${today}.pdf"`,
    );
    const lines = (await pdfTextOf(response.rawPayload)).map((line) => line.replace(/\s/g, " "));
    expect(lines).toEqual(
      expect.arrayContaining([
        "Statement of account",
        firmName,
        "1 Fox Street, Johannesburg, 2001",
        "VAT no. 4123456789",
        "Amahle Foods",
        "7 Long Street, Cape Town, 8001",
        amahleNumbers.old,
        `EFT payment for ${amahleNumbers.old}`,
        printedRand(175_700),
        "120+ days",
        printedRand(185_700),
        "FNB Business Account 62000000001",
        "Branch code 250655",
      ]),
    );
    // A long description wraps onto a second line of its cell.
    expect(lines.join(" ")).toContain(`Invoice ${amahleNumbers.voided} void: Issued to the wrong client`);
    expect(lines.join("\n")).toContain(`Please pay ${printedRand(175_700)}`);
    const audit = await queryRows<{ action: string; entity_id: string }>(
      testApp.database.db,
      sql`select action, entity_id from audit_event
           where firm_id = ${owner.firmId} and action = 'billing.report_exported'`,
    );
    expect(audit).toContainEqual({ action: "billing.report_exported", entity_id: "client-statement" });
  });
});

describe("fee-earner production and work in progress", () => {
  let firm: FirmOwner;
  let associate: SignedInPerson;
  let firstMatter: Awaited<ReturnType<typeof insertBillingClient>>;
  let secondMatter: Awaited<ReturnType<typeof insertBillingClient>>;
  let expensesOnly: Awaited<ReturnType<typeof insertBillingClient>>;
  const lastDayOfLastMonth = addDaysToDate(`${today.slice(0, 7)}-01`, -1);

  beforeAll(async () => {
    const db = testApp.database.db;
    firm = await registerFirmOwner(testApp, "production-owner");
    associate = await addSignedInStaffMember(testApp.app, db, {
      firmId: firm.firmId,
      email: uniqueAddress("production-associate"),
      firstName: "Sipho",
      lastName: "Mokoena",
    });
    firstMatter = await insertBillingClient(db, firm.firmId, { name: "Dlamini Holdings" });
    secondMatter = await insertBillingClient(db, firm.firmId, { name: "Erasmus Farming" });
    expensesOnly = await insertBillingClient(db, firm.firmId, { name: "Fourie Estates" });
    const time = (
      person: string,
      matterId: string,
      hoursTenths: number,
      rateCents: number,
      workedOn: string,
    ) =>
      insertTimeEntry(db, {
        firmId: firm.firmId,
        matterId,
        userId: person,
        hoursTenths,
        rateCents,
        workedOn,
      });

    // The owner: 1 h unbilled today; 0.5 h today and 2 h last month, both billed on an invoice today.
    await time(firm.userId, firstMatter.matterId, 10, 200_000, today);
    const billedToday = await time(firm.userId, firstMatter.matterId, 5, 200_000, today);
    const billedLastMonth = await time(firm.userId, firstMatter.matterId, 20, 200_000, lastDayOfLastMonth);
    const invoice = await insertTimeInvoice(db, {
      firmId: firm.firmId,
      clientId: firstMatter.clientId,
      matterId: firstMatter.matterId,
      createdBy: firm.userId,
      ...nextInvoiceNumber(),
      issueDate: today,
      dueDate: addDaysToDate(today, 30),
      timeEntries: [billedToday, billedLastMonth],
    });
    // The associate: 1.5 h unbilled today; 1 h last month billed on an invoice that was then voided.
    await time(associate.user.id, secondMatter.matterId, 15, 150_000, today);
    const onVoided = await time(associate.user.id, secondMatter.matterId, 10, 150_000, lastDayOfLastMonth);
    const voided = await insertTimeInvoice(db, {
      firmId: firm.firmId,
      clientId: secondMatter.clientId,
      matterId: secondMatter.matterId,
      createdBy: firm.userId,
      ...nextInvoiceNumber(),
      issueDate: today,
      dueDate: addDaysToDate(today, 30),
      timeEntries: [onVoided],
    });
    await voidInvoiceRow(db, { invoiceId: voided.id, userId: firm.userId, voidedOn: today });

    const expense = (
      client: typeof secondMatter,
      amountCents: number,
      status: "recorded" | "approved" | "billed",
      incurredOn: string,
    ) =>
      insertExpenseRow(db, {
        firmId: firm.firmId,
        matterId: client.matterId,
        clientId: client.clientId,
        createdBy: firm.userId,
        amountCents,
        status,
        incurredOn,
        invoiceId: invoice.id,
      });
    await expense(secondMatter, 5_000, "recorded", daysAgo(40));
    await expense(secondMatter, 7_500, "approved", daysAgo(2));
    await expense(firstMatter, 9_000, "billed", daysAgo(2));
    await expense(expensesOnly, 1_000, "approved", daysAgo(3));
    // Another firm's unbilled time, which must not show.
    await insertTimeEntry(db, {
      firmId: outsider.firmId,
      matterId: outsiderClient.matterId,
      userId: outsider.userId,
      hoursTenths: 30,
      rateCents: 100_000,
      workedOn: today,
    });
  });

  it("lists this month's hours, value, billed and unbilled time per fee earner by default", async () => {
    const report = await getJson(`${REPORTS}/production`, firm.cookie);
    expect(report.from).toBe(`${today.slice(0, 7)}-01`);
    expect(report.to).toBe(lastDayOfMonth(today.slice(0, 7)));
    expect(report.rows).toEqual([
      {
        userId: firm.userId,
        name: "Thandi production-owner",
        hours: 1.5,
        recordedCents: 300_000,
        // Both lines of today's invoice, one of them for last month's work; the void invoice not at all.
        billedCents: 500_000,
        unbilledCents: 200_000,
      },
      {
        userId: associate.user.id,
        name: "Sipho Mokoena",
        hours: 1.5,
        recordedCents: 225_000,
        billedCents: 0,
        unbilledCents: 225_000,
      },
    ]);
  });

  it("covers another period when asked: last month's work, billed this month", async () => {
    const report = await getJson(
      `${REPORTS}/production?month=${lastDayOfLastMonth.slice(0, 7)}`,
      firm.cookie,
    );
    expect(report.rows).toEqual([
      expect.objectContaining({
        name: "Thandi production-owner",
        hours: 2,
        recordedCents: 400_000,
        billedCents: 0,
        unbilledCents: 0,
      }),
      expect.objectContaining({
        name: "Sipho Mokoena",
        hours: 1,
        recordedCents: 150_000,
        billedCents: 0,
        unbilledCents: 0,
      }),
    ]);
  });

  it("lists unbilled time and expenses per matter, the largest first, with the total", async () => {
    const report = await getJson(`${REPORTS}/wip`, firm.cookie);
    expect(report).toEqual({
      matterCount: 3,
      totalCents: 438_500,
      rows: [
        {
          matterId: secondMatter.matterId,
          matterReference: secondMatter.matterReference,
          matterTitle: "Matter of Erasmus Farming",
          clientName: "Erasmus Farming",
          hours: 1.5,
          timeCents: 225_000,
          expensesCents: 12_500,
          totalCents: 237_500,
          oldestDate: daysAgo(40),
        },
        {
          matterId: firstMatter.matterId,
          matterReference: firstMatter.matterReference,
          matterTitle: "Matter of Dlamini Holdings",
          clientName: "Dlamini Holdings",
          hours: 1,
          timeCents: 200_000,
          expensesCents: 0,
          totalCents: 200_000,
          oldestDate: today,
        },
        {
          matterId: expensesOnly.matterId,
          matterReference: expensesOnly.matterReference,
          matterTitle: "Matter of Fourie Estates",
          clientName: "Fourie Estates",
          hours: 0,
          timeCents: 0,
          expensesCents: 1_000,
          totalCents: 1_000,
          oldestDate: daysAgo(3),
        },
      ],
    });
  });

  it("shows another firm only its own work in progress and production", async () => {
    const wip = await getJson(`${REPORTS}/wip`, outsider.cookie);
    expect(wip).toMatchObject({ matterCount: 1, totalCents: 300_000 });
    expect(wip.rows[0].clientName).toBe("Outsider Client");
    const production = await getJson(`${REPORTS}/production`, outsider.cookie);
    expect(production.rows.map((row: { userId: string }) => row.userId)).toEqual([outsider.userId]);
  });
});
