import { defineErrors } from "../../platform/errors.ts";

export const timeError = defineErrors({
  matter_not_found: { status: 404, message: "No such matter in your firm." },
  matter_closed: {
    status: 409,
    message: "This matter is closed. Reopen the matter before logging time on it.",
  },
  time_entry_not_found: { status: 404, message: "No such time entry in your firm." },
  time_entry_billed: {
    status: 409,
    message: "This time entry has been billed and can no longer be changed.",
  },
  not_entry_author: {
    status: 403,
    message: "Only the person who logged this time, or the firm owner, can change or delete it.",
  },
  timer_running: {
    status: 409,
    message: "A timer is already running. Stop or discard it before starting another.",
  },
  timer_description_required: {
    status: 400,
    message: "Describe the work before stopping the timer: a time entry needs a description.",
  },
  invalid_cursor: {
    status: 400,
    message: "This cursor does not belong to the time entry list. Start again from the first page.",
  },
  cursor_with_offset: { status: 400, message: "Page with either cursor or offset, not both." },
  no_timer: { status: 404, message: "No timer is running." },
  timer_too_long: {
    status: 409,
    message:
      "This timer has run for more than 24 hours, longer than one time entry can hold. Discard it and log the time with Log Time.",
  },
});
