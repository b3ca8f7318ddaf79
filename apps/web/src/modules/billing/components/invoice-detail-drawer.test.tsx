import type { TInvoice } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  jsonResponse,
  LAZY_LOAD,
  randText,
  requestsTo,
  sentBodies,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildInvoice,
  CLIENT,
  INVOICE_ID,
  MATTER_ID,
  stubBillingServer,
  TIME_ENTRY_IDS,
} from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const INVOICE_PATH = `/api/billing/invoices/${INVOICE_ID}`;

/** The fixture's draft (2 h of drafting, entry 1) plus a fee of 1.5 × R 2 000,00 without VAT. */
function draftWithFee(overrides: Partial<TInvoice> = {}): TInvoice {
  const draft = buildInvoice();
  return buildInvoice({
    description: "Transfer fees",
    dueDate: "2099-06-30",
    notes: "Payable by EFT",
    lines: [
      ...draft.lines,
      {
        id: "l2222222-2222-4222-8222-222222222222",
        kind: "fee",
        description: "Deeds Office lodgement",
        quantity: 1.5,
        unitPriceCents: 200_000,
        amountCents: 300_000,
        taxable: false,
        vatCents: 0,
        timeEntryId: null,
        expenseId: null,
        date: null,
      },
    ],
    subtotalCents: 670_100,
    vatCents: 55_515,
    totalCents: 725_615,
    ...overrides,
  });
}

async function openEditDraft(user = buildUser({ role: "associate", isFirmOwner: false })) {
  const fetchMock = stubBillingServer({
    [`GET ${INVOICE_PATH}`]: () => jsonResponse(200, draftWithFee()),
    [`PATCH ${INVOICE_PATH}`]: (init) =>
      jsonResponse(200, draftWithFee(JSON.parse(String(init.body)) as Partial<TInvoice>)),
  });
  renderWithProviders(<BillingPage />, { route: `/billing?tab=invoices&invoice=${INVOICE_ID}`, user });
  const person = userEvent.setup();
  const drawer = await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD);
  await person.click(within(drawer).getByRole("button", { name: "Edit Draft" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Draft" }, LAZY_LOAD);
  await within(dialog).findByRole("table", { name: "Unbilled work" });
  return { fetchMock, person, dialog };
}

// Editing a whole invoice in jsdom takes several seconds on a shared machine.
describe("Editing a draft invoice", { timeout: 40_000 }, () => {
  it("opens the form with the draft's client, matter, ticked work, fee lines, description, due date and notes", async () => {
    const { dialog } = await openEditDraft();

    const client = within(dialog).getByRole("textbox", { name: "Client" }) as HTMLInputElement;
    expect(client.value).toBe(CLIENT.name);
    expect(client.disabled).toBe(true);
    const matter = within(dialog).getByRole("combobox", { name: "Matter" }) as HTMLSelectElement;
    await waitFor(() => expect(matter.value).toBe(MATTER_ID));

    const onDraft = within(dialog).getByRole("checkbox", {
      name: "Bill Drafting the deed of sale (01 Apr 2026)",
    }) as HTMLInputElement;
    const notOnDraft = within(dialog).getByRole("checkbox", {
      name: "Bill Call with the bond attorneys (02 Apr 2026)",
    }) as HTMLInputElement;
    expect(onDraft.checked).toBe(true);
    expect(notOnDraft.checked).toBe(false);

    const textIn = (name: string) =>
      (within(dialog).getByRole("textbox", { name }) as HTMLInputElement).value;
    expect(textIn("Line 1 description")).toBe("Deeds Office lodgement");
    expect(textIn("Line 1 quantity")).toBe("1.5");
    expect(textIn("Line 1 unit price")).toBe("2000.00");
    expect(
      (within(dialog).getByRole("checkbox", { name: "Line 1 charge VAT" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(textIn("Description")).toBe("Transfer fees");
    expect(textIn("Notes")).toBe("Payable by EFT");
    expect((within(dialog).getByLabelText(/^Due date/) as HTMLInputElement).value).toBe("2099-06-30");

    // R 3 701,00 of time with 15% VAT, and R 3 000,00 of fees without.
    const totals = within(dialog).getByRole("group", { name: "Invoice totals" });
    expect(within(totals).getByLabelText(`Subtotal: ${randText(670_100)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`VAT (15%): ${randText(55_515)}`)).toBeTruthy();
    expect(within(totals).getByLabelText(`Total: ${randText(725_615)}`)).toBeTruthy();
  });

  it("saves only the changed fields with PATCH and closes the form", async () => {
    const { fetchMock, person, dialog } = await openEditDraft();

    await person.click(
      within(dialog).getByRole("checkbox", { name: "Bill Call with the bond attorneys (02 Apr 2026)" }),
    );
    const description = within(dialog).getByRole("textbox", { name: "Description" });
    await person.clear(description);
    await person.type(description, "Transfer and bond fees");
    await person.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(sentBodies(fetchMock, "PATCH", INVOICE_PATH)).toHaveLength(1));
    expect(sentBodies(fetchMock, "PATCH", INVOICE_PATH)[0]).toEqual({
      description: "Transfer and bond fees",
      timeEntryIds: [TIME_ENTRY_IDS[0], TIME_ENTRY_IDS[1]],
    });
    expect(requestsTo(fetchMock, "POST", "/api/billing/invoices")).toHaveLength(0);
    expect(await screen.findByText("Draft invoice updated")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Draft" })).toBeNull());
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    const refusal =
      "This invoice has been issued and can no longer be changed (VAT Act s20): issue a credit note to correct it, or void it if nothing has been paid.";
    stubBillingServer({
      [`GET ${INVOICE_PATH}`]: () => jsonResponse(200, draftWithFee()),
      [`PATCH ${INVOICE_PATH}`]: () => jsonResponse(409, { message: refusal, code: "not_draft" }),
    });
    renderWithProviders(<BillingPage />, {
      route: `/billing?tab=invoices&invoice=${INVOICE_ID}`,
      user: buildUser({ role: "partner", isFirmOwner: false }),
    });
    const person = userEvent.setup();
    const drawer = await screen.findByRole("dialog", { name: "Draft invoice" }, LAZY_LOAD);
    await person.click(within(drawer).getByRole("button", { name: "Edit Draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Draft" }, LAZY_LOAD);
    await person.type(within(dialog).getByRole("textbox", { name: "Notes" }), " within 30 days");
    await person.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit Draft" })).toBeTruthy();
  });
});
