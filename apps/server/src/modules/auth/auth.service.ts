import { randomUUID } from "node:crypto";
import type { TCurrentUser, TLoginRequest, TRegisterRequest } from "@inkundla/shared";
import { isAPIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Auth } from "../../platform/auth.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { Identity } from "../../platform/identity.ts";
import type { Mailer } from "../../platform/mail.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { consumeRateLimit, peekRateLimit, resetRateLimit } from "../../platform/rate-limit.ts";
import { readSystemSettings } from "../../platform/settings.ts";
import { findMembershipForUser, insertFirm, insertFirmMember, trialEndDate } from "../firms/index.ts";
import { authError } from "./auth.errors.ts";
import {
  deleteSessionsForUser,
  findUserIdByEmail,
  insertCredentialUser,
  isUserSuspended,
  markUserActive,
} from "./auth.repository.ts";
import { knownDeviceCookie, readKnownDevice } from "./known-device.ts";
import { findPendingSignupOwner } from "./signup.repository.ts";
import { isTwoFactorRedirect } from "./two-factor.rules.ts";

export type AuthDeps = { db: Db; auth: Auth; config: AppConfig; mailer: Mailer };
export type RequestMeta = { ipAddress: string; headers: Headers };

/** Where a sign-in, sign-up or reset request came from (rate limits, audit) and its headers (better-auth). */
export function requestMetaOf(request: FastifyRequest): RequestMeta {
  return { ipAddress: request.ip, headers: fromNodeHeaders(request.headers) };
}
export type SignedIn = { user: TCurrentUser; setCookies: string[] };
export type TwoFactorPending = { twoFactorRequired: true; setCookies: string[] };

/** The signed-in person as the web app sees them; where the request came from plays no part. */
export function toCurrentUser(identity: Omit<Identity, "ipAddress">): TCurrentUser {
  const { membership } = identity;
  return {
    id: identity.userId,
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: identity.email,
    role: identity.platformRole === "admin" ? "admin" : (membership?.role ?? "user"),
    subscriptionPlan: membership?.subscriptionPlan ?? "solo",
    subscriptionPlanName: membership?.subscriptionPlanName ?? "Solo",
    isFirmOwner: membership?.isOwner ?? false,
    firmId: membership?.firmId ?? null,
    emailVerified: identity.isEmailVerified,
  };
}

/**
 * Counts one attempt with a password or a link from the request's address against LOGIN_LIMIT_PER_IP:
 * sign-in, sign-up, password resets and accepting a client portal invitation share the budget. Past
 * it, 429 with Retry-After and `message` (a sign-in's by default).
 */
export async function enforceIpLimit(
  deps: { db: DbExecutor; config: Pick<AppConfig, "loginRateLimit"> },
  meta: Pick<RequestMeta, "ipAddress">,
  message?: string,
) {
  const { perIp, windowSeconds } = deps.config.loginRateLimit;
  const verdict = await consumeRateLimit(deps.db, `auth:ip:${meta.ipAddress}`, perIp, windowSeconds);
  if (!verdict.isAllowed) {
    throw authError("too_many_attempts", message, { "retry-after": String(verdict.retryAfterSeconds) });
  }
}

/**
 * Signs in through better-auth: the session cookie with the current user, or, for an account with
 * two-factor sign-in, better-auth's short-lived two-factor cookie and no session yet.
 */
async function beginSession(
  deps: AuthDeps,
  email: string,
  password: string,
  meta: RequestMeta,
): Promise<SignedIn | TwoFactorPending> {
  const { headers, response } = await deps.auth.api.signInEmail({
    body: { email, password },
    headers: meta.headers,
    returnHeaders: true,
  });
  if (isTwoFactorRedirect(response)) return { twoFactorRequired: true, setCookies: headers.getSetCookie() };
  const user = response.user as typeof response.user & {
    firstName?: string | null;
    lastName?: string | null;
  };
  // The password was right, but a suspended person gets no session (the one just made is removed).
  if (await isUserSuspended(deps.db, user.id)) {
    await deleteSessionsForUser(deps.db, user.id);
    throw authError("account_suspended");
  }
  const [membership, role] = await Promise.all([
    findMembershipForUser(deps.db, user.id),
    (response.user as { role?: string }).role,
  ]);
  const identity: Omit<Identity, "ipAddress"> = {
    sessionId: "",
    userId: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    platformRole: role === "admin" ? "admin" : "user",
    isEmailVerified: user.emailVerified,
    membership,
  };
  await markUserActive(deps.db, user.id);
  return { user: toCurrentUser(identity), setCookies: headers.getSetCookie() };
}

