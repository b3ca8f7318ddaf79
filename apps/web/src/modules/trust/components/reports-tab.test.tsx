import { formatCents, todayInSouthAfrica } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, requestedQueries } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import { previousMonth } from "../trust-format";
import {
  ACCOUNT_ID,
  buildBalanceListingReport,
  CLIENT,
  CLIENT_ID,
  stubTrustServer,
  TRUST_ACCOUNT,
} from "../trust-test-fixtures";

const REPORTS = "/api/trust-accounting/reports";

async function openReports(routes: Parameters<typeof stubTrustServer>[0] = {}) {
  const fetchMock = stubTrustServer(routes);
  renderWithProviders(<TrustAccountingPage />, {
    route: "/trust-accounting?tab=reports",
    user: buildUser({ role: "paralegal", isFirmOwner: false }),
  });
  const user = userEvent.setup();
  await screen.findByRole("region", { name: "Trust balance listing" }, LAZY_LOAD);
  return { fetchMock, user };
}

function card(title: string): HTMLElement {
  return screen.getByRole("region", { name: title });
}

function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

async function setDate(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, date: string) {
  await user.clear(input);
  await user.type(input, date);
}

describe("the Reports tab", { timeout: 20_000 }, () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows the balance listing for the chosen day with rand amounts, right-aligned, and the total", async () => {
    const { fetchMock, user } = await openReports({
      [`GET ${REPORTS}/balance-listing`]: () => jsonResponse(200, buildBalanceListingReport()),
    });
    const listing = card("Trust balance listing");

    await setDate(user, within(listing).getByLabelText("At the end of"), "2026-04-30");
    await user.click(within(listing).getByRole("button", { name: "View" }));

    const creditors = await within(listing).findByRole("table", { name: "Trust creditors" });
    expect(requestedQueries(fetchMock, `${REPORTS}/balance-listing`)[0]?.toString()).toBe(
      "date=2026-04-30&format=json",
    );
    expect(
      within(listing).getByRole("heading", { name: "Trust balance listing (LPC Rule 54.15.1)" }),
    ).toBeTruthy();
    expect(within(listing).getByText("At the end of 30 April 2026")).toBeTruthy();
    expect(
      within(creditors)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Trust creditor", "Type", "Balance"]);
    const [, clientRow, firmRow, totalsRow] = within(creditors).getAllByRole("row") as HTMLElement[];
    expect(cellTexts(clientRow as HTMLElement)).toEqual([CLIENT.name, "Client", formatCents(12_450_050)]);
    expect(cellTexts(firmRow as HTMLElement)).toEqual(["Firm's own funds", "Firm", formatCents(50_000)]);
    expect(cellTexts(totalsRow as HTMLElement)).toEqual([
      "Total trust creditors",
      "",
      formatCents(12_500_050),
    ]);
    expect(totalsRow?.closest("tfoot")).toBeTruthy();
    const totalCell = within(totalsRow as HTMLElement).getAllByRole("cell")[2] as HTMLElement;
    expect(totalCell.style.textAlign).toBe("right");

    const summary = within(listing).getByRole("table", { name: "Summary" });
    const creditorsLine = within(summary).getByText("Trust creditors (2)").closest("tr") as HTMLElement;
    expect(within(creditorsLine).getByRole("cell").textContent).toBe(formatCents(12_500_050));
    const accounts = within(listing).getByRole("table", { name: "Trust bank accounts" });
    expect(within(accounts).getByText(TRUST_ACCOUNT.name)).toBeTruthy();
  });

  it("points each report's PDF and CSV links at the parameters chosen on its card", async () => {
    const { user } = await openReports();
    const today = todayInSouthAfrica();
    const monthStart = `${today.slice(0, 7)}-01`;

    const listing = card("Trust balance listing");
    await setDate(user, within(listing).getByLabelText("At the end of"), "2026-04-30");
    expect(
      within(listing)
        .getByRole("link", { name: "Download Trust balance listing as PDF" })
        .getAttribute("href"),
    ).toBe(`${REPORTS}/balance-listing?date=2026-04-30&format=pdf`);

    const journal = card("Trust journal");
    expect(
      within(journal).getByRole("link", { name: "Download Trust journal as CSV" }).getAttribute("href"),
    ).toBe(`${REPORTS}/journal?from=${monthStart}&to=${today}&format=csv`);
    await within(journal).findByRole("option", { name: TRUST_ACCOUNT.name });
    await user.selectOptions(within(journal).getByLabelText("Trust account"), TRUST_ACCOUNT.name);
    await setDate(user, within(journal).getByLabelText("From"), "2026-03-01");
    await setDate(user, within(journal).getByLabelText("To"), "2026-03-31");
    expect(
      within(journal).getByRole("link", { name: "Download Trust journal as PDF" }).getAttribute("href"),
    ).toBe(`${REPORTS}/journal?accountId=${ACCOUNT_ID}&from=2026-03-01&to=2026-03-31&format=pdf`);

    const reconciliation = card("Three-way reconciliation");
    expect(
      within(reconciliation)
        .getByRole("link", { name: "Download Three-way reconciliation as PDF" })
        .getAttribute("href"),
    ).toBe(
      `${REPORTS}/reconciliation?accountId=${ACCOUNT_ID}&month=${previousMonth(today.slice(0, 7))}&format=pdf`,
    );

    // A statement needs a client: its buttons wait until one is chosen.
    const statement = card("Client trust statement");
    expect(within(statement).getByRole("button", { name: "View" }).hasAttribute("disabled")).toBe(true);
    expect(within(statement).queryByRole("link", { name: /as PDF$/ })).toBeNull();
    await user.click(within(statement).getByRole("combobox", { name: "Client" }));
    await user.click(await screen.findByRole("option", { name: CLIENT.name }));
    expect(
      within(statement)
        .getByRole("link", { name: "Download Client trust statement as PDF" })
        .getAttribute("href"),
    ).toBe(`${REPORTS}/client-statement?clientId=${CLIENT_ID}&from=${monthStart}&to=${today}&format=pdf`);

    const compliance = card("Compliance report");
    expect(
      within(compliance)
        .getByRole("link", { name: "Download Compliance report as PDF" })
        .getAttribute("href"),
    ).toBe(`${REPORTS}/compliance?format=pdf`);
    expect(within(compliance).queryByRole("link", { name: /as CSV$/ })).toBeNull();
  });

  it("shows the server's message when it refuses a report's parameters", async () => {
    const { user } = await openReports({
      [`GET ${REPORTS}/fund-interest`]: () =>
        jsonResponse(400, {
          message: "to: The end date cannot be before the start date",
          code: "invalid_input",
        }),
    });
    const interest = card("Fidelity Fund interest");

    await setDate(user, within(interest).getByLabelText("To"), "2020-01-31");
    await user.click(within(interest).getByRole("button", { name: "View" }));

    expect(
      await within(interest).findByText("to: The end date cannot be before the start date"),
    ).toBeTruthy();
    expect(within(interest).getByText("The report could not be made")).toBeTruthy();
  });

  it("shows the server's message when a download is refused", async () => {
    const { user } = await openReports({
      [`GET ${REPORTS}/balance-listing`]: () =>
        jsonResponse(400, { message: "date: The date cannot be in the future", code: "invalid_input" }),
    });
    const listing = card("Trust balance listing");

    await setDate(user, within(listing).getByLabelText("At the end of"), "2099-01-01");
    await user.click(within(listing).getByRole("link", { name: "Download Trust balance listing as PDF" }));

    expect(await screen.findByText("Download failed")).toBeTruthy();
    expect(screen.getByText("date: The date cannot be in the future")).toBeTruthy();
  });

  it("saves a downloaded file under the name the server gave it", async () => {
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:trust-report"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const { fetchMock, user } = await openReports({
      [`GET ${REPORTS}/balance-listing`]: () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="trust-balance-listing-2026-04-30.pdf"',
          },
        }),
    });
    const listing = card("Trust balance listing");
    await setDate(user, within(listing).getByLabelText("At the end of"), "2026-04-30");

    await user.click(within(listing).getByRole("link", { name: "Download Trust balance listing as PDF" }));

    await waitFor(() =>
      expect(saved).toEqual([
        { href: "blob:trust-report", download: "trust-balance-listing-2026-04-30.pdf" },
      ]),
    );
    expect(requestedQueries(fetchMock, `${REPORTS}/balance-listing`)[0]?.toString()).toBe(
      "date=2026-04-30&format=pdf",
    );
  });
});
