import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  jsonResponse,
  LAZY_LOAD,
  randText,
  requestedQueries,
  sentBodies,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildInvoice,
  CLIENT,
  CLIENT_ID,
  INVOICE_ID,
  MATTER,
  MATTER_ID,
  PROFILE,
  stubBillingServer,
  TIME_ENTRY_IDS,
} from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const INVOICES_PATH = "/api/billing/invoices";
const partner = buildUser({ role: "partner", isFirmOwner: false });

async function openCreateInvoice(routes: Parameters<typeof stubBillingServer>[0] = {}) {
  const fetchMock = stubBillingServer(routes);
  renderWithProviders(<BillingPage />, { route: "/billing?tab=invoices", user: partner });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Create Invoice" }, LAZY_LOAD));
  const dialog = await screen.findByRole("dialog", { name: "Create Invoice" }, LAZY_LOAD);
  await user.click(within(dialog).getByRole("combobox", { name: "Client" }));
  await user.click(await screen.findByRole("option", { name: CLIENT.name }));
  const matterOption = `${MATTER.reference} · ${MATTER.title}`;
  await within(dialog).findByRole("option", { name: matterOption });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Matter" }), matterOption);
  await within(dialog).findByRole("table", { name: "Unbilled work" });
  return { fetchMock, user, dialog };
}

