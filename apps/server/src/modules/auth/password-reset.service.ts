import type { TForgotPasswordRequest, TResetPasswordRequest, TSignupMessageResponse } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
  ONE_TIME_TOKEN_LIFETIME_HOURS,
  whyTokenIsUnusable,
} from "../../platform/one-time-tokens.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { consumeRateLimit, resetRateLimit } from "../../platform/rate-limit.ts";
import { authError } from "./auth.errors.ts";
import {
  deleteSessionsForUser,
  findCredentialUserByEmail,
  isUserSuspended,
  setCredentialPassword,
} from "./auth.repository.ts";
import { type AuthDeps, enforceIpLimit, type RequestMeta } from "./auth.service.ts";

/** The same answer whether or not the address has an account, so the form tells no one who uses Inkundla. */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email address, we have sent it a link to choose a new password. The link works once, for one hour.";
export const PASSWORD_RESET_MESSAGE =
  "Your password has been changed and every session of your account has been signed out. Sign in with your new password.";

/** Reset links one address may be sent per sign-in window: enough for a lost e-mail, not a mail bomb. */
const RESET_REQUESTS_PER_EMAIL = 3;

/**
 * POST /api/auth/forgot-password. Mails a one-time link (only its hash is kept; one hour; a newer link
 * replaces an older one) to an account that has a password and is not suspended. Every address gets
 * the same answer, and the count per address runs for unknown addresses too, so neither the answer
 * nor a 429 says whether an account exists.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: TForgotPasswordRequest,
  meta: RequestMeta,
): Promise<TSignupMessageResponse> {
  await enforceIpLimit(deps, meta);
  const verdict = await consumeRateLimit(
    deps.db,
    `auth:reset:${input.email}`,
    RESET_REQUESTS_PER_EMAIL,
    deps.config.loginRateLimit.windowSeconds,
  );
  if (!verdict.isAllowed) {
    throw authError(
      "too_many_attempts",
      "Too many requests for a reset link. Please wait a few minutes and try again.",
      { "retry-after": String(verdict.retryAfterSeconds) },
    );
  }
  const account = await findCredentialUserByEmail(deps.db, input.email);
  if (!account?.passwordHash || (await isUserSuspended(deps.db, account.id))) {
    return { message: RESET_REQUESTED_MESSAGE };
  }
  const { token } = await issueOneTimeToken(deps.db, {
    purpose: "password_reset",
    userId: account.id,
    email: input.email,
  });
  await recordAuditEvent(deps.db, {
    action: "auth.password_reset_requested",
    userId: account.id,
    entityType: "user",
    entityId: account.id,
    ipAddress: meta.ipAddress,
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: input.email,
    subject: "Reset your Inkundla password",
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of the Inkundla account that uses this email address. To choose a new password, open this link:",
      "",
      link,
      "",
      `The link works once and expires in ${ONE_TIME_TOKEN_LIFETIME_HOURS.password_reset} hour. Choosing a new password signs the account out everywhere.`,
      "",
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
    ].join("\n"),
    links: [link],
  });
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * POST /api/auth/reset-password. Uses the link up, sets the new password, ends every session of the
 * account (whoever was signed in with the old password is signed out), clears the address's failed
 * sign-in count, and tells the account's address that the password was changed.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: TResetPasswordRequest,
  meta: RequestMeta,
): Promise<TSignupMessageResponse> {
  await enforceIpLimit(deps, meta);
  // Check the link before the (deliberately slow) password hash, so bad links cost little.
  if (!(await findValidOneTimeToken(deps.db, "password_reset", input.token))) {
    throw await explainUnusableResetLink(deps, input.token);
  }
  const passwordHash = await hashPassword(input.password);
  const account = await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, "password_reset", input.token);
    if (!token) return null;
    await setCredentialPassword(tx, token.userId, passwordHash);
    await deleteSessionsForUser(tx, token.userId);
    await recordAuditEvent(tx, {
      action: "auth.password_reset",
      userId: token.userId,
      entityType: "user",
      entityId: token.userId,
      ipAddress: meta.ipAddress,
    });
    return { email: token.email };
  });
  // Another request used the link between the check and the transaction.
  if (!account) throw await explainUnusableResetLink(deps, input.token);
  await resetRateLimit(deps.db, `auth:email:${account.email}`);
  await deps.mailer.send({
    to: account.email,
    subject: "Your Inkundla password was changed",
    text: [
      "Hello,",
      "",
      "The password of the Inkundla account that uses this email address was just changed with a reset link, and every session of the account was signed out.",
      "",
      "If you did this, there is nothing more to do. If you did not, reset your password again from the sign-in screen at once and contact Inkundla support.",
    ].join("\n"),
  });
  return { message: PASSWORD_RESET_MESSAGE };
}

async function explainUnusableResetLink(deps: AuthDeps, token: string) {
  const reason = await whyTokenIsUnusable(deps.db, "password_reset", token);
  return authError(`reset_link_${reason}`);
}
