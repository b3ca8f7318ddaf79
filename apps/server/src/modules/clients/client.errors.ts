import { defineErrors } from "../../platform/errors.ts";

export const clientError = defineErrors({
  client_not_found: { status: 404, message: "No such client in your firm." },
  invalid_input: { status: 400, message: "Some of the client's details are not valid." },
  invalid_cursor: {
    status: 400,
    message: "This cursor belongs to another list or sort order. Start again from the first page.",
  },
  cursor_with_offset: { status: 400, message: "Page with either cursor or offset, not both." },
  client_has_active_matters: {
    status: 409,
    message: "This client still has active matters. Complete or close them before archiving the client.",
  },
});
