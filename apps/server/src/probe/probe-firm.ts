import { randomInt, randomUUID } from "node:crypto";
import { addDaysToDate, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { ensurePlatformAdmin } from "../modules/auth/index.ts";
import { queryRows } from "../platform/db.ts";
import { addSignedInStaffMember, registerFirmOwner } from "../testing/firm-people.ts";
import { signIn, type TestApp } from "../testing/test-app.ts";

/** The kinds of record a route's path id can name. */
export type RecordKind =
  | "client"
  | "matter"
  | "timeEntry"
  | "task"
  | "trustAccount"
  | "trustPosting"
  | "statementLine"
  | "file"
  | "invoice"
  | "creditNote"
  | "payment"
  | "expense"
  | "staff"
  | "user";

/** A firm with one record of every kind, each carrying a marker no other firm's data contains. */
export type ProbedFirm = {
  firmId: string;
  ownerCookie: string;
  marker: string;
  ids: Record<RecordKind, string[]>;
};

export type Principal = { label: string; cookie: string | null };

async function created(
  testApp: TestApp,
  cookie: string,
  method: "POST" | "PUT",
  url: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await testApp.app.inject({ method, url, headers: { cookie }, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const daysAgo = (days: number) => addDaysToDate(todayInSouthAfrica(), -days);
const nextAccountNumber = () => `40${String(randomInt(10_000_000, 99_999_999))}`;

const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Firm A of the probes: built through the API as a firm would, with a few rows written directly. */
export async function buildProbedFirm(testApp: TestApp, label: string): Promise<ProbedFirm> {
  const marker = `Probe${label}${randomUUID().slice(0, 8)}`;
  const owner = await registerFirmOwner(testApp.app, {
    email: `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@probe.example.co.za`,
    firstName: marker,
  });
  const firmId = owner.user.firmId as string;
  const cookie = owner.cookie;
  const post = (url: string, payload: Record<string, unknown>) =>
    created(testApp, cookie, "POST", url, payload);

  const client = await post("/api/clients", { name: `${marker} Client`, type: "company" });
  const matter = await post("/api/matters", {
    clientId: client.id,
    title: `${marker} Matter`,
    type: "Commercial Law",
  });
  const timeEntry = await post("/api/time-entries", {
    matterId: matter.id,
    date: daysAgo(1),
    hours: 1.5,
    description: `${marker} consultation`,
  });
  const task = await post(`/api/matters/${matter.id}/tasks`, { title: `${marker} task` });
  await post(`/api/matters/${matter.id}/notes`, { body: `${marker} note` });

  const account = await post("/api/trust-accounting/accounts", {
    name: `${marker} Trust`,
    bankName: "absa",
    accountNumber: nextAccountNumber(),
    openedOn: daysAgo(60),
  });
  const posting = await post("/api/trust-accounting/transactions", {
    type: "receipt",
    accountId: account.id,
    clientId: client.id,
    matterId: matter.id,
    amountCents: 500_000,
    date: daysAgo(2),
    description: `${marker} deposit`,
  });
  const compactDay = daysAgo(2).replaceAll("-", "");
  await post("/api/trust-accounting/statements", {
    accountId: account.id,
    fileName: "probe.csv",
    format: "csv",
    preset: "absa",
    content: ["Date,Description,Amount,Balance", `${compactDay},${marker} DEPOSIT,5000.00,5000.00`].join(
      "\n",
    ),
  });

  const expense = await post("/api/billing/expenses", {
    date: daysAgo(1),
    category: "travel",
    amountCents: 12_000,
    matterId: matter.id,
    description: `${marker} travel`,
  });
  const boundary = "----probe-boundary";
  const receipt = await testApp.app.inject({
    method: "POST",
    url: `/api/billing/expenses/${expense.id}/receipt`,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF_BYTES,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(receipt.statusCode, receipt.body).toBeLessThan(300);

  const draft = await post("/api/billing/invoices", {
    clientId: client.id,
    matterId: matter.id,
    description: `${marker} draft fee`,
    amount: 1000,
  });
  const toIssue = await post("/api/billing/invoices", {
    clientId: client.id,
    matterId: matter.id,
    description: `${marker} issued fee`,
    amount: 2000,
  });
  const issued = await post(`/api/billing/invoices/${toIssue.id}/issue`, { sendEmail: false });
  const creditNote = await post(`/api/billing/invoices/${issued.id}/credit-notes`, {
    amountCents: 10_000,
    reason: `${marker} credit`,
  });
  const payment = await post("/api/billing/payments", {
    clientId: client.id,
    method: "eft",
    amountCents: 50_000,
    date: daysAgo(0),
    reference: `${marker} EFT`,
    allocations: [{ invoiceId: issued.id, amountCents: 50_000 }],
  });

  const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId,
    email: `${label.toLowerCase()}-staff-${randomUUID().slice(0, 8)}@probe.example.co.za`,
    firstName: marker,
  });
  const db = testApp.database.db;
  const idsOf = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: string }>(db, query)).map((row) => String(row.id));

  return {
    firmId,
    ownerCookie: cookie,
    marker,
    ids: {
      client: [String(client.id)],
      matter: [String(matter.id)],
      timeEntry: [String(timeEntry.id)],
      task: [String(task.id)],
      trustAccount: [String(account.id)],
      trustPosting: [String(posting.id)],
      statementLine: await idsOf(sql`select id from trust_statement_line where firm_id = ${firmId}`),
      file: await idsOf(sql`select id from stored_file where firm_id = ${firmId}`),
      invoice: [String(draft.id), String(issued.id)],
      creditNote: [String(creditNote.id)],
      payment: [String(payment.id)],
      expense: [String(expense.id)],
      staff: await idsOf(sql`select id from firm_member where firm_id = ${firmId}`),
      user: [owner.user.id, staff.user.id],
    },
  };
}

/** The callers who must never see firm A: firm B's owner and most restricted member, the platform admin, nobody. */
export async function buildOutsiders(testApp: TestApp): Promise<Principal[]> {
  const suffix = randomUUID().slice(0, 8);
  const owner = await registerFirmOwner(testApp.app, { email: `outsider-${suffix}@probe.example.co.za` });
  const restricted = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.user.firmId as string,
    email: `outsider-assistant-${suffix}@probe.example.co.za`,
  });
  await testApp.database.db.execute(
    sql`update firm_member set role = 'legal_assistant' where user_id = ${restricted.user.id}`,
  );
  const adminEmail = `operator-${suffix}@probe.example.co.za`;
  await ensurePlatformAdmin(testApp.database.db, { email: adminEmail, password: "Operator-Probe-2026" });
  const adminCookie = await signIn(testApp.app, adminEmail, "Operator-Probe-2026");
  return [
    { label: "another firm's owner", cookie: owner.cookie },
    { label: "another firm's legal assistant", cookie: restricted.cookie },
    { label: "the platform admin", cookie: adminCookie },
    { label: "nobody", cookie: null },
  ];
}

/**
 * A fingerprint of everything the firm holds: every table with a firm_id, row by row. Two equal
 * fingerprints mean nothing of the firm was written in between.
 */
export async function fingerprintFirm(testApp: TestApp, firmId: string): Promise<Record<string, string>> {
  const db = testApp.database.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'firm_id' and table_name <> 'firm_change'
        order by table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(table)} t where firm_id = ${firmId}`,
    );
    fingerprint[table] = row?.digest ?? "";
  }
  return fingerprint;
}
