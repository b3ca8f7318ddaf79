import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

let testApp: TestApp;
let owner: FirmOwner;
let outsider: FirmOwner;
let matterId: string;
let outsiderMatterId: string;
let outsiderTaskId: string;

/** Test setup only: a client and an active matter written straight into the tables. */
async function insertMatter(firmId: string, title = "Mokoena v Minister of Police"): Promise<string> {
  const db = testApp.database.db;
  const [client] = await db
    .insert(clientTable)
    .values({ firmId, type: "individual", name: "Lerato Mokoena" })
    .returning({ id: clientTable.id });
  const [matter] = await db
    .insert(matterTable)
    .values({
      firmId,
      clientId: client?.id as string,
      reference: `TSK-2026-${randomUUID().slice(0, 8)}`,
      title,
      type: "Litigation",
    })
    .returning({ id: matterTable.id });
  return matter?.id as string;
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "task-owner");
  outsider = await registerFirmOwner(testApp, "task-outsider");
  matterId = await insertMatter(owner.firmId);
  outsiderMatterId = await insertMatter(outsider.firmId, "Outsider matter");
  const created = await call("POST", `/api/matters/${outsiderMatterId}/tasks`, {
    cookie: outsider.cookie,
    payload: { title: "Outsider's task" },
  });
  expect(created.statusCode).toBe(201);
  outsiderTaskId = created.json().id;
});
afterAll(async () => {
  await testApp?.close();
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
function call(method: Method, url: string, options: { cookie?: string; payload?: unknown } = {}) {
  return testApp.app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

function addTask(payload: Record<string, unknown>, cookie = owner.cookie, onMatter = matterId) {
  return call("POST", `/api/matters/${onMatter}/tasks`, { cookie, payload });
}

async function countTasks(firmId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    testApp.database.db,
    sql`select count(*) as count from task where firm_id = ${firmId}`,
  );
  return Number(rows[0]?.count);
}

async function readTaskRow(taskId: string) {
  const rows = await queryRows<{ title: string; is_done: boolean; done_at: Date | null }>(
    testApp.database.db,
    sql`select title, is_done, done_at from task where id = ${taskId}`,
  );
  return rows[0] ?? null;
}

describe("access to the task calls", () => {
  const ANY_ID = "00000000-0000-4000-8000-000000000000";
  const calls: [Method, string, unknown][] = [
    ["GET", `/api/matters/${ANY_ID}/tasks`, undefined],
    ["POST", `/api/matters/${ANY_ID}/tasks`, { title: "x" }],
    ["GET", "/api/tasks", undefined],
    ["PATCH", `/api/tasks/${ANY_ID}`, { isDone: true }],
    ["DELETE", `/api/tasks/${ANY_ID}`, undefined],
  ];

  it.each(calls)("%s %s answers 401 without a session", async (method, url, payload) => {
    expect((await call(method, url, { payload })).statusCode).toBe(401);
  });

  it("answers 404 to listing or adding tasks on another firm's matter, and adds none", async () => {
    const before = await countTasks(outsider.firmId);
    const listed = await call("GET", `/api/matters/${outsiderMatterId}/tasks`, { cookie: owner.cookie });
    expect(listed.statusCode).toBe(404);
    const added = await addTask({ title: "Sneaky" }, owner.cookie, outsiderMatterId);
    expect(added.statusCode).toBe(404);
    expect(added.json().message).toBe("No such matter in your firm.");
    expect(await countTasks(outsider.firmId)).toBe(before);
    expect(await countTasks(owner.firmId)).toBe(0);
  });

  it("answers 404 to changing or deleting another firm's task, which stays as it was", async () => {
    const patch = await call("PATCH", `/api/tasks/${outsiderTaskId}`, {
      cookie: owner.cookie,
      payload: { isDone: true, title: "Taken over" },
    });
    expect(patch.statusCode).toBe(404);
    const removal = await call("DELETE", `/api/tasks/${outsiderTaskId}`, { cookie: owner.cookie });
    expect(removal.statusCode).toBe(404);
    expect(await readTaskRow(outsiderTaskId)).toMatchObject({ title: "Outsider's task", is_done: false });
  });

  it("answers 404 to an id that is not an id at all", async () => {
    expect((await call("GET", "/api/matters/nonsense/tasks", { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/tasks/nonsense", { cookie: owner.cookie })).statusCode).toBe(404);
  });

  it("never lists another firm's tasks in the firm-wide list", async () => {
    const response = await call("GET", "/api/tasks", { cookie: owner.cookie });
    const ids = (response.json() as { id: string }[]).map((task) => task.id);
    expect(ids).not.toContain(outsiderTaskId);
  });
});

describe("tasks on a matter", () => {
  it("adds a task with 201 and answers it with its matter and assignee", async () => {
    const response = await addTask({
      title: "File notice of intention to defend",
      description: "Serve on the plaintiff's attorneys as well",
      assigneeUserId: owner.userId,
      dueOn: "2026-06-12",
      priority: "high",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(String),
      matterId,
      matterTitle: "Mokoena v Minister of Police",
      title: "File notice of intention to defend",
      description: "Serve on the plaintiff's attorneys as well",
      assigneeUserId: owner.userId,
      assigneeName: "Thandi task-owner",
      dueOn: "2026-06-12",
      priority: "high",
      isDone: false,
      doneAt: null,
      isDeadline: false,
      deadline: null,
    });
    const audit = await queryRows<{ action: string }>(
      testApp.database.db,
      sql`select action from audit_event where entity_id = ${response.json().id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(["task.created"]);
  });

  it("stores a court deadline with how it was computed", async () => {
    const response = await addTask({
      title: "Plea due",
      dueOn: "2026-05-04",
      priority: "urgent",
      deadline: {
        rule: "Uniform Rule 22(1): plea",
        startOn: "2026-04-01",
        days: 20,
        counting: "court",
        excludeDiesNon: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isDeadline: true,
      dueOn: "2026-05-04",
      deadline: {
        rule: "Uniform Rule 22(1): plea",
        startOn: "2026-04-01",
        days: 20,
        counting: "court",
        excludeDiesNon: true,
      },
    });
    const rows = await queryRows<Record<string, unknown>>(
      testApp.database.db,
      sql`select is_deadline, deadline_rule, deadline_start_on::text, deadline_days, deadline_counting,
            deadline_excludes_dies_non from task where id = ${response.json().id}`,
    );
    expect(rows[0]).toEqual({
      is_deadline: true,
      deadline_rule: "Uniform Rule 22(1): plea",
      deadline_start_on: "2026-04-01",
      deadline_days: 20,
      deadline_counting: "court",
      deadline_excludes_dies_non: true,
    });
  });

  it.each([
    ["no title", {}, "title: Title is required"],
    ["a blank title", { title: "  " }, "title: Title is required"],
    [
      "an unknown priority",
      { title: "x", priority: "critical" },
      "priority: Priority must be low, medium, high or urgent",
    ],
    [
      "a date that does not exist",
      { title: "x", dueOn: "2026-02-30" },
      "dueOn: Due date must be a real date written YYYY-MM-DD, e.g. 2026-05-14",
    ],
    [
      "a deadline without its due date",
      { title: "x", deadline: { startOn: "2026-04-01", days: 5, counting: "court", excludeDiesNon: false } },
      "dueOn: A deadline needs its due date (dueOn)",
    ],
    [
      "an unknown way of counting days",
      {
        title: "x",
        dueOn: "2026-04-10",
        deadline: { startOn: "2026-04-01", days: 5, counting: "weekdays", excludeDiesNon: false },
      },
      "deadline.counting: Counting must be court, calendar or ccma",
    ],
  ])("refuses %s with 400 and adds nothing", async (_case, payload, message) => {
    const before = await countTasks(owner.firmId);
    const response = await addTask(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countTasks(owner.firmId)).toBe(before);
  });

  it("refuses an assignee from another firm with 400", async () => {
    const before = await countTasks(owner.firmId);
    const response = await addTask({ title: "Brief counsel", assigneeUserId: outsider.userId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The assignee must be a member of your firm/);
    expect(await countTasks(owner.firmId)).toBe(before);

    const existing = (await addTask({ title: "Brief counsel" })).json();
    const reassigned = await call("PATCH", `/api/tasks/${existing.id}`, {
      cookie: owner.cookie,
      payload: { assigneeUserId: outsider.userId },
    });
    expect(reassigned.statusCode).toBe(400);
  });

  it("lists open tasks first, the soonest due first", async () => {
    const matter = await insertMatter(owner.firmId, "Ordering matter");
    const later = (await addTask({ title: "Later", dueOn: "2026-09-01" }, owner.cookie, matter)).json();
    await addTask({ title: "Undated" }, owner.cookie, matter);
    const done = (await addTask({ title: "Done", dueOn: "2026-01-01" }, owner.cookie, matter)).json();
    await addTask({ title: "Sooner", dueOn: "2026-07-01" }, owner.cookie, matter);
    await call("PATCH", `/api/tasks/${done.id}`, { cookie: owner.cookie, payload: { isDone: true } });

    const response = await call("GET", `/api/matters/${matter}/tasks`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-total-count"]).toBe("4");
    expect((response.json() as { title: string }[]).map((task) => task.title)).toEqual([
      "Sooner",
      "Later",
      "Undated",
      "Done",
    ]);
    expect(later.dueOn).toBe("2026-09-01");
  });

  it("completes a task (setting when) and opens it again (clearing it)", async () => {
    const task = (await addTask({ title: "Draft heads of argument" })).json();
    const completed = await call("PATCH", `/api/tasks/${task.id}`, {
      cookie: owner.cookie,
      payload: { isDone: true },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ isDone: true, doneAt: expect.any(String) });
    const audit = await queryRows<{ action: string }>(
      testApp.database.db,
      sql`select action from audit_event where entity_id = ${task.id} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(["task.created", "task.completed"]);

    const reopened = await call("PATCH", `/api/tasks/${task.id}`, {
      cookie: owner.cookie,
      payload: { isDone: false },
    });
    expect(reopened.json()).toMatchObject({ isDone: false, doneAt: null });
    expect(await readTaskRow(task.id)).toMatchObject({ is_done: false, done_at: null });
  });

  it("changes the title, due date, priority and assignee, and clears them with null", async () => {
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("task-staff"),
      firstName: "Sipho",
      lastName: "Dube",
    });
    const task = (await addTask({ title: "Call the sheriff" })).json();
    const changed = await call("PATCH", `/api/tasks/${task.id}`, {
      cookie: staff.cookie,
      payload: {
        title: "Call the sheriff of Pretoria",
        dueOn: "2026-06-01",
        priority: "low",
        assigneeUserId: staff.user.id,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: "Call the sheriff of Pretoria",
      dueOn: "2026-06-01",
      priority: "low",
      assigneeName: "Sipho Dube",
    });
    const mine = await call("GET", "/api/tasks?assignee=me&open=true", { cookie: staff.cookie });
    expect((mine.json() as { id: string }[]).map((row) => row.id)).toEqual([task.id]);

    const cleared = await call("PATCH", `/api/tasks/${task.id}`, {
      cookie: owner.cookie,
      payload: { dueOn: null, assigneeUserId: null },
    });
    expect(cleared.json()).toMatchObject({ dueOn: null, assigneeUserId: null, assigneeName: null });
  });

  it("deletes a task", async () => {
    const task = (await addTask({ title: "Temporary" })).json();
    const response = await call("DELETE", `/api/tasks/${task.id}`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(await readTaskRow(task.id)).toBeNull();
    expect((await call("DELETE", `/api/tasks/${task.id}`, { cookie: owner.cookie })).statusCode).toBe(404);
  });
});
