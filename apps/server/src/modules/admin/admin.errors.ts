import { defineErrors } from "../../platform/errors.ts";

export const adminError = defineErrors({
  user_not_found: { status: 404, message: "That user does not exist." },
  cannot_suspend_self: { status: 409, message: "You cannot suspend your own account." },
  email_taken: { status: 409, message: "An account with this email already exists." },
  invalid_invitation: {
    status: 400,
    message: "This invitation link is invalid or has expired. Ask your administrator to send a new one.",
  },
});
