import type { TNotification } from "@inkundla/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { NotificationBell } from "./notification-bell";

const deadline: TNotification = {
  id: "8d3b1f0e-8b7a-4c1e-9d2a-0c6f6a1b2c3d",
  kind: "deadline_due",
  title: "Deadline Friday, 27 November 2026: File the plea",
  body: "MAT-2026-0001 · Dlamini v Road Accident Fund",
  link: "/practice/matters/m-1?tab=tasks",
  createdAt: "2026-11-26T04:00:00.000Z",
  readAt: null,
};
const analysis: TNotification = {
  ...deadline,
  id: "1f2e3d4c-5b6a-4789-8abc-def012345678",
  kind: "ai_job_finished",
  title: "Contract analysis ready: Lease",
  body: "",
  link: "/contract-review/a-1",
  readAt: "2026-11-26T05:00:00.000Z",
};

function stubApi(items: TNotification[]) {
  let unread = items.filter((item) => item.readAt === null).length;
  return stubRoutes({
    "GET /api/notifications/unread-count": () => jsonResponse(200, { unreadCount: unread }),
    "GET /api/notifications": () => jsonResponse(200, { items, unreadCount: unread }),
    "POST /api/notifications/read": () => {
      unread = 0;
      return jsonResponse(200, { unreadCount: 0 });
    },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBell() {
  return renderWithProviders(
    <>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: "/home", user: buildUser() },
  );
}

describe("NotificationBell", () => {
  it("says how many are unread, and opening one marks it read and goes where it leads", async () => {
    const fetchMock = stubApi([deadline, analysis]);
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(
      await screen.findByRole("button", {
        name: /^Unread: Deadline Friday, 27 November 2026: File the plea/,
      }),
    );

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/notifications/read")).toEqual([{ ids: [deadline.id] }]),
    );
    expect(screen.getByTestId("where").textContent).toBe("/practice/matters/m-1?tab=tasks");
  });

  it("marks every notification read at once", async () => {
    const fetchMock = stubApi([deadline]);
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/notifications/read")).toEqual([{ all: true }]),
    );
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("says so when there is nothing, with Mark all read disabled", async () => {
    stubApi([]);
    const user = userEvent.setup();
    renderBell();

    await user.click(await screen.findByRole("button", { name: "Notifications" }));

    expect(await screen.findByText(/^Nothing yet\./)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Mark all read" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
