import { isNetworkError, readApiErrorMessage } from "../../lib/api-client";

export const GENERIC_ERROR_MESSAGE = "An error occurred. Please try again.";

const LOGIN_BANNER_MESSAGES = new Map<string, string>([
  ["invalid_credentials", "Invalid email or password. Please try again."],
  ["user_exists", "An account with this email already exists."],
  ["registration_failed", "Registration failed. Please try again."],
]);

/** Spec §8: the banner text for the login page's `?error=` value. */
export function describeLoginErrorParam(errorParam: string): string {
  return LOGIN_BANNER_MESSAGES.get(errorParam) ?? GENERIC_ERROR_MESSAGE;
}

export function describeLoginFailure(error: unknown): string {
  if (isNetworkError(error)) return GENERIC_ERROR_MESSAGE;
  return readApiErrorMessage(error) ?? "Invalid credentials";
}

export function describeRegistrationFailure(error: unknown): string {
  if (isNetworkError(error)) return GENERIC_ERROR_MESSAGE;
  return readApiErrorMessage(error) ?? "Failed to create account";
}
