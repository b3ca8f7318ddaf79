import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmMemberTable } from "./firm.tables.ts";
import type { ActiveFirmMember } from "./firm-members.repository.ts";

/** One member of the firm, whatever the state of their invitation; null when they are not in this firm. */
export async function findFirmMemberOfFirm(
  db: DbExecutor,
  firmId: string,
  userId: string,
): Promise<ActiveFirmMember | null> {
  const [member] = await db
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
    .where(and(eq(firmMemberTable.firmId, firmId), eq(firmMemberTable.userId, userId)))
    .limit(1);
  return member ?? null;
}

export async function setFirmMemberHourlyRate(
  db: DbExecutor,
  firmId: string,
  userId: string,
  hourlyRateCents: number | null,
): Promise<void> {
  await db
    .update(firmMemberTable)
    .set({ hourlyRateCents })
    .where(and(eq(firmMemberTable.firmId, firmId), eq(firmMemberTable.userId, userId)));
}
