import {
  describeUserLimitReached,
  isAtUserLimit,
  type TFirmSubscription,
  type TPlanChangeQuote,
  type TPlanChangeRequest,
  type TPlanChangeResult,
  type TSubscriptionPlanOption,
  toPlanPrice,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import { platformError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { setFirmPlan } from "../firms/index.ts";
import { countActiveFirmMatters } from "../matters/index.ts";
import { prorateCharge } from "./proration.ts";
import { subscriptionError } from "./subscription.errors.ts";
import {
  countFirmMembers,
  type FirmBilling,
  findFirmBilling,
  findPlanByCode,
  insertPlanChange,
  listActivePlans,
  lockFirmBilling,
  type Plan,
} from "./subscription.repository.ts";

export type SubscriptionDeps = { db: Db };

/** Files arrive with document storage; until then a firm stores nothing. */
export async function measureStorageBytesNotYetTracked(_db: DbExecutor, _firmId: string): Promise<number> {
  return 0;
}

async function describeSubscription(db: DbExecutor, billing: FirmBilling): Promise<TFirmSubscription> {
  const [members, activeMatters, storageBytes] = await Promise.all([
    countFirmMembers(db, billing.firmId),
    countActiveFirmMatters(db, billing.firmId),
    measureStorageBytesNotYetTracked(db, billing.firmId),
  ]);
  const { plan } = billing;
  return {
    planCode: plan.code,
    planName: plan.name,
    price: toPlanPrice(plan.priceCents),
    priceCents: plan.priceCents,
    nextBilling: billing.currentPeriodEnd.toISOString(),
    usage: {
      members,
      memberLimit: plan.userLimit,
      activeMatters,
      activeMatterLimit: plan.activeMatterLimit,
      storageBytes,
    },
  };
}

async function requireFirmBilling(db: DbExecutor, firmId: string, lockForUpdate = false) {
  const billing = lockForUpdate ? await lockFirmBilling(db, firmId) : await findFirmBilling(db, firmId);
  if (!billing) throw platformError("no_firm");
  return billing;
}

export async function getFirmSubscription(
  deps: SubscriptionDeps,
  identity: FirmIdentity,
): Promise<TFirmSubscription> {
  return describeSubscription(deps.db, await requireFirmBilling(deps.db, identity.membership.firmId));
}

export async function listPlanOptions(
  deps: SubscriptionDeps,
  identity: FirmIdentity,
): Promise<TSubscriptionPlanOption[]> {
  const plans = await listActivePlans(deps.db);
  return plans.map((plan) => ({
    code: plan.code,
    name: plan.name,
    description: plan.description,
    price: toPlanPrice(plan.priceCents),
    priceCents: plan.priceCents,
    userLimit: plan.userLimit,
    activeMatterLimit: plan.activeMatterLimit,
    isCurrent: plan.code === identity.membership.subscriptionPlan,
  }));
}

function requireOwner(identity: FirmIdentity): void {
  if (!identity.membership.isOwner) throw subscriptionError("owner_only");
}

/** Checks that the firm may move to the plan now and prices the move for the rest of the period. */
async function quoteChange(
  db: DbExecutor,
  billing: FirmBilling,
  toPlanCode: string,
  changedAt: Date,
): Promise<{ quote: TPlanChangeQuote; toPlan: Plan }> {
  const toPlan = await findPlanByCode(db, toPlanCode);
  if (!toPlan?.isActive) throw subscriptionError("plan_unavailable");
  const fromPlan = billing.plan;
  if (toPlan.code === fromPlan.code) {
    throw subscriptionError("already_on_plan", `Your firm is already on the ${fromPlan.name} plan.`);
  }
  if (fromPlan.priceCents === null || toPlan.priceCents === null) {
    const customPlan = fromPlan.priceCents === null ? fromPlan : toPlan;
    throw subscriptionError(
      "custom_priced_plan",
      `The ${customPlan.name} plan is priced individually. Contact Sales to move to or from it.`,
    );
  }
  const members = await countFirmMembers(db, billing.firmId);
  if (toPlan.userLimit !== null && members > toPlan.userLimit) {
    throw subscriptionError(
      "too_many_members",
      `The ${toPlan.name} plan allows ${toPlan.userLimit === 1 ? "1 user" : `${toPlan.userLimit} users`}, ` +
        `but your firm has ${members} members (pending invitations included). ` +
        "Remove staff before moving to it.",
    );
  }
  const proratedAmountCents = prorateCharge({
    fromPriceCents: fromPlan.priceCents,
    toPriceCents: toPlan.priceCents,
    periodStart: billing.currentPeriodStart,
    periodEnd: billing.currentPeriodEnd,
    changedAt,
  });
  return {
    toPlan,
    quote: {
      fromPlanCode: fromPlan.code,
      fromPlanName: fromPlan.name,
      toPlanCode: toPlan.code,
      toPlanName: toPlan.name,
      proratedAmountCents,
      periodEnd: billing.currentPeriodEnd.toISOString(),
    },
  };
}

/** What moving to the plan would cost now; refuses exactly what the change itself would refuse. */
export async function previewPlanChange(
  deps: SubscriptionDeps,
  identity: FirmIdentity,
  input: TPlanChangeRequest,
): Promise<TPlanChangeQuote> {
  requireOwner(identity);
  const billing = await requireFirmBilling(deps.db, identity.membership.firmId);
  return (await quoteChange(deps.db, billing, input.plan, new Date())).quote;
}

/**
 * Moves the firm to another plan at once. The current billing period stays as it is; the prorated
 * charge (or credit) for the rest of it is recorded in plan_change with the audit row.
 */
export async function changePlan(
  deps: SubscriptionDeps,
  identity: FirmIdentity,
  input: TPlanChangeRequest,
): Promise<TPlanChangeResult> {
  requireOwner(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const billing = await requireFirmBilling(tx, firmId, true);
    const changedAt = new Date();
    const { quote, toPlan } = await quoteChange(tx, billing, input.plan, changedAt);
    await setFirmPlan(tx, firmId, toPlan.code);
    await insertPlanChange(tx, {
      firmId,
      fromPlanCode: quote.fromPlanCode,
      toPlanCode: quote.toPlanCode,
      changedByUserId: identity.userId,
      periodStart: billing.currentPeriodStart,
      periodEnd: billing.currentPeriodEnd,
      proratedAmountCents: quote.proratedAmountCents,
      createdAt: changedAt,
    });
    await recordAuditEvent(tx, {
      action: "subscription.plan_changed",
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: {
        fromPlanCode: quote.fromPlanCode,
        toPlanCode: quote.toPlanCode,
        proratedAmountCents: quote.proratedAmountCents,
      },
    });
    const subscription = await describeSubscription(tx, { ...billing, plan: toPlan });
    return { subscription, change: quote };
  });
}

/**
 * For the staff module, inside its transaction: locks the firm row and refuses (403) one more
 * membership when the firm's plan is full. Pending invitations count, so an owner cannot invite
 * past the limit and wait for people to accept.
 */
export async function assertFirmHasRoomForAnotherMember(tx: DbExecutor, firmId: string): Promise<void> {
  const billing = await requireFirmBilling(tx, firmId, true);
  const members = await countFirmMembers(tx, firmId);
  const { userLimit, name } = billing.plan;
  if (userLimit !== null && isAtUserLimit(members, userLimit)) {
    throw subscriptionError("user_limit_reached", describeUserLimitReached(name, userLimit));
  }
}
