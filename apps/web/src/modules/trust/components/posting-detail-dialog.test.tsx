import type { TTrustPosting } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, randText, sentBodies } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import {
  ACCOUNT_ID,
  buildTransaction,
  CLIENT,
  CLIENT_ID,
  stubTrustServer,
  TRUST_ACCOUNT,
} from "../trust-test-fixtures";

const POSTING_ID = buildTransaction().postingId;
const POSTING: TTrustPosting = {
  id: POSTING_ID,
  number: 7,
  type: "receipt",
  date: "2026-04-02",
  description: "Deposit for transfer costs",
  reference: "MOK001",
  amountCents: 500_000,
  counterparty: "Mokoena Holdings",
  feeNoteReference: null,
  reversesId: null,
  reversedById: null,
  capturedBy: "user-2",
  capturedByName: "Sipho Dlamini",
  capturedAt: "2026-04-02T08:15:00.000Z",
  lines: [
    {
      side: "bank",
      accountId: ACCOUNT_ID,
      accountName: TRUST_ACCOUNT.name,
      party: null,
      clientId: null,
      clientName: null,
      matterId: null,
      matterReference: null,
      amountCents: 500_000,
    },
    {
      side: "ledger",
      accountId: ACCOUNT_ID,
      accountName: TRUST_ACCOUNT.name,
      party: "client",
      clientId: CLIENT_ID,
      clientName: CLIENT.name,
      matterId: null,
      matterReference: "MAT-2026-0001",
      amountCents: 500_000,
    },
  ],
};

describe("a posting's detail", { timeout: 20_000 }, () => {
  it("shows its lines and who captured it, and reverses it only after confirmation", async () => {
    const fetchMock = stubTrustServer({
      [`GET /api/trust-accounting/transactions/${POSTING_ID}`]: () => jsonResponse(200, POSTING),
      "POST /api/trust-accounting/transactions": () =>
        jsonResponse(409, {
          message:
            "That month has a signed-off reconciliation and is locked: post the correction in an open month.",
          code: "month_locked",
        }),
    });
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=transactions",
      user: buildUser({ role: "partner", isFirmOwner: false }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Deposit for transfer costs" }, LAZY_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Transaction #7" }, LAZY_LOAD);
    expect(within(dialog).getByText(/Sipho Dlamini on/)).toBeTruthy();
    const lines = within(dialog).getByRole("table", { name: "Posting lines" });
    expect(within(lines).getByText("Cash book")).toBeTruthy();
    expect(within(lines).getByText(CLIENT.name)).toBeTruthy();
    expect(within(lines).getAllByText(randText(500_000))).toHaveLength(2);

    await user.click(within(dialog).getByRole("button", { name: "Reverse" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Captured twice");
    await user.click(within(dialog).getByRole("button", { name: "Reverse Transaction" }));
    expect(within(dialog).getByText("Reverse this transaction?")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/trust-accounting/transactions")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Confirm Reversal" }));

    expect(
      await within(dialog).findByText(
        "That month has a signed-off reconciliation and is locked: post the correction in an open month.",
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/trust-accounting/transactions")).toEqual([
        expect.objectContaining({ type: "reversal", reversesId: POSTING_ID, reason: "Captured twice" }),
      ]),
    );
  });
});
