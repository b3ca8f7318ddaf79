import type { TAgedDebtors, TClientStatement } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, randText, requestedQueries } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CLIENT, CLIENT_ID, stubBillingServer } from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const REPORTS = "/api/billing/reports";

const AGED: TAgedDebtors = {
  asAt: "2026-04-30",
  rows: [
    {
      clientId: CLIENT_ID,
      clientName: CLIENT.name,
      current: 100_000,
      days30: 0,
      days60: 250_050,
      days90: 0,
      days120Plus: 10_000,
      totalCents: 360_050,
    },
  ],
  totals: {
    current: 100_000,
    days30: 0,
    days60: 250_050,
    days90: 0,
    days120Plus: 10_000,
    totalCents: 360_050,
  },
};

const STATEMENT: TClientStatement = {
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  from: "2026-04-01",
  to: "2026-04-30",
  openingBalanceCents: 50_000,
  lines: [
    {
      date: "2026-04-03",
      kind: "invoice",
      reference: "INV-0007",
      description: "Transfer fees",
      debitCents: 598_117,
      creditCents: 0,
      balanceCents: 648_117,
    },
  ],
  closingBalanceCents: 648_117,
  ageing: { current: 598_117, days30: 0, days60: 0, days90: 0, days120Plus: 50_000, totalCents: 648_117 },
};

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

async function openReports(routes: Parameters<typeof stubBillingServer>[0]) {
  const fetchMock = stubBillingServer({
    [`GET ${REPORTS}/aged-debtors`]: () => jsonResponse(200, AGED),
    [`GET ${REPORTS}/production`]: () =>
      jsonResponse(200, { from: "2026-04-01", to: "2026-04-30", rows: [] }),
    [`GET ${REPORTS}/wip`]: () => jsonResponse(200, { rows: [], totalCents: 0 }),
    ...routes,
  });
  renderWithProviders(<BillingPage />, {
    route: "/billing?tab=reports",
    user: buildUser({ role: "partner", isFirmOwner: false }),
  });
  return { fetchMock, user: userEvent.setup() };
}

describe("the billing Reports tab", { timeout: 20_000 }, () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
    vi.restoreAllMocks();
  });

  it("shows aged debtors in the 30-day columns and saves the CSV under the server's name", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:aged"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { fetchMock, user } = await openReports({
      [`GET ${REPORTS}/aged-debtors`]: (_init, url) =>
        url.searchParams.get("format") === "csv"
          ? new Response("Client,Current\n", {
              status: 200,
              headers: { "Content-Disposition": 'attachment; filename="aged-debtors-2026-04-30.csv"' },
            })
          : jsonResponse(200, AGED),
    });

    const table = await screen.findByRole("table", { name: "Aged debtors" }, LAZY_LOAD);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent)
        .slice(0, 7),
    ).toEqual(["Client", "Current", "30 days", "60 days", "90 days", "120+ days", "Total"]);
    const row = within(table).getByText(CLIENT.name).closest("tr") as HTMLElement;
    expect(cellsOf(row).map((text) => text?.replace(/\s/g, " "))).toEqual([
      CLIENT.name,
      randText(100_000),
      "—",
      randText(250_050),
      "—",
      randText(10_000),
      randText(360_050),
    ]);

    await user.click(screen.getByRole("button", { name: "Download CSV" }));

    await waitFor(() => expect(saved).toEqual(["aged-debtors-2026-04-30.csv"]));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(
      /\/aged-debtors\?date=\d{4}-\d{2}-\d{2}&format=csv$/,
    );
  });

  it("shows a client's statement for the period with its opening and closing balances", async () => {
    const { fetchMock, user } = await openReports({
      [`GET ${REPORTS}/client-statement/${CLIENT_ID}`]: () => jsonResponse(200, STATEMENT),
    });
    await screen.findByRole("table", { name: "Aged debtors" }, LAZY_LOAD);
    expect((screen.getByRole("button", { name: "View Statement" }) as HTMLButtonElement).disabled).toBe(true);

    const statementFrom = screen.getAllByLabelText("From").at(-1) as HTMLInputElement;
    const statementTo = screen.getAllByLabelText("To").at(-1) as HTMLInputElement;
    await user.clear(statementFrom);
    await user.type(statementFrom, "2026-04-01");
    await user.clear(statementTo);
    await user.type(statementTo, "2026-04-30");
    await user.click(screen.getAllByRole("combobox", { name: "Client" }).at(-1) as HTMLElement);
    await user.click(await screen.findByRole("option", { name: CLIENT.name }));
    await user.click(screen.getByRole("button", { name: "View Statement" }));

    const table = await screen.findByRole("table", { name: "Client statement" });
    expect(within(table).getByText("Opening balance")).toBeTruthy();
    expect(within(table).getByText("Closing balance")).toBeTruthy();
    expect(cellsOf(within(table).getByText("Transfer fees").closest("tr") as HTMLElement)[1]).toBe(
      "Invoice INV-0007",
    );
    expect(
      screen.getByText(`Ageing at the end: Current ${randText(598_117)} · 120+ days ${randText(50_000)}`, {
        normalizer: (text) => text.replace(/\s+/g, " ").trim(),
      }),
    ).toBeTruthy();
    expect(requestedQueries(fetchMock, `${REPORTS}/client-statement/${CLIENT_ID}`)[0]?.toString()).toBe(
      "from=2026-04-01&to=2026-04-30",
    );
  });
});
