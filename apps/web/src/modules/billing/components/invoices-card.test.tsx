import { formatCents } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  jsonResponse,
  pageResponse,
  randText,
  requestedQueries,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildInvoiceListItem,
  CLIENT_ACCOUNT,
  CLIENT_ID,
  INVOICE_ID,
  MATTER_ID,
  stubBillingServer,
} from "../billing-test-fixtures";
import { InvoicesCard } from "./invoices-card";

const DRAFT_ID = "f2222222-2222-4222-8222-222222222222";
const member = buildUser({ role: "associate", isFirmOwner: false });

function stubInvoices(total = 2) {
  return stubBillingServer({
    "GET /api/billing/invoices": () =>
      pageResponse(
        [
          buildInvoiceListItem({ id: DRAFT_ID, number: null, date: null, dueDate: null, status: "draft" }),
          buildInvoiceListItem({ status: "overdue" }),
        ],
        total,
      ),
  });
}

describe("InvoicesCard", { timeout: 20_000 }, () => {
  it("lists the client's newest invoices with number, date, amount and status, and what they owe", async () => {
    const fetchMock = stubInvoices();
    renderWithProviders(<InvoicesCard clientId={CLIENT_ID} />, { user: member });

    const table = await screen.findByRole("table", { name: "Newest invoices" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Draft", "—", formatCents(598_117), "Draft"],
      ["INV-0007", "03 Apr 2026", formatCents(598_117), "Overdue"],
    ]);
    expect(screen.getByRole("link", { name: "Open invoice INV-0007" }).getAttribute("href")).toBe(
      `/billing?tab=invoices&invoice=${INVOICE_ID}`,
    );
    expect(
      screen
        .getByRole("link", { name: `Open draft invoice of ${formatCents(598_117)}` })
        .getAttribute("href"),
    ).toBe(`/billing?tab=invoices&invoice=${DRAFT_ID}`);
    expect(screen.getByRole("link", { name: "Open in Billing" }).getAttribute("href")).toBe(
      "/billing?tab=invoices",
    );
    expect(
      await screen.findByLabelText(`Outstanding: ${randText(CLIENT_ACCOUNT.outstandingCents)}`),
    ).toBeTruthy();
    expect(requestedQueries(fetchMock, "/api/billing/invoices").map(String)).toEqual([
      `clientId=${CLIENT_ID}&limit=5&offset=0`,
    ]);
  });

  it("says how many invoices there are when it shows only the newest five", async () => {
    stubInvoices(12);
    renderWithProviders(<InvoicesCard clientId={CLIENT_ID} />, { user: member });

    expect(await screen.findByText("The 2 newest of 12 invoices.")).toBeTruthy();
  });

  it("lists a matter's invoices by the matter, without the client's outstanding total", async () => {
    const fetchMock = stubInvoices();
    renderWithProviders(<InvoicesCard matterId={MATTER_ID} />, { user: member });

    expect(await screen.findByRole("table", { name: "Newest invoices" })).toBeTruthy();
    expect(requestedQueries(fetchMock, "/api/billing/invoices").map(String)).toEqual([
      `matterId=${MATTER_ID}&limit=5&offset=0`,
    ]);
    expect(screen.queryByLabelText(/^Outstanding/)).toBeNull();
  });

  it("says so when there are no invoices yet", async () => {
    stubBillingServer({ "GET /api/billing/invoices": () => pageResponse([]) });
    renderWithProviders(<InvoicesCard matterId={MATTER_ID} />, { user: member });

    expect(await screen.findByText("No invoices yet")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Newest invoices" })).toBeNull();
  });

  it("offers to try again when the invoices cannot be loaded", async () => {
    stubBillingServer({
      "GET /api/billing/invoices": () => jsonResponse(500, { message: "Boom", code: "internal" }),
    });
    renderWithProviders(<InvoicesCard clientId={CLIENT_ID} />, { user: member });

    expect(await screen.findByText("Invoices could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
