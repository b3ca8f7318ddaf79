import { BILLING_MESSAGES, formatCents, type TInvoiceListItem } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { buildPaymentRequest, emptyPaymentDraft, trustLedgerKey } from "./payment-form";

const CLIENT_ID = "c1111111-1111-4111-8111-111111111111";
const INVOICE_ID = "f1111111-1111-4111-8111-111111111111";
const ACCOUNT_ID = "a1111111-1111-4111-8111-111111111111";

const INVOICE: TInvoiceListItem = {
  id: INVOICE_ID,
  number: "INV-0001",
  clientId: CLIENT_ID,
  client: "Mokoena Holdings",
  matterId: null,
  matterRef: null,
  description: "",
  date: "2026-04-01",
  dueDate: "2026-05-01",
  amount: 1150,
  totalCents: 115_000,
  balanceCents: 115_000,
  status: "sent",
};
const LEDGER = {
  accountId: ACCOUNT_ID,
  accountName: "Main trust account",
  matterId: null,
  matterReference: null,
  balanceCents: 500_000,
};

describe("payment form", () => {
  it("keeps an EFT overpayment's unallocated part for the client's credit", () => {
    const draft = emptyPaymentDraft({
      clientId: CLIENT_ID,
      amount: "2000",
      allocations: { [INVOICE_ID]: "1150" },
    });
    const result = buildPaymentRequest(draft, [INVOICE], []);
    expect(result.ok && result.request).toMatchObject({
      method: "eft",
      amountCents: 200_000,
      allocations: [{ invoiceId: INVOICE_ID, amountCents: 115_000 }],
    });
    expect(result.ok && result.request).not.toHaveProperty("trust");
  });

  it("refuses more against an invoice than it still asks for", () => {
    const draft = emptyPaymentDraft({
      clientId: CLIENT_ID,
      amount: "2000",
      allocations: { [INVOICE_ID]: "1150.01" },
    });
    const result = buildPaymentRequest(draft, [INVOICE], []);
    expect(!result.ok && result.errors[`allocation.${INVOICE_ID}`]).toBe(
      `More than the ${formatCents(115_000)} still due on INV-0001`,
    );
  });

  it("refuses allocations that add up to more than the payment", () => {
    const draft = emptyPaymentDraft({
      clientId: CLIENT_ID,
      amount: "100",
      allocations: { [INVOICE_ID]: "200" },
    });
    const result = buildPaymentRequest(draft, [INVOICE], []);
    expect(!result.ok && result.errors.allocations).toBe(BILLING_MESSAGES.allocationsExceed);
  });

  it("asks a payment from trust for its ledger and a full allocation", () => {
    const draft = emptyPaymentDraft({ clientId: CLIENT_ID, method: "trust", amount: "1150" });
    const result = buildPaymentRequest(draft, [INVOICE], [LEDGER]);
    expect(!result.ok && result.errors).toMatchObject({
      trust: BILLING_MESSAGES.trustLedger,
      allocations: BILLING_MESSAGES.trustAllocateAll,
    });
  });

  it("sends a payment from trust with the ledger's account and no matter for a general ledger", () => {
    const draft = emptyPaymentDraft({
      clientId: CLIENT_ID,
      method: "trust",
      amount: "1150",
      trustLedger: trustLedgerKey(LEDGER),
      allocations: { [INVOICE_ID]: "1150" },
    });
    const result = buildPaymentRequest(draft, [INVOICE], [LEDGER]);
    expect(result.ok && result.request.trust).toEqual({ accountId: ACCOUNT_ID });
  });

  it("says the amount is required without also complaining about the allocations", () => {
    const draft = emptyPaymentDraft({
      clientId: CLIENT_ID,
      method: "trust",
      allocations: { [INVOICE_ID]: "10" },
    });
    const result = buildPaymentRequest(draft, [INVOICE], [LEDGER]);
    expect(!result.ok && result.errors.amountCents).toBe("Amount is required");
    expect(!result.ok && result.errors.allocations).toBeUndefined();
  });
});
