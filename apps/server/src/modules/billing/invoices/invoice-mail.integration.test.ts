import type { AddressInfo } from "node:net";
import { desc } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutboxTable } from "../../../platform/platform.tables.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { insertBillingClient, pdfTextOf } from "../billing-test-fixtures.ts";

type CaughtAttachment = { filename: string | undefined; contentType: string; content: Buffer };
type CaughtMail = {
  to: string[];
  subject: string;
  from: { name: string; address: string } | undefined;
  replyTo: string | undefined;
  attachments: CaughtAttachment[];
};

/** A loopback SMTP server that keeps each message's attachments (the shared catcher keeps only text). */
async function startAttachmentCatcher() {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            from: parsed.from?.value[0]
              ? { name: parsed.from.value[0].name, address: parsed.from.value[0].address ?? "" }
              : undefined,
            replyTo: parsed.replyTo?.value[0]?.address,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let catcher: Awaited<ReturnType<typeof startAttachmentCatcher>>;
let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;

beforeAll(async () => {
  catcher = await startAttachmentCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "billing-mail");
  const profile = await call("PUT", "/api/billing/profile", {
    cookie: owner.cookie,
    payload: {
      firmName: "Dlamini Attorneys",
      vatRegistered: true,
      vatNumber: "4123456789",
      defaultRate: 1500,
      bankingDetails: "Nedbank 1234567890, branch 198765",
      paymentTerms: 14,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

describe("the issue e-mail", () => {
  it("delivers the original tax invoice as a PDF attachment, and a copy marked as such on request", async () => {
    const client = await insertBillingClient(testApp.database.db, owner.firmId, {
      email: "accounts@mokoena.example.co.za",
    });
    const draft = await call("POST", "/api/billing/invoices", {
      cookie: owner.cookie,
      payload: { clientId: client.clientId, description: "Opinion on the lease", amount: 2500 },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await call("POST", `/api/billing/invoices/${draft.json().id}/issue`, {
      cookie: owner.cookie,
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    // The e-mail is a job enqueued with the issue; once it has run the invoice records the delivery.
    expect(issued.json().emailStatus).toBe("queued");
    await testApp.runJobs();
    const invoice = (
      await call("GET", `/api/billing/invoices/${issued.json().id}`, { cookie: owner.cookie })
    ).json();
    expect(invoice.emailStatus).toBe("sent");

    const mail = catcher.messages.find((message) => message.subject.includes(invoice.number));
    expect(mail?.to).toEqual(["accounts@mokoena.example.co.za"]);
    expect(mail?.subject).toBe(`Tax Invoice ${invoice.number} from Dlamini Attorneys`);
    // From the firm by name, at the platform's sending address; a reply reaches the firm's owner.
    expect(mail?.from).toEqual({ name: "Dlamini Attorneys", address: "no-reply@inkundla.example" });
    expect(mail?.replyTo).toBe(owner.email);
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0] as CaughtAttachment;
    expect(attachment.filename).toBe(`${invoice.number}.pdf`);
    expect(attachment.contentType).toBe("application/pdf");
    const text = await pdfTextOf(attachment.content);
    expect(text[0]).toBe("Tax Invoice");
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).not.toContain("Copy");

    const [outbox] = await testApp.database.db
      .select()
      .from(mailOutboxTable)
      .orderBy(desc(mailOutboxTable.createdAt))
      .limit(1);
    expect(outbox).toMatchObject({
      status: "sent",
      attachments: [{ fileName: `${invoice.number}.pdf`, sizeBytes: attachment.content.length }],
    });

    const resent = await call("POST", `/api/billing/invoices/${invoice.id}/send`, { cookie: owner.cookie });
    expect(resent.statusCode, resent.body).toBe(200);
    await testApp.runJobs();
    const copy = catcher.messages.find((message) => message.subject.startsWith("Copy of"));
    expect(copy?.attachments[0]?.filename).toBe(`${invoice.number} (copy).pdf`);
    expect(await pdfTextOf(copy?.attachments[0]?.content ?? Buffer.alloc(0))).toContain("Copy");
  });
});
