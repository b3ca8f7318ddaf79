import {
  BILLING_MESSAGES,
  type TClientBillingAccount,
  type TCreatePaymentRequest,
  type TInvoiceListItem,
  type TPaymentMethod,
  todayInSouthAfrica,
  ZCreatePaymentRequest,
} from "@inkundla/shared";
import { formatCents, readRandAmount, readRequiredAmount } from "./billing-format";

/** What the Record Payment form holds: amounts as typed, one box per open invoice. */
export type PaymentDraft = {
  clientId: string;
  method: TPaymentMethod;
  amount: string;
  date: string;
  reference: string;
  /** The trust ledger to pay from (see `trustLedgerKey`), for a payment from trust. */
  trustLedger: string;
  /** Amount typed against each open invoice, by invoice id. */
  allocations: Readonly<Record<string, string>>;
};

export function emptyPaymentDraft(overrides: Partial<PaymentDraft> = {}): PaymentDraft {
  return {
    clientId: "",
    method: "eft",
    amount: "",
    date: todayInSouthAfrica(),
    reference: "",
    trustLedger: "",
    allocations: {},
    ...overrides,
  };
}

type TrustLedger = TClientBillingAccount["trustLedgers"][number];

/** One select value per trust ledger: the account, and the matter the money is held on (if any). */
export function trustLedgerKey(ledger: Pick<TrustLedger, "accountId" | "matterId">): string {
  return `${ledger.accountId}|${ledger.matterId ?? ""}`;
}

/** "Main trust account · MAT-2026-0001 · R 5 000,00". */
export function trustLedgerLabel(ledger: TrustLedger): string {
  return `${ledger.accountName} · ${ledger.matterReference ?? "No particular matter"} · ${formatCents(ledger.balanceCents)}`;
}

/** Errors by request field (amountCents, date, trust, allocations) or `allocation.<invoiceId>`. */
export type PaymentErrors = Partial<Record<string, string>>;

export type PaymentBuildResult =
  | { ok: true; request: TCreatePaymentRequest }
  | { ok: false; errors: PaymentErrors };

/** What has been typed against invoices so far, in cents (boxes that are not amounts count nothing). */
export function allocatedCentsOf(draft: PaymentDraft): number {
  return Object.values(draft.allocations).reduce((sum, text) => {
    const amount = readRandAmount(text);
    return sum + (amount.kind === "amount" ? amount.cents : 0);
  }, 0);
}

/**
 * The amounts typed against the open invoices, each at most what the invoice still asks for; boxes
 * left empty (or 0) allocate nothing.
 */
export function readAllocations(
  draft: Pick<PaymentDraft, "allocations">,
  openInvoices: readonly TInvoiceListItem[],
): { allocations: { invoiceId: string; amountCents: number }[]; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const allocations: { invoiceId: string; amountCents: number }[] = [];
  for (const invoice of openInvoices) {
    const allocated = readRandAmount(draft.allocations[invoice.id] ?? "");
    if (allocated.kind === "blank" || (allocated.kind === "amount" && allocated.cents === 0)) continue;
    if (allocated.kind === "invalid") {
      errors[`allocation.${invoice.id}`] = allocated.message;
    } else if (allocated.cents > invoice.balanceCents) {
      errors[`allocation.${invoice.id}`] =
        `More than the ${formatCents(invoice.balanceCents)} still due on ${invoice.number ?? "this invoice"}`;
    } else {
      allocations.push({ invoiceId: invoice.id, amountCents: allocated.cents });
    }
  }
  return { allocations, errors };
}

/**
 * The draft as the request the server takes, checked with the shared schema and against what each
 * invoice still asks for. A payment from trust may only pay invoices: it needs a ledger and must be
 * allocated in full (the schema's own messages say so).
 */
export function buildPaymentRequest(
  draft: PaymentDraft,
  openInvoices: readonly TInvoiceListItem[],
  ledgers: readonly TrustLedger[],
): PaymentBuildResult {
  const errors: PaymentErrors = {};
  const amount = readRequiredAmount(draft.amount, "Amount");
  if (amount.error) errors.amountCents = amount.error;

  const read = readAllocations(draft, openInvoices);
  Object.assign(errors, read.errors);
  const allocations = read.allocations;

  const ledger = ledgers.find((candidate) => trustLedgerKey(candidate) === draft.trustLedger);
  const candidate: TCreatePaymentRequest = {
    clientId: draft.clientId,
    method: draft.method,
    amountCents: amount.cents ?? 1,
    date: draft.date,
    reference: draft.reference,
    allocations,
  };
  if (draft.method === "trust" && ledger) {
    candidate.trust = ledger.matterId
      ? { accountId: ledger.accountId, matterId: ledger.matterId }
      : { accountId: ledger.accountId };
  }

  const parsed = ZCreatePaymentRequest.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form");
    // Totals of the allocations mean nothing while the amount itself is missing or wrong.
    if (amount.error && field === "allocations" && issue.message !== BILLING_MESSAGES.duplicateInvoice) {
      continue;
    }
    errors[field] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: candidate };
}
