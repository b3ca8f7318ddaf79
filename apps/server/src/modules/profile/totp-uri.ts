/** The base32 secret inside an otpauth:// URI, for people who type it into their app by hand. */
export function readTotpSecret(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error("the TOTP URI has no secret");
  return secret;
}
