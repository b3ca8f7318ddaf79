import type { IdentityTables } from "../../platform/auth.ts";
import { accountTable, sessionTable, twoFactorTable, userTable, verificationTable } from "./auth.tables.ts";

/**
 * The tables better-auth works with, under its model names, for createAuth (platform/auth.ts). Kept
 * out of auth.tables.ts so the schema index, which exports every table file whole, sees only tables.
 */
export const identityTables: IdentityTables = {
  user: userTable,
  session: sessionTable,
  account: accountTable,
  verification: verificationTable,
  twoFactor: twoFactorTable,
};
