import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import { sql } from "drizzle-orm";
import type { Auth } from "../../platform/auth.ts";
import { SESSION_LIFETIME_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "../../platform/auth.ts";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import type { SessionReader, SessionUser } from "../../platform/identity.ts";

type SessionRow = {
  session_id: string;
  expires_at: Date | string;
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  email_verified: boolean;
};

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
 * Resolves the session on each request with one indexed query. Only the fast, read-only case is
 * handled here: when the session is due for renewal (or was started without "remember me"),
 * better-auth's own getSession does the work, so renewal rules stay in one place.
 */
export async function createSessionReader(deps: {
  auth: Auth;
  db: DbExecutor;
  secret: string;
}): Promise<SessionReader> {
  const { authCookies } = await deps.auth.$context;
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

  return async (headers) => {
    const cookieHeader = typeof headers.cookie === "string" ? headers.cookie : "";
    const signedToken = readCookie(cookieHeader, sessionCookieName);
    if (!signedToken) return { user: null, renewedCookies: [] };
    const token = verifySignedValue(signedToken, deps.secret);
    if (!token) return { user: null, renewedCookies: [] };
    if (readCookie(cookieHeader, dontRememberCookieName)) return readThroughBetterAuth(headers);

    const [row] = await queryRows<SessionRow>(
      deps.db,
      sql`select s.id as session_id, s.expires_at, u.id as user_id, u.email, u.first_name, u.last_name,
                 u.role, u.email_verified
            from "session" s join "user" u on u.id = s.user_id
           where s.token = ${token} and u.suspended_at is null`,
    );
    if (!row) return { user: null, renewedCookies: [] };
    const expiresAt = new Date(row.expires_at).getTime();
    const now = Date.now();
    if (expiresAt <= now) return { user: null, renewedCookies: [] };
    const renewalDueAt = expiresAt - SESSION_LIFETIME_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000;
    if (renewalDueAt <= now) return readThroughBetterAuth(headers);

    return {
      user: {
        sessionId: row.session_id,
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        platformRole: row.role === "admin" ? "admin" : "user",
        isEmailVerified: row.email_verified,
      },
      renewedCookies: [],
    };
  };
}
