import type { TStaffRole, TSubscriptionPlan } from "@inkundla/shared";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { firmMemberTable, firmTable } from "./firm.tables.ts";

export type Membership = {
  memberId: string;
  firmId: string;
  firmName: string;
  role: TStaffRole;
  isOwner: boolean;
  subscriptionPlan: TSubscriptionPlan;
  trialEndsAt: Date | null;
};

export async function findMembershipForUser(db: DbExecutor, userId: string): Promise<Membership | null> {
  const rows = await db
    .select({
      memberId: firmMemberTable.id,
      firmId: firmTable.id,
      firmName: firmTable.name,
      role: firmMemberTable.role,
      isOwner: firmMemberTable.isOwner,
      subscriptionPlan: firmTable.subscriptionPlan,
      trialEndsAt: firmTable.trialEndsAt,
    })
    .from(firmMemberTable)
    .innerJoin(firmTable, eq(firmTable.id, firmMemberTable.firmId))
    .where(eq(firmMemberTable.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFirm(
  db: DbExecutor,
  firm: { name: string; subscriptionPlan: TSubscriptionPlan; trialEndsAt: Date | null; isDemo?: boolean },
): Promise<{ id: string }> {
  const [row] = await db.insert(firmTable).values(firm).returning({ id: firmTable.id });
  if (!row) throw new Error("insertFirm returned no row");
  return row;
}

export async function insertFirmMember(
  db: DbExecutor,
  member: { firmId: string; userId: string; role: TStaffRole; isOwner: boolean },
): Promise<{ id: string }> {
  const [row] = await db.insert(firmMemberTable).values(member).returning({ id: firmMemberTable.id });
  if (!row) throw new Error("insertFirmMember returned no row");
  return row;
}

export async function findDemoFirm(db: DbExecutor): Promise<{ id: string } | null> {
  const rows = await db
    .select({ id: firmTable.id })
    .from(firmTable)
    .where(eq(firmTable.isDemo, true))
    .limit(1);
  return rows[0] ?? null;
}
