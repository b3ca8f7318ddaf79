import {
  computeInvoiceTotals,
  type InvoiceTotals,
  lineAmountCents,
  type TCreateInvoiceRequest,
  type TUnbilledWork,
  ZCreateInvoiceRequest,
} from "@inkundla/shared";
import { readRequiredAmount } from "./billing-format";

/** A fee line as typed: a free or fixed fee (quantity × unit price). */
export type FeeLineDraft = {
  /** Keeps React's row identity when a line above is removed. */
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
  taxable: boolean;
};

export type InvoiceDraft = {
  clientId: string;
  matterId: string;
  description: string;
  dueDate: string;
  notes: string;
  /**
   * The matter's unbilled time and expenses are all billed unless unticked, so the draft keeps what was
   * unticked: work that appears while the form is open is then ticked too.
   */
  uncheckedTimeEntryIds: readonly string[];
  uncheckedExpenseIds: readonly string[];
  feeLines: readonly FeeLineDraft[];
};

export function emptyInvoiceDraft(): InvoiceDraft {
  return {
    clientId: "",
    matterId: "",
    description: "",
    dueDate: "",
    notes: "",
    uncheckedTimeEntryIds: [],
    uncheckedExpenseIds: [],
    feeLines: [],
  };
}

export function emptyFeeLine(key: number): FeeLineDraft {
  return { key, description: "", quantity: "1", unitPrice: "", taxable: true };
}

/** "1.5" → 150 hundredths; null when it is not a positive quantity with at most two decimals. */
export function readQuantityHundredths(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0") || "0");
  return hundredths > 0 ? hundredths : null;
}

/** A fee line's value excluding VAT, or null while its quantity or price is not (yet) a number. */
export function feeLineAmountCents(line: FeeLineDraft): number | null {
  const quantity = readQuantityHundredths(line.quantity);
  const price = readRequiredAmount(line.unitPrice, "Unit price");
  if (quantity === null || price.cents === null) return null;
  return lineAmountCents(quantity, price.cents);
}

/** The time entries and expenses of the matter the draft bills (every one not unticked). */
export function checkedWork(draft: InvoiceDraft, unbilled: TUnbilledWork | undefined) {
  return {
    timeEntries: (unbilled?.timeEntries ?? []).filter(
      (entry) => !draft.uncheckedTimeEntryIds.includes(entry.id),
    ),
    expenses: (unbilled?.expenses ?? []).filter((expense) => !draft.uncheckedExpenseIds.includes(expense.id)),
  };
}

/**
 * The live preview: the same rule the server applies on save (`computeInvoiceTotals`: VAT once on the
 * taxable lines' sum, half up). Time is a taxable supply; an expense is taxable unless recorded
 * otherwise; fee lines still being typed count for nothing until they are amounts.
 */
export function previewInvoiceTotals(
  draft: InvoiceDraft,
  unbilled: TUnbilledWork | undefined,
  vatRegistered: boolean,
): InvoiceTotals {
  const work = checkedWork(draft, unbilled);
  const lines = [
    ...work.timeEntries.map((entry) => ({ amountCents: entry.amountCents, taxable: true })),
    ...work.expenses.map((expense) => ({
      amountCents: expense.amountCents,
      taxable: expense.taxable ?? true,
    })),
    ...draft.feeLines.map((line) => ({ amountCents: feeLineAmountCents(line) ?? 0, taxable: line.taxable })),
  ];
  return computeInvoiceTotals(lines, vatRegistered);
}

/** Field errors: "clientId", "description", "lines", and "feeLines.<index>.<field>" for a fee line. */
export type InvoiceErrors = Partial<Record<string, string>>;

export type InvoiceBuildResult =
  | { ok: true; request: TCreateInvoiceRequest }
  | { ok: false; errors: InvoiceErrors };

const optional = (value: string) => (value.trim() === "" ? undefined : value);

export function buildInvoiceRequest(
  draft: InvoiceDraft,
  unbilled: TUnbilledWork | undefined,
): InvoiceBuildResult {
  const errors: InvoiceErrors = {};
  const lines = draft.feeLines.map((line, index) => {
    const quantity = readQuantityHundredths(line.quantity);
    if (quantity === null) {
      errors[`feeLines.${index}.quantity`] = "Quantity must be more than 0, with at most two decimals";
    }
    const price = readRequiredAmount(line.unitPrice, "Unit price");
    if (price.error) errors[`feeLines.${index}.unitPrice`] = price.error;
    return {
      description: line.description,
      quantity: (quantity ?? 100) / 100,
      unitPriceCents: price.cents ?? 1,
      taxable: line.taxable,
    };
  });
  const work = draft.matterId ? checkedWork(draft, unbilled) : { timeEntries: [], expenses: [] };
  const candidate: TCreateInvoiceRequest = {
    clientId: draft.clientId,
    matterId: optional(draft.matterId),
    description: draft.description,
    dueDate: optional(draft.dueDate),
    notes: draft.notes,
    timeEntryIds: work.timeEntries.map((entry) => entry.id),
    expenseIds: work.expenses.map((expense) => expense.id),
    lines,
  };
  const parsed = ZCreateInvoiceRequest.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index, lineField] = issue.path.map(String);
    const key =
      field === "lines" && index !== undefined && lineField !== undefined
        ? `feeLines.${index}.${lineField === "unitPriceCents" ? "unitPrice" : lineField}`
        : (field ?? "form");
    errors[key] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: candidate };
}
