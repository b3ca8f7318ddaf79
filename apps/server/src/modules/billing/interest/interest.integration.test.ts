import { randomUUID } from "node:crypto";
import { prescribedInterest, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, signIn, type TestApp } from "../../../testing/test-app.ts";
import { insertCredentialUser } from "../../auth/index.ts";
import { daysAgo, insertBillingClient, insertIssuedInvoice } from "../billing-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let adminCookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "interest-owner");
  outsider = await registerFirmOwner(testApp, "interest-outsider");
  const adminEmail = uniqueAddress("platform-admin");
  await insertCredentialUser(testApp.database.db, {
    id: randomUUID(),
    email: adminEmail,
    firstName: "Platform",
    lastName: "Admin",
    passwordHash: await hashPassword("Admin-Pass-2026"),
    role: "admin",
    isEmailVerified: true,
  });
  adminCookie = await signIn(testApp.app, adminEmail, "Admin-Pass-2026");
});
afterAll(async () => {
  await testApp?.close();
});

let invoiceSequence = 0;
async function overdueInvoice(totalCents: number, dueDaysAgo: number, firm: FirmOwner = owner) {
  const client = await insertBillingClient(testApp.database.db, firm.firmId);
  invoiceSequence += 1;
  const invoice = await insertIssuedInvoice(testApp.database.db, {
    firmId: firm.firmId,
    clientId: client.clientId,
    matterId: client.matterId,
    totalCents,
    vatCents: 0,
    number: `INV-${String(invoiceSequence).padStart(6, "0")}`,
    sequence: invoiceSequence,
    issueDate: daysAgo(dueDaysAgo + 30),
    dueDate: daysAgo(dueDaysAgo),
    createdBy: firm.userId,
  });
  return { ...invoice, client };
}

function chargeInterest(invoiceId: string, payload: Record<string, unknown> = {}, cookie = owner.cookie) {
  return call("POST", `/api/billing/invoices/${invoiceId}/interest`, { cookie, payload });
}

describe("the prescribed rate table", () => {
  it("lets the platform admin add a rate that every member then sees, newest first", async () => {
    const added = await call("POST", "/api/admin/interest-rates", {
      cookie: adminCookie,
      payload: { effectiveFrom: "2023-06-01", ratePercent: 11.75, note: "Repo 8.25% + 3.5" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      effectiveFrom: "2023-06-01",
      ratePercent: 11.75,
      rateBasisPoints: 1175,
    });

    const list = await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((rate: { effectiveFrom: string }) => rate.effectiveFrom)).toEqual([
      "2024-11-01",
      "2023-06-01",
    ]);
    expect(list.json()[0]).toMatchObject({ ratePercent: 11.5, rateBasisPoints: 1150 });
    // The platform admin, who belongs to no firm, reads the same table through the admin route.
    const adminList = await call("GET", "/api/admin/interest-rates", { cookie: adminCookie });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json()).toEqual(list.json());

    const duplicate = await call("POST", "/api/admin/interest-rates", {
      cookie: adminCookie,
      payload: { effectiveFrom: "2023-06-01", ratePercent: 12 },
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it("refuses a firm member (even the owner) on the admin routes with 403", async () => {
    const create = await call("POST", "/api/admin/interest-rates", {
      cookie: owner.cookie,
      payload: { effectiveFrom: "2022-01-01", ratePercent: 7 },
    });
    expect(create.statusCode).toBe(403);
    const [rate] = (await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie })).json();
    const remove = await call("DELETE", `/api/admin/interest-rates/${rate.id}`, { cookie: owner.cookie });
    expect(remove.statusCode).toBe(403);
    expect((await call("GET", "/api/admin/interest-rates", { cookie: owner.cookie })).statusCode).toBe(403);
    expect((await call("GET", "/api/billing/interest-rates", {})).statusCode).toBe(401);
  });

  it("deletes a rate but never the only one left", async () => {
    const added = await call("POST", "/api/admin/interest-rates", {
      cookie: adminCookie,
      payload: { effectiveFrom: "2021-01-01", ratePercent: 7 },
    });
    expect(added.statusCode).toBe(201);
    const removed = await call("DELETE", `/api/admin/interest-rates/${added.json().id}`, {
      cookie: adminCookie,
    });
    expect(removed.statusCode).toBe(200);
    const older = (await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie }))
      .json()
      .find((rate: { effectiveFrom: string }) => rate.effectiveFrom === "2023-06-01");
    expect(
      (await call("DELETE", `/api/admin/interest-rates/${older.id}`, { cookie: adminCookie })).statusCode,
    ).toBe(200);
    const [last, ...others] = (
      await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie })
    ).json();
    expect(others).toEqual([]);
    const refused = await call("DELETE", `/api/admin/interest-rates/${last.id}`, { cookie: adminCookie });
    expect(refused.statusCode).toBe(409);
    expect((await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie })).json()).toHaveLength(
      1,
    );
  });
});

