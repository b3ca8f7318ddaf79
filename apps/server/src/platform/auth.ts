import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AppConfig } from "./config.ts";
import type { Db } from "./db.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** better-auth's own handler lives here; the spec's `/api/auth/*` endpoints are adapters over `auth.api`. */
export const IDENTITY_BASE_PATH = "/api/identity";

export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 7;
/** A session in use is extended to a full lifetime again once it is this old. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

/**
 * The drizzle tables better-auth reads and writes, by its model names. The auth module defines them
 * and hands them in (app.ts), because platform imports no module.
 */
export type IdentityTables = {
  user: PgTable;
  session: PgTable;
  account: PgTable;
  verification: PgTable;
  twoFactor: PgTable;
};

export function createAuth(db: Db, config: AppConfig, tables: IdentityTables) {
  return betterAuth({
    appName: "Inkundla",
    baseURL: config.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { ...tables },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        role: { type: "string", required: false, input: false, defaultValue: "user" },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: every request checks the session row, so a revoked session stops at once.
      cookieCache: { enabled: false },
    },
    // The spec's login adapter applies Inkundla's own per-IP and per-e-mail limits in PostgreSQL.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "inkundla",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
    },
    // TOTP two-factor sign-in with recovery codes; the secret and the codes are stored encrypted.
    plugins: [twoFactor({ issuer: "Inkundla" })],
    // Sign-up, sign-in, password, profile and two-factor changes go through Inkundla's adapters
    // (validation, rate limits, audit rows), never around them: only `auth.api` reaches these.
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/email",
      "/change-password",
      "/update-user",
      "/change-email",
      "/two-factor/enable",
      "/two-factor/disable",
      "/two-factor/get-totp-uri",
      "/two-factor/verify-totp",
      "/two-factor/verify-backup-code",
      "/two-factor/generate-backup-codes",
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
    ],
    telemetry: { enabled: false },
    // Failed sign-ins are audited by Inkundla; better-auth only reports real errors.
    logger: { level: "error", disabled: config.logLevel === "silent" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
