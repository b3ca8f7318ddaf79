import { BILLING_MESSAGES, type TPayment } from "@inkundla/shared";
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
  MATTER_ID,
  stubBillingServer,
  TRUST_ACCOUNT_ID,
} from "../billing-test-fixtures";
import { BillingPage } from "../pages/billing-page";

const PAYMENTS_PATH = "/api/billing/payments";
const REFUSAL =
  "Refused: Mokoena Holdings holds R 1 000,00 in trust, less than the R 5 981,17 to be paid (LPC Rule 54.14.9).";
// The option's value: the trust account and the matter the money is held on.
const LEDGER_VALUE = `${TRUST_ACCOUNT_ID}|${MATTER_ID}`;

const PAYMENT: TPayment = {
  id: "p1111111-1111-4111-8111-111111111111",
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  method: "eft",
  amountCents: 600_000,
  unallocatedCents: 1_883,
  date: "2026-04-10",
  reference: "MOK-APR",
  allocations: [
    {
      invoiceId: INVOICE_ID,
      invoiceNumber: "INV-0007",
      amountCents: 598_117,
      trustPostingId: null,
      trustPostingNumber: null,
    },
  ],
  recordedBy: "Thandi Mokoena",
  createdAt: "2026-04-10T09:00:00.000Z",
};

async function openPaymentForClient(routes: Parameters<typeof stubBillingServer>[0] = {}) {
  const fetchMock = stubBillingServer(routes);
  renderWithProviders(<BillingPage />, {
    route: "/billing?tab=payments",
    user: buildUser({ role: "office_manager", isFirmOwner: false }),
  });
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Record payment" }, LAZY_LOAD);
  await user.click(within(form).getByRole("combobox", { name: "Client" }));
  await user.click(await screen.findByRole("option", { name: CLIENT.name }));
  await within(form).findByRole("table", { name: "Open invoices" });
  return { fetchMock, user, form };
}

describe("Payment Processing", { timeout: 25_000 }, () => {
  it("shows the client's outstanding, credit and trust, and asks only for their open invoices", async () => {
    const { fetchMock, form } = await openPaymentForClient();

    expect(await within(form).findByLabelText(`Outstanding: ${randText(598_117)}`)).toBeTruthy();
    expect(within(form).getByLabelText(`Credit: ${randText(0)}`)).toBeTruthy();
    expect(within(form).getByLabelText(`Held in trust: ${randText(1_000_000)}`)).toBeTruthy();
    const query = requestedQueries(fetchMock, "/api/billing/invoices").at(-1);
    expect(query?.get("clientId")).toBe(CLIENT_ID);
    expect(query?.get("status")).toBe("open");
  });

  it("refuses a payment from trust without a ledger or a full allocation and sends nothing", async () => {
    const { fetchMock, user, form } = await openPaymentForClient();

    await user.selectOptions(within(form).getByRole("combobox", { name: "Method" }), "From trust");
    await user.type(within(form).getByRole("textbox", { name: "Amount" }), "5981.17");
    await user.type(within(form).getByRole("textbox", { name: "Amount for INV-0007" }), "5000");
    await user.click(within(form).getByRole("button", { name: "Record Payment" }));

    expect(await within(form).findByText(BILLING_MESSAGES.trustLedger)).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toBe(BILLING_MESSAGES.trustAllocateAll);
    expect(sentBodies(fetchMock, "POST", PAYMENTS_PATH)).toHaveLength(0);
  });

  it("sends a fully allocated payment from the chosen trust ledger and shows the server's 409 refusal", async () => {
    const { fetchMock, user, form } = await openPaymentForClient({
      [`POST ${PAYMENTS_PATH}`]: () => jsonResponse(409, { message: REFUSAL, code: "ledger_in_debit" }),
    });

    await user.selectOptions(within(form).getByRole("combobox", { name: "Method" }), "From trust");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Trust ledger" }), LEDGER_VALUE);
    await user.type(within(form).getByRole("textbox", { name: "Amount" }), "5981.17");
    await user.click(within(form).getByRole("button", { name: "Pay INV-0007 in full" }));
    await user.type(within(form).getByRole("textbox", { name: "Reference" }), "INV-0007");
    await user.click(within(form).getByRole("button", { name: "Record Payment" }));

    expect(await within(form).findByText(REFUSAL)).toBeTruthy();
    const [sent] = sentBodies(fetchMock, "POST", PAYMENTS_PATH);
    expect(sent).toMatchObject({
      clientId: CLIENT_ID,
      method: "trust",
      amountCents: 598_117,
      reference: "INV-0007",
      allocations: [{ invoiceId: INVOICE_ID, amountCents: 598_117 }],
      trust: { accountId: TRUST_ACCOUNT_ID, matterId: MATTER_ID },
    });
    expect((within(form).getByRole("textbox", { name: "Amount" }) as HTMLInputElement).value).toBe("5981.17");
  });

  it("records an EFT overpayment and names what it paid and what became credit", async () => {
    const { fetchMock, user, form } = await openPaymentForClient({
      [`POST ${PAYMENTS_PATH}`]: () => jsonResponse(201, PAYMENT),
    });

    await user.type(within(form).getByRole("textbox", { name: "Amount" }), "6000");
    await user.click(within(form).getByRole("button", { name: "Pay INV-0007 in full" }));
    expect(
      within(form).getByText(
        `Allocated ${randText(598_117)} of ${randText(600_000)}: ${randText(1_883)} becomes the client's credit`,
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Record Payment" }));

    expect(
      await screen.findByText(
        `${randText(600_000)} from ${CLIENT.name} paid INV-0007; ${randText(1_883)} is kept as credit.`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", PAYMENTS_PATH)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", PAYMENTS_PATH)[0]).not.toHaveProperty("trust");
  });

  it("opens prefilled from an issued invoice's Record Payment with its balance against it", async () => {
    stubBillingServer({
      [`GET /api/billing/invoices/${INVOICE_ID}`]: () =>
        jsonResponse(
          200,
          buildInvoice({ number: "INV-0007", status: "sent", storedStatus: "sent", issueDate: "2026-04-03" }),
        ),
    });
    renderWithProviders(<BillingPage />, {
      route: `/billing?tab=invoices&invoice=${INVOICE_ID}`,
      user: buildUser({ role: "office_manager", isFirmOwner: false }),
    });
    const user = userEvent.setup();
    const drawer = await screen.findByRole("dialog", { name: "Invoice INV-0007" }, LAZY_LOAD);

    await user.click(within(drawer).getByRole("button", { name: "Record Payment" }));

    const form = await screen.findByRole("form", { name: "Record payment" }, LAZY_LOAD);
    expect(screen.getByRole("tab", { name: "Payment Processing" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect((within(form).getByRole("textbox", { name: "Amount" }) as HTMLInputElement).value).toBe("5981.17");
    const allocation = (await within(form).findByRole("textbox", {
      name: "Amount for INV-0007",
    })) as HTMLInputElement;
    expect(allocation.value).toBe("5981.17");
  });
});
