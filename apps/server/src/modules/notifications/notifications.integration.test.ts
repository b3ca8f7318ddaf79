import { randomUUID } from "node:crypto";
import { addDaysToDate, formatCents, type TNotification, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember, type SignedInPerson } from "../../testing/firm-people.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { invoiceTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { taskTable } from "../tasks/task.tables.ts";
import { trustAccountTable } from "../trust/trust.tables.ts";
import { NOTIFICATION_MORNING_JOB, queueMorningRunIfDue } from "./notification-digest.job.ts";

let testApp: TestApp;
let call: Caller;
let smtp: SmtpCatcher;
let owner: FirmOwner;
let associate: SignedInPerson;
let outsider: FirmOwner;
let matterId: string;
let clientId: string;
const today = todayInSouthAfrica();
/** 07:00 in South Africa today: past the morning hour. */
const thisMorning = new Date(`${today}T05:00:00Z`);

/** Test setup only: rows written straight into the tables, as the other modules would have. */
async function insertClientAndMatter(firmId: string) {
  const db = testApp.database.db;
  const [client] = await db
    .insert(clientTable)
    .values({ firmId, type: "individual", name: "Lerato Mokoena" })
    .returning({ id: clientTable.id });
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId: client!.id,
      reference: `NTF-2026-${randomUUID().slice(0, 8)}`,
      title: "Mokoena v Minister of Police",
      type: "Litigation",
    })
    .returning({ id: matterTable.id });
  return { clientId: client!.id, matterId: matter!.id };
}

async function insertDeadline(input: { title: string; dueOn: string; assigneeUserId: string | null }) {
  const [task] = await testApp.database.db
    .insert(taskTable)
    .values({ firmId: owner.firmId, matterId, isDeadline: true, ...input })
    .returning({ id: taskTable.id });
  return task!.id;
}

async function insertSentInvoice(number: string, dueDate: string) {
  const [invoice] = await testApp.database.db
    .insert(invoiceTable)
    .values({
      firmId: owner.firmId,
      clientId,
      matterId,
      status: "sent",
      number,
      sequence: Number(number.replace(/\D/g, "")),
      issueDate: addDaysToDate(dueDate, -30),
      dueDate,
      subtotalCents: 100_000,
      vatCents: 15_000,
      totalCents: 115_000,
      paidCents: 15_000,
      createdBy: owner.userId,
    })
    .returning({ id: invoiceTable.id });
  return invoice!.id;
}

const morningDeps = () => ({ db: testApp.database.db, jobs: testApp.jobs });

async function listFor(cookie: string) {
  const response = await call("GET", "/api/notifications", { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: TNotification[]; unreadCount: number };
}

async function notificationRows(userId: string) {
  return queryRows<{ kind: string; source_key: string; emailed_at: Date | null }>(
    testApp.database.db,
    sql`select kind, source_key, emailed_at from notification where user_id = ${userId} order by source_key`,
  );
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000", SMTP_URL: smtp.url });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "notify-owner");
  outsider = await registerFirmOwner(testApp, "notify-outsider");
  associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
    firmId: owner.firmId,
    email: uniqueAddress("notify-associate"),
    role: "associate",
  });
  ({ clientId, matterId } = await insertClientAndMatter(owner.firmId));
  await insertDeadline({
    title: "File the answering affidavit",
    dueOn: today,
    assigneeUserId: associate.user.id,
  });
  await insertDeadline({ title: "Heads of argument", dueOn: addDaysToDate(today, 40), assigneeUserId: null });
  await insertDeadline({ title: "Notice of intention to defend", dueOn: today, assigneeUserId: null });
  await insertSentInvoice("INV-000101", addDaysToDate(today, -1));
  await insertSentInvoice("INV-000102", addDaysToDate(today, -60));
  await testApp.database.db.insert(trustAccountTable).values({
    firmId: owner.firmId,
    name: "Main trust account",
    bank: "fnb",
    accountNumber: "62000000001",
    kind: "s86_2",
    openedOn: "2025-01-01",
  });
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

describe("notifications of what has come due", () => {
  it("tell the assignee of a deadline due within three court days, and no one of a later one", async () => {
    const { items } = await listFor(associate.cookie);
    const deadlines = items.filter((item) => item.kind === "deadline_due");
    expect(deadlines.map((item) => item.title)).toEqual([
      expect.stringMatching(/^Deadline .+: File the answering affidavit$/),
    ]);
    expect(deadlines[0]?.link).toBe(`/practice/matters/${matterId}?tab=tasks`);
    expect(items.some((item) => item.kind === "invoice_overdue" || item.kind === "trust_month_open")).toBe(
      false,
    );
  });

  it("tell the owner of unassigned deadlines, invoices overdue since yesterday and last month's trust sign-off", async () => {
    const { items, unreadCount } = await listFor(owner.cookie);
    const titles = items.map((item) => item.title);
    expect(titles).toContainEqual(expect.stringMatching(/: Notice of intention to defend$/));
    expect(titles).not.toContainEqual(expect.stringMatching(/Heads of argument|File the answering/));
    expect(titles).toContain("Invoice INV-000101 is overdue");
    // Overdue for two months: it became overdue before this week and is not announced now.
    expect(titles).not.toContain("Invoice INV-000102 is overdue");
    const invoice = items.find((item) => item.kind === "invoice_overdue");
    expect(invoice?.body).toContain(formatCents(100_000));
    expect(items.filter((item) => item.kind === "trust_month_open").map((item) => item.title)).toEqual([
      expect.stringMatching(/^Reconcile and sign off Main trust account for /),
    ]);
    expect(unreadCount).toBe(items.length);
  });

  it("announce each event once, however often the records are looked over", async () => {
    const before = await notificationRows(owner.userId);
    await testApp.database.db.execute(
      sql`update notification_scan set scanned_at = now() - interval '1 hour'`,
    );
    await listFor(owner.cookie);
    expect(await notificationRows(owner.userId)).toEqual(before);
  });

  it("show another firm none of them, and ignore its attempt to mark them read", async () => {
    const ownerItems = (await listFor(owner.cookie)).items;
    const { items } = await listFor(outsider.cookie);
    expect(items).toEqual([]);
    const marked = await call("POST", "/api/notifications/read", {
      cookie: outsider.cookie,
      payload: { ids: ownerItems.map((item) => item.id) },
    });
    expect(marked.statusCode).toBe(200);
    expect((await listFor(owner.cookie)).unreadCount).toBe(ownerItems.length);
  });
});

