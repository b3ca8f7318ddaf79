import { and, eq, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
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

export async function readStoredPreferences(db: DbExecutor, userId: string): Promise<unknown> {
  const rows = await db
    .select({ preferences: userTable.preferences })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  return rows[0]?.preferences ?? {};
}
