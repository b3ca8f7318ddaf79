import { readAuthenticationCode, type TTwoFactorSignInRequest } from "@inkundla/shared";
import { isAPIError } from "better-auth/api";
import { recordAuditEvent } from "../../platform/audit.ts";
import { consumeRateLimit, peekRateLimit } from "../../platform/rate-limit.ts";
import { findMembershipForUser } from "../firms/index.ts";
import { authError } from "./auth.errors.ts";
import {
  deleteSessionByToken,
  deleteSessionsForUser,
  isUserSuspended,
  markUserActive,
} from "./auth.repository.ts";
import {
  type AuthDeps,
  enforceIpLimit,
  type RequestMeta,
  type SignedIn,
  toCurrentUser,
  withKnownDevice,
} from "./auth.service.ts";
import { readCookie, verifySignedValue } from "./session-reader.ts";
import { twoFactorSignInError } from "./two-factor.errors.ts";

type BetterAuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
};

/** better-auth's two-factor error codes, as the person should read them. */
function toSignInError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return twoFactorSignInError("code_invalid");
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOTP_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return twoFactorSignInError("challenge_expired");
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return twoFactorSignInError("too_many_codes");
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return twoFactorSignInError("account_locked");
    default:
      return error;
  }
}

/**
 * The second step of signing in: a code from the authenticator app, or one of the recovery codes
 * (each works once). better-auth checks it against the two-factor cookie set by the first step and
 * allows five tries per sign-in and ten wrong codes in a row per account; the per-IP sign-in limit
 * applies too.
 */
export async function completeTwoFactorSignIn(
  deps: AuthDeps,
  input: TTwoFactorSignInRequest,
  meta: RequestMeta,
): Promise<SignedIn> {
  await enforceIpLimit(deps, meta);
  const code = readAuthenticationCode(input.code);
  if (!code) throw twoFactorSignInError("code_invalid");
  if (code.kind === "totp") {
    // A used code is refused before better-auth sees it, so the sign-in challenge stays open for the
    // app's next code.
    const pendingUserId = await findTwoFactorChallengeUser(deps, meta.headers);
    if (pendingUserId && (await isAuthenticatorCodeUsed(deps, pendingUserId, code.code))) {
      throw twoFactorSignInError("code_used");
    }
  }
  let verified: { headers: Headers; user: BetterAuthUser };
  try {
    if (code.kind === "totp") {
      const { headers, response } = await deps.auth.api.verifyTOTP({
        body: { code: code.code },
        headers: meta.headers,
        returnHeaders: true,
      });
      const user = response.user as BetterAuthUser;
      // Checked before too, but only this claim is atomic: of two sign-ins racing, one gets in.
      if (!(await claimAuthenticatorCode(deps, user.id, code.code))) {
        // Someone used this code already: the session better-auth has just started is not handed out.
        await deleteSessionByToken(deps.db, response.token);
        throw twoFactorSignInError("code_used");
      }
      verified = { headers, user };
    } else {
      const { headers, response } = await deps.auth.api.verifyBackupCode({
        body: { code: code.code },
        headers: meta.headers,
        returnHeaders: true,
      });
      verified = { headers, user: response.user as BetterAuthUser };
    }
  } catch (error) {
    throw toSignInError(error);
  }
  const { user } = verified;
  if (await isUserSuspended(deps.db, user.id)) {
    await deleteSessionsForUser(deps.db, user.id);
    throw authError("account_suspended");
  }
  const membership = await findMembershipForUser(deps.db, user.id);
  await markUserActive(deps.db, user.id);
  await recordAuditEvent(deps.db, {
    action: "auth.login",
    userId: user.id,
    firmId: membership?.firmId ?? null,
    ipAddress: meta.ipAddress,
    data: { secondFactor: code.kind === "totp" ? "authenticator_app" : "recovery_code" },
  });
  const currentUser = toCurrentUser({
    sessionId: "",
    userId: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    platformRole: user.role === "admin" ? "admin" : "user",
    isEmailVerified: user.emailVerified,
    membership,
  });
  return withKnownDevice(deps, { user: currentUser, setCookies: verified.headers.getSetCookie() }, meta);
}

/** How long an authenticator code is remembered as used: longer than any window it is accepted in. */
const USED_CODE_MEMORY_SECONDS = 120;

const usedCodeKey = (userId: string, code: string) => `auth:totp-used:${userId}:${code}`;

async function isAuthenticatorCodeUsed(deps: Pick<AuthDeps, "db">, userId: string, code: string) {
  const verdict = await peekRateLimit(deps.db, usedCodeKey(userId, code), 1, USED_CODE_MEMORY_SECONDS);
  return !verdict.isAllowed;
}

/**
 * Whose sign-in the two-factor cookie of the first step belongs to, read the way better-auth reads it
 * (its signed cookie names a verification row whose value is the user id); null when there is none.
 */
async function findTwoFactorChallengeUser(deps: AuthDeps, headers: Headers): Promise<string | null> {
  const context = await deps.auth.$context;
  const signed = readCookie(headers.get("cookie") ?? "", context.createAuthCookie("two_factor").name);
  const identifier = signed ? verifySignedValue(signed, deps.config.authSecret) : null;
  if (!identifier) return null;
  const verification = await context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

/**
 * An authenticator code signs in once (RFC 6238 §5.2): someone who saw it (over a shoulder, through a
 * phishing page) cannot use it again while it is still valid. The first use claims it, atomically,
 * so of two sign-ins racing with one code only one gets a session.
 */
export async function claimAuthenticatorCode(deps: Pick<AuthDeps, "db">, userId: string, code: string) {
  const verdict = await consumeRateLimit(
    deps.db,
    `auth:totp-used:${userId}:${code}`,
    1,
    USED_CODE_MEMORY_SECONDS,
  );
  return verdict.isAllowed;
}
