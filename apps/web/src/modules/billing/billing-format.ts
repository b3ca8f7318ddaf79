import {
  BILLING_LIMITS,
  BILLING_MESSAGES,
  formatCents,
  type TExpenseStatus,
  type TInvoiceDisplayStatus,
} from "@inkundla/shared";
import { type RandAmountResult, readRandAmount as readTypedRandAmount } from "../../lib/rand-input";

export { formatCents };

/** A rand amount typed into a billing form → cents; billing takes no negative amounts. */
export function readRandAmount(text: string): RandAmountResult {
  return readTypedRandAmount(text, { maxCents: BILLING_LIMITS.amountCentsMax, messages: BILLING_MESSAGES });
}

/**
 * A positive amount field → cents, or the message to show beside it. Blank is "required" only when
 * the field must be filled; `null` cents then means "left empty".
 */
export function readRequiredAmount(
  text: string,
  label: string,
): { cents: number; error?: undefined } | { cents: null; error: string } {
  const result = readRandAmount(text);
  if (result.kind === "blank") return { cents: null, error: `${label} is required` };
  if (result.kind === "invalid") return { cents: null, error: result.message };
  if (result.cents === 0) return { cents: null, error: BILLING_MESSAGES.amountPositive };
  return { cents: result.cents };
}

/** Badge colours: money still due reads orange, overdue red, settled green, nothing live grey. */
export const INVOICE_STATUS_COLORS: Record<TInvoiceDisplayStatus, string> = {
  draft: "gray",
  sent: "blue",
  partially_paid: "orange",
  paid: "green",
  credited: "teal",
  void: "dark",
  overdue: "red",
};

export const EXPENSE_STATUS_COLORS: Record<TExpenseStatus, string> = {
  recorded: "gray",
  approved: "blue",
  billed: "green",
};

/** "Invoice INV-0007", or "Draft invoice" while no number is taken. */
export function invoiceName(invoice: { number: string | null }): string {
  return invoice.number ? `Invoice ${invoice.number}` : "Draft invoice";
}

/** What happened to the e-mail on issue or on Send again, as the invoice's `emailStatus` says. */
export function emailStatusText(emailStatus: string | null): string {
  switch (emailStatus) {
    case "sent":
      return "It was e-mailed to the client with the PDF.";
    case "queued":
      // The e-mail goes out from a background job, retried for a while if the mail server refuses it.
      return "It is being e-mailed to the client with the PDF; the invoice shows when it has gone.";
    case "failed":
      return "The e-mail to the client failed: check the client's e-mail address and use Send Again.";
    case "logged":
      return "No mail server is set up, so the e-mail was logged instead of sent.";
    case null:
      return "It was not e-mailed to the client.";
    default:
      return `E-mail: ${emailStatus}.`;
  }
}
