import { describe, expect, it } from "vitest";
import { buildPostingRequest, emptyPostingDraft, postingFieldsOf } from "./posting-form";
import { ACCOUNT_ID, CLIENT_ID, INVESTMENT_ACCOUNT_ID } from "./trust-test-fixtures";

const base = {
  accountId: ACCOUNT_ID,
  amount: "2500.75",
  date: "2026-04-01",
  description: "Transfer duty",
};

describe("the New Transaction form's request", () => {
  it("sends a client payment with only the payment's fields and the amount in cents", () => {
    const result = buildPostingRequest(
      emptyPostingDraft({ ...base, type: "payment", clientId: CLIENT_ID, payee: "SARS", payer: "ignored" }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        type: "payment",
        accountId: ACCOUNT_ID,
        amountCents: 250_075,
        date: "2026-04-01",
        description: "Transfer duty",
        reference: "",
        party: "client",
        clientId: CLIENT_ID,
        payee: "SARS",
      },
    });
  });

  it("asks for no client when interest is paid over to the Fidelity Fund", () => {
    expect(
      postingFieldsOf({ type: "payment", receiptParty: "client", paymentParty: "fund" }).has("client"),
    ).toBe(false);
    const result = buildPostingRequest(
      emptyPostingDraft({ ...base, type: "payment", paymentParty: "fund", payee: "Fidelity Fund" }),
    );
    expect(result.ok && result.request).toMatchObject({ party: "fund", payee: "Fidelity Fund" });
    expect(result.ok && "clientId" in result.request).toBe(false);
  });

  it("refuses three decimals and a missing client with the schema's messages", () => {
    const result = buildPostingRequest(
      emptyPostingDraft({ ...base, type: "payment", amount: "10.005", payee: "SARS" }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        amountCents: "Amount must be a whole number of cents (at most two decimals in rand)",
        clientId: "Choose a client",
      },
    });
  });

  it("refuses a transfer to business larger than its fee note", () => {
    const result = buildPostingRequest(
      emptyPostingDraft({
        ...base,
        type: "transfer_to_business",
        clientId: CLIENT_ID,
        feeNoteReference: "INV-0042",
        feeNoteAmount: "2000",
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: { amountCents: "A transfer to business cannot be more than the fee note it pays" },
    });
  });

  it("refuses a transfer between trust accounts to the same account", () => {
    const same = buildPostingRequest(
      emptyPostingDraft({ ...base, type: "account_transfer", clientId: CLIENT_ID, toAccountId: ACCOUNT_ID }),
    );
    expect(same).toEqual({ ok: false, errors: { toAccountId: "Choose a different trust account" } });
    const other = buildPostingRequest(
      emptyPostingDraft({
        ...base,
        type: "account_transfer",
        clientId: CLIENT_ID,
        toAccountId: INVESTMENT_ACCOUNT_ID,
      }),
    );
    expect(other.ok).toBe(true);
  });

  it("sends a reversal as the posting, date and reason only", () => {
    const postingId = "b1111111-1111-4111-8111-111111111111";
    const result = buildPostingRequest(
      emptyPostingDraft({ ...base, type: "reversal", reversesId: postingId, reason: "Captured twice" }),
    );
    expect(result).toEqual({
      ok: true,
      request: { type: "reversal", reversesId: postingId, date: "2026-04-01", reason: "Captured twice" },
    });
  });

  it("refuses a date in the future", () => {
    const result = buildPostingRequest(emptyPostingDraft({ ...base, type: "interest", date: "2099-01-01" }));
    expect(result).toEqual({ ok: false, errors: { date: "The date cannot be in the future" } });
  });
});
