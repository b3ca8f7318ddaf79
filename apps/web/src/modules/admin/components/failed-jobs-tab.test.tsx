import type { TFailedJob } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AdminDashboardPage } from "../pages/admin-dashboard-page";
import { FailedJobsTab } from "./failed-jobs-tab";

const FAILED_PATH = "/api/admin/jobs/failed";
const adminUser = buildUser({ role: "admin", firmId: null, isFirmOwner: false });

function failedJob(overrides: Partial<TFailedJob> = {}): TFailedJob {
  return {
    id: "job-1",
    queue: "staff-invitation-email",
    about: "Invitation to lerato@example.co.za to join Ndlovu & Botha Attorneys",
    error:
      'The e-mail "You\'re invited to join Ndlovu & Botha Attorneys on Inkundla" to lerato@example.co.za was not delivered: 550 Mailbox unavailable',
    attempts: 6,
    createdAt: "2026-03-10T08:00:00.000Z",
    failedAt: "2026-03-10T08:31:00.000Z",
    ...overrides,
  };
}

describe("FailedJobsTab", () => {
  it("is a tab of the admin dashboard", async () => {
    stubFetch(() => jsonResponse(200, { jobs: [], total: 0 }));
    renderWithProviders(<AdminDashboardPage />, { route: "/admin?tab=jobs", user: adminUser });

    expect(screen.getByRole("tab", { name: "Failed Jobs" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
  });

  it("lists each failed job with what it was for, its last error, its attempts and when it failed", async () => {
    const fetchMock = stubFetch((path) =>
      path === FAILED_PATH
        ? jsonResponse(200, {
            jobs: [
              failedJob(),
              failedJob({
                id: "job-2",
                queue: "billing-invoice-email",
                about: "Invoice 7d0c… e-mailed to the client",
                error: "connect ECONNREFUSED 127.0.0.1:25",
                attempts: 3,
                failedAt: "2026-03-09T14:05:00.000Z",
              }),
            ],
            total: 2,
          })
        : jsonResponse(404, { message: "unexpected", code: "not_found" }),
    );
    renderWithProviders(<FailedJobsTab />, { user: adminUser });

    const table = await screen.findByRole("table", { name: "Failed jobs" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        "10 Mar 2026, 10:31",
        "Staff invitation e-mailInvitation to lerato@example.co.za to join Ndlovu & Botha Attorneys",
        'The e-mail "You\'re invited to join Ndlovu & Botha Attorneys on Inkundla" to lerato@example.co.za was not delivered: 550 Mailbox unavailable',
        "6",
      ],
      [
        "09 Mar 2026, 16:05",
        "Invoice e-mailInvoice 7d0c… e-mailed to the client",
        "connect ECONNREFUSED 127.0.0.1:25",
        "3",
      ],
    ]);
    // Read-only: the tab only reads the list.
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? "GET"} ${String(input)}`)).toEqual([
      `GET ${FAILED_PATH}`,
    ]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says how many there are when the list shows only the newest", async () => {
    stubFetch(() => jsonResponse(200, { jobs: [failedJob()], total: 120 }));
    renderWithProviders(<FailedJobsTab />, { user: adminUser });
    expect(await screen.findByText("The newest 1 of 120 failed jobs.")).toBeTruthy();
  });

  it("shows the empty state when nothing has failed", async () => {
    stubFetch(() => jsonResponse(200, { jobs: [], total: 0 }));
    renderWithProviders(<FailedJobsTab />, { user: adminUser });
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Failed jobs" })).toBeNull();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    let calls = 0;
    const fetchMock = stubFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { message: "Something went wrong", code: "internal" })
        : jsonResponse(200, { jobs: [], total: 0 });
    });
    renderWithProviders(<FailedJobsTab />, { user: adminUser });
    expect(await screen.findByText("Failed jobs could not be loaded")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
    expect(findRequests(fetchMock, FAILED_PATH)).toHaveLength(2);
  });
});