describe("charging interest on an overdue invoice", () => {
  it("refuses while the firm's billing profile has interest switched off (409), and writes nothing", async () => {
    const invoice = await overdueInvoice(1_000_000, 30);
    const refused = await chargeInterest(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/switched off in the Billing Profile/);
    const drafts = await queryRows<{ total: number }>(
      testApp.database.db,
      sql`select count(*)::int as total from invoice where interest_on_invoice_id = ${invoice.id}`,
    );
    expect(drafts[0]?.total).toBe(0);
    await queryRows(
      testApp.database.db,
      sql`insert into billing_profile (firm_id, charge_interest) values (${owner.firmId}, true)
          on conflict (firm_id) do update set charge_interest = true`,
    );
  });

  it("charges R94,52 on R10 000 overdue 30 days at 11.50% as a draft, VAT-free interest invoice", async () => {
    const invoice = await overdueInvoice(1_000_000, 30);
    const today = todayInSouthAfrica();
    const rates = (await call("GET", "/api/billing/interest-rates", { cookie: owner.cookie })).json();
    const expected = prescribedInterest(1_000_000, daysAgo(30), today, rates).interestCents;
    expect(expected).toBe(9_452);

    const charged = await chargeInterest(invoice.id);
    expect(charged.statusCode, charged.body).toBe(201);
    expect(charged.json()).toEqual({ invoiceId: expect.any(String), interestCents: 9_452 });

    const drafts = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select status, client_id, matter_id, subtotal_cents::int as subtotal, vat_cents::int as vat,
            total_cents::int as total, interest_on_invoice_id, number
          from invoice where id = ${charged.json().invoiceId}`,
    );
    expect(drafts).toEqual([
      {
        status: "draft",
        client_id: invoice.client.clientId,
        matter_id: invoice.client.matterId,
        subtotal: 9_452,
        vat: 0,
        total: 9_452,
        interest_on_invoice_id: invoice.id,
        number: null,
      },
    ]);
    const lines = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select kind, description, amount_cents::int as amount, taxable, vat_cents::int as vat
          from invoice_line where invoice_id = ${charged.json().invoiceId}`,
    );
    expect(lines).toEqual([
      {
        kind: "interest",
        description: `Interest at the prescribed rate on ${invoice.number} from ${daysAgo(30)} to ${today} (11.50% a year)`,
        amount: 9_452,
        taxable: false,
        vat: 0,
      },
    ]);
    const overdue = await queryRows<{ through: string }>(
      testApp.database.db,
      sql`select to_char(interest_charged_through, 'YYYY-MM-DD') as through from invoice where id = ${invoice.id}`,
    );
    expect(overdue[0]?.through).toBe(today);

    const again = await chargeInterest(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/No interest has accrued/);
  });

  it("charges the next period from the day interest was last charged to", async () => {
    const invoice = await overdueInvoice(1_000_000, 40);
    const first = await chargeInterest(invoice.id, { toDate: daysAgo(10) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().interestCents).toBe(9_452);
    const second = await chargeInterest(invoice.id);
    expect(second.statusCode, second.body).toBe(201);
    // 10 days: 1 000 000 × 11.50% × 10 / 365 = 3 150.68 cents.
    expect(second.json().interestCents).toBe(3_151);
  });

  it("refuses an invoice that is not overdue, not open, or is itself an interest invoice (409)", async () => {
    const notDue = await overdueInvoice(100_000, -5);
    const response = await chargeInterest(notDue.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not overdue/);

    const paid = await overdueInvoice(100_000, 20);
    await queryRows(
      testApp.database.db,
      sql`update invoice set paid_cents = 100000, status = 'paid', paid_on = ${daysAgo(1)} where id = ${paid.id}`,
    );
    expect((await chargeInterest(paid.id)).statusCode).toBe(409);

    const overdue = await overdueInvoice(500_000, 60);
    const draft = await chargeInterest(overdue.id);
    expect(draft.statusCode).toBe(201);
    expect((await chargeInterest(draft.json().invoiceId)).statusCode).toBe(409);
  });

  it("answers 404 for another firm's invoice, 403 for a member who does not keep the billing, 400 for a future date", async () => {
    const foreign = await overdueInvoice(100_000, 20, outsider);
    expect((await chargeInterest(foreign.id)).statusCode).toBe(404);
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("interest-associate"),
    });
    const mine = await overdueInvoice(100_000, 20);
    expect((await chargeInterest(mine.id, {}, associate.cookie)).statusCode).toBe(403);
    expect((await chargeInterest(mine.id, { toDate: daysAgo(-1) })).statusCode).toBe(400);
    const untouched = await queryRows<{ through: string | null }>(
      testApp.database.db,
      sql`select interest_charged_through::text as through from invoice where id in (${foreign.id}, ${mine.id})`,
    );
    expect(untouched).toEqual([{ through: null }, { through: null }]);
  });
});
