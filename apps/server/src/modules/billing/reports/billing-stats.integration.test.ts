import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import {
  daysAgo,
  insertBillingClient,
  insertCreditNoteRow,
  insertDraftInvoice,
  insertExpenseRow,
  insertIssuedInvoice,
  insertPaymentRow,
  insertTimeEntry,
  voidInvoiceRow,
} from "../billing-test-fixtures.ts";

// The Overview figures, the dashboard's revenue and outstanding cards and the practice stats' revenue,
// all computed from one small set of invoices, payments, credit notes, time and expenses.

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
const today = todayInSouthAfrica();

let invoiceSequence = 0;
let creditNoteSequence = 0;

/** An issued invoice with VAT at 15% on `subtotalCents`. */
async function issue(
  firm: FirmOwner,
  client: { clientId: string; matterId: string },
  subtotalCents: number,
  dates: { issueDate: string; dueDate: string },
) {
  invoiceSequence += 1;
  const vatCents = (subtotalCents * 15) / 100;
  return insertIssuedInvoice(testApp.database.db, {
    firmId: firm.firmId,
    clientId: client.clientId,
    matterId: client.matterId,
    totalCents: subtotalCents + vatCents,
    vatCents,
    number: `INV-${String(invoiceSequence).padStart(6, "0")}`,
    sequence: invoiceSequence,
    createdBy: firm.userId,
    ...dates,
  });
}

function creditNote(firm: FirmOwner, invoiceId: string, amountCents: number, issuedOn: string) {
  creditNoteSequence += 1;
  return insertCreditNoteRow(testApp.database.db, {
    firmId: firm.firmId,
    invoiceId,
    createdBy: firm.userId,
    amountCents,
    issuedOn,
    number: `CN-${String(creditNoteSequence).padStart(6, "0")}`,
    sequence: creditNoteSequence,
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "billing-stats-owner");
  outsider = await registerFirmOwner(testApp, "billing-stats-outsider");
  const db = testApp.database.db;
  const xolani = await insertBillingClient(db, owner.firmId, { name: "Xolani Traders" });
  const yusuf = await insertBillingClient(db, owner.firmId, { name: "Yusuf & Daughters" });
  const pay = (
    clientId: string,
    amountCents: number,
    receivedOn: string,
    allocations: { invoiceId: string; amountCents: number }[] = [],
  ) =>
    insertPaymentRow(db, {
      firmId: owner.firmId,
      clientId,
      createdBy: owner.userId,
      amountCents,
      receivedOn,
      allocations,
    });

  // This month: R1 000 + VAT, less a credit note of R115 (R100 + R15 VAT): open, not yet due.
  const current = await issue(owner, xolani, 100_000, {
    issueDate: today,
    dueDate: addDaysToDate(today, 30),
  });
  await creditNote(owner, current.id, 11_500, today);
  // Issued 45 days ago (always an earlier month), due 15 days ago, R300 of R2 300 paid today: overdue.
  const overdue = await issue(owner, xolani, 200_000, { issueDate: daysAgo(45), dueDate: daysAgo(15) });
  await pay(xolani.clientId, 30_000, today, [{ invoiceId: overdue.id, amountCents: 30_000 }]);
  // Paid in full today, 40 days after issue.
  const paidToday = await issue(owner, yusuf, 50_000, { issueDate: daysAgo(40), dueDate: daysAgo(10) });
  await pay(yusuf.clientId, 57_500, today, [{ invoiceId: paidToday.id, amountCents: 57_500 }]);
  // Paid 35 days ago (an earlier month), 25 days after issue.
  const paidEarlier = await issue(owner, yusuf, 20_000, { issueDate: daysAgo(60), dueDate: daysAgo(30) });
  await pay(yusuf.clientId, 23_000, daysAgo(35), [{ invoiceId: paidEarlier.id, amountCents: 23_000 }]);
  // Paid more than 12 months ago: too old for the average.
  const paidLongAgo = await issue(owner, yusuf, 10_000, { issueDate: daysAgo(500), dueDate: daysAgo(470) });
  await pay(yusuf.clientId, 11_500, daysAgo(400), [{ invoiceId: paidLongAgo.id, amountCents: 11_500 }]);
  // Issued this month and voided: no revenue, nothing outstanding, even with a credit note on it.
  const voided = await issue(owner, xolani, 70_000, { issueDate: today, dueDate: addDaysToDate(today, 30) });
  await voidInvoiceRow(db, { invoiceId: voided.id, userId: owner.userId, voidedOn: today });
  const creditedThenVoided = await issue(owner, yusuf, 40_000, {
    issueDate: today,
    dueDate: addDaysToDate(today, 30),
  });
  await creditNote(owner, creditedThenVoided.id, 4_600, today);
  await voidInvoiceRow(db, { invoiceId: creditedThenVoided.id, userId: owner.userId, voidedOn: today });
  await insertDraftInvoice(db, {
    firmId: owner.firmId,
    clientId: xolani.clientId,
    createdBy: owner.userId,
    subtotalCents: 55_500,
  });
  // R250 received today with nothing to pay: the client's credit.
  await pay(xolani.clientId, 25_000, today);

  // Work in progress: 2 h at R1 500 unbilled; an hour already billed; expenses recorded, approved, billed.
  const unbilled = { firmId: owner.firmId, matterId: xolani.matterId, userId: owner.userId };
  await insertTimeEntry(db, { ...unbilled, hoursTenths: 20, rateCents: 150_000 });
  const billedEntry = await insertTimeEntry(db, { ...unbilled, hoursTenths: 10, rateCents: 150_000 });
  await queryRows(
    db,
    sql`update time_entry set billed_at = now(), invoice_id = ${current.id} where id = ${billedEntry.id}`,
  );
  const expense = {
    firmId: owner.firmId,
    matterId: xolani.matterId,
    clientId: xolani.clientId,
    createdBy: owner.userId,
  };
  await insertExpenseRow(db, { ...expense, amountCents: 5_000, status: "recorded" });
  await insertExpenseRow(db, { ...expense, amountCents: 7_500, status: "approved" });
  await insertExpenseRow(db, { ...expense, amountCents: 9_999, status: "billed", invoiceId: current.id });

  // Another firm's records, which none of the owner's figures may include.
  const elsewhere = await insertBillingClient(db, outsider.firmId, { name: "Outsider Client" });
  const outsiderInvoice = await issue(outsider, elsewhere, 999_900, { issueDate: today, dueDate: today });
  await insertPaymentRow(db, {
    firmId: outsider.firmId,
    clientId: elsewhere.clientId,
    createdBy: outsider.userId,
    amountCents: 77_700,
    receivedOn: today,
  });
  await insertTimeEntry(db, {
    firmId: outsider.firmId,
    matterId: elsewhere.matterId,
    userId: outsider.userId,
    hoursTenths: 50,
    rateCents: 100_000,
  });
  expect(outsiderInvoice.totalCents).toBe(1_149_885);
});
afterAll(async () => {
  await testApp?.close();
});

