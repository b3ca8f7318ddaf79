import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/db.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { findUserIdByEmail, insertCredentialUser, setUserRole } from "./auth.repository.ts";

/**
 * Makes sure the operator account named by ADMIN_EMAIL exists and is a platform admin. An existing
 * account is promoted but keeps its password: the environment never silently resets a password.
 */
export async function ensurePlatformAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<"created" | "promoted"> {
  const existingId = await findUserIdByEmail(db, admin.email);
  if (existingId) {
    await setUserRole(db, existingId, "admin");
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
