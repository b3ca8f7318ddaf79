import type { TMatterListItem, TRunningTimer } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TimerWidget } from "./timer-widget";

const MATTER: TMatterListItem = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
  title: "Khumalo v Khumalo",
  reference: "MAT-2026-0003",
  clientId: "client-1",
  clientName: "Nandi Khumalo",
  status: "active",
  type: "Family Law",
  lastActivity: "2026-03-01T08:00:00.000Z",
  responsibleUserId: null,
  responsibleName: null,
  openedOn: "2026-01-10",
};

/** A timer that started `seconds` ago by the server's clock, which may differ from this device's. */
function runningFor(seconds: number, deviceClockBehindSeconds = 0): TRunningTimer {
  return {
    matterId: MATTER.id,
    matterTitle: MATTER.title,
    matterReference: MATTER.reference,
    description: "Drafting plea",
    startedAt: new Date(Date.now() + deviceClockBehindSeconds * 1000 - seconds * 1000).toISOString(),
    elapsedSeconds: seconds,
  };
}

function stubTimerServer(initial: TRunningTimer | null) {
  let timer = initial;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = stubFetch((path, init) => {
    const method = init.method ?? "GET";
    const [pathname] = path.split("?");
    if (method !== "GET")
      requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
    if (method === "GET" && pathname === "/api/timer") return jsonResponse(200, timer);
    if (method === "GET" && pathname === "/api/matters") {
      const response = jsonResponse(200, [MATTER]);
      response.headers.set("X-Total-Count", "1");
      return response;
    }
    if (method === "POST" && pathname === "/api/timer/stop") {
      timer = null;
      return jsonResponse(201, {
        id: "entry-1",
        date: "2026-03-10",
        matterId: MATTER.id,
        matterTitle: MATTER.title,
        matterReference: MATTER.reference,
        description: "Drafting plea",
        hours: 1.1,
        rateCents: 150_000,
        amountCents: 165_000,
        billed: false,
        userId: "user-1",
        userName: "Thandi Mokoena",
      });
    }
    if (method === "POST" && pathname === "/api/timer/discard") {
      timer = null;
      return jsonResponse(200, { ok: true });
    }
    if (method === "POST" && pathname === "/api/timer/start") {
      timer = { ...runningFor(0), description: JSON.parse(String(init.body)).description ?? "" };
      return jsonResponse(201, timer);
    }
    // Everything the widget reloads after a change (lists, stats) answers empty.
    return jsonResponse(200, []);
  });
  return { fetchMock, requests };
}

describe("TimerWidget", () => {
  it("shows the running timer's elapsed time from when it started, ticking every second", async () => {
    stubTimerServer(runningFor(3723));
    renderWithProviders(<TimerWidget />, { user: buildUser() });

    const clock = await screen.findByRole("timer");
    expect(clock.textContent).toMatch(/^01:02:0[34]$/);
    expect(screen.getByText("Khumalo v Khumalo")).toBeTruthy();
    const first = clock.textContent;
    await waitFor(() => expect(screen.getByRole("timer").textContent).not.toBe(first), { timeout: 2500 });
  });

  it("counts from the server's clock when this device's clock is wrong", async () => {
    stubTimerServer(runningFor(600, 3600));
    renderWithProviders(<TimerWidget />, { user: buildUser() });

    expect((await screen.findByRole("timer")).textContent).toMatch(/^00:10:0[01]$/);
  });

  it("stops the timer with its description and confirms that the time was logged", async () => {
    const { requests } = stubTimerServer(runningFor(3723));
    renderWithProviders(<TimerWidget />, { user: buildUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Stop" }));

    expect(await screen.findByText("Time logged")).toBeTruthy();
    expect(requests).toEqual([
      { method: "POST", path: "/api/timer/stop", body: { description: "Drafting plea" } },
    ]);
    expect(await screen.findByRole("button", { name: "Start timer" })).toBeTruthy();
  });

  it("does not stop a timer without a description", async () => {
    const { requests } = stubTimerServer({ ...runningFor(60), description: "" });
    renderWithProviders(<TimerWidget />, { user: buildUser() });

    const stop = await screen.findByRole("button", { name: "Stop" });
    expect((stop as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Describe the work before you stop the timer")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("discards only after confirmation", async () => {
    const { requests } = stubTimerServer(runningFor(60));
    renderWithProviders(<TimerWidget />, { user: buildUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Discard" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard Timer" });
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Discard Timer" }));

    await waitFor(() =>
      expect(requests).toEqual([{ method: "POST", path: "/api/timer/discard", body: null }]),
    );
    expect(await screen.findByRole("button", { name: "Start timer" })).toBeTruthy();
  });

  it("starts a timer on the chosen matter", async () => {
    const { requests } = stubTimerServer(null);
    renderWithProviders(<TimerWidget />, { user: buildUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("combobox", { name: "Matter" }));
    await user.click(await screen.findByRole("option", { name: `${MATTER.reference} · ${MATTER.title}` }));
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Reading the record");
    await user.click(screen.getByRole("button", { name: "Start timer" }));

    await waitFor(() =>
      expect(requests).toEqual([
        {
          method: "POST",
          path: "/api/timer/start",
          body: { matterId: MATTER.id, description: "Reading the record" },
        },
      ]),
    );
    expect(await screen.findByRole("timer")).toBeTruthy();
  });
});
