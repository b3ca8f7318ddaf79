import { todayInSouthAfrica } from "@inkundla/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSignedInStaffMember, registerFirmOwner } from "../../testing/firm-people.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { taskTable } from "../tasks/task.tables.ts";

let testApp: TestApp;
let sequence = 0;

function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}.${sequence}@dashboard-deadlines.example.co.za`;
}

/** Today in South Africa moved by a number of days, YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const date = new Date(`${todayInSouthAfrica()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

// The matters and tasks APIs are written alongside this one: rows go straight into the tables.
async function insertMatter(firmId: string, reference: string) {
  const [client] = await testApp.database.db
    .insert(clientTable)
    .values({ firmId, type: "individual", name: `Client ${reference}` })
    .returning({ id: clientTable.id });
  const [matter] = await testApp.database.db
    .insert(matterTable)
    .values({ firmId, clientId: client!.id, reference, title: `Matter ${reference}`, type: "Litigation" })
    .returning({ id: matterTable.id });
  return matter!.id;
}

async function insertTask(values: typeof taskTable.$inferInsert) {
  const [task] = await testApp.database.db.insert(taskTable).values(values).returning({ id: taskTable.id });
  return task!.id;
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/dashboard/deadlines", () => {
  it("refuses a signed-out caller with 401", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/dashboard/deadlines" });
    expect(response.statusCode).toBe(401);
  });

  it("answers an empty list for a new firm", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("empty") });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/dashboard/deadlines",
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it("lists the firm's open deadlines soonest first, flags overdue ones and names the assignee", async () => {
    const owner = await registerFirmOwner(testApp.app, {
      email: uniqueEmail("owner"),
      firstName: "Nomsa",
      lastName: "Zulu",
    });
    const firmId = owner.user.firmId!;
    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId,
      email: uniqueEmail("staff"),
      firstName: "Sipho",
      lastName: "Mokoena",
    });
    const matterId = await insertMatter(firmId, "MAT-2026-0001");
    const upcoming = await insertTask({
      firmId,
      matterId,
      title: "Plea",
      dueOn: dayFromToday(7),
      isDeadline: true,
      priority: "high",
      assigneeUserId: staff.user.id,
    });
    const dueToday = await insertTask({
      firmId,
      matterId,
      title: "Notice to defend",
      dueOn: dayFromToday(0),
      isDeadline: true,
    });
    const overdue = await insertTask({
      firmId,
      matterId,
      title: "Answering affidavit",
      dueOn: dayFromToday(-2),
      isDeadline: true,
      assigneeUserId: owner.user.id,
    });
    await insertTask({
      firmId,
      matterId,
      title: "Done",
      dueOn: dayFromToday(1),
      isDeadline: true,
      isDone: true,
    });
    await insertTask({ firmId, matterId, title: "Ordinary task", dueOn: dayFromToday(1) });
    await insertTask({ firmId, matterId, title: "No date", isDeadline: true });
    const otherFirm = await registerFirmOwner(testApp.app, { email: uniqueEmail("other") });
    const otherMatterId = await insertMatter(otherFirm.user.firmId!, "MAT-2026-0001");
    await insertTask({
      firmId: otherFirm.user.firmId!,
      matterId: otherMatterId,
      title: "Other firm's deadline",
      dueOn: dayFromToday(1),
      isDeadline: true,
    });

    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/dashboard/deadlines",
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const matter = { id: matterId, reference: "MAT-2026-0001", title: "Matter MAT-2026-0001" };
    expect(response.json().items).toEqual([
      {
        taskId: overdue,
        title: "Answering affidavit",
        dueOn: dayFromToday(-2),
        isOverdue: true,
        priority: "medium",
        matter,
        assignee: { userId: owner.user.id, name: "Nomsa Zulu" },
      },
      {
        taskId: dueToday,
        title: "Notice to defend",
        dueOn: dayFromToday(0),
        isOverdue: false,
        priority: "medium",
        matter,
        assignee: null,
      },
      {
        taskId: upcoming,
        title: "Plea",
        dueOn: dayFromToday(7),
        isOverdue: false,
        priority: "high",
        matter,
        assignee: { userId: staff.user.id, name: "Sipho Mokoena" },
      },
    ]);
  });

  it("lists at most 10", async () => {
    const owner = await registerFirmOwner(testApp.app, { email: uniqueEmail("busy") });
    const firmId = owner.user.firmId!;
    const matterId = await insertMatter(firmId, "MAT-2026-0002");
    for (let index = 0; index < 12; index += 1) {
      await insertTask({
        firmId,
        matterId,
        title: `Deadline ${index}`,
        dueOn: dayFromToday(index),
        isDeadline: true,
      });
    }
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/dashboard/deadlines",
      headers: { cookie: owner.cookie },
    });
    const items = response.json().items as { title: string }[];
    expect(items).toHaveLength(10);
    expect(items[0]?.title).toBe("Deadline 0");
    expect(items.at(-1)?.title).toBe("Deadline 9");
  });
});