// Typing a whole invoice in jsdom takes several seconds on a shared machine.
describe("Invoice Management", { timeout: 40_000 }, () => {
  it("asks the server for the status chosen in the filter", async () => {
    const fetchMock = stubBillingServer();
    renderWithProviders(<BillingPage />, { route: "/billing?tab=invoices", user: partner });
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Invoices" }, LAZY_LOAD);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Invoice #", "Client", "Date", "Due Date", "Amount", "Status"]);
    expect(requestedQueries(fetchMock, INVOICES_PATH).at(-1)?.get("status")).toBe("all");

    await user.click(screen.getByRole("radio", { name: "Overdue" }));
    await waitFor(() =>
      expect(requestedQueries(fetchMock, INVOICES_PATH).at(-1)?.get("status")).toBe("overdue"),
    );
    await user.click(screen.getByRole("radio", { name: "Paid" }));
    await waitFor(() =>
      expect(requestedQueries(fetchMock, INVOICES_PATH).at(-1)?.toString()).toBe(
        "status=paid&limit=25&offset=0",
      ),
    );
  });

  it("previews subtotal, VAT at 15% and total from the ticked time entries and saves the draft", async () => {
    const { fetchMock, user, dialog } = await openCreateInvoice({
      [`POST ${INVOICES_PATH}`]: () => jsonResponse(201, buildInvoice()),
    });
    const totals = within(dialog).getByRole("group", { name: "Invoice totals" });

    // R 3 701,00 + R 1 500,02 = R 5 201,02; VAT 15% of it is R 780,153 → R 780,15 (half up, once).
    expect(within(totals).getByLabelText(`Subtotal: ${randText(520_102)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`VAT (15%): ${randText(78_015)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`Total: ${randText(598_117)}`)).toBeTruthy();

    await user.click(
      within(dialog).getByRole("checkbox", { name: "Bill Call with the bond attorneys (02 Apr 2026)" }),
    );
    expect(within(totals).getByLabelText(`Subtotal: ${randText(370_100)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`VAT (15%): ${randText(55_515)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`Total: ${randText(425_615)}`)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Add Fee Line" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Line 1 description" }),
      "Deeds Office lodgement",
    );
    await user.clear(within(dialog).getByRole("textbox", { name: "Line 1 quantity" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Line 1 quantity" }), "1.5");
    await user.type(within(dialog).getByRole("textbox", { name: "Line 1 unit price" }), "1000.01");
    await user.click(within(dialog).getByRole("checkbox", { name: "Line 1 charge VAT" }));
    // 1.5 × R 1 000,01 = R 1 500,02 (half up), without VAT.
    expect(within(totals).getByLabelText(`Subtotal: ${randText(520_102)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`VAT (15%): ${randText(55_515)}`)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Save Draft" }));

    await waitFor(() => expect(sentBodies(fetchMock, "POST", INVOICES_PATH)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", INVOICES_PATH)[0]).toEqual({
      clientId: CLIENT_ID,
      matterId: MATTER_ID,
      description: "",
      notes: "",
      timeEntryIds: [TIME_ENTRY_IDS[0]],
      expenseIds: [],
      lines: [
        { description: "Deeds Office lodgement", quantity: 1.5, unitPriceCents: 100_001, taxable: false },
      ],
    });
    expect(await screen.findByText("Draft invoice saved")).toBeTruthy();
    expect(await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD)).toBeTruthy();
  });

  it("charges no VAT in the preview when the firm is not VAT registered", async () => {
    const { dialog } = await openCreateInvoice({
      "GET /api/billing/profile": () =>
        jsonResponse(200, { ...PROFILE, vatRegistered: false, vatNumber: "" }),
    });
    const totals = within(dialog).getByRole("group", { name: "Invoice totals" });

    expect(within(totals).getByLabelText(`Total: ${randText(520_102)}`)).toBeTruthy();
    expect(within(totals).queryByLabelText(/^VAT/)).toBeNull();
    expect(
      within(totals).getByText("No VAT: the firm is not VAT registered (see the Billing Profile)."),
    ).toBeTruthy();
  });

  it("issues a draft only after the confirmation and shows its new number", async () => {
    let issued = false;
    const fetchMock = stubBillingServer({
      [`GET ${INVOICES_PATH}/${INVOICE_ID}`]: () =>
        jsonResponse(
          200,
          issued
            ? buildInvoice({ number: "INV-0008", status: "sent", storedStatus: "sent", emailStatus: "sent" })
            : buildInvoice(),
        ),
      [`POST ${INVOICES_PATH}/${INVOICE_ID}/issue`]: () => {
        issued = true;
        return jsonResponse(
          200,
          buildInvoice({ number: "INV-0008", status: "sent", storedStatus: "sent", emailStatus: "sent" }),
        );
      },
    });
    renderWithProviders(<BillingPage />, {
      route: `/billing?tab=invoices&invoice=${INVOICE_ID}`,
      user: partner,
    });
    const user = userEvent.setup();
    const drawer = await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD);

    await user.click(within(drawer).getByRole("button", { name: "Issue Invoice" }));
    const confirm = await screen.findByRole("dialog", { name: "Issue Invoice" });
    expect(sentBodies(fetchMock, "POST", `${INVOICES_PATH}/${INVOICE_ID}/issue`)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Issue Invoice" }));

    expect(await screen.findByText("Invoice INV-0008 issued")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", `${INVOICES_PATH}/${INVOICE_ID}/issue`)).toEqual([
      { sendEmail: true },
    ]);
    const issuedDrawer = await screen.findByRole("dialog", { name: "Invoice INV-0008" });
    expect(within(issuedDrawer).getByText("It was e-mailed to the client with the PDF.")).toBeTruthy();
    expect(within(issuedDrawer).getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      `${INVOICES_PATH}/${INVOICE_ID}/pdf`,
    );
  });

  it("deletes a draft only after the confirmation", async () => {
    const fetchMock = stubBillingServer({
      [`DELETE ${INVOICES_PATH}/${INVOICE_ID}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<BillingPage />, {
      route: `/billing?tab=invoices&invoice=${INVOICE_ID}`,
      user: buildUser({ role: "associate", isFirmOwner: false }),
    });
    const user = userEvent.setup();
    const drawer = await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD);
    expect(within(drawer).queryByRole("button", { name: "Issue Invoice" })).toBeNull();

    await user.click(within(drawer).getByRole("button", { name: "Delete Draft" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Draft" });
    await user.click(within(confirm).getByRole("button", { name: "Delete Draft" }));

    expect(await screen.findByText("Draft deleted")).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([input]) => String(input)),
    ).toEqual([`${INVOICES_PATH}/${INVOICE_ID}`]);
  });
});
