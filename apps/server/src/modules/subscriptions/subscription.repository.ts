import { asc, count, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { firmMemberTable, firmTable } from "../firms/firm.tables.ts";
import { planTable } from "../plans/plans.tables.ts";
import { planChangeTable } from "./subscription.tables.ts";

export type Plan = {
  code: string;
  name: string;
  description: string;
  /** Monthly price in cents; null: custom priced ("Custom", Contact Sales). */
  priceCents: number | null;
  /** null: unlimited. */
  userLimit: number | null;
  activeMatterLimit: number | null;
  isActive: boolean;
};

export type FirmBilling = {
  firmId: string;
  plan: Plan;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
};

const planColumns = {
  code: planTable.code,
  name: planTable.name,
  description: planTable.description,
  priceCents: planTable.priceCents,
  userLimit: planTable.userLimit,
  activeMatterLimit: planTable.activeMatterLimit,
  isActive: planTable.isActive,
};

async function selectFirmBilling(db: DbExecutor, firmId: string, lockForUpdate: boolean) {
  const query = db
    .select({
      firmId: firmTable.id,
      currentPeriodStart: firmTable.currentPeriodStart,
      currentPeriodEnd: firmTable.currentPeriodEnd,
      plan: planColumns,
    })
    .from(firmTable)
    .innerJoin(planTable, eq(planTable.code, firmTable.subscriptionPlan))
    .where(eq(firmTable.id, firmId))
    .limit(1);
  // Locking the firm row serialises everything that weighs members against the plan's user limit
  // (invitations, plan changes), so two of them cannot both squeeze under the limit.
  const rows = lockForUpdate ? await query.for("update", { of: firmTable }) : await query;
  return rows[0] ?? null;
}

export function findFirmBilling(db: DbExecutor, firmId: string): Promise<FirmBilling | null> {
  return selectFirmBilling(db, firmId, false);
}

/** The firm's plan and period, with the firm row locked until the transaction ends. */
export function lockFirmBilling(db: DbExecutor, firmId: string): Promise<FirmBilling | null> {
  return selectFirmBilling(db, firmId, true);
}

export async function countFirmMembers(db: DbExecutor, firmId: string): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(firmMemberTable)
    .where(eq(firmMemberTable.firmId, firmId));
  return row?.members ?? 0;
}

export async function findPlanByCode(db: DbExecutor, code: string): Promise<Plan | null> {
  const rows = await db.select(planColumns).from(planTable).where(eq(planTable.code, code)).limit(1);
  return rows[0] ?? null;
}

export function listActivePlans(db: DbExecutor): Promise<Plan[]> {
  return db
    .select(planColumns)
    .from(planTable)
    .where(eq(planTable.isActive, true))
    .orderBy(asc(planTable.sortOrder), asc(planTable.name));
}

export async function insertPlanChange(
  db: DbExecutor,
  change: {
    firmId: string;
    fromPlanCode: string;
    toPlanCode: string;
    changedByUserId: string;
    periodStart: Date;
    periodEnd: Date;
    proratedAmountCents: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(planChangeTable).values(change);
}
