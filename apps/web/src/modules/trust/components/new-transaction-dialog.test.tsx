import type { TTrustPosting } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  jsonResponse,
  LAZY_LOAD,
  requestedQueries,
  sentBodies,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import { ACCOUNT_ID, CLIENT, CLIENT_ID, stubTrustServer, TRUST_ACCOUNT } from "../trust-test-fixtures";

const TRANSACTIONS_PATH = "/api/trust-accounting/transactions";
const REFUSAL =
  "Refused: Mokoena Holdings holds R 1 000,00 in trust, less than the R 2 500,75 to be paid (LPC Rule 54.14.9).";

const POSTED: TTrustPosting = {
  id: "b3333333-3333-4333-8333-333333333333",
  number: 9,
  type: "payment",
  date: "2026-04-02",
  description: "Transfer duty",
  reference: "",
  amountCents: 250_075,
  counterparty: "SARS",
  feeNoteReference: null,
  reversesId: null,
  reversedById: null,
  capturedBy: "user-1",
  capturedByName: "Thandi Mokoena",
  capturedAt: "2026-04-02T09:00:00.000Z",
  lines: [],
};

async function openNewTransaction() {
  renderWithProviders(<TrustAccountingPage />, {
    route: "/trust-accounting?tab=transactions",
    user: buildUser({ role: "office_manager", isFirmOwner: false }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "New Transaction" }, LAZY_LOAD));
  const dialog = await screen.findByRole("dialog", { name: "New Transaction" }, LAZY_LOAD);
  // The account list has loaded once its option is there.
  await within(dialog).findByRole("option", {
    name: `${TRUST_ACCOUNT.name} (${TRUST_ACCOUNT.accountNumber})`,
  });
  return { user, dialog };
}

async function fillPayment(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, amount: string) {
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Type" }), "Payment");
  await user.selectOptions(
    within(dialog).getByRole("combobox", { name: "Trust account" }),
    `${TRUST_ACCOUNT.name} (${TRUST_ACCOUNT.accountNumber})`,
  );
  await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), amount);
  await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Transfer duty");
  await user.click(within(dialog).getByRole("combobox", { name: "Client" }));
  await user.click(await screen.findByRole("option", { name: CLIENT.name }));
  await user.type(within(dialog).getByRole("textbox", { name: "Paid to" }), "SARS");
}

// Typing through a whole form in jsdom takes a few seconds on a shared machine.
describe("New Transaction", { timeout: 20_000 }, () => {
  it("shows only the chosen type's fields", async () => {
    stubTrustServer();
    const { user, dialog } = await openNewTransaction();

    expect(within(dialog).getByRole("textbox", { name: "Received from" })).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "Paid to" })).toBeNull();

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Type" }), "Transfer to business");
    expect(within(dialog).getByRole("textbox", { name: "Fee note or invoice number" })).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Fee note amount" })).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "Received from" })).toBeNull();

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Type" }), "Interest");
    expect(within(dialog).queryByRole("combobox", { name: "Client" })).toBeNull();
    expect(within(dialog).queryByRole("textbox", { name: "Fee note amount" })).toBeNull();
    expect(within(dialog).getByRole("textbox", { name: "Amount" })).toBeTruthy();
  });

  it("sends a payment with its amount in cents and keeps the form open with the server's 409 refusal", async () => {
    const fetchMock = stubTrustServer({
      [`POST ${TRANSACTIONS_PATH}`]: () => jsonResponse(409, { message: REFUSAL, code: "ledger_in_debit" }),
    });
    const { user, dialog } = await openNewTransaction();

    await fillPayment(user, dialog, "2500.75");
    await user.click(within(dialog).getByRole("button", { name: "Record Transaction" }));

    expect(await within(dialog).findByText(REFUSAL)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "New Transaction" })).toBeTruthy();
    const [sent] = sentBodies(fetchMock, "POST", TRANSACTIONS_PATH);
    expect(sent).toMatchObject({
      type: "payment",
      accountId: ACCOUNT_ID,
      amountCents: 250_075,
      description: "Transfer duty",
      party: "client",
      clientId: CLIENT_ID,
      payee: "SARS",
    });
    expect((within(dialog).getByRole("textbox", { name: "Amount" }) as HTMLInputElement).value).toBe(
      "2500.75",
    );
  });

  it("refuses an amount with three decimals and sends nothing", async () => {
    const fetchMock = stubTrustServer();
    const { user, dialog } = await openNewTransaction();

    await fillPayment(user, dialog, "2500.755");
    await user.click(within(dialog).getByRole("button", { name: "Record Transaction" }));

    expect(
      await within(dialog).findByText(
        "Amount must be a whole number of cents (at most two decimals in rand)",
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", TRANSACTIONS_PATH)).toHaveLength(0);
  });

  it("closes after posting and reads the transactions again", async () => {
    const fetchMock = stubTrustServer({ [`POST ${TRANSACTIONS_PATH}`]: () => jsonResponse(201, POSTED) });
    const { user, dialog } = await openNewTransaction();
    const listReadsBefore = requestedQueries(fetchMock, TRANSACTIONS_PATH).length;

    await fillPayment(user, dialog, "2500.75");
    await user.click(within(dialog).getByRole("button", { name: "Record Transaction" }));

    expect(await screen.findByText("Trust transaction #9 has been posted.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Transaction" })).toBeNull());
    await waitFor(() =>
      expect(requestedQueries(fetchMock, TRANSACTIONS_PATH).length).toBeGreaterThan(listReadsBefore),
    );
  });
});
