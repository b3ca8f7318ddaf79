import type { TFirmMemberSummary, TTask } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { MatterTasksPanel } from "./matter-tasks-panel";

const MATTER_ID = "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f";

const MEMBERS: TFirmMemberSummary[] = [
  {
    userId: "user-1",
    name: "Thandi Mokoena",
    email: "thandi@firm.co.za",
    role: "managing_partner",
    hourlyRateCents: null,
  },
  {
    userId: "user-2",
    name: "Sipho Dube",
    email: "sipho@firm.co.za",
    role: "associate",
    hourlyRateCents: 90_000,
  },
];

function buildTask(overrides: Partial<TTask> = {}): TTask {
  return {
    id: "task-1",
    matterId: MATTER_ID,
    matterTitle: "Mokoena v Minister of Police",
    matterReference: "MAT-2026-0001",
    title: "Brief counsel",
    description: null,
    assigneeUserId: "user-2",
    assigneeName: "Sipho Dube",
    dueOn: "2099-06-12",
    priority: "medium",
    isDone: false,
    doneAt: null,
    isDeadline: false,
    deadline: null,
    createdAt: "2026-03-01T08:00:00.000Z",
    ...overrides,
  };
}

const DEADLINE_TASK = buildTask({
  id: "task-2",
  title: "Plea due",
  priority: "urgent",
  isDeadline: true,
  assigneeUserId: null,
  assigneeName: null,
  deadline: {
    rule: "Uniform Rule 22(1)",
    startOn: "2099-04-01",
    days: 20,
    counting: "court",
    excludeDiesNon: true,
  },
});

function stubTaskServer(initial: TTask[]) {
  let tasks = [...initial];
  const writes: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = stubFetch((path, init) => {
    const method = init.method ?? "GET";
    const [pathname] = path.split("?");
    const body = init.body ? JSON.parse(String(init.body)) : null;
    if (method !== "GET") writes.push({ method, path, body });
    if (method === "GET" && pathname === `/api/matters/${MATTER_ID}/tasks`) return jsonResponse(200, tasks);
    if (method === "GET" && pathname === "/api/firm/members") return jsonResponse(200, MEMBERS);
    if (method === "POST" && pathname === `/api/matters/${MATTER_ID}/tasks`) {
      const created = buildTask({
        id: "task-new",
        ...body,
        assigneeName: MEMBERS.find((member) => member.userId === body.assigneeUserId)?.name ?? null,
      });
      tasks = [...tasks, created];
      return jsonResponse(201, created);
    }
    if (method === "PATCH" && pathname?.startsWith("/api/tasks/")) {
      const taskId = pathname.split("/").at(-1);
      tasks = tasks.map((task) =>
        task.id === taskId
          ? { ...task, ...body, doneAt: body.isDone ? "2026-03-02T08:00:00.000Z" : null }
          : task,
      );
      return jsonResponse(
        200,
        tasks.find((task) => task.id === taskId),
      );
    }
    if (method === "DELETE" && pathname?.startsWith("/api/tasks/")) {
      const taskId = pathname.split("/").at(-1);
      tasks = tasks.filter((task) => task.id !== taskId);
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { message: `unexpected ${method} ${path}`, code: "not_found" });
  });
  return { fetchMock, writes };
}

const renderPanel = () =>
  renderWithProviders(<MatterTasksPanel matterId={MATTER_ID} />, { user: buildUser() });

describe("MatterTasksPanel", () => {
  it("lists tasks with assignee, due date, priority and a Deadline badge with its rule", async () => {
    stubTaskServer([buildTask(), DEADLINE_TASK]);
    renderPanel();

    const row = (await screen.findByText("Brief counsel")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Sipho Dube")).toBeTruthy();
    expect(within(row).getByText("Medium")).toBeTruthy();
    const deadlineRow = screen.getByText("Plea due").closest("tr") as HTMLElement;
    expect(within(deadlineRow).getByText("Deadline")).toBeTruthy();
    expect(within(deadlineRow).getByText(/Uniform Rule 22\(1\) · 20 court days from/)).toBeTruthy();
    expect(within(deadlineRow).getByText("Urgent")).toBeTruthy();
    expect(within(deadlineRow).getByText("Unassigned")).toBeTruthy();
  });

  it("names a deadline saved from a preset rule by the rule's name, not its id, and writes dates en-ZA", async () => {
    stubTaskServer([
      buildTask({
        ...DEADLINE_TASK,
        dueOn: "2099-04-29",
        deadline: {
          rule: "hc-notice-of-intention-to-defend",
          startOn: "2099-04-15",
          days: 10,
          counting: "court",
          excludeDiesNon: true,
        },
      }),
    ]);
    renderPanel();

    const deadlineRow = (await screen.findByText("Plea due")).closest("tr") as HTMLElement;
    expect(
      within(deadlineRow).getByText(
        "Notice of intention to defend (Uniform Rule 19(1)) · 10 court days from 15 Apr 2099",
      ),
    ).toBeTruthy();
    expect(within(deadlineRow).getByText("29 Apr 2099")).toBeTruthy();
    expect(deadlineRow.textContent).not.toContain("hc-notice-of-intention-to-defend");
  });

  it("shows an empty state when the matter has no tasks", async () => {
    stubTaskServer([]);
    renderPanel();
    expect(await screen.findByText(/No tasks on this matter yet/)).toBeTruthy();
  });

  it("adds a task with its assignee, due date and priority", async () => {
    const { writes } = stubTaskServer([]);
    renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add task" });
    await waitFor(() => expect(within(form).getByRole("option", { name: "Sipho Dube" })).toBeTruthy());

    await user.type(within(form).getByRole("textbox", { name: "New task" }), "File heads of argument");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Assignee" }), "user-2");
    await user.type(within(form).getByLabelText("Due date"), "2099-07-15");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Priority" }), "high");
    await user.click(within(form).getByRole("button", { name: "Add Task" }));

    expect(await screen.findByText("File heads of argument")).toBeTruthy();
    expect(writes).toEqual([
      {
        method: "POST",
        path: `/api/matters/${MATTER_ID}/tasks`,
        body: {
          title: "File heads of argument",
          priority: "high",
          assigneeUserId: "user-2",
          dueOn: "2099-07-15",
        },
      },
    ]);
    expect((within(form).getByRole("textbox", { name: "New task" }) as HTMLInputElement).value).toBe("");
  });

  it("refuses a task without a title and sends nothing", async () => {
    const { writes } = stubTaskServer([]);
    renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add task" });
    await user.click(within(form).getByRole("button", { name: "Add Task" }));

    expect(await within(form).findByText("Title is required")).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("ticks a task off as done", async () => {
    const { writes } = stubTaskServer([buildTask()]);
    renderPanel();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("checkbox", { name: 'Mark "Brief counsel" as done' }));

    expect(await screen.findByRole("checkbox", { name: 'Mark "Brief counsel" as not done' })).toBeTruthy();
    expect(writes).toEqual([{ method: "PATCH", path: "/api/tasks/task-1", body: { isDone: true } }]);
  });

  it("deletes a task only after confirmation", async () => {
    const { writes } = stubTaskServer([buildTask()]);
    renderPanel();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: 'Delete task "Brief counsel"' }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Task" });
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByText("Brief counsel")).toBeNull());
    expect(writes).toEqual([{ method: "DELETE", path: "/api/tasks/task-1", body: null }]);
  });
});
