import { isNetworkError, readApiErrorMessage } from "../../lib/api-client";
import { GENERIC_ERROR_MESSAGE } from "../auth";

/** The server's message for a failed request, or `fallback` when it gave none. */
export function describeFailure(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return GENERIC_ERROR_MESSAGE;
  return readApiErrorMessage(error) ?? fallback;
}