/** Signs in an account that cannot have two-factor sign-in yet (one just created). */
async function startSession(deps: AuthDeps, email: string, password: string, meta: RequestMeta) {
  const outcome = await beginSession(deps, email, password, meta);
  if ("twoFactorRequired" in outcome) throw new Error("a new account cannot need a second factor");
  return outcome;
}

export async function login(
  deps: AuthDeps,
  input: TLoginRequest,
  meta: RequestMeta,
): Promise<SignedIn | TwoFactorPending> {
  await enforceIpLimit(deps, meta);
  const { perEmail, windowSeconds } = deps.config.loginRateLimit;
  // Failed attempts per e-mail are counted across IPs, so one account cannot be guessed at from many
  // places. Once they are used up, only a browser this account signed in on before may go on trying,
  // against a count of its own: a stranger's guesses never lock the person out of their usual browser.
  const addressKey = `auth:email:${input.email}`;
  const device = readKnownDevice(meta.headers, deps.config);
  const knownDevice =
    device && device.userId === (await findUserIdByEmail(deps.db, input.email)) ? device : null;
  const deviceKey = knownDevice ? `auth:email-device:${input.email}:${knownDevice.deviceId}` : null;
  const verdict = await peekRateLimit(deps.db, deviceKey ?? addressKey, perEmail, windowSeconds);
  if (!verdict.isAllowed) {
    throw authError("too_many_attempts", undefined, { "retry-after": String(verdict.retryAfterSeconds) });
  }
  let signedIn: SignedIn;
  try {
    const outcome = await beginSession(deps, input.email, input.password, meta);
    // The password was right; the session starts once the code is given (POST /api/auth/two-factor).
    if ("twoFactorRequired" in outcome) return outcome;
    signedIn = outcome;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 401) {
      // A sign-up owner has no password until they open the e-mailed link: tell them so.
      if (await findPendingSignupOwner(deps.db, input.email)) throw authError("email_not_verified");
      await consumeRateLimit(deps.db, addressKey, perEmail, windowSeconds);
      if (deviceKey) await consumeRateLimit(deps.db, deviceKey, perEmail, windowSeconds);
      await recordAuditEvent(deps.db, {
        action: "auth.login_failed",
        ipAddress: meta.ipAddress,
        data: { email: input.email },
      });
      throw authError("invalid_credentials");
    }
    throw error;
  }
  await resetRateLimit(deps.db, deviceKey ?? addressKey);
  await recordAuditEvent(deps.db, {
    action: "auth.login",
    userId: signedIn.user.id,
    firmId: signedIn.user.firmId,
    ipAddress: meta.ipAddress,
  });
  return withKnownDevice(deps, signedIn, meta);
}

/** Marks the browser a session was just started in as a known device of the account. */
export function withKnownDevice(deps: AuthDeps, signedIn: SignedIn, meta: RequestMeta): SignedIn {
  const cookie = knownDeviceCookie(signedIn.user.id, readKnownDevice(meta.headers, deps.config), deps.config);
  return { ...signedIn, setCookies: [...signedIn.setCookies, cookie] };
}

/**
 * Creates a person, their own firm (Solo plan, free trial running) and their owner membership in one
 * transaction, then signs them in.
 */
export async function registerFirmOwner(
  deps: AuthDeps,
  input: TRegisterRequest,
  meta: RequestMeta,
): Promise<SignedIn> {
  await enforceIpLimit(deps, meta);
  const { trialDays, isRegistrationOpen } = await readSystemSettings(deps.db);
  if (!isRegistrationOpen) throw authError("registration_closed");
  if (await findUserIdByEmail(deps.db, input.email)) throw authError("email_taken");
  const userId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      await insertCredentialUser(tx, {
        id: userId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: "user",
        isEmailVerified: false,
      });
      const firm = await insertFirm(tx, {
        name: `${input.firstName} ${input.lastName}`,
        subscriptionPlan: "solo",
        trialEndsAt: trialEndDate(new Date(), trialDays),
      });
      await insertFirmMember(tx, { firmId: firm.id, userId, role: "managing_partner", isOwner: true });
      await recordAuditEvent(tx, {
        action: "auth.registered",
        userId,
        firmId: firm.id,
        entityType: "firm",
        entityId: firm.id,
        ipAddress: meta.ipAddress,
      });
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw authError("email_taken");
    throw error;
  }
  return withKnownDevice(deps, await startSession(deps, input.email, input.password, meta), meta);
}

export async function logout(
  deps: AuthDeps,
  identity: Identity | null,
  meta: RequestMeta,
): Promise<string[]> {
  if (!identity) return [];
  const { headers } = await deps.auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  await recordAuditEvent(deps.db, {
    action: "auth.logout",
    userId: identity.userId,
    firmId: identity.membership?.firmId ?? null,
    ipAddress: meta.ipAddress,
  });
  return headers.getSetCookie();
}
