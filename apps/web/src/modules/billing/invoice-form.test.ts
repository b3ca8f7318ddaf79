import { BILLING_MESSAGES, type TInvoice, type TInvoiceLine, type TUnbilledWork } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { buildInvoice } from "./billing-test-fixtures";
import {
  buildInvoiceRequest,
  buildInvoiceUpdate,
  checkedWork,
  emptyFeeLine,
  emptyInvoiceDraft,
  feeLineAmountCents,
  type InvoiceDraft,
  invoiceDraftFromInvoice,
  previewInvoiceTotals,
  readQuantityHundredths,
  toggleWork,
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

const OTHER_ENTRY_ID = "e2222222-2222-4222-8222-222222222222";
const OTHER_MATTER_ID = "d2222222-2222-4222-8222-222222222222";

function line(overrides: Partial<TInvoiceLine>): TInvoiceLine {
  return {
    id: `line-${overrides.kind ?? "fee"}`,
    kind: "fee",
    description: "Line",
    quantity: 1,
    unitPriceCents: 100_000,
    amountCents: 100_000,
    taxable: true,
    vatCents: 15_000,
    timeEntryId: null,
    expenseId: null,
    date: null,
    ...overrides,
  };
}

/** A saved draft on the matter billing ENTRY_ID and a fixed fee of 1.5 × R 2 000,00 without VAT. */
function savedDraft(overrides: Partial<TInvoice> = {}): TInvoice {
  return buildInvoice({
    clientId: CLIENT_ID,
    matterId: MATTER_ID,
    description: "Transfer fees",
    dueDate: "2999-12-31",
    notes: "Thank you",
    lines: [
      line({ kind: "time", description: "Drafting", timeEntryId: ENTRY_ID, date: "2026-04-01" }),
      line({
        kind: "fee",
        description: "Deeds Office lodgement",
        quantity: 1.5,
        unitPriceCents: 200_000,
        amountCents: 300_000,
        taxable: false,
      }),
    ],
    ...overrides,
  });
}

const UNBILLED_WITH_OTHER: TUnbilledWork = {
  ...UNBILLED,
  timeEntries: [
    ...UNBILLED.timeEntries,
    { ...UNBILLED.timeEntries[0]!, id: OTHER_ENTRY_ID, description: "Call", amountCents: 50_000 },
  ],
};

describe("editing a saved draft", () => {
  it("opens with the draft's matter, work, fee lines, description, due date and notes", () => {
    const draft = invoiceDraftFromInvoice(savedDraft());
    expect(draft).toMatchObject({
      clientId: CLIENT_ID,
      matterId: MATTER_ID,
      description: "Transfer fees",
      dueDate: "2999-12-31",
      notes: "Thank you",
      tickedWork: { timeEntryIds: [ENTRY_ID], expenseIds: [] },
      feeLines: [
        {
          key: 1,
          description: "Deeds Office lodgement",
          quantity: "1.5",
          unitPrice: "2000.00",
          taxable: false,
        },
      ],
    });
  });

  it("ticks only the work already on the draft, not the matter's other unbilled work", () => {
    const draft = invoiceDraftFromInvoice(savedDraft());
    const work = checkedWork(draft, UNBILLED_WITH_OTHER);
    expect(work.timeEntries.map((entry) => entry.id)).toEqual([ENTRY_ID]);
    expect(work.expenses).toEqual([]);
    const ticked = { ...draft, ...toggleWork(draft, "time", OTHER_ENTRY_ID, true) };
    expect(checkedWork(ticked, UNBILLED_WITH_OTHER).timeEntries.map((entry) => entry.id)).toEqual([
      ENTRY_ID,
      OTHER_ENTRY_ID,
    ]);
  });

  it("sends nothing when nothing changed", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    expect(buildInvoiceUpdate(saved, UNBILLED_WITH_OTHER, saved)).toEqual({ ok: true, request: {} });
  });

  it("sends only the changed fields, and a list only when its lines changed", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const edited: InvoiceDraft = {
      ...saved,
      ...toggleWork(saved, "time", OTHER_ENTRY_ID, true),
      description: "Transfer and bond fees",
      dueDate: "",
    };
    expect(buildInvoiceUpdate(edited, UNBILLED_WITH_OTHER, saved)).toEqual({
      ok: true,
      request: {
        description: "Transfer and bond fees",
        dueDate: null,
        timeEntryIds: [ENTRY_ID, OTHER_ENTRY_ID],
      },
    });
  });

  it("sends the fee lines again when one of them changed", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const [fee] = saved.feeLines;
    const edited: InvoiceDraft = { ...saved, feeLines: [{ ...fee!, unitPrice: "2500" }] };
    expect(buildInvoiceUpdate(edited, UNBILLED_WITH_OTHER, saved)).toEqual({
      ok: true,
      request: {
        lines: [
          { description: "Deeds Office lodgement", quantity: 1.5, unitPriceCents: 250_000, taxable: false },
        ],
      },
    });
  });

  it("sends both work lists on a change of matter, so none of the old matter's work stays", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const moved: InvoiceDraft = { ...saved, matterId: OTHER_MATTER_ID, tickedWork: null };
    expect(buildInvoiceUpdate(moved, { timeEntries: [], expenses: [] }, saved)).toEqual({
      ok: true,
      request: { matterId: OTHER_MATTER_ID, timeEntryIds: [], expenseIds: [] },
    });
  });

  it("leaves the draft's work alone while the matter's unbilled work is still loading", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const edited: InvoiceDraft = { ...saved, notes: "Payable by EFT" };
    expect(buildInvoiceUpdate(edited, undefined, saved)).toEqual({
      ok: true,
      request: { notes: "Payable by EFT" },
    });
  });

  it("keeps interest lines in the preview and counts them as something to bill", () => {
    const saved = invoiceDraftFromInvoice(
      savedDraft({
        matterId: null,
        lines: [
          line({ kind: "interest", description: "Interest at 11.50%", amountCents: 9_452, taxable: false }),
        ],
      }),
    );
    expect(saved.feeLines).toEqual([]);
    expect(previewInvoiceTotals(saved, undefined, true)).toMatchObject({ vatCents: 0, totalCents: 9_452 });
    const edited: InvoiceDraft = { ...saved, description: "Interest on INV-0007" };
    expect(buildInvoiceUpdate(edited, undefined, saved)).toEqual({
      ok: true,
      request: { description: "Interest on INV-0007" },
    });
  });

  it("asks for a line when the edit would leave the draft with none", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const emptied: InvoiceDraft = {
      ...saved,
      ...toggleWork(saved, "time", ENTRY_ID, false),
      feeLines: [],
    };
    expect(buildInvoiceUpdate(emptied, UNBILLED, saved)).toEqual({
      ok: false,
      errors: { lines: BILLING_MESSAGES.nothingToBill },
    });
  });

  it("refuses a new due date in the past", () => {
    const saved = invoiceDraftFromInvoice(savedDraft());
    const result = buildInvoiceUpdate({ ...saved, dueDate: "2020-01-01" }, UNBILLED, saved);
    expect(!result.ok && result.errors.dueDate).toBe(BILLING_MESSAGES.dueInPast);
  });
});
