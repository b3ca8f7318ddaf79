import { readAuthenticationCode, type TTwoFactorSignInRequest } from "@inkundla/shared";
import { isAPIError } from "better-auth/api";
import { recordAuditEvent } from "../../platform/audit.ts";
import { findMembershipForUser } from "../firms/index.ts";
import { authError } from "./auth.errors.ts";
import { deleteSessionsForUser, isUserSuspended, markUserActive } from "./auth.repository.ts";
import {
  type AuthDeps,
  enforceIpLimit,
  type RequestMeta,
  type SignedIn,
  toCurrentUser,
} from "./auth.service.ts";
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
  let verified: { headers: Headers; user: BetterAuthUser };
  try {
    if (code.kind === "totp") {
      const { headers, response } = await deps.auth.api.verifyTOTP({
        body: { code: code.code },
        headers: meta.headers,
        returnHeaders: true,
      });
      verified = { headers, user: response.user as BetterAuthUser };
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
  return { user: currentUser, setCookies: verified.headers.getSetCookie() };
}
