import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Auth } from "../../platform/auth.ts";
import { SESSION_LIFETIME_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "../../platform/auth.ts";
import type { Db } from "../../platform/db.ts";
import type { SessionReader, SessionUser } from "../../platform/identity.ts";
import { isFirmUnchangedSince } from "../../platform/response-cache.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { planTable } from "../plans/plans.tables.ts";
import { sessionTable, userTable } from "./auth.tables.ts";

// better-call signs cookies as `<value>.<base64 HMAC-SHA256(value)>`: 44 characters ending in "=".
const SIGNATURE_LENGTH = 44;

/** Reads one cookie's value from a Cookie header, URL-decoded; null when absent or malformed. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Checks a signed cookie value with the auth secret and returns what was signed; null if forged. */
export function verifySignedValue(signedValue: string, secret: string): string | null {
  const separator = signedValue.lastIndexOf(".");
  if (separator < 1) return null;
  const value = signedValue.slice(0, separator);
  const signature = Buffer.from(signedValue.slice(separator + 1));
  if (signature.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac("sha256", secret).update(value).digest("base64"));
  return timingSafeEqual(signature, expected) ? value : null;
}

/**
 * Resolves the session on each request with one prepared query that also reads the person's firm
 * membership and the snapshot it was read under, and answers a response-cache probe (whether the
 * firm's data is unchanged since a cached answer's snapshot). Only the fast, read-only case is handled
 * here: when the session is due for renewal (or was started without "remember me"), better-auth's own
 * getSession does the work, so renewal rules stay in one place.
 */
export async function createSessionReader(deps: {
  auth: Auth;
  db: Db;
  secret: string;
}): Promise<SessionReader> {
  const { authCookies } = await deps.auth.$context;
  // Prepared once: each connection parses and plans it once, not on every request.
  const readIdentity = deps.db
    .select({
      sessionId: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      userId: userTable.id,
      email: userTable.email,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      role: userTable.role,
      isEmailVerified: userTable.emailVerified,
      memberId: firmMemberTable.id,
      memberRole: firmMemberTable.role,
      isOwner: firmMemberTable.isOwner,
      firmId: firmTable.id,
      firmName: firmTable.name,
      subscriptionPlan: firmTable.subscriptionPlan,
      trialEndsAt: firmTable.trialEndsAt,
      planName: planTable.name,
      snapshot: sql<string>`pg_current_snapshot()::text`,
      isProbeFresh: isFirmUnchangedSince(sql.placeholder("probeFirmId"), sql.placeholder("probeSnapshot")),
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(firmMemberTable, eq(firmMemberTable.userId, userTable.id))
    .leftJoin(firmTable, eq(firmTable.id, firmMemberTable.firmId))
    .leftJoin(planTable, eq(planTable.code, firmTable.subscriptionPlan))
    .where(and(eq(sessionTable.token, sql.placeholder("token")), isNull(userTable.suspendedAt)))
    .prepare("read_identity");
  const sessionCookieName = authCookies.sessionToken.name;
  const dontRememberCookieName = authCookies.dontRememberToken.name;

  const readThroughBetterAuth: SessionReader = async (headers) => {
    const { headers: responseHeaders, response } = await deps.auth.api.getSession({
      headers: fromNodeHeaders(headers),
      returnHeaders: true,
    });
    const renewedCookies = responseHeaders.getSetCookie();
    if (!response) return { user: null, renewedCookies };
    const user = response.user as typeof response.user & {
      firstName?: string | null;
      lastName?: string | null;
      role?: string | null;
    };
    return {
      user: {
        sessionId: response.session.id,
        userId: user.id,
        email: user.email,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        platformRole: user.role === "admin" ? "admin" : "user",
        isEmailVerified: user.emailVerified,
      } satisfies SessionUser,
      renewedCookies,
    };
  };

  return async (headers, probe) => {
    const cookieHeader = typeof headers.cookie === "string" ? headers.cookie : "";
    const signedToken = readCookie(cookieHeader, sessionCookieName);
    if (!signedToken) return { user: null, renewedCookies: [] };
    const token = verifySignedValue(signedToken, deps.secret);
    if (!token) return { user: null, renewedCookies: [] };
    if (readCookie(cookieHeader, dontRememberCookieName)) return readThroughBetterAuth(headers);

    const [row] = await readIdentity.execute({
      token,
      probeFirmId: probe?.firmId ?? null,
      probeSnapshot: probe?.snapshot ?? null,
    });
    if (!row) return { user: null, renewedCookies: [] };
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    if (expiresAt <= now) return { user: null, renewedCookies: [] };
    const renewalDueAt = expiresAt - SESSION_LIFETIME_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
    if (renewalDueAt <= now) return readThroughBetterAuth(headers);

    return {
      user: {
        sessionId: row.sessionId,
        userId: row.userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        platformRole: row.role === "admin" ? "admin" : "user",
        isEmailVerified: row.isEmailVerified,
      },
      membership:
        row.memberId && row.firmId && row.firmName && row.memberRole && row.subscriptionPlan && row.planName
          ? {
              memberId: row.memberId,
              firmId: row.firmId,
              firmName: row.firmName,
              role: row.memberRole,
              isOwner: row.isOwner ?? false,
              subscriptionPlan: row.subscriptionPlan,
              subscriptionPlanName: row.planName,
              trialEndsAt: row.trialEndsAt,
            }
          : null,
      snapshot: row.snapshot,
      isProbeFresh: row.isProbeFresh === true,
      renewedCookies: [],
    };
  };
}
