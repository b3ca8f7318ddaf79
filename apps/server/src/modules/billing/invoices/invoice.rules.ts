import {
  computeInvoiceTotals,
  dueDateFor,
  EXPENSE_CATEGORY_LABELS,
  lineAmountCents,
  type TExpenseCategory,
  type TInvoiceLineKind,
} from "@inkundla/shared";

/** A line as an invoice is built from time, expenses and typed fees, before VAT is shared out. */
export type DraftLine = {
  kind: TInvoiceLineKind;
  description: string;
  /** Hundredths: 1.5 hours = 150, one item = 100. */
  quantityHundredths: number;
  unitPriceCents: number;
  /** Value excluding VAT. */
  amountCents: number;
  taxable: boolean;
  timeEntryId: string | null;
  expenseId: string | null;
  itemDate: string | null;
};

export type PricedLine = DraftLine & { vatCents: number };

/** Invoice numbers as printed: the prefix and six digits, e.g. INV-000042. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(6, "0")}`;
}

/** Credit notes run in a series of their own, CN-000001 onwards. */
export function formatCreditNoteNumber(sequence: number): string {
  return `CN-${String(sequence).padStart(6, "0")}`;
}

/**
 * A time entry billed as it was recorded: hours (kept in tenths) as the quantity, the entry's rate as
 * the unit price and the entry's own amount as the value, so the invoice and the time report agree to
 * the cent.
 */
export function timeEntryLine(entry: {
  id: string;
  workedOn: string;
  description: string;
  hoursTenths: number;
  rateCents: number;
  amountCents: number;
}): DraftLine {
  return {
    kind: "time",
    description: entry.description,
    quantityHundredths: entry.hoursTenths * 10,
    unitPriceCents: entry.rateCents,
    amountCents: entry.amountCents,
    taxable: true,
    timeEntryId: entry.id,
    expenseId: null,
    itemDate: entry.workedOn,
  };
}

/** An expense recovered from the client: one item at its cost; VAT only when the expense says so. */
export function expenseLine(expense: {
  id: string;
  incurredOn: string;
  category: TExpenseCategory;
  description: string;
  amountCents: number;
  taxable: boolean;
}): DraftLine {
  return {
    kind: "expense",
    description: `${EXPENSE_CATEGORY_LABELS[expense.category]}: ${expense.description}`,
    quantityHundredths: 100,
    unitPriceCents: expense.amountCents,
    amountCents: expense.amountCents,
    taxable: expense.taxable,
    timeEntryId: null,
    expenseId: expense.id,
    itemDate: expense.incurredOn,
  };
}

/** A typed free or fixed fee: quantity (two decimals at most) × unit price, rounded half up. */
export function feeLine(line: {
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxable: boolean;
}): DraftLine {
  const quantityHundredths = Math.round(line.quantity * 100);
  return {
    kind: "fee",
    description: line.description,
    quantityHundredths,
    unitPriceCents: line.unitPriceCents,
    amountCents: lineAmountCents(quantityHundredths, line.unitPriceCents),
    taxable: line.taxable,
    timeEntryId: null,
    expenseId: null,
    itemDate: null,
  };
}

/** The spec's create call: `amount` rand, excluding VAT, as one standard-rated fee line. */
export function amountLine(description: string, amountCents: number): DraftLine {
  return feeLine({ description, quantity: 1, unitPriceCents: amountCents, taxable: true });
}

const KIND_ORDER: Record<TInvoiceLineKind, number> = { time: 0, expense: 1, fee: 2, interest: 3 };

/** Work first, then disbursements, then fees and interest; each kind keeps the order it was given in. */
export function orderLines<Line extends { kind: TInvoiceLineKind }>(lines: readonly Line[]): Line[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => KIND_ORDER[a.line.kind] - KIND_ORDER[b.line.kind] || a.index - b.index)
    .map(({ line }) => line);
}

/** The invoice's totals by the one VAT rule (billing.rules.ts), and each line's share of the VAT. */
export function priceLines(
  lines: readonly DraftLine[],
  vatRegistered: boolean,
): { lines: PricedLine[]; subtotalCents: number; vatCents: number; totalCents: number } {
  const totals = computeInvoiceTotals(lines, vatRegistered);
  return {
    lines: lines.map((line, index) => ({ ...line, vatCents: totals.lineVatCents[index] ?? 0 })),
    subtotalCents: totals.subtotalCents,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
  };
}

/** Whether two lists of lines print and price the same (issuing then leaves the stored lines alone). */
export function sameLines(stored: readonly PricedLine[], priced: readonly PricedLine[]): boolean {
  const fields: (keyof PricedLine)[] = [
    "kind",
    "description",
    "quantityHundredths",
    "unitPriceCents",
    "amountCents",
    "taxable",
    "vatCents",
    "timeEntryId",
    "expenseId",
    "itemDate",
  ];
  return (
    stored.length === priced.length &&
    stored.every((line, index) => fields.every((field) => line[field] === priced[index]?.[field]))
  );
}

/**
 * The due date an invoice is issued with: the one asked for on issue, else the draft's own, else the
 * issue date plus the firm's payment terms.
 */
export function dueDateOnIssue(input: {
  requested: string | undefined;
  draft: string | null;
  issueDate: string;
  paymentTermsDays: number;
}): string {
  return input.requested ?? input.draft ?? dueDateFor(input.issueDate, input.paymentTermsDays);
}

/** A quantity kept in hundredths, as people write it: 1.5 → "1,5", 2 → "2" (en-ZA decimal comma). */
export function formatQuantity(quantityHundredths: number): string {
  return new Intl.NumberFormat("en-ZA", { maximumFractionDigits: 2, useGrouping: false }).format(
    quantityHundredths / 100,
  );
}
