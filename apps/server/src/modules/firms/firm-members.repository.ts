import { and, asc, eq, or } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmMemberTable } from "./firm.tables.ts";

export type ActiveFirmMember = {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: string;
  hourlyRateCents: number | null;
};

/**
 * The firm's members who can work on matters: the owner, and everyone who has accepted their
 * invitation (e-mail verified, onboarding done). Pending invitations are left out.
 */
export function listActiveFirmMembers(db: DbExecutor, firmId: string): Promise<ActiveFirmMember[]> {
  return db
    .select({
      userId: firmMemberTable.userId,
      firstName: userTable.firstName,
      lastName: userTable.lastName,
      email: userTable.email,
      role: firmMemberTable.role,
      hourlyRateCents: firmMemberTable.hourlyRateCents,
    })
    .from(firmMemberTable)
    .innerJoin(userTable, eq(userTable.id, firmMemberTable.userId))
    .where(
      and(
        eq(firmMemberTable.firmId, firmId),
        or(
          eq(firmMemberTable.isOwner, true),
          and(eq(userTable.emailVerified, true), eq(userTable.onboardingCompleted, true)),
        ),
      ),
    )
    .orderBy(asc(userTable.firstName), asc(userTable.lastName), asc(userTable.email));
}
