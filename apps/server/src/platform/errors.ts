/**
 * An error a person can act on: the HTTP status, a stable code for programs and a message for people.
 * Services throw these; one error handler turns them into `{ message, code }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** Extra fields of the body beside message and code, e.g. a stale save's current version. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Builds a module's error factory from a code → status/message table, so a new code cannot lack a message. */
export function defineErrors<Code extends string>(table: Record<Code, { status: number; message: string }>) {
  return (code: Code, message?: string, headers?: Record<string, string>) => {
    const entry = table[code];
    return new AppError(entry.status, code, message ?? entry.message, headers);
  };
}

export const platformError = defineErrors({
  unauthenticated: { status: 401, message: "You need to sign in to do that." },
  forbidden: { status: 403, message: "You do not have permission to do that." },
  not_found: { status: 404, message: "Not found." },
  no_firm: { status: 403, message: "Your account is not part of a firm." },
  rate_limited: { status: 429, message: "Too many attempts. Please wait a few minutes and try again." },
});
