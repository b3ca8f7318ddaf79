import { z } from "zod";

/** A plan's monthly price: rand as a number, or "Custom" when the plan has no list price (Enterprise). */
export const ZPlanPrice = z.union([z.number(), z.literal("Custom")]);

/** Spec §7: GET /api/user/subscription — the caller's firm's plan, next billing date and real usage. */
export const ZFirmSubscription = z.object({
  planCode: z.string(),
  planName: z.string(),
  price: ZPlanPrice,
  /** Monthly price in cents; null for a custom-priced plan. */
  priceCents: z.number().int().nullable(),
  /** ISO 8601 timestamp: the end of the current billing period. */
  nextBilling: z.string(),
  usage: z.object({
    /** Every membership of the firm, pending invitations included. */
    members: z.number().int(),
    /** null: unlimited. */
    memberLimit: z.number().int().nullable(),
    activeMatters: z.number().int(),
    activeMatterLimit: z.number().int().nullable(),
    storageBytes: z.number().int(),
  }),
});
export type TFirmSubscription = z.infer<typeof ZFirmSubscription>;

/** A plan a firm may be offered in the change-plan control. */
export const ZSubscriptionPlanOption = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: ZPlanPrice,
  priceCents: z.number().int().nullable(),
  userLimit: z.number().int().nullable(),
  activeMatterLimit: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type TSubscriptionPlanOption = z.infer<typeof ZSubscriptionPlanOption>;

export const ZSubscriptionPlanOptionList = z.array(ZSubscriptionPlanOption);

/** POST /api/user/subscription/change and /preview: the code of the plan to move to. */
export const ZPlanChangeRequest = z.strictObject({
  plan: z
    .string({ error: "plan is required" })
    .trim()
    .min(1, "plan is required")
    .max(64, "plan must be at most 64 characters"),
});
export type TPlanChangeRequest = z.infer<typeof ZPlanChangeRequest>;

/** What a plan change costs for the rest of the current billing period. */
export const ZPlanChangeQuote = z.object({
  fromPlanCode: z.string(),
  fromPlanName: z.string(),
  toPlanCode: z.string(),
  toPlanName: z.string(),
  /** Positive: charged now; negative: credited. Integer cents. */
  proratedAmountCents: z.number().int(),
  /** ISO 8601 timestamp: the end of the period the amount covers. */
  periodEnd: z.string(),
});
export type TPlanChangeQuote = z.infer<typeof ZPlanChangeQuote>;

export const ZPlanChangeResult = z.object({ subscription: ZFirmSubscription, change: ZPlanChangeQuote });
export type TPlanChangeResult = z.infer<typeof ZPlanChangeResult>;
