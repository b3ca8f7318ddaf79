import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { type RefusingSmtpServer, startRefusingSmtpServer } from "../../../testing/refusing-smtp-server.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { insertBillingClient } from "../billing-test-fixtures.ts";

// The invoice e-mail as a background job, against a mail server that refuses some addresses: "busy@"
// once with 451 (try again later), "gone@" always with 550.

let mailServer: RefusingSmtpServer;
let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;

beforeAll(async () => {
  mailServer = await startRefusingSmtpServer(({ to, attempt }) => {
    if (to.startsWith("busy@") && attempt === 1) return { code: 451, message: "Try again later" };
    if (to.startsWith("gone@")) return { code: 550, message: "No such mailbox" };
    return null;
  });
  testApp = await createTestApp(
    { SMTP_URL: mailServer.url, LOGIN_LIMIT_PER_IP: "1000" },
    { jobRetry: { limit: 2, delaySeconds: 1 } },
  );
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "invoice-jobs");
});
afterAll(async () => {
  await testApp?.close();
  await mailServer?.close();
});

async function issueTo(email: string) {
  const client = await insertBillingClient(testApp.database.db, owner.firmId, { email });
  const draft = await call("POST", "/api/billing/invoices", {
    cookie: owner.cookie,
    payload: { clientId: client.clientId, description: "Advice on a lease", amount: 1200 },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const issued = await call("POST", `/api/billing/invoices/${draft.json().id}/issue`, {
    cookie: owner.cookie,
    payload: {},
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json();
}

const reread = async (invoiceId: string) =>
  (await call("GET", `/api/billing/invoices/${invoiceId}`, { cookie: owner.cookie })).json();

const outboxStatuses = async (email: string) =>
  (
    await queryRows<{ status: string }>(
      testApp.database.db,
      sql`select status::text from mail_outbox where to_address = ${email} order by created_at`,
    )
  ).map((row) => row.status);

describe("the invoice e-mail job", () => {
  it("tries again when the mail server says to, and records the delivery once it succeeds", async () => {
    const email = "busy@client.example.co.za";
    const invoice = await issueTo(email);
    expect(invoice.emailStatus).toBe("queued");
    await testApp.runJobs();

    expect(mailServer.recipients.filter((recipient) => recipient.to === email)).toEqual([
      { to: email, answer: 451 },
      { to: email, answer: 250 },
    ]);
    expect(mailServer.accepted.filter((message) => message.to.includes(email))).toEqual([
      { to: [email], subject: `Invoice ${invoice.number} from Thandi invoice-jobs` },
    ]);
    expect(await outboxStatuses(email)).toEqual(["failed", "sent"]);
    expect((await reread(invoice.id)).emailStatus).toBe("sent");
    expect((await testApp.jobs.listFailedJobs({ limit: 50, offset: 0 })).total).toBe(0);
  });

  it("records failed on the invoice after the last attempt, and the job is kept with its error", async () => {
    const email = "gone@client.example.co.za";
    const invoice = await issueTo(email);
    await testApp.runJobs();

    expect(await outboxStatuses(email)).toEqual(["failed", "failed", "failed"]);
    expect((await reread(invoice.id)).emailStatus).toBe("failed");
    const { jobs } = await testApp.jobs.listFailedJobs({ limit: 50, offset: 0 });
    expect(jobs).toEqual([
      expect.objectContaining({
        queue: "billing-invoice-email",
        about: `Invoice ${invoice.id} e-mailed to the client (firm ${owner.firmId})`,
        error: expect.stringContaining("550 No such mailbox"),
        attempts: 3,
      }),
    ]);
  });
});
