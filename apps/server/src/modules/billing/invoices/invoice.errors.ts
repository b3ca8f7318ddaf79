import { defineErrors } from "../../../platform/errors.ts";

export const invoiceError = defineErrors({
  invoice_not_found: { status: 404, message: "No such invoice in your firm." },
  credit_note_not_found: { status: 404, message: "No such credit note in your firm." },
  client_not_found: { status: 404, message: "No such client in your firm." },
  client_archived: {
    status: 409,
    message: "This client is archived: restore the client before invoicing them.",
  },
  matter_not_found: { status: 404, message: "No such matter for this client in your firm." },
  matters_differ: {
    status: 400,
    message: "matterRef and matterId name different matters: send one of them.",
  },
  matter_required: {
    status: 400,
    message: "Choose the matter the time entries and expenses were recorded on.",
  },
  time_entry_not_found: { status: 404, message: "No such time entry in your firm." },
  time_entry_other_matter: {
    status: 409,
    message: "A time entry on this invoice was recorded on another matter.",
  },
  time_entry_billed: {
    status: 409,
    message: "A time entry on this invoice has already been billed on another invoice.",
  },
  expense_not_found: { status: 404, message: "No such expense in your firm." },
  expense_other_matter: {
    status: 409,
    message: "An expense on this invoice was recorded on another matter.",
  },
  expense_billed: {
    status: 409,
    message: "An expense on this invoice has already been billed on another invoice.",
  },
  nothing_to_bill: { status: 400, message: "Add at least one line: time, an expense, or a fee." },
  not_draft: {
    status: 409,
    message:
      "This invoice has been issued and can no longer be changed (VAT Act s20): issue a credit note to correct it, or void it if nothing has been paid.",
  },
  zero_total: {
    status: 409,
    message: "An invoice for R0,00 cannot be issued: add a line with a value first.",
  },
  due_before_issue: {
    status: 400,
    message: "The due date cannot be before the issue date: choose a later due date when issuing.",
  },
  not_issued: { status: 409, message: "This invoice is still a draft: issue it first." },
  invoice_void: { status: 409, message: "This invoice is void." },
  has_payments: {
    status: 409,
    message: "Payments have been allocated to this invoice: issue a credit note instead.",
  },
  has_credit_notes: {
    status: 409,
    message:
      "Credit notes have been issued against this invoice, so it cannot be voided: credit the rest of the balance instead.",
  },
  credit_exceeds_balance: {
    status: 409,
    message: "A credit note cannot be for more than what is still due on the invoice.",
  },
  credit_before_issue: {
    status: 400,
    message: "A credit note cannot be dated before the invoice it corrects was issued.",
  },
  no_client_email: {
    status: 409,
    message: "The client has no e-mail address: add one to the client's details, or download the PDF.",
  },
});
