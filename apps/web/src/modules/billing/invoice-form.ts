import {
  BILLING_MESSAGES,
  centsToDecimalText,
  computeInvoiceTotals,
  type InvoiceTotals,
  lineAmountCents,
  type TCreateInvoiceRequest,
  type TInvoice,
  type TInvoiceFeeLine,
  type TUnbilledWork,
  type TUpdateInvoiceRequest,
  ZCreateInvoiceRequest,
  ZUpdateInvoiceRequest,
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
  /**
   * Editing a saved draft: only the work ticked here is billed, starting with what the draft bills, so
   * unbilled work it left off (or another draft holds) stays unticked. Null on a new invoice, and again
   * once the matter changes: the new matter's work is then all billed unless unticked.
   */
  tickedWork: WorkIds | null;
  feeLines: readonly FeeLineDraft[];
  /** Lines the form does not change (interest at the prescribed rate): the server keeps them on a save. */
  keptLines: readonly KeptLine[];
};

export type WorkIds = { timeEntryIds: readonly string[]; expenseIds: readonly string[] };

export type KeptLine = { description: string; amountCents: number; taxable: boolean };

export function emptyInvoiceDraft(): InvoiceDraft {
  return {
    clientId: "",
    matterId: "",
    description: "",
    dueDate: "",
    notes: "",
    uncheckedTimeEntryIds: [],
    uncheckedExpenseIds: [],
    tickedWork: null,
    feeLines: [],
    keptLines: [],
  };
}

/** A saved draft as the form shows it: its matter, ticked work, fee lines, description, due date, notes. */
export function invoiceDraftFromInvoice(invoice: TInvoice): InvoiceDraft {
  const idsOf = (kind: "time" | "expense") =>
    invoice.lines.flatMap((line) => {
      const id = kind === "time" ? line.timeEntryId : line.expenseId;
      return line.kind === kind && id !== null ? [id] : [];
    });
  return {
    clientId: invoice.clientId,
    matterId: invoice.matterId ?? "",
    description: invoice.description,
    dueDate: invoice.dueDate ?? "",
    notes: invoice.notes,
    uncheckedTimeEntryIds: [],
    uncheckedExpenseIds: [],
    tickedWork: { timeEntryIds: idsOf("time"), expenseIds: idsOf("expense") },
    feeLines: invoice.lines
      .filter((line) => line.kind === "fee")
      .map((line, index) => ({
        key: index + 1,
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: centsToDecimalText(line.unitPriceCents),
        taxable: line.taxable,
      })),
    keptLines: invoice.lines
      .filter((line) => line.kind === "interest")
      .map((line) => ({
        description: line.description,
        amountCents: line.amountCents,
        taxable: line.taxable,
      })),
  };
}

/** The draft change that ticks (or unticks) one time entry or expense in the unbilled work table. */
export function toggleWork(
  draft: InvoiceDraft,
  kind: "time" | "expense",
  id: string,
  checked: boolean,
): Partial<InvoiceDraft> {
  const toggled = (list: readonly string[], isInList: boolean) =>
    isInList
      ? [...list.filter((candidate) => candidate !== id), id]
      : list.filter((candidate) => candidate !== id);
  if (draft.tickedWork) {
    const { timeEntryIds, expenseIds } = draft.tickedWork;
    return {
      tickedWork:
        kind === "time"
          ? { timeEntryIds: toggled(timeEntryIds, checked), expenseIds }
          : { timeEntryIds, expenseIds: toggled(expenseIds, checked) },
    };
  }
  return kind === "time"
    ? { uncheckedTimeEntryIds: toggled(draft.uncheckedTimeEntryIds, !checked) }
    : { uncheckedExpenseIds: toggled(draft.uncheckedExpenseIds, !checked) };
}

