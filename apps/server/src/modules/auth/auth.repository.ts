import type { TPlatformRole } from "@inkundla/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { accountTable, sessionTable, userTable } from "./auth.tables.ts";

/**
 * The person's own details, as the profile page edits them (better-auth's user row is this module's:
 * other modules change it through the functions below, exported from the index).
 */
export type UserProfileChanges = Partial<
  Pick<
    typeof userTable.$inferInsert,
    | "firstName"
    | "lastName"
    | "phone"
    | "address"
    | "practiceAreas"
    | "barNumber"
    | "admissionDate"
    | "biography"
    | "pendingEmail"
  >
>;

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

/** Ends every session of the person; answers how many there were. */
export async function deleteSessionsForUser(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db
    .delete(sessionTable)
    .where(eq(sessionTable.userId, userId))
    .returning({ id: sessionTable.id });
  return rows.length;
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

/** Sets or clears the suspension; false when there is no such person. */
export async function setUserSuspended(
  db: DbExecutor,
  userId: string,
  isSuspended: boolean,
): Promise<boolean> {
  const rows = await db
    .update(userTable)
    .set({
      suspendedAt: isSuspended ? sql`coalesce(${userTable.suspendedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(userTable.id, userId))
    .returning({ id: userTable.id });
  return rows.length > 0;
}

/** An invited person has no password of their own until they accept the invitation. */
export async function markInvitationPending(db: DbExecutor, userId: string): Promise<void> {
  await db.update(userTable).set({ onboardingCompleted: false }).where(eq(userTable.id, userId));
}

/** Accepting the invitation: their password, and the e-mail counts as verified (the link reached it). */
export async function completeAdminInvitation(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(accountTable)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, "credential")));
  await db
    .update(userTable)
    .set({ emailVerified: true, onboardingCompleted: true, updatedAt: new Date() })
    .where(eq(userTable.id, userId));
}

/** Deletes the person; their sessions, password and membership go with them (foreign keys cascade). */
export async function deleteUser(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(userTable).where(eq(userTable.id, userId));
}

/** The invited person becomes Active: named, e-mail verified (the link proved it), onboarding done. */
export async function completeInvitedPerson(
  db: DbExecutor,
  person: { userId: string; firstName: string; lastName: string; passwordHash: string },
): Promise<void> {
  await db
    .update(userTable)
    .set({
      firstName: person.firstName,
      lastName: person.lastName,
      name: `${person.firstName} ${person.lastName}`,
      emailVerified: true,
      onboardingCompleted: true,
      updatedAt: new Date(),
    })
    .where(eq(userTable.id, person.userId));
  await db.insert(accountTable).values({
    id: crypto.randomUUID(),
    accountId: person.userId,
    providerId: "credential",
    userId: person.userId,
    password: person.passwordHash,
  });
}

/** Writes only the given columns; better-auth's `name` follows the first and last names. */
export async function updateProfileFields(
  db: DbExecutor,
  userId: string,
  changes: UserProfileChanges,
  fullName?: string,
): Promise<void> {
  await db
    .update(userTable)
    .set({ ...changes, ...(fullName === undefined ? {} : { name: fullName }), updatedAt: new Date() })
    .where(eq(userTable.id, userId));
}

/** The verified new address replaces the old one; the person proved they read mail sent to it. */
export async function replaceEmail(db: DbExecutor, userId: string, email: string): Promise<void> {
  await db
    .update(userTable)
    .set({ email, pendingEmail: null, emailVerified: true, updatedAt: new Date() })
    .where(eq(userTable.id, userId));
}

/**
 * Merges the changed preferences into the stored ones in one statement, so two changes saved at the
 * same moment (two switches flipped quickly) both stay. Answers the stored value afterwards.
 */
export async function mergePreferences(
  db: DbExecutor,
  userId: string,
  changes: Record<string, unknown>,
): Promise<unknown> {
  const rows = await db
    .update(userTable)
    .set({
      preferences: sql`${userTable.preferences} || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(userTable.id, userId))
    .returning({ preferences: userTable.preferences });
  return rows[0]?.preferences ?? {};
}

/** Signs the person out everywhere except the session making the request. */
export async function deleteOtherSessions(db: DbExecutor, userId: string, keepSessionId: string) {
  await db
    .delete(sessionTable)
    .where(and(eq(sessionTable.userId, userId), ne(sessionTable.id, keepSessionId)));
}

/** An invited person: no password yet, so they cannot sign in until they accept. */
export async function insertInvitedUser(
  db: DbExecutor,
  invitee: { userId: string; email: string },
): Promise<void> {
  await db.insert(userTable).values({
    id: invitee.userId,
    name: invitee.email,
    email: invitee.email,
    emailVerified: false,
    onboardingCompleted: false,
    role: "user",
  });
}
