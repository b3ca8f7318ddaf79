import { describe, expect, it } from "vitest";
import {
  type AccountFacts,
  fundShareOfClientInvestmentInterest,
  isBalanced,
  isDateLocked,
  netBankChanges,
  netLedgerChanges,
  planPostingLines,
  planReversalLines,
} from "./trust.rules.ts";

const current: AccountFacts = { id: "acc-current", kind: "s86_2", clientId: null };
const surplus: AccountFacts = { id: "acc-surplus", kind: "s86_3", clientId: null };
const investment: AccountFacts = { id: "acc-invest", kind: "s86_4", clientId: "client-b" };
const base = { amountCents: 10_000, date: "2026-03-02", description: "x", reference: "" };

describe("planPostingLines", () => {
  it("credits the bank and the client on a receipt", () => {
    const lines = planPostingLines(
      {
        type: "receipt",
        accountId: current.id,
        party: "client",
        clientId: "client-a",
        matterId: "m-1",
        payer: "",
        ...base,
      },
      current,
    );
    expect(lines).toEqual([
      {
        side: "bank",
        accountId: current.id,
        party: null,
        clientId: null,
        matterId: null,
        amountCents: 10_000,
      },
      {
        side: "ledger",
        accountId: current.id,
        party: "client",
        clientId: "client-a",
        matterId: "m-1",
        amountCents: 10_000,
      },
    ]);
    expect(isBalanced(lines)).toBe(true);
  });

  it("credits the firm's own funds when the firm deposits money for bank charges", () => {
    const lines = planPostingLines(
      { type: "receipt", accountId: current.id, party: "firm", payer: "", ...base },
      current,
    );
    expect(lines[1]).toMatchObject({ party: "firm", clientId: null, amountCents: 10_000 });
  });

  it("debits the bank and the client on a payment and on a transfer to business", () => {
    const payment = planPostingLines(
      {
        type: "payment",
        accountId: current.id,
        party: "client",
        clientId: "client-a",
        payee: "Sheriff",
        ...base,
      },
      current,
    );
    const transfer = planPostingLines(
      {
        type: "transfer_to_business",
        accountId: current.id,
        clientId: "client-a",
        feeNoteReference: "INV-1",
        feeNoteAmountCents: 20_000,
        ...base,
      },
      current,
    );
    for (const lines of [payment, transfer]) {
      expect(lines.map((line) => line.amountCents)).toEqual([-10_000, -10_000]);
      expect(isBalanced(lines)).toBe(true);
    }
  });

  it("pays the Fund from the Fund's ledger", () => {
    const lines = planPostingLines(
      { type: "payment", accountId: current.id, party: "fund", payee: "LPFF", ...base },
      current,
    );
    expect(lines[1]).toMatchObject({ party: "fund", clientId: null, amountCents: -10_000 });
  });

  it("moves money between clients without touching the bank", () => {
    const lines = planPostingLines(
      {
        type: "client_transfer",
        accountId: current.id,
        clientId: "client-a",
        toClientId: "client-c",
        ...base,
      },
      current,
    );
    expect(netBankChanges(lines).get(current.id)).toBe(0);
    expect(
      netLedgerChanges(lines)
        .map((change) => change.deltaCents)
        .sort(),
    ).toEqual([-10_000, 10_000]);
    expect(isBalanced(lines)).toBe(true);
  });

  it("moves a client's money between trust accounts with a bank and a ledger line on each side", () => {
    const lines = planPostingLines(
      {
        type: "account_transfer",
        accountId: current.id,
        toAccountId: surplus.id,
        clientId: "client-a",
        ...base,
      },
      current,
      surplus,
    );
    expect(netBankChanges(lines)).toEqual(
      new Map([
        [current.id, -10_000],
        [surplus.id, 10_000],
      ]),
    );
    expect(isBalanced(lines)).toBe(true);
  });

  it("charges bank charges to the firm's own funds unless a client is named", () => {
    const firm = planPostingLines({ type: "bank_charge", accountId: current.id, ...base }, current);
    const client = planPostingLines(
      { type: "bank_charge", accountId: current.id, clientId: "client-a", ...base },
      current,
    );
    expect(firm[1]).toMatchObject({ party: "firm", amountCents: -10_000 });
    expect(client[1]).toMatchObject({ party: "client", clientId: "client-a", amountCents: -10_000 });
  });

  it("charges an s86(4) account's bank charges to its client", () => {
    const lines = planPostingLines({ type: "bank_charge", accountId: investment.id, ...base }, investment);
    expect(lines[1]).toMatchObject({ party: "client", clientId: "client-b" });
  });

  it("gives all interest on s86(2) and s86(3) accounts to the Fidelity Fund", () => {
    for (const account of [current, surplus]) {
      const lines = planPostingLines({ type: "interest", accountId: account.id, ...base }, account);
      expect(lines[1]).toMatchObject({ party: "fund", amountCents: 10_000 });
    }
  });

  it("splits s86(4) interest: 95% to the client and 5% to the Fund, adding up to the interest", () => {
    const lines = planPostingLines(
      { type: "interest", accountId: investment.id, ...base, amountCents: 12_345 },
      investment,
    );
    const client = lines.find((line) => line.party === "client");
    const fund = lines.find((line) => line.party === "fund");
    expect(fund?.amountCents).toBe(617);
    expect(client?.amountCents).toBe(11_728);
    expect(isBalanced(lines)).toBe(true);
  });
});

describe("fundShareOfClientInvestmentInterest", () => {
  it("rounds the 5% half up to the cent", () => {
    expect(fundShareOfClientInvestmentInterest(10)).toBe(1); // 0.5c → 1c
    expect(fundShareOfClientInvestmentInterest(9)).toBe(0); // 0.45c → 0c
    expect(fundShareOfClientInvestmentInterest(100_000)).toBe(5_000);
  });
});

describe("planReversalLines", () => {
  it("negates every line so the reversal undoes the original exactly", () => {
    const original = planPostingLines(
      { type: "receipt", accountId: current.id, party: "client", clientId: "client-a", payer: "", ...base },
      current,
    );
    const reversal = planReversalLines(original);
    expect(reversal.map((line) => line.amountCents)).toEqual([-10_000, -10_000]);
    expect(isBalanced(reversal)).toBe(true);
  });
});

describe("isBalanced", () => {
  it("refuses lines whose bank side differs from the creditors", () => {
    expect(
      isBalanced([
        { side: "bank", accountId: "a", party: null, clientId: null, matterId: null, amountCents: 100 },
        { side: "ledger", accountId: "a", party: "client", clientId: "c", matterId: null, amountCents: 99 },
      ]),
    ).toBe(false);
  });
});

describe("isDateLocked", () => {
  it("locks every date up to and including the last signed-off day", () => {
    expect(isDateLocked("2026-03-31", "2026-03-31")).toBe(true);
    expect(isDateLocked("2026-02-10", "2026-03-31")).toBe(true);
    expect(isDateLocked("2026-04-01", "2026-03-31")).toBe(false);
    expect(isDateLocked("2026-04-01", null)).toBe(false);
  });
});
