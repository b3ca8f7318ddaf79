import type { TCurrentUser } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  jsonResponse,
  LAZY_LOAD,
  pageResponse,
  randText,
  requestedQueries,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildInvoiceListItem, PROFILE, STATS, stubBillingServer } from "../billing-test-fixtures";
import { BillingPage } from "./billing-page";

const partner = buildUser({ role: "partner", isFirmOwner: false });

describe("BillingPage", { timeout: 20_000 }, () => {
  it("shows the spec's five tabs in order with Reports after them, Overview first", () => {
    stubBillingServer();
    renderWithProviders(<BillingPage />, { route: "/billing", user: partner });

    expect(screen.getByRole("heading", { level: 1, name: "Billing" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Billing Profile",
      "Expense Tracking",
      "Invoice Management",
      "Payment Processing",
      "Reports",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the overview cards from /stats, the 5 newest invoices and the EFT banking details", async () => {
    const fetchMock = stubBillingServer({
      "GET /api/billing/invoices": () => pageResponse([buildInvoiceListItem()], 40),
    });
    renderWithProviders(<BillingPage />, { route: "/billing", user: partner });

    expect(
      await screen.findByLabelText(`Outstanding: ${randText(12_345_678)} (7 invoices)`, undefined, LAZY_LOAD),
    ).toBeTruthy();
    expect(
      screen.getByLabelText("Average payment days: 23 days (From issue to full payment, last 12 months)"),
    ).toBeTruthy();
    expect(screen.getByLabelText(`Overdue: ${randText(4_500_000)} (2 invoices)`)).toBeTruthy();
    expect(screen.getByLabelText(`Collected this month: ${randText(2_300_050)}`)).toBeTruthy();
    expect(
      screen.getByLabelText(`Work in progress: ${randText(875_025)} (Unbilled time and expenses)`),
    ).toBeTruthy();
    expect(screen.getByLabelText(`Invoiced this month: ${randText(3_100_000)} (Excluding VAT)`)).toBeTruthy();

    const recent = await screen.findByRole("table", { name: "Recent invoices" });
    expect(within(recent).getByText("INV-0007")).toBeTruthy();
    expect(requestedQueries(fetchMock, "/api/billing/invoices")[0]?.toString()).toBe("limit=5&offset=0");
    expect(await screen.findByText(PROFILE.bankingDetails)).toBeTruthy();
    expect(screen.getByText("Card processing")).toBeTruthy();
    expect(screen.getByText("Not configured")).toBeTruthy();
  });

  it("says no invoice has been paid yet instead of an average of 0 days, and writes days in en-ZA", async () => {
    stubBillingServer({
      "GET /api/billing/stats": () => jsonResponse(200, { ...STATS, avgPaymentDays: null }),
    });
    renderWithProviders(<BillingPage />, { route: "/billing", user: partner });

    expect(
      await screen.findByLabelText(
        "Average payment days: No payments yet (No invoice was paid in full in the last 12 months)",
        undefined,
        LAZY_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.queryByText("0 days")).toBeNull();
  });

  it("writes a fractional average with a decimal comma", async () => {
    stubBillingServer({
      "GET /api/billing/stats": () => jsonResponse(200, { ...STATS, avgPaymentDays: 32.5 }),
    });
    renderWithProviders(<BillingPage />, { route: "/billing", user: partner });

    expect(await screen.findByText("32,5 days", undefined, LAZY_LOAD)).toBeTruthy();
  });

  it("asks for banking details when the profile has none", async () => {
    stubBillingServer({
      "GET /api/billing/profile": () =>
        new Response(JSON.stringify({ ...PROFILE, bankingDetails: "" }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    });
    renderWithProviders(<BillingPage />, { route: "/billing", user: partner });

    expect(
      await screen.findByText("Add banking details in the Billing Profile", undefined, LAZY_LOAD),
    ).toBeTruthy();
  });

  it("opens an invoice from the list in a drawer with its lines and totals", async () => {
    stubBillingServer();
    renderWithProviders(<BillingPage />, { route: "/billing?tab=invoices", user: partner });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Open invoice INV-0007" }, LAZY_LOAD));

    const drawer = await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD);
    expect(within(drawer).getByRole("table", { name: "Invoice lines" })).toBeTruthy();
    const totals = within(drawer).getByRole("table", { name: "Invoice totals" });
    expect(within(totals).getByText(randText(78_015))).toBeTruthy();
    expect(within(totals).getByText(randText(598_117))).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/billing");
  });

  async function openProfileAs(user: TCurrentUser) {
    stubBillingServer();
    renderWithProviders(<BillingPage />, { route: "/billing?tab=profile", user });
    return (await screen.findByRole("textbox", { name: "Firm name" }, LAZY_LOAD)) as HTMLInputElement;
  }

  it("shows the billing profile read-only to a member outside the manage roles", async () => {
    const firmName = await openProfileAs(buildUser({ role: "paralegal", isFirmOwner: false }));
    expect(firmName.value).toBe(PROFILE.firmName);
    expect(firmName.matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Save Billing Profile" })).toBeNull();
    expect(
      screen.getByText("Only a partner, legal director or office manager can change the billing profile."),
    ).toBeTruthy();
  });

  it("lets the firm's owner change the billing profile, as the server does, whatever their role", async () => {
    const firmName = await openProfileAs(buildUser({ role: "associate", isFirmOwner: true }));
    expect(firmName.matches(":disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Save Billing Profile" })).toBeTruthy();
  });
});
