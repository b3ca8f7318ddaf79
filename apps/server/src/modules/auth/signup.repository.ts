import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { accountTable, userTable } from "./auth.tables.ts";

/** A firm owner from the sign-up wizard who has not yet opened the e-mailed link. */
export type PendingSignupOwner = {
  userId: string;
  email: string;
  firstName: string | null;
  firmId: string;
  firmName: string;
};

/**
 * The new owner's user row, without a password ("credential") account: nobody can sign in as them
 * until the e-mailed link has been opened and a password chosen.
 */
export async function insertPendingOwner(
  db: DbExecutor,
  owner: { id: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  await db.insert(userTable).values({
    id: owner.id,
    name: `${owner.firstName} ${owner.lastName}`.trim(),
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    emailVerified: false,
    onboardingCompleted: false,
    role: "user",
  });
}

export async function findPendingSignupOwner(
  db: DbExecutor,
  email: string,
): Promise<PendingSignupOwner | null> {
  const rows = await db
    .select({
      userId: userTable.id,
      email: userTable.email,
      firstName: userTable.firstName,
      firmId: firmTable.id,
      firmName: firmTable.name,
    })
    .from(userTable)
    .innerJoin(
      firmMemberTable,
      and(eq(firmMemberTable.userId, userTable.id), eq(firmMemberTable.isOwner, true)),
    )
    .innerJoin(firmTable, eq(firmTable.id, firmMemberTable.firmId))
    .where(
      and(
        eq(sql`lower(${userTable.email})`, email.toLowerCase()),
        eq(userTable.emailVerified, false),
        eq(userTable.onboardingCompleted, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the owner's address verified and their setup done, and gives them their first password.
 * Returns false when the person no longer exists.
 */
export async function completeSignupOwner(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const updated = await db
    .update(userTable)
    .set({ emailVerified: true, onboardingCompleted: true, updatedAt: new Date() })
    .where(eq(userTable.id, userId))
    .returning({ id: userTable.id });
  if (updated.length === 0) return false;
  const changed = await db
    .update(accountTable)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accountTable.userId, userId), eq(accountTable.providerId, "credential")))
    .returning({ id: accountTable.id });
  if (changed.length === 0) {
    await db.insert(accountTable).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: passwordHash,
    });
  }
  return true;
}
