import type { TAdminPlan, TPlanInput, TPublicPlan } from "@inkundla/shared";
import { formatPlanPrice } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { Identity } from "../../platform/identity.ts";
import { planCodeFromName, uniquePlanCode } from "./plan-code.ts";
import { planError } from "./plans.errors.ts";
import {
  clearPopularExcept,
  findPlanById,
  insertPlan,
  listPlanCodes,
  listPlans,
  type PlanRecord,
  type PlanValues,
  updatePlan,
} from "./plans.repository.ts";

export type PlansDeps = { db: Db };

function toPublicPlan(plan: PlanRecord): TPublicPlan {
  return {
    code: plan.code,
    name: plan.name,
    priceCents: plan.priceCents,
    price: formatPlanPrice(plan.priceCents),
    period: "month",
    description: plan.description,
    features: plan.features,
    popular: plan.isPopular,
    userLimit: plan.userLimit,
    activeMatterLimit: plan.activeMatterLimit,
  };
}

function toAdminPlan(plan: PlanRecord): TAdminPlan {
  return {
    ...toPublicPlan(plan),
    id: plan.id,
    subscribers: plan.subscribers,
    maxSubscribers: plan.maxSubscribers,
    active: plan.isActive,
    sortOrder: plan.sortOrder,
  };
}

function toPlanValues(input: TPlanInput): PlanValues {
  return {
    name: input.name,
    priceCents: input.priceCents,
    description: input.description,
    features: input.features,
    userLimit: input.userLimit,
    activeMatterLimit: input.activeMatterLimit,
    maxSubscribers: input.maxSubscribers,
    isPopular: input.popular,
    isActive: input.active,
  };
}

/** The plans a visitor can choose from (landing and pricing pages). */
export async function listPublicPlans(deps: PlansDeps): Promise<TPublicPlan[]> {
  return (await listPlans(deps.db, { isActiveOnly: true })).map(toPublicPlan);
}

export async function listAdminPlans(deps: PlansDeps): Promise<TAdminPlan[]> {
  return (await listPlans(deps.db, { isActiveOnly: false })).map(toAdminPlan);
}

async function loadAdminPlan(deps: PlansDeps, id: string): Promise<TAdminPlan> {
  const plan = await findPlanById(deps.db, id);
  if (!plan) throw planError("plan_not_found");
  return toAdminPlan(plan);
}

/** Creates a plan; its code comes from the name and is made unique with a number when taken. */
export async function createPlan(deps: PlansDeps, admin: Identity, input: TPlanInput): Promise<TAdminPlan> {
  const baseCode = planCodeFromName(input.name);
  // Two admins creating plans with the same name at once: the unique index catches it; try again once.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const id = await deps.db.transaction(async (tx) => {
        const code = uniquePlanCode(baseCode, await listPlanCodes(tx));
        const created = await insertPlan(tx, code, toPlanValues(input));
        if (input.popular) await clearPopularExcept(tx, created.id);
        await recordAuditEvent(tx, {
          action: "admin.plan_created",
          userId: admin.userId,
          entityType: "plan",
          entityId: created.id,
          data: { code, name: input.name, priceCents: input.priceCents },
        });
        return created.id;
      });
      return loadAdminPlan(deps, id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw planError("plan_code_conflict");
}

/** Edits a plan. Its code stays as it was, so the firms on it keep pointing at it. */
export async function editPlan(
  deps: PlansDeps,
  admin: Identity,
  id: string,
  input: TPlanInput,
): Promise<TAdminPlan> {
  await deps.db.transaction(async (tx) => {
    if (!(await updatePlan(tx, id, toPlanValues(input)))) throw planError("plan_not_found");
    if (input.popular) await clearPopularExcept(tx, id);
    await recordAuditEvent(tx, {
      action: "admin.plan_updated",
      userId: admin.userId,
      entityType: "plan",
      entityId: id,
      data: { name: input.name, priceCents: input.priceCents, active: input.active },
    });
  });
  return loadAdminPlan(deps, id);
}
