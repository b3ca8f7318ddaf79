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
  registration_closed: {
    status: 403,
    message:
      "New accounts cannot be created at the moment: registration is closed. Please contact Inkundla support.",
  },
  email_not_verified: {
    status: 403,
    message:
      "Please verify your email address first: open the link in the email we sent you to set your password.",
  },
  verification_link_invalid: {
    status: 400,
    message:
      "This verification link is not valid. Please check that you opened the whole link from the email.",
  },
  verification_link_used: {
    status: 410,
    message:
      "This verification link has already been used or replaced by a newer one. Sign in, or ask for a new link from the sign-in screen.",
  },
  reset_link_invalid: {
    status: 400,
    message:
      "This password reset link is not valid. Please check that you opened the whole link from the email.",
  },
  reset_link_used: {
    status: 410,
    message:
      "This password reset link has already been used or replaced by a newer one. Ask for a new link from the sign-in screen.",
  },
  reset_link_expired: {
    status: 410,
    message:
      "This password reset link has expired (links work for one hour). Ask for a new one from the sign-in screen.",
  },
  verification_link_expired: {
    status: 410,
    message: "This verification link has expired. Ask for a new one from the sign-in screen.",
  },
});
