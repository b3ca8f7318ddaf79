import { defineErrors } from "../../platform/errors.ts";

export const authError = defineErrors({
  invalid_credentials: { status: 401, message: "Invalid email or password" },
  email_taken: {
    status: 409,
    message: "An account with this email already exists. Sign in instead, or use another email address.",
  },
  account_suspended: {
    status: 403,
    message: "This account has been suspended. Please contact Inkundla support.",
  },
  too_many_attempts: {
    status: 429,
    message: "Too many sign-in attempts. Please wait a few minutes and try again.",
  },
});
