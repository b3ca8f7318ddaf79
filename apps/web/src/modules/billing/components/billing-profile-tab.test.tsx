import { BILLING_MESSAGES } from "@inkundla/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, sentBodies } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { PROFILE, stubBillingServer } from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const PROFILE_PATH = "/api/billing/profile";

async function openProfile(routes: Parameters<typeof stubBillingServer>[0] = {}) {
  const fetchMock = stubBillingServer(routes);
  renderWithProviders(<BillingPage />, {
    route: "/billing?tab=profile",
    user: buildUser({ role: "office_manager", isFirmOwner: false }),
  });
  const user = userEvent.setup();
  await screen.findByRole("form", { name: "Billing profile" }, LAZY_LOAD);
  return { fetchMock, user };
}

async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const field = screen.getByRole("textbox", { name });
  await user.clear(field);
  await user.type(field, text);
}

describe("Billing Profile", { timeout: 20_000 }, () => {
  it("saves the typed values with one PUT and says the profile was saved", async () => {
    const { fetchMock, user } = await openProfile({
      [`PUT ${PROFILE_PATH}`]: (init) => jsonResponse(200, { ...PROFILE, ...JSON.parse(String(init.body)) }),
    });

    await retype(user, "Firm name", "Dlamini & Partners Inc.");
    await retype(user, "VAT number", "4987654321");
    await retype(user, "Default hourly rate", "2100.50");
    await user.selectOptions(screen.getByRole("combobox", { name: "Payment terms" }), "14 days");
    await retype(user, "Invoice number prefix", "DLP");
    await user.click(screen.getByRole("switch", { name: "Interest on overdue invoices" }));
    await user.click(screen.getByRole("button", { name: "Save Billing Profile" }));

    expect(await screen.findByText("Billing profile saved")).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", PROFILE_PATH)).toEqual([
      {
        firmName: "Dlamini & Partners Inc.",
        registrationNumber: PROFILE.registrationNumber,
        vatRegistered: true,
        vatNumber: "4987654321",
        defaultRate: 2100.5,
        address: PROFILE.address,
        bankingDetails: PROFILE.bankingDetails,
        paymentTerms: 14,
        invoicePrefix: "DLP",
        chargeInterest: true,
        logoFileId: null,
      },
    ]);
  });

  it("shows the VAT number rule beside the field and sends nothing", async () => {
    const { fetchMock, user } = await openProfile();

    await retype(user, "VAT number", "123456");
    await user.click(screen.getByRole("button", { name: "Save Billing Profile" }));

    expect(await screen.findByText(BILLING_MESSAGES.vatNumber)).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", PROFILE_PATH)).toHaveLength(0);
  });

  it("keeps the invoice prefix fixed once an invoice has been issued and leaves it out of the save", async () => {
    const { fetchMock, user } = await openProfile({
      [`GET ${PROFILE_PATH}`]: () => jsonResponse(200, { ...PROFILE, hasIssuedInvoices: true }),
      [`PUT ${PROFILE_PATH}`]: () => jsonResponse(200, { ...PROFILE, hasIssuedInvoices: true }),
    });

    const prefix = screen.getByRole("textbox", { name: "Invoice number prefix" }) as HTMLInputElement;
    expect(prefix.disabled).toBe(true);
    expect(
      screen.getByText("Fixed once an invoice has been issued, so the numbers stay one unbroken series"),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Billing Profile" }));

    await waitFor(() => expect(sentBodies(fetchMock, "PUT", PROFILE_PATH)).toHaveLength(1));
    expect(sentBodies(fetchMock, "PUT", PROFILE_PATH)[0]).not.toHaveProperty("invoicePrefix");
  });
});
