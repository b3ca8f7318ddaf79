import { defineErrors } from "../../platform/errors.ts";

export const twoFactorSignInError = defineErrors({
  code_invalid: {
    status: 401,
    message: "That authentication code is not correct. Check your authenticator app and try again.",
  },
  challenge_expired: {
    status: 401,
    message: "Your sign-in has timed out. Please sign in again with your email and password.",
  },
  code_used: {
    status: 401,
    message:
      "That authentication code has already been used. Wait for your authenticator app to show a new code and try again.",
  },
  too_many_codes: {
    status: 429,
    message: "Too many wrong codes. Please sign in again with your email and password.",
  },
  account_locked: {
    status: 429,
    message: "Too many wrong codes for this account. Please wait 15 minutes and try again.",
  },
});
