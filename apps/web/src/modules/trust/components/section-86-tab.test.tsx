import type { TTrustAccount } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, randText } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TrustAccountingPage } from "../pages/trust-accounting-page";
import {
  CLIENT,
  CLIENT_ID,
  INVESTMENT_ACCOUNT_ID,
  stubTrustServer,
  TRUST_ACCOUNT,
} from "../trust-test-fixtures";

const INVESTMENT: TTrustAccount = {
  ...TRUST_ACCOUNT,
  id: INVESTMENT_ACCOUNT_ID,
  name: "Mokoena call account",
  accountNumber: "74000123456",
  kind: "s86_4",
  clientId: CLIENT_ID,
  clientName: CLIENT.name,
  balanceCents: 20_000_000,
  instructionOnFile: true,
  instructionDate: "2026-02-10",
  instructionFileId: "f2222222-2222-4222-8222-222222222222",
};

describe("the Section 86 tab", { timeout: 20_000 }, () => {
  it("shows an s86(4) account's client and instruction, and records its interest through New Transaction", async () => {
    stubTrustServer({
      "GET /api/trust-accounting/accounts": () => jsonResponse(200, [TRUST_ACCOUNT, INVESTMENT]),
    });
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=section-86",
      user: buildUser({ role: "office_manager", isFirmOwner: false }),
    });
    const user = userEvent.setup();

    expect(await screen.findByText("Mokoena call account", undefined, LAZY_LOAD)).toBeTruthy();
    expect(screen.queryByText(TRUST_ACCOUNT.name)).toBeNull();
    expect(screen.getByText(`Client: ${CLIENT.name}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "View instruction" }).getAttribute("href")).toBe(
      "/api/files/f2222222-2222-4222-8222-222222222222",
    );
    expect(screen.getByText(randText(45_600))).toBeTruthy();
    // The office manager captures but does not manage: no instruction button for them.
    expect(screen.queryByRole("button", { name: "Replace instruction" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Record interest on Mokoena call account" }));

    const dialog = await screen.findByRole("dialog", { name: "New Transaction" }, LAZY_LOAD);
    expect((within(dialog).getByRole("combobox", { name: "Type" }) as HTMLSelectElement).value).toBe(
      "interest",
    );
    await within(dialog).findByRole("option", { name: `${INVESTMENT.name} (${INVESTMENT.accountNumber})` });
    expect((within(dialog).getByRole("combobox", { name: "Trust account" }) as HTMLSelectElement).value).toBe(
      INVESTMENT_ACCOUNT_ID,
    );
  });

  it("prefills a payment to the Fidelity Fund of what is due with Pay the Fund", async () => {
    stubTrustServer();
    renderWithProviders(<TrustAccountingPage />, {
      route: "/trust-accounting?tab=section-86",
      user: buildUser({ role: "partner", isFirmOwner: false }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Pay the Fund" }, LAZY_LOAD));

    const dialog = await screen.findByRole("dialog", { name: "New Transaction" }, LAZY_LOAD);
    expect((within(dialog).getByRole("combobox", { name: "Type" }) as HTMLSelectElement).value).toBe(
      "payment",
    );
    expect((within(dialog).getByRole("combobox", { name: "Paid from" }) as HTMLSelectElement).value).toBe(
      "fund",
    );
    expect((within(dialog).getByRole("textbox", { name: "Amount" }) as HTMLInputElement).value).toBe(
      "456.00",
    );
    expect(within(dialog).queryByRole("combobox", { name: "Client" })).toBeNull();
  });
});
