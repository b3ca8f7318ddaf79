import type { TConflictHit, TFirmMemberSummary, TMatter } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { NewMatterDialog } from "./new-matter-dialog";

const CLIENT = { id: "11111111-1111-4111-8111-111111111111", name: "Mokoena Holdings" };
const MEMBERS: TFirmMemberSummary[] = [
  {
    userId: "user-1",
    name: "Thandi Mokoena",
    email: "thandi@firm.co.za",
    role: "managing_partner",
    hourlyRateCents: null,
  },
];
const HIT: TConflictHit = {
  name: "Mandla Dube",
  source: "opposing_party",
  matchedName: "Mandla Dube",
  similarity: 1,
  recordId: "party-1",
  matterId: "matter-9",
  matterReference: "MAT-2026-0004",
  matterTitle: "Boundary dispute",
  clientId: "client-9",
  clientName: "Dlamini Family Trust",
};

function createdMatter(): TMatter {
  return {
    id: "matter-new",
    title: "Supply dispute",
    reference: "MAT-2026-0005",
    clientId: CLIENT.id,
    clientName: CLIENT.name,
    status: "active",
    type: "Commercial Law",
    lastActivity: "2026-04-10T09:00:00.000Z",
    responsibleUserId: "user-1",
    responsibleName: "Thandi Mokoena",
    openedOn: "2026-04-10",
    description: null,
    opposingParties: ["Mandla Dube"],
    otherParties: [],
    closedAt: null,
    conflictCheck: null,
    conflictDecision: "proceed_with_conflict",
    statusHistory: [],
    createdAt: "2026-04-10T09:00:00.000Z",
    outcome: null,
  };
}

type Route = (init: RequestInit) => Response | Promise<Response>;

function stubMatterServer(routes: Record<string, Route>) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/firm/members") return jsonResponse(200, MEMBERS);
    if (key === "GET /api/clients") return jsonResponse(200, []);
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function bodiesSentTo(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function fillMatter() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole("dialog", { name: "New Matter" });
  await user.type(within(dialog).getByLabelText(/^Title/), "Supply dispute");
  await user.selectOptions(within(dialog).getByLabelText(/^Type/), "Commercial Law");
  await user.type(within(dialog).getByRole("combobox", { name: "Opposing parties" }), "Mandla Dube{Enter}");
  return { user, dialog };
}

function renderDialog(onCreated = vi.fn()) {
  renderWithProviders(
    <NewMatterDialog opened onClose={() => {}} initialClient={CLIENT} onCreated={onCreated} />,
    { user: buildUser() },
  );
  return onCreated;
}

describe("NewMatterDialog", () => {
  it("shows possible conflicts before saving and opens the matter only once the user confirms", async () => {
    const fetchMock = stubMatterServer({
      "POST /api/matters/conflict-check": () => jsonResponse(200, { hits: [HIT] }),
      "POST /api/matters": () => jsonResponse(201, createdMatter()),
    });
    const onCreated = renderDialog();
    const { user, dialog } = await fillMatter();

    await user.click(within(dialog).getByRole("button", { name: "Check Conflicts & Open" }));

    expect(await within(dialog).findByText("Possible conflicts")).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Opposing party on MAT-2026-0004 Boundary dispute (client: Dlamini Family Trust)",
      ),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, "/api/matters/conflict-check")).toEqual([
      { names: ["Mokoena Holdings", "Mandla Dube"], clientId: CLIENT.id },
    ]);
    const openButton = within(dialog).getByRole("button", { name: "Open Matter" });
    expect(openButton.hasAttribute("disabled")).toBe(true);
    expect(bodiesSentTo(fetchMock, "/api/matters")).toHaveLength(0);

    await user.click(
      within(dialog).getByLabelText("I have reviewed these possible conflicts and wish to proceed"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Open Matter" }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodiesSentTo(fetchMock, "/api/matters")).toEqual([
      {
        clientId: CLIENT.id,
        title: "Supply dispute",
        type: "Commercial Law",
        responsibleUserId: "user-1",
        description: null,
        opposingParties: ["Mandla Dube"],
        conflictCheck: { names: ["Mokoena Holdings", "Mandla Dube"], decision: "proceed_with_conflict" },
      },
    ]);
  });

  it("opens the matter at once with no_conflict when the check finds nobody", async () => {
    const fetchMock = stubMatterServer({
      "POST /api/matters/conflict-check": () => jsonResponse(200, { hits: [] }),
      "POST /api/matters": () => jsonResponse(201, createdMatter()),
    });
    const onCreated = renderDialog();
    const { user, dialog } = await fillMatter();

    await user.click(within(dialog).getByRole("button", { name: "Check Conflicts & Open" }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(bodiesSentTo(fetchMock, "/api/matters")).toEqual([
      expect.objectContaining({
        conflictCheck: { names: ["Mokoena Holdings", "Mandla Dube"], decision: "no_conflict" },
      }),
    ]);
  });

  it("shows the plan's limit when the server refuses another active matter", async () => {
    stubMatterServer({
      "POST /api/matters/conflict-check": () => jsonResponse(200, { hits: [] }),
      "POST /api/matters": () =>
        jsonResponse(403, {
          message: "The Solo plan allows 5 active matters. Upgrade your plan to open more.",
          code: "active_matter_limit_reached",
        }),
    });
    const onCreated = renderDialog();
    const { user, dialog } = await fillMatter();

    await user.click(within(dialog).getByRole("button", { name: "Check Conflicts & Open" }));

    expect(
      await within(dialog).findByText(
        "The Solo plan allows 5 active matters. Upgrade your plan to open more.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Plan limit reached")).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("asks for a title and a type before checking anything", async () => {
    const fetchMock = stubMatterServer({});
    renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "New Matter" });

    await user.click(within(dialog).getByRole("button", { name: "Check Conflicts & Open" }));

    expect(await within(dialog).findByText("Matter title is required")).toBeTruthy();
    expect(within(dialog).getByText("Matter type is required")).toBeTruthy();
    expect(bodiesSentTo(fetchMock, "/api/matters/conflict-check")).toHaveLength(0);
  });
});
