import type { TPublicPlan } from "@inkundla/shared";
import { findProductModule, type ProductModuleId } from "../../lib/product-modules";

/** The standard tiers, cheapest first (spec 000 §6 and §9). */
const TIER_ORDER = ["solo", "small_firm", "professional", "enterprise"] as const;
type TTier = (typeof TIER_ORDER)[number];

export interface PlanCapability {
  label: string;
  /** The cheapest standard plan that includes it. */
  fromTier: TTier;
  /** The product module it is, when it is one: compared only once that module is live. */
  moduleId?: ProductModuleId;
}

/** What the plans offer, as advertised in spec 000 §2.3, §6 and §9. */
export const PLAN_CAPABILITIES: readonly PlanCapability[] = [
  { label: "Legal research", fromTier: "solo", moduleId: "legal-research" },
  { label: "Practice management", fromTier: "solo", moduleId: "practice" },
  { label: "Document automation", fromTier: "solo", moduleId: "document-automation" },
  { label: "AI Legal Assistant", fromTier: "small_firm", moduleId: "ai-assistant" },
  { label: "Trust accounting", fromTier: "small_firm", moduleId: "trust-accounting" },
  { label: "Court filing", fromTier: "small_firm", moduleId: "court-filing" },
  { label: "Team collaboration", fromTier: "small_firm" },
  { label: "Role-based access", fromTier: "small_firm" },
  { label: "Advanced analytics", fromTier: "professional", moduleId: "advanced-analytics" },
  { label: "API access", fromTier: "professional", moduleId: "api-access" },
  { label: "24/7 support", fromTier: "professional" },
  { label: "Personalised training", fromTier: "professional" },
  { label: "Custom AI training", fromTier: "enterprise", moduleId: "custom-ai-training" },
  { label: "White-label portals", fromTier: "enterprise", moduleId: "white-label-portal" },
  { label: "Dedicated support", fromTier: "enterprise" },
];

function isAvailable(capability: PlanCapability): boolean {
  return capability.moduleId === undefined || findProductModule(capability.moduleId).isLive;
}

/** The comparison table's rows: only what can be used today. */
export function listComparedCapabilities(): PlanCapability[] {
  return PLAN_CAPABILITIES.filter(isAvailable);
}

/** What plans will include once its module is live, named under the table as coming. */
export function listComingCapabilities(): PlanCapability[] {
  return PLAN_CAPABILITIES.filter((capability) => !isAvailable(capability));
}

function tierIndex(code: string): number {
  return (TIER_ORDER as readonly string[]).indexOf(code);
}

/**
 * A standard plan has what its tier and every cheaper tier has; a plan the admin added has what its
 * own features list names.
 */
export function planHasCapability(
  plan: Pick<TPublicPlan, "code" | "features">,
  capability: PlanCapability,
): boolean {
  const index = tierIndex(plan.code);
  if (index >= 0) return index >= tierIndex(capability.fromTier);
  const wanted = capability.label.toLowerCase();
  return plan.features.some((feature) => feature.toLowerCase().includes(wanted));
}

export function describeUserLimit(userLimit: number | null): string {
  if (userLimit === null) return "Unlimited";
  return userLimit === 1 ? "1 user" : `Up to ${userLimit} users`;
}

export function describeMatterLimit(activeMatterLimit: number | null): string {
  if (activeMatterLimit === null) return "Unlimited";
  return activeMatterLimit === 1 ? "1 active matter" : `${activeMatterLimit} active matters`;
}

/**
 * The plans that include a product module, in the order given (the public list: cheapest first). A
 * module no plan line names (the office suite, billing) comes with every plan.
 */
export function listPlansWithModule<Plan extends Pick<TPublicPlan, "code" | "features">>(
  plans: readonly Plan[],
  moduleId: string,
): Plan[] {
  const capability = PLAN_CAPABILITIES.find((candidate) => candidate.moduleId === moduleId);
  if (capability === undefined) return [...plans];
  return plans.filter((plan) => planHasCapability(plan, capability));
}
