import { defineErrors } from "../../../platform/errors.ts";

export const billingReportError = defineErrors({
  client_not_found: { status: 404, message: "No such client in your firm." },
  month_and_dates: {
    status: 400,
    message: "Choose either a month or a from and to date, not both.",
  },
  period_reversed: { status: 400, message: "The end date cannot be before the start date." },
  as_at_in_future: { status: 400, message: "Aged debtors can only be shown as at today or an earlier date." },
  statement_too_long: {
    status: 400,
    message: "The statement would be too long to read: choose a shorter period.",
  },
});
