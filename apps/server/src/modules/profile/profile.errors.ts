import { defineErrors } from "../../platform/errors.ts";

export const profileError = defineErrors({
  firm_owner_only: { status: 403, message: "Only the firm owner can change the firm name." },
  email_taken: {
    status: 409,
    message: "An account with this email already exists. Use another email address.",
  },
  email_link_invalid: {
    status: 400,
    message:
      "This link is not valid or has expired. Change your email address on your profile again to get a new link.",
  },
  wrong_password: { status: 400, message: "Your current password is incorrect." },
  too_many_password_attempts: {
    status: 429,
    message: "Too many incorrect passwords. Please wait a few minutes and try again.",
  },
  two_factor_already_enabled: { status: 409, message: "Two-factor authentication is already on." },
  two_factor_not_enabled: { status: 409, message: "Two-factor authentication is not on." },
  two_factor_setup_missing: {
    status: 409,
    message: "Start setting up two-factor authentication first: enter your password to get a QR code.",
  },
  two_factor_code_invalid: {
    status: 400,
    message: "That code is not correct. Enter the current 6-digit code from your authenticator app.",
  },
});
