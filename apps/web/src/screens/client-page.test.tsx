import type { TClient, TMatterListItem, TTimeEntry, TTimeEntrySummary } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { ClientPage } from "./client-page";

const CLIENT_ID = "11111111-1111-4111-8111-111111111111";
const CLIENT: TClient = {
  id: CLIENT_ID,
  name: "Mokoena Holdings (Pty) Ltd",
  email: "accounts@mokoena.co.za",
  phone: "011 555 0101",
  type: "company",
  activeMatters: 1,
  lastContact: "2026-04-08T10:00:00.000Z",
  ficaStatus: "pending",
  archived: false,
  idNumber: null,
  registrationNumber: "2015/123456/07",
  vatNumber: "4123456789",
  physicalAddress: "12 Fox Street, Johannesburg",
  postalAddress: null,
  ficaVerifiedOn: null,
  notes: null,
  archivedAt: null,
  createdAt: "2026-01-15T08:00:00.000Z",
  updatedAt: "2026-04-08T10:00:00.000Z",
};
const MATTER: TMatterListItem = {
  id: "matter-1",
  title: "Supply contract dispute",
  reference: "MAT-2026-0001",
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  status: "active",
  type: "Commercial Law",
  lastActivity: "2026-04-08T10:00:00.000Z",
  responsibleUserId: "user-1",
  responsibleName: "Thandi Mokoena",
  openedOn: "2026-04-01",
};
const ENTRY: TTimeEntry = {
  id: "entry-1",
  date: "2026-04-07",
  matterId: "matter-1",
  matterTitle: "Supply contract dispute",
  matterReference: "MAT-2026-0001",
  description: "Drafting the letter of demand",
  hours: 1.5,
  rateCents: 150_000,
  amountCents: 225_000,
  billed: false,
  userId: "user-1",
  userName: "Thandi Mokoena",
};
const SUMMARY: TTimeEntrySummary = {
  entryCount: 1,
  hours: 1.5,
  amountCents: 225_000,
  unbilledHours: 1.5,
  unbilledAmountCents: 225_000,
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

function stubClientServer(routes: Record<string, Handler> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === `GET /api/clients/${CLIENT_ID}`) return jsonResponse(200, CLIENT);
    if (key === "GET /api/matters") return jsonResponse(200, [MATTER]);
    if (key === "GET /api/time-entries") return jsonResponse(200, [ENTRY]);
    if (key === "GET /api/time-entries/summary") return jsonResponse(200, SUMMARY);
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function renderClientPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/practice/clients/:clientId" element={<ClientPage />} />
    </Routes>,
    { route: `/practice/clients/${CLIENT_ID}`, user: buildUser() },
  );
}

function requestsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, pathStart: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input).startsWith(pathStart) && (init?.method ?? "GET") === method,
  );
}

function cardTitled(title: string): Promise<HTMLElement> {
  return screen
    .findByRole("heading", { name: title })
    .then((heading) => heading.closest(".mantine-Paper-root") as HTMLElement);
}

