import { asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { isUuid } from "../../platform/ids.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { planTable } from "../plans/plans.tables.ts";

export type PlanRecord = {
  id: string;
  code: string;
  name: string;
  priceCents: number | null;
  description: string;
  features: string[];
  userLimit: number | null;
  activeMatterLimit: number | null;
  maxSubscribers: number | null;
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
  subscribers: number;
};

export type PlanValues = Omit<PlanRecord, "id" | "code" | "sortOrder" | "subscribers">;

const planColumns = {
  id: planTable.id,
  code: planTable.code,
  name: planTable.name,
  priceCents: planTable.priceCents,
  description: planTable.description,
  features: planTable.features,
  userLimit: planTable.userLimit,
  activeMatterLimit: planTable.activeMatterLimit,
  maxSubscribers: planTable.maxSubscribers,
  isPopular: planTable.isPopular,
  isActive: planTable.isActive,
  sortOrder: planTable.sortOrder,
  subscribers: sql<number>`(select count(*)::int from ${firmTable} where ${firmTable.subscriptionPlan} = ${planTable.code})`,
};

export async function listPlans(db: DbExecutor, options: { isActiveOnly: boolean }): Promise<PlanRecord[]> {
  const rows = await db
    .select(planColumns)
    .from(planTable)
    .where(options.isActiveOnly ? eq(planTable.isActive, true) : undefined)
    .orderBy(asc(planTable.sortOrder), asc(planTable.name));
  return rows.map((row) => ({ ...row, subscribers: Number(row.subscribers) }));
}

export async function findPlanById(db: DbExecutor, id: string): Promise<PlanRecord | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select(planColumns).from(planTable).where(eq(planTable.id, id)).limit(1);
  const row = rows[0];
  return row ? { ...row, subscribers: Number(row.subscribers) } : null;
}

export async function listPlanCodes(db: DbExecutor): Promise<string[]> {
  const rows = await db.select({ code: planTable.code }).from(planTable);
  return rows.map((row) => row.code);
}

export async function insertPlan(db: DbExecutor, code: string, values: PlanValues): Promise<{ id: string }> {
  const [row] = await db
    .insert(planTable)
    .values({
      ...values,
      code,
      sortOrder: sql`(select coalesce(max(${planTable.sortOrder}), 0) + 1 from ${planTable})`,
    })
    .returning({ id: planTable.id });
  if (!row) throw new Error("insertPlan returned no row");
  return row;
}

export async function updatePlan(db: DbExecutor, id: string, values: PlanValues): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(planTable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(planTable.id, id))
    .returning({ id: planTable.id });
  return rows.length > 0;
}

/** "Most Popular" marks one plan: marking another takes it off the rest. */
export async function clearPopularExcept(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(planTable)
    .set({ isPopular: false, updatedAt: new Date() })
    .where(sql`${planTable.id} <> ${id} and ${planTable.isPopular}`);
}
