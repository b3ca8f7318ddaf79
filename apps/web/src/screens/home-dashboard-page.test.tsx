import { DEFAULT_USER_PREFERENCES, EMPTY_DASHBOARD_STATS, type TDashboardStats } from "@inkundla/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { HomeDashboardPage } from "./home-dashboard-page";

function fakeDashboardServer(
  options: {
    isDatabaseUp?: boolean;
    activity?: unknown[];
    deadlines?: unknown[];
    stats?: Partial<TDashboardStats>;
  } = {},
) {
  return stubFetch((path) => {
    if (path === "/api/dashboard/deadlines") return jsonResponse(200, { items: options.deadlines ?? [] });
    if (path === "/api/dashboard/stats") {
      return jsonResponse(200, { ...EMPTY_DASHBOARD_STATS, teamSize: 3, ...options.stats });
    }
    if (path === "/api/dashboard/activity") return jsonResponse(200, { items: options.activity ?? [] });
    if (path === "/api/user/preferences") return jsonResponse(200, DEFAULT_USER_PREFERENCES);
    if (path === "/readyz") {
      return options.isDatabaseUp === false
        ? jsonResponse(503, { message: "The database is not reachable.", code: "database_unavailable" })
        : jsonResponse(200, { status: "ok", database: "postgres" });
    }
    return jsonResponse(404, { message: "not found", code: "not_found" });
  });
}

describe("HomeDashboardPage", { timeout: 20_000 }, () => {
  it("welcomes the person and shows the firm's figures, zero until there are records", async () => {
    fakeDashboardServer();
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });

    expect(screen.getByRole("heading", { name: "Welcome back, Thandi" })).toBeTruthy();
    expect(await screen.findByText("3")).toBeTruthy();
    // The rand amounts keep en-ZA's non-breaking spaces, which the matcher reads as spaces.
    expect(screen.getByText("R 0,0M")).toBeTruthy();
    expect(screen.getAllByText("R 0,00")).toHaveLength(2);
    expect(screen.getAllByText("0,0 h")).toHaveLength(2);
  });

  it("shows all of this month's hours and the billable ones as two different figures, in en-ZA", async () => {
    fakeDashboardServer({ stats: { hoursThisMonth: 12.5, billableHours: 10 } });
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });

    const figureCard = (label: string) => within(screen.getByText(label).parentElement as HTMLElement);
    expect(await figureCard("Hours This Month").findByText("12,5 h")).toBeTruthy();
    expect(figureCard("Hours This Month").getByText("All time logged")).toBeTruthy();
    expect(figureCard("Billable Hours").getByText("10,0 h")).toBeTruthy();
    expect(figureCard("Billable Hours").getByText("This month, logged at a rate")).toBeTruthy();
  });

  it("links the quick actions to their modules", () => {
    fakeDashboardServer();
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });
    expect(screen.getByRole("link", { name: "Generate Document" }).getAttribute("href")).toBe(
      "/document-automation",
    );
    expect(screen.getByRole("link", { name: "Track Time" }).getAttribute("href")).toBe("/practice");
  });

  it("lists recent activity newest first, with an empty deadlines list and the database status", async () => {
    fakeDashboardServer({
      activity: [
        {
          id: "2",
          action: "auth.login",
          description: "Thandi Mokoena signed in",
          occurredAt: new Date().toISOString(),
        },
        {
          id: "1",
          action: "auth.registered",
          description: "Thandi Mokoena created the firm's Inkundla account",
          occurredAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
        },
      ],
    });
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });

    const list = await screen.findByRole("list", { name: "Recent activity" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Thandi Mokoena signed injust now",
      "Thandi Mokoena created the firm's Inkundla account3 hours ago",
    ]);
    expect(screen.getByText("No upcoming deadlines")).toBeTruthy();
    expect(await screen.findByText("Operational")).toBeTruthy();
  });

  it("lists the firm's open deadlines soonest first, flagging overdue ones", async () => {
    const matter = { id: "matter-1", reference: "MAT-2026-0001", title: "Mokoena v Dlamini" };
    fakeDashboardServer({
      deadlines: [
        {
          taskId: "task-1",
          title: "Answering affidavit",
          dueOn: "2026-03-02",
          isOverdue: true,
          priority: "high",
          matter,
          assignee: { userId: "user-1", name: "Thandi Mokoena" },
        },
        {
          taskId: "task-2",
          title: "Plea",
          dueOn: "2026-04-10",
          isOverdue: false,
          priority: "high",
          matter,
          assignee: null,
        },
      ],
    });
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });

    const list = await screen.findByRole("list", { name: "Upcoming deadlines" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Answering affidavitMAT-2026-0001 · Mokoena v Dlamini · Thandi MokoenaMon, 02 Mar 2026Overdue",
      "PleaMAT-2026-0001 · Mokoena v DlaminiFri, 10 Apr 2026",
    ]);
    expect(screen.queryByText("No upcoming deadlines")).toBeNull();
  });

  it("opens the deadline calculator from the deadlines card", async () => {
    fakeDashboardServer();
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });
    fireEvent.click(screen.getByRole("button", { name: "Calculate a deadline" }));
    expect(await screen.findByRole("form", { name: "Deadline calculator" })).toBeTruthy();
  });

  it("says when the database cannot be reached", async () => {
    fakeDashboardServer({ isDatabaseUp: false });
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser() });
    expect(await screen.findByText("Unreachable")).toBeTruthy();
  });

  it("greets someone without a first name as Legal Professional", () => {
    fakeDashboardServer();
    renderWithProviders(<HomeDashboardPage />, { route: "/home", user: buildUser({ firstName: null }) });
    expect(screen.getByRole("heading", { name: "Welcome back, Legal Professional" })).toBeTruthy();
  });
});
