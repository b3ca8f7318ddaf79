import { formatCents, type TMatterListItem, type TTimeEntry, todayInSouthAfrica } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, pageResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TimeTrackingTab } from "./time-tracking-tab";

const MATTER: TMatterListItem = {
  id: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
  title: "Dlamini v Road Accident Fund",
  reference: "MAT-2026-0007",
  clientId: "client-1",
  clientName: "Sizwe Dlamini",
  status: "active",
  type: "Litigation",
  lastActivity: "2026-03-01T08:00:00.000Z",
  responsibleUserId: null,
  responsibleName: null,
  openedOn: "2026-01-10",
};

const ENTRY: TTimeEntry = {
  id: "entry-1",
  date: "2026-03-10",
  matterId: MATTER.id,
  matterTitle: MATTER.title,
  matterReference: MATTER.reference,
  description: "Consultation with client",
  hours: 1.5,
  rateCents: 150_000,
  amountCents: 225_000,
  billed: false,
  userId: "user-1",
  userName: "Thandi Mokoena",
};

/** Rand as the screen reads it (Testing Library folds the non-breaking spaces of en-ZA into spaces). */
function rand(cents: number): string {
  return formatCents(cents).replace(/\s+/g, " ");
}

function stubTimeServer(options: { entries?: TTimeEntry[] } = {}) {
  const posted: unknown[] = [];
  const fetchMock = stubFetch((path, init) => {
    const method = init.method ?? "GET";
    const [pathname] = path.split("?");
    if (method === "GET" && pathname === "/api/time-entries") return pageResponse(options.entries ?? []);
    if (method === "GET" && pathname === "/api/time-entries/summary") {
      return jsonResponse(200, {
        entryCount: 0,
        hours: 0,
        amountCents: 0,
        unbilledHours: 0,
        unbilledAmountCents: 0,
      });
    }
    if (method === "GET" && pathname === "/api/time-entries/default-rate") {
      return jsonResponse(200, { rateCents: 150_000, source: "member" });
    }
    if (method === "GET" && pathname === "/api/matters") return pageResponse([MATTER]);
    if (method === "POST" && pathname === "/api/time-entries") {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return jsonResponse(201, { ...ENTRY, ...body, id: "entry-new", amountCents: 225_000 });
    }
    return jsonResponse(404, { message: `unexpected ${method} ${path}`, code: "not_found" });
  });
  return { fetchMock, posted };
}

async function openLogTime() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Log Time" }));
  const dialog = await screen.findByRole("dialog", { name: "Log Time" });
  return { user, dialog };
}

async function chooseMatter(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole("combobox", { name: "Matter" }));
  await user.click(await screen.findByRole("option", { name: `${MATTER.reference} · ${MATTER.title}` }));
}

describe("TimeTrackingTab", () => {
  it("shows an empty state when no time is logged", async () => {
    stubTimeServer();
    renderWithProviders(<TimeTrackingTab />, { user: buildUser() });
    expect(await screen.findByText("No time logged yet")).toBeTruthy();
  });

  it("lists entries with hours, rate, amount and a Billed or Unbilled badge", async () => {
    stubTimeServer({
      entries: [ENTRY, { ...ENTRY, id: "entry-2", billed: true, description: "Court appearance" }],
    });
    renderWithProviders(<TimeTrackingTab />, { user: buildUser() });
    const row = (await screen.findByText("Consultation with client")).closest("tr") as HTMLElement;
    expect(within(row).getByText("1,5 h")).toBeTruthy();
    expect(within(row).getByText(rand(150_000))).toBeTruthy();
    expect(within(row).getByText(rand(225_000))).toBeTruthy();
    expect(within(row).getByText("Unbilled")).toBeTruthy();
    expect(
      within(row).getByRole("button", { name: "Delete time entry Consultation with client" }),
    ).toBeTruthy();
    const billedRow = screen.getByText("Court appearance").closest("tr") as HTMLElement;
    expect(within(billedRow).getByText("Billed")).toBeTruthy();
    expect(within(billedRow).queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("refuses hours that are not in steps of 0.1 and sends nothing", async () => {
    const { posted } = stubTimeServer();
    renderWithProviders(<TimeTrackingTab />, { user: buildUser() });
    const { user, dialog } = await openLogTime();
    await chooseMatter(user, dialog);
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Drafting plea");
    await user.type(within(dialog).getByRole("textbox", { name: "Hours" }), "1.25");
    await user.click(within(dialog).getByRole("button", { name: "Log Time" }));

    expect(
      await within(dialog).findByText("Hours must be in steps of 0.1 (6 minutes), e.g. 1.2 or 1.3, not 1.25"),
    ).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("asks for a matter and a description before logging", async () => {
    const { posted } = stubTimeServer();
    renderWithProviders(<TimeTrackingTab />, { user: buildUser() });
    const { user, dialog } = await openLogTime();
    await user.type(within(dialog).getByRole("textbox", { name: "Hours" }), "1");
    await user.click(within(dialog).getByRole("button", { name: "Log Time" }));

    expect(await within(dialog).findByText("Choose a matter")).toBeTruthy();
    expect(within(dialog).getByText("Description is required")).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("logs time at the member's rate, showing the amount first, and confirms it", async () => {
    const { posted } = stubTimeServer();
    renderWithProviders(<TimeTrackingTab />, { user: buildUser() });
    const { user, dialog } = await openLogTime();
    await chooseMatter(user, dialog);
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Consultation with client");
    await user.type(within(dialog).getByRole("textbox", { name: "Hours" }), "1.5");
    await waitFor(() =>
      expect(
        (within(dialog).getByRole("textbox", { name: "Rate (R per hour)" }) as HTMLInputElement).value,
      ).toBe("R 1 500"),
    );
    expect(within(dialog).getByText(rand(225_000))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Log Time" }));

    expect(await screen.findByText("Time logged")).toBeTruthy();
    expect(posted).toEqual([
      {
        matterId: MATTER.id,
        date: todayInSouthAfrica(),
        description: "Consultation with client",
        hours: 1.5,
        rateCents: 150_000,
      },
    ]);
  });
});
