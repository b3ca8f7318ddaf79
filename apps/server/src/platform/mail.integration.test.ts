import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../testing/smtp-catcher.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { type Database, openPostgres } from "./db.ts";
import { createMailer } from "./mail.ts";
import { mailOutboxTable } from "./platform.tables.ts";

let database: Database;
let dropDatabase: () => Promise<void>;
let catcher: SmtpCatcher;
const silentLog = { info: () => {}, error: () => {} };

beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  dropDatabase = testDatabase.drop;
  database = await openPostgres(testDatabase.url, { poolSize: 2 });
  catcher = await startSmtpCatcher();
});
afterAll(async () => {
  await catcher.close();
  await database.close();
  await dropDatabase();
});

async function newestOutboxRow() {
  const [row] = await database.db
    .select()
    .from(mailOutboxTable)
    .orderBy(desc(mailOutboxTable.createdAt))
    .limit(1);
  return row;
}

describe("createMailer", () => {
  it("delivers over SMTP and records the message as sent", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: catcher.url,
      from: "Inkundla <no-reply@inkundla.example>",
      log: silentLog,
    });
    const result = await mailer.send({
      to: "Lindiwe@Example.co.za",
      subject: "Verify your e-mail",
      text: "Open https://inkundla.example/verify?token=abc123 to continue.",
      links: ["https://inkundla.example/verify?token=abc123"],
    });
    expect(result.status).toBe("sent");
    const mail = await catcher.waitForMail("lindiwe@example.co.za");
    expect(mail.subject).toBe("Verify your e-mail");
    expect(mail.links).toEqual(["https://inkundla.example/verify?token=abc123"]);
    expect(await newestOutboxRow()).toMatchObject({ status: "sent", subject: "Verify your e-mail" });
  });

  it("keeps the message in the outbox as logged when no SMTP server is configured", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: "x@example.co.za",
      log: silentLog,
    });
    const result = await mailer.send({
      to: "sipho@example.co.za",
      subject: "Kept",
      text: "body",
      links: ["https://a.example/x"],
    });
    expect(result.status).toBe("logged");
    const row = await newestOutboxRow();
    expect(row).toMatchObject({
      status: "logged",
      toAddress: "sipho@example.co.za",
      links: ["https://a.example/x"],
    });
  });

  it("records a failed delivery without throwing", async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@example.co.za",
      log: silentLog,
    });
    const result = await mailer.send({ to: "nobody@example.co.za", subject: "Unreachable", text: "body" });
    expect(result.status).toBe("failed");
    const [row] = await database.db
      .select()
      .from(mailOutboxTable)
      .where(eq(mailOutboxTable.subject, "Unreachable"));
    expect(row?.status).toBe("failed");
    expect(row?.error).toBeTruthy();
  });
});