/** The matter's unbilled work the draft leaves off: what the unbilled work table shows unticked. */
export function uncheckedWork(draft: InvoiceDraft, unbilled: TUnbilledWork | undefined): WorkIds {
  if (!draft.tickedWork) {
    return { timeEntryIds: draft.uncheckedTimeEntryIds, expenseIds: draft.uncheckedExpenseIds };
  }
  const { timeEntryIds, expenseIds } = draft.tickedWork;
  return {
    timeEntryIds: (unbilled?.timeEntries ?? [])
      .filter((entry) => !timeEntryIds.includes(entry.id))
      .map((entry) => entry.id),
    expenseIds: (unbilled?.expenses ?? [])
      .filter((expense) => !expenseIds.includes(expense.id))
      .map((expense) => expense.id),
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

/**
 * The time entries and expenses of the matter the draft bills: every one not unticked (a new invoice),
 * or every one ticked (a saved draft). Work no longer unbilled drops off: an issued invoice took it.
 */
export function checkedWork(draft: InvoiceDraft, unbilled: TUnbilledWork | undefined) {
  const unchecked = uncheckedWork(draft, unbilled);
  return {
    timeEntries: (unbilled?.timeEntries ?? []).filter((entry) => !unchecked.timeEntryIds.includes(entry.id)),
    expenses: (unbilled?.expenses ?? []).filter((expense) => !unchecked.expenseIds.includes(expense.id)),
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
    ...draft.keptLines,
  ];
  return computeInvoiceTotals(lines, vatRegistered);
}

/** Field errors: "clientId", "description", "lines", and "feeLines.<index>.<field>" for a fee line. */
export type InvoiceErrors = Partial<Record<string, string>>;

export type InvoiceBuildResult =
  | { ok: true; request: TCreateInvoiceRequest }
  | { ok: false; errors: InvoiceErrors };

const optional = (value: string) => (value.trim() === "" ? undefined : value);

/** The fee lines as the request sends them; a line that is not (yet) valid gets its field errors. */
function readFeeLines(draft: InvoiceDraft, errors: InvoiceErrors): TInvoiceFeeLine[] {
  return draft.feeLines.map((line, index) => {
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
}

/** The schema's issues under the form's field names ("lines.0.unitPriceCents" → "feeLines.0.unitPrice"). */
function addSchemaErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  errors: InvoiceErrors,
) {
  for (const issue of issues) {
    const [field, index, lineField] = issue.path.map(String);
    const key =
      field === "lines" && index !== undefined && lineField !== undefined
        ? `feeLines.${index}.${lineField === "unitPriceCents" ? "unitPrice" : lineField}`
        : (field ?? "form");
    errors[key] ??= issue.message;
  }
}

export function buildInvoiceRequest(
  draft: InvoiceDraft,
  unbilled: TUnbilledWork | undefined,
): InvoiceBuildResult {
  const errors: InvoiceErrors = {};
  const lines = readFeeLines(draft, errors);
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
  addSchemaErrors(parsed.error?.issues ?? [], errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: candidate };
}

export type InvoiceUpdateResult =
  | { ok: true; request: TUpdateInvoiceRequest }
  | { ok: false; errors: InvoiceErrors };

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * PATCH for a saved draft: only the fields changed since `saved` (the draft as it was opened). A list
 * sent replaces the draft's lines of that kind, so an untouched list is left out and the server keeps
 * those lines. While the matter's unbilled work is still loading (`unbilled` undefined) the draft's
 * time and expenses are left as they are.
 */
export function buildInvoiceUpdate(
  draft: InvoiceDraft,
  unbilled: TUnbilledWork | undefined,
  saved: InvoiceDraft,
): InvoiceUpdateResult {
  const errors: InvoiceErrors = {};
  const request: TUpdateInvoiceRequest = {};
  const matterChanged = draft.matterId !== saved.matterId;
  if (matterChanged) request.matterId = draft.matterId || null;
  if (draft.description.trim() !== saved.description.trim()) request.description = draft.description;
  if (draft.dueDate !== saved.dueDate) request.dueDate = draft.dueDate || null;
  if (draft.notes.trim() !== saved.notes.trim()) request.notes = draft.notes;

  const savedWork = saved.tickedWork ?? { timeEntryIds: [], expenseIds: [] };
  let work: WorkIds | null = { timeEntryIds: [], expenseIds: [] };
  if (draft.matterId && unbilled) {
    const checked = checkedWork(draft, unbilled);
    work = {
      timeEntryIds: checked.timeEntries.map((entry) => entry.id),
      expenseIds: checked.expenses.map((expense) => expense.id),
    };
  } else if (draft.matterId) {
    work = null;
    if (matterChanged) errors.lines = "Wait until the matter's unbilled work has loaded, then save.";
  }
  if (work && (matterChanged || !sameIds(work.timeEntryIds, savedWork.timeEntryIds))) {
    request.timeEntryIds = [...work.timeEntryIds];
  }
  if (work && (matterChanged || !sameIds(work.expenseIds, savedWork.expenseIds))) {
    request.expenseIds = [...work.expenseIds];
  }

  const lines = readFeeLines(draft, errors);
  if (JSON.stringify(lines) !== JSON.stringify(readFeeLines(saved, {}))) request.lines = lines;

  const lineCount =
    (work
      ? work.timeEntryIds.length + work.expenseIds.length
      : savedWork.timeEntryIds.length + savedWork.expenseIds.length) +
    lines.length +
    draft.keptLines.length;
  if (lineCount === 0) errors.lines ??= BILLING_MESSAGES.nothingToBill;

  const parsed = ZUpdateInvoiceRequest.safeParse(request);
  addSchemaErrors(parsed.error?.issues ?? [], errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request };
}
