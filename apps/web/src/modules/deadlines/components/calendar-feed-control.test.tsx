import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CalendarFeedControl } from "./calendar-feed-control";

const FEED_URL = `http://localhost:5000/api/calendar/${"a".repeat(43)}.ics`;

function fakeFeedServer() {
  let isActive = false;
  return stubFetch((path, init) => {
    if (path !== "/api/calendar/feed") return jsonResponse(404, { message: "not found", code: "not_found" });
    if (init.method === "POST") {
      isActive = true;
      return jsonResponse(201, { url: FEED_URL });
    }
    if (init.method === "DELETE") {
      isActive = false;
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(200, { active: isActive, createdAt: isActive ? "2026-04-01T08:00:00.000Z" : null });
  });
}

describe("CalendarFeedControl", { timeout: 20_000 }, () => {
  it("says which deadlines the feed holds and why the dashboard can list more", async () => {
    fakeFeedServer();
    renderWithProviders(<CalendarFeedControl />, { user: buildUser() });

    const contents = await screen.findByLabelText("What the feed holds");
    expect(
      within(contents)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "deadlines assigned to you;",
      "unassigned deadlines on matters you are responsible for;",
      "overdue ones too, until they are marked done.",
    ]);
    expect(contents.textContent).toContain("The dashboard lists every open deadline in the firm.");
    expect(contents.textContent).toContain("Ordinary tasks and deadlines marked done are left out.");
  });

  it("creates a feed address, shows it once, and revokes it after confirmation", async () => {
    const fetchMock = fakeFeedServer();
    renderWithProviders(<CalendarFeedControl />, { user: buildUser() });
    expect(await screen.findByText("You have no calendar feed.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Create feed address" }));
    const address = (await screen.findByRole("textbox", {
      name: "Your calendar feed address",
    })) as HTMLInputElement;
    expect(address.value).toBe(FEED_URL);
    expect(await screen.findByRole("button", { name: "Create a new address" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Revoke" }));
    expect(
      findRequests(fetchMock, "/api/calendar/feed").filter((init) => init.method === "DELETE"),
    ).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Revoke feed" }));
    expect(await screen.findByText("Feed revoked")).toBeTruthy();
    expect(
      findRequests(fetchMock, "/api/calendar/feed").filter((init) => init.method === "DELETE"),
    ).toHaveLength(1);
    expect(screen.queryByRole("textbox", { name: "Your calendar feed address" })).toBeNull();
    expect(await screen.findByText("You have no calendar feed.")).toBeTruthy();
  });
});
