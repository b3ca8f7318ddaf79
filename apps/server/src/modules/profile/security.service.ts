import type {
  TAuditAction,
  TChangePasswordRequest,
  TTwoFactorConfirmRequest,
  TTwoFactorPasswordRequest,
  TTwoFactorSetup,
} from "@inkundla/shared";
import { isAPIError } from "better-auth/api";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Identity } from "../../platform/identity.ts";
import { consumeRateLimit, peekRateLimit, resetRateLimit } from "../../platform/rate-limit.ts";
import { claimAuthenticatorCode, deleteOtherSessions } from "../auth/index.ts";
import { profileError } from "./profile.errors.ts";
import { findProfile } from "./profile.repository.ts";
import type { ProfileDeps } from "./profile.service.ts";
import { readTotpSecret } from "./totp-uri.ts";

/** The request headers better-auth reads the session from. */
export type SecurityRequestMeta = { headers: Headers };

// Wrong passwords on the security forms are counted per person, like failed sign-ins.
const PASSWORD_ATTEMPTS_LIMIT = 10;

function betterAuthErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  return (error.body as { code?: string } | undefined)?.code ?? null;
}

/**
 * Runs a step that checks the person's password. Wrong passwords are counted and, past the limit,
 * refused with 429 before better-auth is even asked.
 */
async function withPasswordCheck<Result>(
  deps: ProfileDeps,
  identity: Identity,
  step: () => Promise<Result>,
): Promise<Result> {
  const key = `security:password:${identity.userId}`;
  const windowSeconds = deps.config.loginRateLimit.windowSeconds;
  const verdict = await peekRateLimit(deps.db, key, PASSWORD_ATTEMPTS_LIMIT, windowSeconds);
  if (!verdict.isAllowed) {
    throw profileError("too_many_password_attempts", undefined, {
      "retry-after": String(verdict.retryAfterSeconds),
    });
  }
  try {
    const result = await step();
    await resetRateLimit(deps.db, key);
    return result;
  } catch (error) {
    if (betterAuthErrorCode(error) === "INVALID_PASSWORD") {
      await consumeRateLimit(deps.db, key, PASSWORD_ATTEMPTS_LIMIT, windowSeconds);
      throw profileError("wrong_password");
    }
    throw error;
  }
}

function audit(deps: ProfileDeps, identity: Identity, action: TAuditAction) {
  return recordAuditEvent(deps.db, {
    action,
    userId: identity.userId,
    firmId: identity.membership?.firmId ?? null,
    entityType: "user",
    entityId: identity.userId,
    ipAddress: identity.ipAddress,
  });
}

/**
 * Changes the password after checking the current one (better-auth hashes and stores it), then ends
 * every other session of this person: a stolen session stops working. The current session stays.
 */
export async function changePassword(
  deps: ProfileDeps,
  identity: Identity,
  input: TChangePasswordRequest,
  meta: SecurityRequestMeta,
): Promise<void> {
  await withPasswordCheck(deps, identity, () =>
    deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
      headers: meta.headers,
    }),
  );
  await deleteOtherSessions(deps.db, identity.userId, identity.sessionId);
  await audit(deps, identity, "security.password_changed");
}

async function isTwoFactorEnabled(deps: ProfileDeps, userId: string): Promise<boolean> {
  return (await findProfile(deps.db, userId))?.twoFactorEnabled ?? false;
}

/**
 * First step of turning on two-factor authentication: a new TOTP secret and recovery codes, stored by
 * better-auth (encrypted) but not in force until a first code is confirmed.
 */
export async function beginTwoFactorSetup(
  deps: ProfileDeps,
  identity: Identity,
  input: TTwoFactorPasswordRequest,
  meta: SecurityRequestMeta,
): Promise<TTwoFactorSetup> {
  if (await isTwoFactorEnabled(deps, identity.userId)) throw profileError("two_factor_already_enabled");
  const setup = await withPasswordCheck(deps, identity, () =>
    deps.auth.api.enableTwoFactor({ body: { password: input.password }, headers: meta.headers }),
  );
  if (!("totpURI" in setup) || !setup.totpURI || !setup.backupCodes) {
    throw new Error("better-auth did not return a TOTP setup");
  }
  return { totpURI: setup.totpURI, secret: readTotpSecret(setup.totpURI), backupCodes: setup.backupCodes };
}

/**
 * Turns two-factor authentication on once the authenticator app shows a right code. better-auth replaces
 * the session (its cookie comes back in `setCookies`), so the person stays signed in.
 */
export async function confirmTwoFactorSetup(
  deps: ProfileDeps,
  identity: Identity,
  input: TTwoFactorConfirmRequest,
  meta: SecurityRequestMeta,
): Promise<string[]> {
  if (await isTwoFactorEnabled(deps, identity.userId)) throw profileError("two_factor_already_enabled");
  let setCookies: string[];
  try {
    const { headers } = await deps.auth.api.verifyTOTP({
      body: { code: input.code },
      headers: meta.headers,
      returnHeaders: true,
    });
    setCookies = headers.getSetCookie();
  } catch (error) {
    const code = betterAuthErrorCode(error);
    if (code === "INVALID_CODE") throw profileError("two_factor_code_invalid");
    if (code === "TOTP_NOT_ENABLED") throw profileError("two_factor_setup_missing");
    throw error;
  }
  // The code that turned it on cannot sign anyone in afterwards.
  await claimAuthenticatorCode(deps, identity.userId, input.code);
  await audit(deps, identity, "security.two_factor_enabled");
  return setCookies;
}

/** Turns two-factor authentication off after checking the password; the session is replaced too. */
export async function disableTwoFactor(
  deps: ProfileDeps,
  identity: Identity,
  input: TTwoFactorPasswordRequest,
  meta: SecurityRequestMeta,
): Promise<string[]> {
  if (!(await isTwoFactorEnabled(deps, identity.userId))) throw profileError("two_factor_not_enabled");
  const { headers } = await withPasswordCheck(deps, identity, () =>
    deps.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: meta.headers,
      returnHeaders: true,
    }),
  );
  await audit(deps, identity, "security.two_factor_disabled");
  return headers.getSetCookie();
}
