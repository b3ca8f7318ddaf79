import { defineErrors } from "../../../platform/errors.ts";

export const interestError = defineErrors({
  not_allowed: {
    status: 403,
    message:
      "Only a partner, legal director, the office manager or the firm's owner can charge interest on an invoice.",
  },
  invoice_not_found: { status: 404, message: "No such invoice in your firm." },
  invoice_not_open: {
    status: 409,
    message: "Interest is charged only on an issued invoice with money still due.",
  },
  not_overdue: { status: 409, message: "The invoice is not overdue on that date." },
  interest_on_interest: {
    status: 409,
    message: "This invoice charges interest itself: interest is not charged on interest.",
  },
  interest_switched_off: {
    status: 409,
    message:
      "Interest on overdue invoices is switched off in the Billing Profile: switch it on to charge interest.",
  },
  no_interest: { status: 409, message: "No interest has accrued on this invoice for that period." },
  rate_not_found: { status: 404, message: "No such prescribed rate." },
  rate_exists: {
    status: 409,
    message: "A prescribed rate already starts on that date: delete it first to replace it.",
  },
  last_rate: {
    status: 409,
    message: "This is the only prescribed rate: add the rate that replaces it before deleting it.",
  },
});
