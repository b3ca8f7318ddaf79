import { and, eq, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { sessionTable, userTable } from "../auth/auth.tables.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";

/** The person's own profile, with their firm's name when they belong to one. */
export type ProfileRecord = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  pendingEmail: string | null;
  phone: string | null;
  address: string | null;
  practiceAreas: string[];
  barNumber: string | null;
  admissionDate: string | null;
  biography: string | null;
  twoFactorEnabled: boolean;
  firmId: string | null;
  firmName: string | null;
  isFirmOwner: boolean;
};

export type ProfileFieldChanges = Partial<
  Pick<
    ProfileRecord,
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

export async function findProfile(db: DbExecutor, userId: string): Promise<ProfileRecord | null> {
  const rows = await db
    .select({
      userId: userTable.id,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      email: userTable.email,
      pendingEmail: userTable.pendingEmail,
      phone: userTable.phone,
      address: userTable.address,
      practiceAreas: userTable.practiceAreas,
      barNumber: userTable.barNumber,
      admissionDate: userTable.admissionDate,
      biography: userTable.biography,
      twoFactorEnabled: userTable.twoFactorEnabled,
      firmId: firmTable.id,
      firmName: firmTable.name,
      isFirmOwner: firmMemberTable.isOwner,
    })
    .from(userTable)
    .leftJoin(firmMemberTable, eq(firmMemberTable.userId, userTable.id))
    .leftJoin(firmTable, eq(firmTable.id, firmMemberTable.firmId))
    .where(eq(userTable.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, isFirmOwner: row.isFirmOwner ?? false } : null;
}

/** Writes only the given columns; better-auth's `name` follows the first and last names. */
export async function updateProfileFields(
  db: DbExecutor,
  userId: string,
  changes: ProfileFieldChanges,
  fullName?: string,
): Promise<void> {
  await db
    .update(userTable)
    .set({ ...changes, ...(fullName === undefined ? {} : { name: fullName }), updatedAt: new Date() })
    .where(eq(userTable.id, userId));
}

export async function renameFirm(db: DbExecutor, firmId: string, name: string): Promise<void> {
  await db.update(firmTable).set({ name, updatedAt: new Date() }).where(eq(firmTable.id, firmId));
}

/** Whether someone other than `userId` already signs in with this address. */
export async function isEmailUsedByAnotherUser(
  db: DbExecutor,
  email: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(and(eq(sql`lower(${userTable.email})`, email.toLowerCase()), ne(userTable.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The verified new address replaces the old one; the person proved they read mail sent to it. */
export async function replaceEmail(db: DbExecutor, userId: string, email: string): Promise<void> {
  await db
    .update(userTable)
    .set({ email, pendingEmail: null, emailVerified: true, updatedAt: new Date() })
    .where(eq(userTable.id, userId));
}

export async function readStoredPreferences(db: DbExecutor, userId: string): Promise<unknown> {
  const rows = await db
    .select({ preferences: userTable.preferences })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return rows[0]?.preferences ?? {};
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
