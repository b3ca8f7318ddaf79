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
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import { ACCOUNT_ID, buildReconciliation, stubTrustServer } from "../trust-test-fixtures";

const RECONCILIATIONS_PATH = "/api/trust-accounting/reconciliations";
const partner = buildUser({ role: "partner", isFirmOwner: false });

function renderReconciliation() {
  renderWithProviders(<TrustAccountingPage />, {
    route: "/trust-accounting?tab=reconciliation",
    user: partner,
  });
  return userEvent.setup();
}

describe("the Reconciliation tab", { timeout: 20_000 }, () => {
  it("shows the three balances side by side and the differences, with Sign off disabled when not balanced", async () => {
    const fetchMock = stubTrustServer({
      [`GET ${RECONCILIATIONS_PATH}`]: () =>
        jsonResponse(
          200,
          buildReconciliation({
            balanced: false,
            ledgerTotalCents: 11_990_000,
            differences: [{ description: "Cash book exceeds the client ledgers by", amountCents: 10_000 }],
          }),
        ),
      "GET /api/trust-accounting/statements/lines": () => jsonResponse(200, []),
    });
    renderReconciliation();

    expect(
      await screen.findByLabelText(`Reconciled bank balance: ${randText(12_000_000)}`, undefined, LAZY_LOAD),
    ).toBeTruthy();
    expect(screen.getByLabelText(`Trust cash book: ${randText(12_000_000)}`)).toBeTruthy();
    expect(screen.getByLabelText(`Client ledgers total: ${randText(11_990_000)}`)).toBeTruthy();
    expect(screen.getByText("Not balanced")).toBeTruthy();
    const differences = screen.getByRole("list", { name: "Differences" });
    expect(within(differences).getByText(/Cash book exceeds the client ledgers by/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign off" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("The three balances must agree before the month is signed off.")).toBeTruthy();
    expect(requestedQueries(fetchMock, RECONCILIATIONS_PATH)[0]?.get("accountId")).toBe(ACCOUNT_ID);
  });

  it("signs off a balanced, finished month after confirmation and then shows who signed it off", async () => {
    let isSignedOff = false;
    const fetchMock = stubTrustServer({
      [`GET ${RECONCILIATIONS_PATH}`]: () =>
        jsonResponse(
          200,
          buildReconciliation({
            signedOff: isSignedOff
              ? { byUserId: "user-1", byName: "Thandi Mokoena", at: "2026-04-03T08:30:00.000Z" }
              : null,
          }),
        ),
      [`POST ${RECONCILIATIONS_PATH}/sign-off`]: () => {
        isSignedOff = true;
        return jsonResponse(200, { ok: true });
      },
      "GET /api/trust-accounting/statements/lines": () => jsonResponse(200, []),
    });
    const user = renderReconciliation();

    const signOff = await screen.findByRole("button", { name: "Sign off" }, LAZY_LOAD);
    expect(signOff.hasAttribute("disabled")).toBe(false);
    await user.click(signOff);
    const dialog = await screen.findByRole("dialog", { name: "Sign Off Reconciliation" });
    expect(sentBodies(fetchMock, "POST", `${RECONCILIATIONS_PATH}/sign-off`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Confirm Sign-off" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `${RECONCILIATIONS_PATH}/sign-off`)).toEqual([
        { accountId: ACCOUNT_ID, month: "2026-03" },
      ]),
    );
    expect(await screen.findByText(/Signed off by Thandi Mokoena on/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign off" })).toBeNull();
  });

  it("keeps Sign off disabled while the month is not over", async () => {
    stubTrustServer({
      [`GET ${RECONCILIATIONS_PATH}`]: () => jsonResponse(200, buildReconciliation({ monthOver: false })),
      "GET /api/trust-accounting/statements/lines": () => jsonResponse(200, []),
    });
    renderReconciliation();

    expect(
      (await screen.findByRole("button", { name: "Sign off" }, LAZY_LOAD)).hasAttribute("disabled"),
    ).toBe(true);
    expect(screen.getByText("The month can be signed off once it is over.")).toBeTruthy();
  });

  it("captures an unmatched statement line as a transaction prefilled with the line", async () => {
    stubTrustServer({
      [`GET ${RECONCILIATIONS_PATH}`]: () =>
        jsonResponse(
          200,
          buildReconciliation({
            balanced: false,
            unmatchedStatementLines: [
              {
                id: "d1111111-1111-4111-8111-111111111111",
                date: "2026-03-28",
                description: "Monthly service fee",
                reference: null,
                amountCents: -12_550,
                postingId: null,
                postingNumber: null,
              },
            ],
          }),
        ),
      "GET /api/trust-accounting/statements/lines": () => jsonResponse(200, []),
    });
    const user = renderReconciliation();

    const lines = await screen.findByRole("table", { name: "Unmatched statement lines" }, LAZY_LOAD);
    await user.click(within(lines).getByRole("button", { name: "Capture as transaction" }));

    const dialog = await screen.findByRole("dialog", { name: "New Transaction" }, LAZY_LOAD);
    expect((within(dialog).getByRole("combobox", { name: "Type" }) as HTMLSelectElement).value).toBe(
      "payment",
    );
    expect((within(dialog).getByRole("textbox", { name: "Amount" }) as HTMLInputElement).value).toBe(
      "125.50",
    );
    expect((within(dialog).getByRole("textbox", { name: "Description" }) as HTMLInputElement).value).toBe(
      "Monthly service fee",
    );
    expect(
      within(dialog).getByText("Captured from a bank statement line: it will be matched to that line."),
    ).toBeTruthy();
  });
});