describe("reading and choosing notifications", () => {
  it("mark one read, then all, and answer the unread count after each", async () => {
    const { items, unreadCount } = await listFor(owner.cookie);
    const one = await call("POST", "/api/notifications/read", {
      cookie: owner.cookie,
      payload: { ids: [items[0]!.id] },
    });
    expect(one.json()).toEqual({ unreadCount: unreadCount - 1 });
    const count = await call("GET", "/api/notifications/unread-count", { cookie: owner.cookie });
    expect(count.json()).toEqual({ unreadCount: unreadCount - 1 });
    const all = await call("POST", "/api/notifications/read", {
      cookie: owner.cookie,
      payload: { all: true },
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await listFor(owner.cookie)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it("leave out the kinds a person turned off", async () => {
    const off = await call("PUT", "/api/user/preferences", {
      cookie: associate.cookie,
      payload: { notifyDeadlines: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { items, unreadCount } = await listFor(associate.cookie);
    expect(items.filter((item) => item.kind === "deadline_due")).toEqual([]);
    expect(unreadCount).toBe(items.filter((item) => item.readAt === null).length);
    await call("PUT", "/api/user/preferences", {
      cookie: associate.cookie,
      payload: { notifyDeadlines: true },
    });
    expect((await listFor(associate.cookie)).items.some((item) => item.kind === "deadline_due")).toBe(true);
  });

  it("refuse a request without a session, and bad input, changing nothing", async () => {
    expect((await call("GET", "/api/notifications")).statusCode).toBe(401);
    const before = (await listFor(associate.cookie)).unreadCount;
    for (const payload of [{ ids: [] }, { ids: ["not-an-id"] }, { all: false }, {}]) {
      const response = await call("POST", "/api/notifications/read", { cookie: associate.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const tooMany = await call("GET", "/api/notifications?limit=500", { cookie: associate.cookie });
    expect(tooMany.statusCode).toBe(400);
    expect((await listFor(associate.cookie)).unreadCount).toBe(before);
  });
});

describe("finished AI work", () => {
  it("tells the person who asked when their contract analysis is ready", async () => {
    const started = await call("POST", "/api/contract-analyses", {
      cookie: associate.cookie,
      payload: {
        contractText:
          "1. The tenant pays rent of R 8 000 monthly in advance.\n2. Either party may cancel on one month's notice.",
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    await testApp.runJobs();
    const { items } = await listFor(associate.cookie);
    const ready = items.find((item) => item.kind === "ai_job_finished");
    expect(ready?.title).toMatch(/^Contract analysis ready: /);
    expect(ready?.link).toBe(`/contract-review/${started.json().id}`);
    expect((await listFor(owner.cookie)).items.some((item) => item.kind === "ai_job_finished")).toBe(false);
  });
});

describe("the morning run and the e-mail digest", () => {
  it("is queued once a day, only from the morning hour on", async () => {
    const beforeSix = new Date(`${today}T03:00:00Z`);
    expect(await queueMorningRunIfDue(morningDeps(), beforeSix)).toBe(false);
    expect(await queueMorningRunIfDue(morningDeps(), thisMorning)).toBe(true);
    expect(await queueMorningRunIfDue(morningDeps(), thisMorning)).toBe(false);
    await testApp.runJobs();
  });

  it("mails a daily reader their unread notifications once, and no one who did not ask", async () => {
    const turnedOn = await call("PUT", "/api/user/preferences", {
      cookie: associate.cookie,
      payload: { dailyDigest: true },
    });
    expect(turnedOn.statusCode).toBe(200);
    const sentBefore = smtp.messages.length;
    const runMorning = async () => {
      await testApp.jobs.send(testApp.database.db, NOTIFICATION_MORNING_JOB, { day: today });
      await testApp.runJobs();
    };
    await runMorning();
    const digest = await smtp.waitForMail(associate.email, { subject: /notifications? for you$/ });
    expect(digest.text).toContain("File the answering affidavit");
    expect(digest.text).toContain("Contract analysis ready");
    expect(digest.links).toContain(`http://localhost:5000/practice/matters/${matterId}?tab=tasks`);
    expect(smtp.messages.slice(sentBefore).flatMap((message) => message.to)).toEqual([
      associate.email.toLowerCase(),
    ]);
    expect((await notificationRows(associate.user.id)).every((row) => row.emailed_at !== null)).toBe(true);

    await runMorning();
    expect(smtp.messages.length).toBe(sentBefore + 1);
  });
});
