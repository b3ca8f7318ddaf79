import { z } from "zod";
import { AUTH_LIMITS } from "./auth.schemas.ts";

/** POST /api/auth/login answers this instead of a user when the account needs its second factor. */
export const ZTwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true) });
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

const TOTP_CODE = /^\d{6}$/;
// better-auth's recovery codes: ten letters or digits, shown as two groups of five joined by a dash.
const RECOVERY_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;

export type TAuthenticationCode = { kind: "totp" | "recovery"; code: string };

/**
 * Reads what a person typed at the sign-in code step: six digits from the authenticator app, or one of
 * the recovery codes (with or without its dash). Spaces are ignored. Null when it is neither.
 */
export function readAuthenticationCode(input: string): TAuthenticationCode | null {
  const compact = input.replace(/\s+/g, "");
  if (TOTP_CODE.test(compact)) return { kind: "totp", code: compact };
  const recovery = RECOVERY_CODE.exec(compact);
  if (recovery) return { kind: "recovery", code: `${recovery[1]}-${recovery[2]}` };
  return null;
}

/** POST /api/auth/two-factor: the second step of signing in. */
export const ZTwoFactorSignInRequest = z.strictObject({
  code: z
    .string({ error: "Authentication code is required" })
    .trim()
    .min(1, "Authentication code is required")
    .max(32, "Enter the 6-digit code from your authenticator app or a recovery code")
    .refine((code) => readAuthenticationCode(code) !== null, {
      error: "Enter the 6-digit code from your authenticator app or a recovery code",
    }),
});
export type TTwoFactorSignInRequest = z.infer<typeof ZTwoFactorSignInRequest>;

/** POST /api/user/two-factor/enable and /disable: the account password, checked again. */
export const ZTwoFactorPasswordRequest = z.strictObject({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(AUTH_LIMITS.passwordMax, `Password must be at most ${AUTH_LIMITS.passwordMax} characters`),
});
export type TTwoFactorPasswordRequest = z.infer<typeof ZTwoFactorPasswordRequest>;

/** POST /api/user/two-factor/confirm: the first code from the authenticator app. */
export const ZTwoFactorConfirmRequest = z.strictObject({
  code: z
    .string({ error: "Authentication code is required" })
    .max(32, "Enter the 6-digit code from your authenticator app")
    .transform((code) => code.replace(/\s+/g, ""))
    .refine((code) => TOTP_CODE.test(code), {
      error: "Enter the 6-digit code from your authenticator app",
    }),
});
export type TTwoFactorConfirmRequest = z.input<typeof ZTwoFactorConfirmRequest>;

/** What the person needs to set up their authenticator app; shown once. */
export const ZTwoFactorSetup = z.object({
  /** otpauth:// URI for the QR code. */
  totpURI: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** One-use codes for signing in without the app; better-auth stores them encrypted. */
  backupCodes: z.array(z.string()),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorStatus = z.object({ twoFactorEnabled: z.boolean() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;
