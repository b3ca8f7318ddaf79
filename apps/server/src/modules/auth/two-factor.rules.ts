/**
 * better-auth's two-factor plugin answers a right password with `{ twoFactorRedirect: true }` instead
 * of a session when the account has two-factor sign-in turned on.
 */
export function isTwoFactorRedirect(response: unknown): boolean {
  return (
    typeof response === "object" &&
    response !== null &&
    "twoFactorRedirect" in response &&
    response.twoFactorRedirect === true
  );
}
