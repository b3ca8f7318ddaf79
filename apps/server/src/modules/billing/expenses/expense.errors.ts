import { defineErrors } from "../../../platform/errors.ts";

export const expenseError = defineErrors({
  invalid_input: { status: 400, message: "Check the expense's details." },
  matter_not_found: { status: 404, message: "No such matter in your firm." },
  matter_closed: {
    status: 409,
    message: "This matter is closed. Reopen the matter before recording expenses on it.",
  },
  expense_not_found: { status: 404, message: "No such expense in your firm." },
  not_recorder: {
    status: 403,
    message:
      "Only the person who recorded this expense, a partner, legal director or the office manager can change or delete it.",
  },
  not_allowed_approve: {
    status: 403,
    message: "Only a partner, legal director, the office manager or the firm's owner can approve expenses.",
  },
  expense_billed: {
    status: 409,
    message: "This expense has been billed on an issued invoice and can no longer be changed.",
  },
  not_recorded: {
    status: 409,
    message: "Only an expense that is still recorded (not yet approved or billed) can be approved.",
  },
  delete_not_recorded: {
    status: 409,
    message: "Only an expense that is still recorded can be deleted: once approved or billed it stays.",
  },
  on_draft_invoice: {
    status: 409,
    message: "This expense is on a draft invoice: take it off the draft before deleting it.",
  },
});
