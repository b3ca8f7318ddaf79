import type { TStaffRole } from "@inkundla/shared";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { Membership } from "../../platform/identity.ts";
import { planTable } from "../subscriptions/subscription.tables.ts";
import { firmMemberTable, firmTable } from "./firm.tables.ts";

// The type lives in platform (the identity every request carries); it is offered from here as before.
export type { Membership };

export async function findMembershipForUser(db: DbExecutor, userId: string): Promise<Membership | null> {
  const rows = await db
    .select({
      memberId: firmMemberTable.id,
      firmId: firmTable.id,
      firmName: firmTable.name,
      role: firmMemberTable.role,
      isOwner: firmMemberTable.isOwner,
      subscriptionPlan: firmTable.subscriptionPlan,
      subscriptionPlanName: planTable.name,
      trialEndsAt: firmTable.trialEndsAt,
    })
    .from(firmMemberTable)
    .innerJoin(firmTable, eq(firmTable.id, firmMemberTable.firmId))
    .innerJoin(planTable, eq(planTable.code, firmTable.subscriptionPlan))
    .where(eq(firmMemberTable.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFirm(
  db: DbExecutor,
  firm: typeof firmTable.$inferInsert,
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
