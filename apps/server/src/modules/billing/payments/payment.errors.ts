import { defineErrors } from "../../../platform/errors.ts";

export const paymentError = defineErrors({
  not_allowed: {
    status: 403,
    message:
      "Only a partner, legal director, the office manager or the firm's owner can record payments and apply credit.",
  },
  client_not_found: { status: 404, message: "No such client in your firm." },
  invoice_not_found: { status: 404, message: "No such invoice for this client in your firm." },
  payment_not_found: { status: 404, message: "No such payment in your firm." },
  trust_account_not_found: { status: 404, message: "No such trust account in your firm." },
  trust_matter_not_found: { status: 404, message: "No such matter for this client in your firm." },
  trust_other_matter: {
    status: 409,
    message: "Trust money pays an invoice only for the invoice's own matter (LPC Rule 54.14.12).",
  },
  invoice_not_issued: {
    status: 409,
    message: "Only an issued invoice can be paid: issue the draft first.",
  },
  invoice_void: { status: 409, message: "A void invoice cannot be paid." },
  allocation_exceeds_balance: {
    status: 409,
    message: "The allocation is more than what is still due on the invoice.",
  },
  not_enough_credit: {
    status: 409,
    message: "The client does not have that much in credit.",
  },
});
