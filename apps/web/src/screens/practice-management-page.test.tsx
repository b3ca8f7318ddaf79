import type { TMatterListItem } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { PracticeManagementPage } from "./practice-management-page";

const RECENT: TMatterListItem = {
  id: "matter-1",
  title: "Supply contract dispute",
  reference: "MAT-2026-0001",
  clientId: "client-1",
  clientName: "Mokoena Holdings",
  status: "active",
  type: "Commercial Law",
  lastActivity: "2026-04-08T10:00:00.000Z",
  responsibleUserId: "user-1",
  responsibleName: "Thandi Mokoena",
  openedOn: "2026-04-01",
};

function stubPracticeServer() {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    if (key === "GET /api/matters") return jsonResponse(200, [RECENT]);
    if (key === "GET /api/clients") return jsonResponse(200, []);
    // The time, billing and deadline parts of the page belong to other modules and are not under test.
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

describe("PracticeManagementPage", () => {
  it("shows the spec's five tabs with Overview first and 5 recent matters on it", async () => {
    const fetchMock = stubPracticeServer();
    renderWithProviders(<PracticeManagementPage />, { route: "/practice", user: buildUser() });

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Clients",
      "Matters",
      "Time Tracking",
      "Billing",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    const card = (await screen.findByRole("heading", { name: "Recent Matters" })).closest(
      ".mantine-Paper-root",
    ) as HTMLElement;
    expect(await within(card).findByText("Supply contract dispute")).toBeTruthy();
    const recentRequest = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.startsWith("/api/matters"));
    expect(recentRequest).toBe("/api/matters?limit=5&offset=0");
  });

  it("switches to the Matters tab from the recent matters' View All", async () => {
    stubPracticeServer();
    renderWithProviders(<PracticeManagementPage />, { route: "/practice", user: buildUser() });
    const user = userEvent.setup();
    const card = (await screen.findByRole("heading", { name: "Recent Matters" })).closest(
      ".mantine-Paper-root",
    ) as HTMLElement;

    await user.click(within(card).getByRole("button", { name: "View All" }));

    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Matters" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(screen.getByRole("button", { name: "New Matter" })).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Matters" })).toBeTruthy();
  });

  it("opens the tab named in the address", async () => {
    stubPracticeServer();
    renderWithProviders(<PracticeManagementPage />, { route: "/practice?tab=clients", user: buildUser() });

    expect(screen.getByRole("tab", { name: "Clients" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Add Client" })).toBeTruthy();
    expect(await screen.findByText("No clients yet")).toBeTruthy();
  });
});