async function getJson(url: string, cookie: string) {
  const response = await call("GET", url, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("GET /api/billing/stats", () => {
  it("answers 401 without a session", async () => {
    expect((await call("GET", "/api/billing/stats")).statusCode).toBe(401);
  });

  it("computes every Overview figure from the firm's own invoices, payments, time and expenses", async () => {
    expect(await getJson("/api/billing/stats", owner.cookie)).toEqual({
      // R1 035 left on this month's invoice after the credit note, R2 000 on the overdue one.
      outstandingCount: 2,
      outstandingCents: 303_500,
      overdueCount: 1,
      overdueCents: 200_000,
      // Two allocated payments today (R300 and R575) and R250 unallocated; not the one 35 days ago.
      collectedThisMonthCents: 112_500,
      // R1 000 invoiced this month (excl. VAT) less the credit note's R100 (excl. VAT); void ones left out.
      invoicedThisMonthCents: 90_000,
      // (40 + 25) / 2: the invoice paid more than a year ago does not count.
      avgPaymentDays: 32.5,
      // R3 000 of unbilled time + R50 recorded + R75 approved expenses.
      unbilledWipCents: 312_500,
      draftCount: 1,
      clientCreditCents: 25_000,
    });
  });

  it("lets every member of the firm read them, not only those who keep the billing", async () => {
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("billing-stats-associate"),
    });
    const stats = await getJson("/api/billing/stats", associate.cookie);
    expect(stats).toMatchObject({ outstandingCount: 2, invoicedThisMonthCents: 90_000 });
  });

  it("shows another firm only its own figures", async () => {
    expect(await getJson("/api/billing/stats", outsider.cookie)).toMatchObject({
      outstandingCount: 1,
      outstandingCents: 1_149_885,
      collectedThisMonthCents: 77_700,
      invoicedThisMonthCents: 999_900,
      unbilledWipCents: 500_000,
      draftCount: 0,
      clientCreditCents: 77_700,
      // Nothing of theirs was paid in full: no average, rather than "0 days".
      avgPaymentDays: null,
    });
  });

  it("answers 0 for every figure of a firm that has billed nothing, and no average payment time", async () => {
    const newcomer = await registerFirmOwner(testApp, "billing-stats-newcomer");
    expect(await getJson("/api/billing/stats", newcomer.cookie)).toEqual({
      outstandingCount: 0,
      outstandingCents: 0,
      overdueCount: 0,
      overdueCents: 0,
      collectedThisMonthCents: 0,
      invoicedThisMonthCents: 0,
      avgPaymentDays: null,
      unbilledWipCents: 0,
      draftCount: 0,
      clientCreditCents: 0,
    });
  });
});

describe("the dashboard and practice figures from billing", () => {
  it("show this month's revenue (excl. VAT, less credit notes) and the outstanding invoices", async () => {
    expect(await getJson("/api/dashboard/stats", owner.cookie)).toMatchObject({
      monthlyRevenue: 90_000,
      outstandingInvoices: 303_500,
    });
    expect(await getJson("/api/practice/stats", owner.cookie)).toMatchObject({
      monthlyRevenue: 900,
      monthlyRevenueCents: 90_000,
    });
  });

  it("count only the firm's own invoices", async () => {
    expect(await getJson("/api/dashboard/stats", outsider.cookie)).toMatchObject({
      monthlyRevenue: 999_900,
      outstandingInvoices: 1_149_885,
    });
    expect((await getJson("/api/practice/stats", outsider.cookie)).monthlyRevenueCents).toBe(999_900);
  });

  it("leave an invoice issued last month out of this month's revenue but in the outstanding total", async () => {
    const firm = await registerFirmOwner(testApp, "billing-stats-last-month");
    const client = await insertBillingClient(testApp.database.db, firm.firmId);
    const lastDayOfLastMonth = addDaysToDate(`${today.slice(0, 7)}-01`, -1);
    await issue(firm, client, 40_000, { issueDate: lastDayOfLastMonth, dueDate: addDaysToDate(today, 30) });
    expect(await getJson("/api/dashboard/stats", firm.cookie)).toMatchObject({
      monthlyRevenue: 0,
      outstandingInvoices: 46_000,
    });
    expect((await getJson("/api/practice/stats", firm.cookie)).monthlyRevenueCents).toBe(0);
  });
});
