import { z } from "zod";

export const PLAN_LIMITS = {
  nameMax: 80,
  descriptionMax: 500,
  featureMax: 120,
  featuresMax: 30,
  /** R 10 000 000 a month: far above any real plan, low enough to catch a mistyped amount. */
  priceCentsMax: 1_000_000_000,
  countMax: 1_000_000,
} as const;

const ZOptionalLimit = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1, or empty for unlimited`)
    .max(PLAN_LIMITS.countMax, `${label} must be at most ${PLAN_LIMITS.countMax}`)
    .nullable();

/** Create Plan and edit plan (admin): the price is integer cents; null shows as "Custom". */
export const ZPlanInput = z.strictObject({
  name: z
    .string({ error: "Plan name is required" })
    .trim()
    .min(1, "Plan name is required")
    .max(PLAN_LIMITS.nameMax, `Plan name must be at most ${PLAN_LIMITS.nameMax} characters`),
  priceCents: z
    .number({ error: "Price must be an amount in cents, or null for Custom" })
    .int("Price must be a whole number of cents")
    .min(0, "Price cannot be negative")
    .max(PLAN_LIMITS.priceCentsMax, "Price must be at most R 10 000 000")
    .nullable(),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(PLAN_LIMITS.descriptionMax, `Description must be at most ${PLAN_LIMITS.descriptionMax} characters`)
    .default(""),
  features: z
    .array(
      z
        .string({ error: "Each feature must be text" })
        .trim()
        .min(1, "A feature cannot be empty")
        .max(PLAN_LIMITS.featureMax, `Each feature must be at most ${PLAN_LIMITS.featureMax} characters`),
      { error: "Features must be a list" },
    )
    .max(PLAN_LIMITS.featuresMax, `A plan can list at most ${PLAN_LIMITS.featuresMax} features`)
    .default([]),
  userLimit: ZOptionalLimit("User limit"),
  activeMatterLimit: ZOptionalLimit("Matter limit"),
  maxSubscribers: ZOptionalLimit("Max subscribers"),
  active: z.boolean({ error: "Choose whether the plan is active" }),
  popular: z.boolean({ error: "Choose whether the plan is marked Most Popular" }).default(false),
});
export type TPlanInput = z.infer<typeof ZPlanInput>;
export type TPlanInputDraft = z.input<typeof ZPlanInput>;

/** A plan as visitors see it (landing and pricing pages): active plans only. */
export const ZPublicPlan = z.object({
  code: z.string(),
  name: z.string(),
  /** Monthly price in integer cents, VAT inclusive; null for a custom price. */
  priceCents: z.number().int().nullable(),
  /** The price as shown: rand (en-ZA) or "Custom". */
  price: z.string(),
  period: z.literal("month"),
  description: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  /** null: unlimited. */
  userLimit: z.number().int().nullable(),
  activeMatterLimit: z.number().int().nullable(),
});
export type TPublicPlan = z.infer<typeof ZPublicPlan>;

export const ZPublicPlanList = z.object({ plans: z.array(ZPublicPlan) });

/** A plan in the admin's Subscription Plans tab. */
export const ZAdminPlan = ZPublicPlan.extend({
  id: z.string(),
  /** Firms on this plan now. */
  subscribers: z.number().int(),
  maxSubscribers: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminPlan = z.infer<typeof ZAdminPlan>;

export const ZAdminPlanList = z.object({ plans: z.array(ZAdminPlan) });
