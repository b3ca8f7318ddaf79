import type { TPlatformRole } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { accountTable, sessionTable, userTable } from "./auth.tables.ts";

export type NewCredentialUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: TPlatformRole;
  isEmailVerified: boolean;
};

/** The user row and its password ("credential") account, as better-auth expects to find them. */
export async function insertCredentialUser(db: DbExecutor, user: NewCredentialUser): Promise<void> {
  await db.insert(userTable).values({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.isEmailVerified,
    role: user.role,
  });
  await db.insert(accountTable).values({
    id: crypto.randomUUID(),
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: user.passwordHash,
  });
}

export async function findUserIdByEmail(db: DbExecutor, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function setUserRole(db: DbExecutor, userId: string, role: TPlatformRole): Promise<void> {
  await db.update(userTable).set({ role, updatedAt: new Date() }).where(eq(userTable.id, userId));
}

export async function setCredentialPassword(db: DbExecutor, userId: string, passwordHash: string) {
  await db
    .update(accountTable)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(sql`${accountTable.userId} = ${userId} and ${accountTable.providerId} = 'credential'`);
}

export async function deleteSessionsForUser(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(sessionTable).where(eq(sessionTable.userId, userId));
}

export async function isUserSuspended(db: DbExecutor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ suspendedAt: userTable.suspendedAt })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return Boolean(rows[0]?.suspendedAt);
}

/** Records that the person signed in just now (the platform admin's "last active"). */
export async function markUserActive(db: DbExecutor, userId: string): Promise<void> {
  await db.update(userTable).set({ lastActiveAt: new Date() }).where(eq(userTable.id, userId));
}

/** An account's platform role and password hash (null without a password), by its e-mail address. */
export async function findCredentialUserByEmail(
  db: DbExecutor,
  email: string,
): Promise<{ id: string; role: TPlatformRole; passwordHash: string | null } | null> {
  const rows = await db
    .select({ id: userTable.id, role: userTable.role, passwordHash: accountTable.password })
    .from(userTable)
    .leftJoin(
      accountTable,
      sql`${accountTable.userId} = ${userTable.id} and ${accountTable.providerId} = 'credential'`,
    )
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, role: row.role as TPlatformRole, passwordHash: row.passwordHash } : null;
}

export async function deleteSessionByToken(db: DbExecutor, token: string): Promise<void> {
  await db.delete(sessionTable).where(eq(sessionTable.token, token));
}
