import type { TCurrentUser } from "@inkundla/shared";
import { formatCents } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, LAZY_LOAD, pageResponse, randText, requestedQueries } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ACCOUNT_ID, buildTransaction, stubTrustServer, TRUST_ACCOUNT } from "../trust-test-fixtures";
import { TrustAccountingPage } from "./trust-accounting-page";

const partner = buildUser({ role: "partner", isFirmOwner: false });

describe("TrustAccountingPage", () => {
  it("shows the spec's tabs, with Reconciliation before Section 86, Reports last and Overview first", () => {
    stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, { route: "/trust-accounting", user: partner });

    expect(screen.getByRole("heading", { level: 1, name: "Trust Accounting" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Trust Accounts",
      "Transactions",
      "Reconciliation",
      "Section 86",
      "Compliance",
      "Reports",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the summary figures with the total in rand, 5 recent transactions and the live checklist", async () => {
    const fetchMock = stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, { route: "/trust-accounting", user: partner });

    expect(
      await screen.findByLabelText(`Total Trust Funds: ${randText(123_456_789)}`, undefined, LAZY_LOAD),
    ).toBeTruthy();
    expect(screen.getByLabelText("Active Accounts: 2")).toBeTruthy();
    expect(screen.getByLabelText("Clients in Credit: 14")).toBeTruthy();
    expect(screen.getByLabelText("Unreconciled Items: 3")).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Recent transactions" })).toBeTruthy();
    expect(requestedQueries(fetchMock, "/api/trust-accounting/transactions")[0]?.toString()).toBe(
      "limit=5&offset=0",
    );

    const checklist = await screen.findByRole("list", { name: "Compliance requirements" });
    const reconciliation = within(checklist)
      .getByText("Monthly three-way reconciliation")
      .closest("li") as HTMLElement;
    expect(within(reconciliation).getByText("Action Required")).toBeTruthy();
    expect(within(reconciliation).getByText("LPC Rule 54.15.1")).toBeTruthy();
    expect(within(reconciliation).getByText("Reconcile and sign off March 2026.")).toBeTruthy();
    const debit = within(checklist).getByText("No client ledger in debit").closest("li") as HTMLElement;
    expect(within(debit).getByText("Compliant")).toBeTruthy();
  });

  it("shows Debit, Credit and Balance in rand and Reconciled or Pending on the Transactions tab", async () => {
    stubTrustServer({
      "GET /api/trust-accounting/transactions": () =>
        pageResponse(
          [
            buildTransaction(),
            buildTransaction({
              id: "e2222222-2222-4222-8222-222222222222",
              postingId: "b2222222-2222-4222-8222-222222222222",
              number: 8,
              type: "payment",
              description: "Paid to the Deeds Office",
              reference: "DEEDS",
              debitCents: 125_000,
              creditCents: 0,
              balanceCents: 12_375_050,
              reconciled: false,
            }),
          ],
          2,
        ),
    });
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=transactions",
      user: partner,
    });

    const table = await screen.findByRole("table", { name: "Trust transactions" }, LAZY_LOAD);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Date", "Description", "Account", "Reference", "Debit", "Credit", "Balance", "Status"]);
    const receipt = within(table).getByText("Deposit for transfer costs").closest("tr") as HTMLElement;
    const receiptCells = within(receipt)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(receiptCells.slice(4)).toEqual(["—", formatCents(500_000), formatCents(12_500_050), "Reconciled"]);
    const payment = within(table).getByText("Paid to the Deeds Office").closest("tr") as HTMLElement;
    const paymentCells = within(payment)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(paymentCells.slice(4)).toEqual([formatCents(125_000), "—", formatCents(12_375_050), "Pending"]);
    expect(screen.getByText("2 lines")).toBeTruthy();
  });

  it("sends the account and status filters to the server", async () => {
    const fetchMock = stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=transactions",
      user: partner,
    });
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Trust transactions" }, LAZY_LOAD);

    await user.selectOptions(screen.getByLabelText("Account"), TRUST_ACCOUNT.name);
    await user.click(screen.getByRole("radio", { name: "Pending" }));

    await waitFor(() =>
      expect(requestedQueries(fetchMock, "/api/trust-accounting/transactions").at(-1)?.toString()).toBe(
        `accountId=${ACCOUNT_ID}&reconciled=false&limit=25&offset=0`,
      ),
    );
  });

  it("opens an account's transactions from the Trust Accounts table", async () => {
    const fetchMock = stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, { route: "/trust-accounting?tab=accounts", user: partner });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole("button", { name: `View transactions of ${TRUST_ACCOUNT.name}` }, LAZY_LOAD),
    );

    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Transactions" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe(ACCOUNT_ID);
    await waitFor(() =>
      expect(requestedQueries(fetchMock, "/api/trust-accounting/transactions").at(-1)?.get("accountId")).toBe(
        ACCOUNT_ID,
      ),
    );
  });

  async function openAccountsAs(user: TCurrentUser) {
    stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, { route: "/trust-accounting?tab=accounts", user });
    expect(await screen.findByRole("table", { name: "Trust accounts" }, LAZY_LOAD)).toBeTruthy();
  }

  it("hides capture and management actions from a member outside the trust roles", async () => {
    await openAccountsAs(buildUser({ role: "paralegal", isFirmOwner: false }));
    expect(screen.queryByRole("form", { name: "Create trust account" })).toBeNull();
    expect(
      screen.getByText("Only a partner or legal director can open or close trust accounts."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: `Edit ${TRUST_ACCOUNT.name}` })).toBeNull();
    expect(screen.queryByRole("button", { name: `Close ${TRUST_ACCOUNT.name}` })).toBeNull();

    await userEvent.setup().click(screen.getByRole("tab", { name: "Transactions" }));
    expect(await screen.findByRole("table", { name: "Trust transactions" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New Transaction" })).toBeNull();
  });

  it("gives the firm's owner the capture and management actions, as the server does, whatever their role", async () => {
    await openAccountsAs(buildUser({ role: "associate", isFirmOwner: true }));
    expect(screen.getByRole("button", { name: `Edit ${TRUST_ACCOUNT.name}` })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("tab", { name: "Transactions" }));
    expect(await screen.findByRole("button", { name: "New Transaction" }, LAZY_LOAD)).toBeTruthy();
  });

  it("shows the empty state when the firm has no trust account", async () => {
    stubTrustServer({ "GET /api/trust-accounting/accounts": () => pageResponse([]) });
    renderWithProviders(<TrustAccountingPage />, { route: "/trust-accounting?tab=accounts", user: partner });

    expect(await screen.findByText("No trust accounts yet", undefined, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByText("Open the firm's trust account to start.")).toBeTruthy();
  });
});
