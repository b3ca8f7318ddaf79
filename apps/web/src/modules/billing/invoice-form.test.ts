import { BILLING_MESSAGES, type TUnbilledWork } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  buildInvoiceRequest,
  emptyFeeLine,
  emptyInvoiceDraft,
  feeLineAmountCents,
  type InvoiceDraft,
  previewInvoiceTotals,
  readQuantityHundredths,
} from "./invoice-form";

const CLIENT_ID = "c1111111-1111-4111-8111-111111111111";
const MATTER_ID = "d1111111-1111-4111-8111-111111111111";
const ENTRY_ID = "e1111111-1111-4111-8111-111111111111";
const EXPENSE_ID = "b1111111-1111-4111-8111-111111111111";

const UNBILLED: TUnbilledWork = {
  timeEntries: [
    {
      id: ENTRY_ID,
      date: "2026-04-01",
      description: "Drafting",
      hours: 1,
      rateCents: 100_000,
      amountCents: 100_000,
      userName: "Thandi Mokoena",
    },
  ],
  expenses: [
    {
      id: EXPENSE_ID,
      date: "2026-04-02",
      category: "filing",
      description: "Court fee",
      amountCents: 50_000,
      status: "approved",
      taxable: false,
    },
  ],
};

function draftFor(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return { ...emptyInvoiceDraft(), clientId: CLIENT_ID, matterId: MATTER_ID, ...overrides };
}

describe("invoice form", () => {
  it("reads quantities with at most two decimals as hundredths and refuses zero", () => {
    expect(readQuantityHundredths("1.5")).toBe(150);
    expect(readQuantityHundredths("2,25")).toBe(225);
    expect(readQuantityHundredths("3")).toBe(300);
    expect(readQuantityHundredths("0")).toBeNull();
    expect(readQuantityHundredths("1.255")).toBeNull();
    expect(readQuantityHundredths("-1")).toBeNull();
  });

  it("values a fee line as quantity × unit price rounded half up to the cent", () => {
    expect(feeLineAmountCents({ ...emptyFeeLine(1), quantity: "1.5", unitPrice: "1000.01" })).toBe(150_002);
    expect(feeLineAmountCents({ ...emptyFeeLine(1), quantity: "1", unitPrice: "" })).toBeNull();
  });

  it("charges VAT on time but not on an expense recorded without VAT", () => {
    const totals = previewInvoiceTotals(draftFor(), UNBILLED, true);
    expect(totals).toMatchObject({ subtotalCents: 150_000, vatCents: 15_000, totalCents: 165_000 });
  });

  it("leaves unticked work out of the totals and out of the request", () => {
    const draft = draftFor({ uncheckedTimeEntryIds: [ENTRY_ID] });
    expect(previewInvoiceTotals(draft, UNBILLED, true).totalCents).toBe(50_000);
    const result = buildInvoiceRequest(draft, UNBILLED);
    expect(result.ok && result.request).toMatchObject({ timeEntryIds: [], expenseIds: [EXPENSE_ID] });
  });

  it("asks for at least one line when nothing is ticked or typed", () => {
    const result = buildInvoiceRequest(
      draftFor({ uncheckedTimeEntryIds: [ENTRY_ID], uncheckedExpenseIds: [EXPENSE_ID] }),
      UNBILLED,
    );
    expect(result).toEqual({ ok: false, errors: { lines: BILLING_MESSAGES.nothingToBill } });
  });

  it("names the fee line whose description or price is missing", () => {
    const result = buildInvoiceRequest(
      draftFor({ feeLines: [{ ...emptyFeeLine(1), unitPrice: "12.345" }] }),
      UNBILLED,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors["feeLines.0.unitPrice"]).toBe(BILLING_MESSAGES.amountWhole);
    expect(!result.ok && result.errors["feeLines.0.description"]).toBe("Line description is required");
  });

  it("refuses a due date in the past", () => {
    const result = buildInvoiceRequest(draftFor({ dueDate: "2020-01-01" }), UNBILLED);
    expect(!result.ok && result.errors.dueDate).toBe(BILLING_MESSAGES.dueInPast);
  });
});
