import { type TTrustAccount, todayInSouthAfrica } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  CLIENT,
  CLIENT_ID,
  INVESTMENT_ACCOUNT_ID,
  stubTrustServer,
  TRUST_ACCOUNT,
} from "../trust-test-fixtures";
import { TrustAccountsTab } from "./trust-accounts-tab";

const EMPTY_INVESTMENT: TTrustAccount = {
  ...TRUST_ACCOUNT,
  id: INVESTMENT_ACCOUNT_ID,
  name: "Mokoena call account",
  accountNumber: "74000123456",
  kind: "s86_4",
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  balance: 0,
  balanceCents: 0,
};

function renderAccounts() {
  const fetchMock = stubTrustServer({
    "GET /api/trust-accounting/accounts": () => jsonResponse(200, [TRUST_ACCOUNT, EMPTY_INVESTMENT]),
    [`POST /api/trust-accounting/accounts/${INVESTMENT_ACCOUNT_ID}/instruction`]: () =>
      jsonResponse(200, { ...EMPTY_INVESTMENT, instructionOnFile: true }),
    [`POST /api/trust-accounting/accounts/${INVESTMENT_ACCOUNT_ID}/close`]: () =>
      jsonResponse(200, { ...EMPTY_INVESTMENT, status: "closed" }),
  });
  renderWithProviders(<TrustAccountsTab onViewTransactions={() => {}} />, {
    user: buildUser({ role: "managing_partner" }),
  });
  return { fetchMock, user: userEvent.setup() };
}

describe("the Trust Accounts tab", { timeout: 20_000 }, () => {
  it("exports the trust balance listing at today's date as a PDF", async () => {
    renderAccounts();

    const exportReport = await screen.findByRole("link", { name: "Export Report" });
    expect(exportReport.getAttribute("href")).toBe(
      `/api/trust-accounting/reports/balance-listing?date=${todayInSouthAfrica()}&format=pdf`,
    );
    expect(exportReport.hasAttribute("download")).toBe(true);
    expect(exportReport.getAttribute("data-disabled")).toBeNull();
  });

  it("closes only an account at R0.00, after confirmation", async () => {
    const { fetchMock, user } = renderAccounts();

    const closeMain = await screen.findByRole("button", { name: `Close ${TRUST_ACCOUNT.name}` });
    expect(closeMain.getAttribute("aria-disabled")).toBe("true");
    await user.click(closeMain);
    expect(screen.queryByRole("dialog", { name: "Close Trust Account" })).toBeNull();

    await user.click(screen.getByRole("button", { name: `Close ${EMPTY_INVESTMENT.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Close Trust Account" });
    await user.click(within(dialog).getByRole("button", { name: "Close Account" }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            String(input) === `/api/trust-accounting/accounts/${INVESTMENT_ACCOUNT_ID}/close` &&
            init?.method === "POST",
        ),
      ).toBe(true),
    );
    expect(await screen.findByText(`${EMPTY_INVESTMENT.name} is closed. Its books are kept.`)).toBeTruthy();
  });

  it("uploads an s86(4) client's signed instruction with its date as multipart form data", async () => {
    const { fetchMock, user } = renderAccounts();

    expect(screen.queryByRole("button", { name: `Record instruction for ${TRUST_ACCOUNT.name}` })).toBeNull();
    await user.click(
      await screen.findByRole("button", { name: `Record instruction for ${EMPTY_INVESTMENT.name}` }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Record Client Instruction" });
    const date = within(dialog).getByLabelText(/Date of the instruction/);
    await user.clear(date);
    await user.type(date, "2026-02-10");
    const file = new File(["%PDF-1.7"], "instruction.pdf", { type: "application/pdf" });
    const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput, file);
    await user.click(within(dialog).getByRole("button", { name: "Record Instruction" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Record Client Instruction" })).toBeNull(),
    );
    const [, init] =
      fetchMock.mock.calls.find(([input]) =>
        String(input).endsWith(`${INVESTMENT_ACCOUNT_ID}/instruction`),
      ) ?? [];
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("instructionDate")).toBe("2026-02-10");
    expect((body.get("file") as File).name).toBe("instruction.pdf");
  });
});
