import { defineErrors } from "../../platform/errors.ts";

export const trustError = defineErrors({
  account_not_found: { status: 404, message: "No such trust account in your firm." },
  client_not_found: { status: 404, message: "No such client in your firm." },
  matter_not_found: { status: 404, message: "No such matter for this client in your firm." },
  posting_not_found: { status: 404, message: "No such trust transaction in your firm." },
  not_allowed: {
    status: 403,
    message: "Only a partner, legal director or the office manager can capture trust transactions.",
  },
  not_allowed_manage: {
    status: 403,
    message:
      "Only a partner or legal director can open or close trust accounts and sign off reconciliations.",
  },
  account_exists: {
    status: 409,
    message: "This firm already has a trust account with that bank and account number.",
  },
  account_closed: { status: 409, message: "This trust account is closed: nothing more can be posted to it." },
  account_not_empty: {
    status: 409,
    message: "A trust account can only be closed when its balance is R0.00.",
  },
  before_opening: { status: 409, message: "The date is before the trust account was opened." },
  month_locked: {
    status: 409,
    message:
      "That month has a signed-off reconciliation and is locked: post the correction in an open month.",
  },
  ledger_in_debit: {
    status: 409,
    message: "A trust creditor's ledger may never be in debit (LPC Rule 54.14.9).",
  },
  s86_4_other_client: {
    status: 409,
    message: "An s86(4) investment account holds money for its own client only.",
  },
  s86_4_no_instruction: {
    status: 409,
    message:
      "Record the client's written instruction to invest (date and signed document) on this s86(4) account before investing money in it.",
  },
  s86_4_needs_client: {
    status: 400,
    message: "An s86(4) investment account is for one client: choose the client.",
  },
  fee_note_mismatch: {
    status: 409,
    message: "That fee note belongs to another client or matter, or was recorded with another amount.",
  },
  fee_note_exceeded: {
    status: 409,
    message:
      "A transfer to business cannot be more than what is still due on the fee note (LPC Rule 54.14.12).",
  },
  already_reversed: { status: 409, message: "This transaction has already been reversed." },
  reversal_of_reversal: {
    status: 409,
    message: "A reversal cannot itself be reversed: capture the transaction again instead.",
  },
  reversal_before_original: {
    status: 400,
    message: "A reversal cannot be dated before the transaction it reverses.",
  },
  wrong_fund_party: {
    status: 400,
    message: "Interest due to the Fidelity Fund is paid from the account it was earned in.",
  },
  statement_unreadable: { status: 400, message: "The statement could not be read." },
  statement_line_not_found: { status: 404, message: "No such bank statement line in your firm." },
  entry_not_found: { status: 404, message: "No such transaction on this trust account." },
  already_matched: {
    status: 409,
    message: "That statement line or transaction is already matched: undo that match first.",
  },
  amounts_differ: {
    status: 409,
    message:
      "The statement line and the transaction are for different amounts: only equal amounts can be matched.",
  },
  not_matched: { status: 409, message: "That statement line is not matched." },
  month_not_over: { status: 409, message: "A month can only be signed off after it has ended." },
  not_balanced: {
    status: 409,
    message: "The reconciliation does not balance: clear every difference before signing off.",
  },
  already_signed_off: { status: 409, message: "That month is already signed off." },
  not_s86_4: {
    status: 409,
    message: "Only an s86(4) investment account takes a client's investment instruction.",
  },
  instruction_date: { status: 400, message: "Enter the date of the client's instruction." },
  audit_report_dates: { status: 400, message: "Check the audit report's dates." },
  sign_off_out_of_order: { status: 409, message: "Months are signed off in order." },
  report_too_large: {
    status: 400,
    message: "The report would be too long to read: choose a shorter period or one trust account.",
  },
});