describe("ClientPage", () => {
  it("shows the client's details and their matters", async () => {
    const fetchMock = stubClientServer();
    renderClientPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Mokoena Holdings (Pty) Ltd" })).toBeTruthy();
    const details = await cardTitled("Contact details");
    expect(within(details).getByText("accounts@mokoena.co.za")).toBeTruthy();
    expect(within(details).getByText("011 555 0101")).toBeTruthy();
    expect(within(details).getByText("2015/123456/07")).toBeTruthy();
    expect(within(details).getByText("12 Fox Street, Johannesburg")).toBeTruthy();
    const matters = await cardTitled("Matters");
    expect(await within(matters).findByText("Supply contract dispute")).toBeTruthy();
    expect(requestsTo(fetchMock, "GET", "/api/matters").map(([input]) => String(input))).toContain(
      `/api/matters?clientId=${CLIENT_ID}&limit=50&offset=0`,
    );
  });

  it("shows the time logged on the client's matters with its totals", async () => {
    const fetchMock = stubClientServer();
    renderClientPage();

    const time = await cardTitled("Time");
    expect(await within(time).findByText("Drafting the letter of demand")).toBeTruthy();
    expect(await within(time).findByLabelText("Total hours: 1,5 h")).toBeTruthy();
    expect(within(time).getByLabelText("Total value: R 2 250,00")).toBeTruthy();
    expect(within(time).getByLabelText("Unbilled: R 2 250,00")).toBeTruthy();
    const timeRequests = requestsTo(fetchMock, "GET", "/api/time-entries").map(([input]) => String(input));
    expect(timeRequests).toContain(`/api/time-entries?clientId=${CLIENT_ID}&limit=10&offset=0`);
    expect(timeRequests).toContain(`/api/time-entries/summary?clientId=${CLIENT_ID}`);
  });

  it("says so when no time has been logged for the client", async () => {
    stubClientServer({ "GET /api/time-entries": () => jsonResponse(200, []) });
    renderClientPage();

    const time = await cardTitled("Time");
    expect(await within(time).findByText("No time logged for this client yet.")).toBeTruthy();
  });

  it("logs time on one of the client's matters, offering only that client's matters", async () => {
    const matter = { ...MATTER, id: "22222222-2222-4222-8222-222222222222" };
    const posted: unknown[] = [];
    const fetchMock = stubClientServer({
      "GET /api/matters": () => jsonResponse(200, [matter]),
      "GET /api/time-entries/default-rate": () => jsonResponse(200, { rateCents: 150_000, source: "firm" }),
      "POST /api/time-entries": (init) => {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return jsonResponse(201, { ...ENTRY, ...body, id: "entry-new" });
      },
    });
    renderClientPage();
    const user = userEvent.setup();

    const time = await cardTitled("Time");
    await user.click(within(time).getByRole("button", { name: "Log Time" }));
    const dialog = await screen.findByRole("dialog", { name: "Log Time" });
    await user.click(within(dialog).getByRole("combobox", { name: "Matter" }));
    await user.click(await screen.findByRole("option", { name: `${MATTER.reference} · ${MATTER.title}` }));
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Call with the CFO");
    await user.type(within(dialog).getByRole("textbox", { name: "Hours" }), "0.5");
    await user.click(within(dialog).getByRole("button", { name: "Log Time" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ matterId: matter.id, description: "Call with the CFO", hours: 0.5 });
    const matterSearches = requestsTo(fetchMock, "GET", "/api/matters").map(([input]) => String(input));
    expect(matterSearches.some((url) => url.startsWith(`/api/matters?clientId=${CLIENT_ID}&limit=50`))).toBe(
      true,
    );
    expect(matterSearches.every((url) => url.includes(`clientId=${CLIENT_ID}`))).toBe(true);
  });

  it("offers no Log Time for an archived client", async () => {
    stubClientServer({
      [`GET /api/clients/${CLIENT_ID}`]: () =>
        jsonResponse(200, { ...CLIENT, archived: true, archivedAt: "2026-04-09T10:00:00.000Z" }),
    });
    renderClientPage();

    const time = await cardTitled("Time");
    expect(within(time).queryByRole("button", { name: "Log Time" })).toBeNull();
  });

  it("asks for confirmation before archiving, and archives only once confirmed", async () => {
    const fetchMock = stubClientServer({
      [`POST /api/clients/${CLIENT_ID}/archive`]: () =>
        jsonResponse(200, { ...CLIENT, archived: true, archivedAt: "2026-04-09T10:00:00.000Z" }),
    });
    renderClientPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog", { name: "Archive Client" });
    expect(within(dialog).getByText(/Archive Mokoena Holdings \(Pty\) Ltd\?/)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", `/api/clients/${CLIENT_ID}/archive`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Archive Client" })).toBeNull());
    expect(requestsTo(fetchMock, "POST", `/api/clients/${CLIENT_ID}/archive`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Archive" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Archive Client" })).getByRole("button", {
        name: "Archive Client",
      }),
    );

    expect(await screen.findByText("Client Archived")).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", `/api/clients/${CLIENT_ID}/archive`)).toHaveLength(1);
  });

  it("explains when the client is not available", async () => {
    stubClientServer({
      [`GET /api/clients/${CLIENT_ID}`]: () =>
        jsonResponse(404, { message: "No such client in your firm.", code: "client_not_found" }),
    });
    renderClientPage();

    expect(await screen.findByText("No such client in your firm.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Archive" })).toBeNull();
  });

  it("shows the client's newest invoices and what they owe after their trust balance", async () => {
    const fetchMock = stubClientServer({
      "GET /api/billing/invoices": () =>
        jsonResponse(200, [
          {
            id: "f1111111-1111-4111-8111-111111111111",
            number: "INV-0007",
            clientId: CLIENT_ID,
            client: CLIENT.name,
            matterId: "matter-1",
            matterRef: "MAT-2026-0001",
            description: "Letter of demand",
            date: "2026-04-03",
            dueDate: "2026-05-03",
            amount: 2587.5,
            totalCents: 258_750,
            balanceCents: 258_750,
            status: "sent",
          },
        ]),
      [`GET /api/billing/clients/${CLIENT_ID}/account`]: () =>
        jsonResponse(200, {
          clientId: CLIENT_ID,
          clientName: CLIENT.name,
          outstandingCents: 258_750,
          creditCents: 0,
          trustLedgers: [],
        }),
    });
    renderClientPage();

    const invoices = await cardTitled("Invoices");
    const trust = await cardTitled("Trust balance");
    expect(trust.compareDocumentPosition(invoices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(invoices).findByRole("link", { name: "Open invoice INV-0007" })).toBeTruthy();
    expect(await within(invoices).findByLabelText("Outstanding: R 2 587,50")).toBeTruthy();
    expect(requestsTo(fetchMock, "GET", "/api/billing/invoices").map(([input]) => String(input))).toEqual([
      `/api/billing/invoices?clientId=${CLIENT_ID}&limit=5&offset=0`,
    ]);
  });
});
