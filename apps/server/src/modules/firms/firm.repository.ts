import type { TAssignableStaffRole, TPracticeSettings, TStaffRole } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { Membership } from "../../platform/identity.ts";
import { planTable } from "../plans/plans.tables.ts";
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
  member: { firmId: string; userId: string; role: TStaffRole; isOwner: boolean; invitedByUserId?: string },
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

/** The firm facts the billing profile edits: its name, registration number and default hourly rate. */
export async function updateFirmBillingFacts(
  db: DbExecutor,
  firmId: string,
  changes: { name: string; registrationNumber: string; defaultHourlyRateCents: number },
): Promise<void> {
  await db
    .update(firmTable)
    .set({
      name: changes.name,
      registrationNumber: changes.registrationNumber === "" ? null : changes.registrationNumber,
      defaultHourlyRateCents: changes.defaultHourlyRateCents,
      updatedAt: sql`now()`,
    })
    .where(eq(firmTable.id, firmId));
}

/** The firm's name, as its owner edits it on the profile page. */
export async function renameFirm(db: DbExecutor, firmId: string, name: string): Promise<void> {
  await db.update(firmTable).set({ name, updatedAt: new Date() }).where(eq(firmTable.id, firmId));
}

/** The firm's monthly language-model token budget; null: the platform's default (ai/budget reads it). */
export async function setFirmAiTokenBudget(
  db: DbExecutor,
  firmId: string,
  tokens: number | null,
): Promise<void> {
  await db
    .update(firmTable)
    .set({ aiMonthlyTokenBudget: tokens, updatedAt: new Date() })
    .where(eq(firmTable.id, firmId));
}

/** The firm's subscription plan (subscriptions records the change and its history). */
export async function setFirmPlan(db: DbExecutor, firmId: string, planCode: string): Promise<void> {
  await db
    .update(firmTable)
    .set({ subscriptionPlan: planCode, updatedAt: new Date() })
    .where(eq(firmTable.id, firmId));
}

/** The practice settings kept on the firm row: the matter reference prefix and default hourly rate. */
export async function setPracticeSettings(
  db: DbExecutor,
  firmId: string,
  settings: TPracticeSettings,
): Promise<void> {
  await db
    .update(firmTable)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(firmTable.id, firmId));
}

export async function setMemberRole(db: DbExecutor, memberId: string, role: TAssignableStaffRole) {
  await db.update(firmMemberTable).set({ role }).where(eq(firmMemberTable.id, memberId));
}

export async function setMemberInvitedBy(db: DbExecutor, memberId: string, invitedByUserId: string) {
  await db.update(firmMemberTable).set({ invitedByUserId }).where(eq(firmMemberTable.id, memberId));
}

export async function deleteMembership(db: DbExecutor, memberId: string): Promise<void> {
  await db.delete(firmMemberTable).where(eq(firmMemberTable.id, memberId));
}
