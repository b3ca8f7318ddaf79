import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CLIENT, CLIENT_ID, stubTrustServer, TRUST_ACCOUNT } from "../trust-test-fixtures";
import { CreateTrustAccountForm } from "./create-trust-account-form";

const ACCOUNTS_PATH = "/api/trust-accounting/accounts";

function renderForm() {
  renderWithProviders(<CreateTrustAccountForm />, { user: buildUser({ role: "managing_partner" }) });
  const form = screen.getByRole("form", { name: "Create trust account" });
  return { user: userEvent.setup(), form };
}

async function chooseClient(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByRole("combobox", { name: "Client" }));
  await user.click(await screen.findByRole("option", { name: CLIENT.name }));
}

describe("CreateTrustAccountForm", { timeout: 20_000 }, () => {
  it("posts the account with its s86 kind and the opening balance in cents, toasts and clears the form", async () => {
    const fetchMock = stubTrustServer({
      [`POST ${ACCOUNTS_PATH}`]: () => jsonResponse(201, TRUST_ACCOUNT),
    });
    const { user, form } = renderForm();

    await user.type(within(form).getByRole("textbox", { name: "Account name" }), "Investment for Mokoena");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Bank" }), "Nedbank");
    await user.type(within(form).getByRole("textbox", { name: "Account number" }), "1234 567 890");
    await user.type(within(form).getByRole("textbox", { name: "Branch code" }), "198765");
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Kind of account" }),
      "Trust investment account (s86(3))",
    );
    await chooseClient(user, form);
    await user.clear(within(form).getByLabelText("Opened on"));
    await user.type(within(form).getByLabelText("Opened on"), "2026-04-01");
    await user.type(within(form).getByRole("textbox", { name: "Opening balance" }), "1500,50");
    await user.click(within(form).getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Trust Account Created")).toBeTruthy();
    expect(screen.getByText("New trust account has been created successfully.")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", ACCOUNTS_PATH)).toEqual([
      {
        name: "Investment for Mokoena",
        bankName: "nedbank",
        accountNumber: "1234 567 890",
        branchCode: "198765",
        kind: "s86_3",
        clientId: CLIENT_ID,
        openedOn: "2026-04-01",
        openingBalanceCents: 150_050,
      },
    ]);
    await waitFor(() =>
      expect((within(form).getByRole("textbox", { name: "Account name" }) as HTMLInputElement).value).toBe(
        "",
      ),
    );
    expect((within(form).getByRole("textbox", { name: "Opening balance" }) as HTMLInputElement).value).toBe(
      "",
    );
    expect((within(form).getByRole("combobox", { name: "Kind of account" }) as HTMLSelectElement).value).toBe(
      "s86_2",
    );
    expect((within(form).getByRole("combobox", { name: "Client" }) as HTMLInputElement).value).toBe("");
  });

  it("asks for the client of an s86(4) investment account and sends nothing", async () => {
    const fetchMock = stubTrustServer();
    const { user, form } = renderForm();

    await user.type(within(form).getByRole("textbox", { name: "Account name" }), "Investment for Mokoena");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Bank" }), "ABSA");
    await user.type(within(form).getByRole("textbox", { name: "Account number" }), "4098765432");
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Kind of account" }),
      "Client investment account (s86(4))",
    );
    await user.click(within(form).getByRole("button", { name: "Create Account" }));

    expect(
      await within(form).findByText("An s86(4) investment account is for one client: choose the client"),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", ACCOUNTS_PATH)).toHaveLength(0);
  });

  it("refuses an opening balance with three decimals", async () => {
    const fetchMock = stubTrustServer();
    const { user, form } = renderForm();

    await user.type(within(form).getByRole("textbox", { name: "Account name" }), "Main trust account");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Bank" }), "FNB");
    await user.type(within(form).getByRole("textbox", { name: "Account number" }), "62812345678");
    await chooseClient(user, form);
    await user.type(within(form).getByRole("textbox", { name: "Opening balance" }), "100.125");
    await user.click(within(form).getByRole("button", { name: "Create Account" }));

    expect(
      await within(form).findByText("Amount must be a whole number of cents (at most two decimals in rand)"),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", ACCOUNTS_PATH)).toHaveLength(0);
  });

  it("shows the server's message in the Creation Failed toast and keeps what was typed", async () => {
    stubTrustServer({
      [`POST ${ACCOUNTS_PATH}`]: () =>
        jsonResponse(409, {
          message: "This firm already has a trust account with that bank and account number.",
          code: "account_exists",
        }),
    });
    const { user, form } = renderForm();

    await user.type(within(form).getByRole("textbox", { name: "Account name" }), "Main trust account");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Bank" }), "FNB");
    await user.type(within(form).getByRole("textbox", { name: "Account number" }), "62812345678");
    await user.click(within(form).getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Creation Failed")).toBeTruthy();
    expect(
      screen.getByText("This firm already has a trust account with that bank and account number."),
    ).toBeTruthy();
    expect((within(form).getByRole("textbox", { name: "Account name" }) as HTMLInputElement).value).toBe(
      "Main trust account",
    );
  });
});
