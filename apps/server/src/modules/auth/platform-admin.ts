import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db.ts";
import { hashPassword, verifyPassword } from "../../platform/passwords.ts";
import {
  deleteSessionsForUser,
  findCredentialUserByEmail,
  insertCredentialUser,
  setUserRole,
} from "./auth.repository.ts";

/** Start refuses to make an account the operator has not proved is theirs a platform admin. */
export class PlatformAdminClaimError extends Error {}

/**
 * Makes sure the operator account named by ADMIN_EMAIL exists and is a platform admin. Absent, it is
 * created with ADMIN_PASSWORD. Already an admin, it is left as it is (the environment never silently
 * resets a password). An ordinary account with that address may have been registered by anyone, so
 * it is promoted only when ADMIN_PASSWORD is its password, and then every session it has is ended
 * (someone who registered it first may be signed in); otherwise start stops with a clear message.
 */
export async function ensurePlatformAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<"created" | "promoted" | "unchanged"> {
  const existing = await findCredentialUserByEmail(db, admin.email);
  if (existing?.role === "admin") return "unchanged";
  if (existing) {
    const isProved =
      existing.passwordHash !== null &&
      (await verifyPassword({ hash: existing.passwordHash, password: admin.password }));
    if (!isProved) {
      throw new PlatformAdminClaimError(
        `ADMIN_EMAIL ${admin.email} belongs to an existing account that is not a platform admin, and ` +
          "ADMIN_PASSWORD is not its password. Inkundla will not make an account it cannot prove is " +
          "yours a platform admin: set ADMIN_PASSWORD to that account's password, or choose another ADMIN_EMAIL.",
      );
    }
    await db.transaction(async (tx) => {
      await setUserRole(tx, existing.id, "admin");
      await deleteSessionsForUser(tx, existing.id);
    });
    return "promoted";
  }
  await db.transaction(async (tx) => {
    await insertCredentialUser(tx, {
      id: randomUUID(),
      email: admin.email,
      firstName: admin.firstName ?? "Platform",
      lastName: admin.lastName ?? "Admin",
      passwordHash: await hashPassword(admin.password),
      role: "admin",
      isEmailVerified: true,
    });
  });
  return "created";
}
