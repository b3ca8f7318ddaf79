import type { TClient, TClientListItem } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ClientsTab } from "./clients-tab";

const LISTED: TClientListItem = {
  id: "client-1",
  name: "Mokoena Holdings",
  email: "accounts@mokoena.co.za",
  phone: null,
  type: "company",
  activeMatters: 2,
  lastContact: "2026-04-02T09:00:00.000Z",
  ficaStatus: "verified",
  archived: false,
};

function createdClient(overrides: Partial<TClient>): TClient {
  return {
    ...LISTED,
    id: "client-new",
    idNumber: null,
    registrationNumber: null,
    vatNumber: null,
    physicalAddress: null,
    postalAddress: null,
    ficaVerifiedOn: null,
    notes: null,
    archivedAt: null,
    createdAt: "2026-04-10T09:00:00.000Z",
    updatedAt: "2026-04-10T09:00:00.000Z",
    activeMatters: 0,
    lastContact: null,
    ...overrides,
  };
}

type Route = (init: RequestInit) => Response | Promise<Response>;

function stubClientsServer(routes: Record<string, Route> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/clients") return jsonResponse(200, [LISTED]);
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function requestsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input).split("?")[0] === path && (init?.method ?? "GET") === method,
  );
}

async function openAddClient() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Add Client" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Client" });
  return { user, dialog };
}

describe("ClientsTab", () => {
  it("lists clients with the spec's columns and en-ZA last contact", async () => {
    stubClientsServer();
    renderWithProviders(<ClientsTab />, { user: buildUser() });

    const row = (await screen.findByText("Mokoena Holdings")).closest("tr") as HTMLElement;
    for (const header of ["Name", "Email", "Type", "Active Matters", "Last Contact"]) {
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
    }
    expect(within(row).getByText("accounts@mokoena.co.za")).toBeTruthy();
    expect(within(row).getByText("Company")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    // The app's one date style, as South Africa saw the moment.
    expect(within(row).getByText("02 Apr 2026")).toBeTruthy();
  });

  it("shows the empty state when the firm has no clients", async () => {
    stubClientsServer({ "GET /api/clients": () => jsonResponse(200, []) });
    renderWithProviders(<ClientsTab />, { user: buildUser() });
    expect(await screen.findByText("No clients yet")).toBeTruthy();
  });

  it("checks the Add Client form with the shared rules and sends nothing until it passes", async () => {
    const fetchMock = stubClientsServer();
    renderWithProviders(<ClientsTab />, { user: buildUser() });
    const { user, dialog } = await openAddClient();

    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));
    expect(await within(dialog).findByText("Client name is required")).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), "Thabo Nkosi");
    await user.type(within(dialog).getByLabelText("ID or passport number"), "8001015009088");
    await user.type(within(dialog).getByLabelText("VAT number"), "512");
    await user.selectOptions(within(dialog).getByLabelText("FICA status"), "Verified");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));

    expect(
      await within(dialog).findByText("ID number is not valid: its check digit does not match"),
    ).toBeTruthy();
    expect(within(dialog).getByText("VAT number must be 10 digits starting with 4")).toBeTruthy();
    expect(
      within(dialog).getByText("Enter the date on which the client's FICA verification was completed"),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", "/api/clients")).toHaveLength(0);
  });

  it("adds a client, closes the form and reloads the list", async () => {
    const fetchMock = stubClientsServer({
      "POST /api/clients": (init) =>
        jsonResponse(201, createdClient(JSON.parse(String(init.body)) as Partial<TClient>)),
    });
    renderWithProviders(<ClientsTab />, { user: buildUser() });
    await screen.findByText("Mokoena Holdings");
    const { user, dialog } = await openAddClient();

    await user.type(within(dialog).getByLabelText(/^Name/), "Thabo Nkosi");
    await user.type(within(dialog).getByLabelText("Email"), "Thabo@Nkosi.co.za");
    await user.type(within(dialog).getByLabelText("ID or passport number"), "8001015009087");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));

    expect(await screen.findByText("Thabo Nkosi has been added to your clients.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Client" })).toBeNull());
    const [, request] = requestsTo(fetchMock, "POST", "/api/clients")[0] ?? [];
    expect(JSON.parse(String(request?.body))).toMatchObject({
      name: "Thabo Nkosi",
      type: "individual",
      email: "thabo@nkosi.co.za",
      idNumber: "8001015009087",
      ficaStatus: "pending",
      ficaVerifiedOn: null,
    });
    await waitFor(() =>
      expect(requestsTo(fetchMock, "GET", "/api/clients").length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows the server's message on the field it names", async () => {
    stubClientsServer({
      "POST /api/clients": () =>
        jsonResponse(400, { message: "email: Please enter a valid email address", code: "invalid_input" }),
    });
    renderWithProviders(<ClientsTab />, { user: buildUser() });
    const { user, dialog } = await openAddClient();

    await user.selectOptions(within(dialog).getByLabelText("Type"), "Company");
    await user.type(within(dialog).getByLabelText(/^Name/), "Berg & Sons");
    await user.click(within(dialog).getByRole("button", { name: "Add Client" }));

    expect(await within(dialog).findAllByText("Please enter a valid email address")).not.toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Add Client" })).toBeTruthy();
  });
});
