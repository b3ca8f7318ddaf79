import { z } from "zod";

/** A firm's monthly allowance of language-model tokens when its owner has not set one. */
export const DEFAULT_AI_MONTHLY_TOKEN_BUDGET = 2_000_000;
export const MAX_AI_MONTHLY_TOKEN_BUDGET = 1_000_000_000;

/** GET /api/ai/usage: this month's use of the language model by the firm, against its budget. */
export const ZAiUsage = z.object({
  /** yyyy-mm, in South African time: budgets start again on the 1st. */
  month: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  usedTokens: z.number().int(),
  calls: z.number().int(),
  monthlyTokenBudget: z.number().int(),
  /** Whether the budget is the firm's own or the platform's default. */
  isDefaultBudget: z.boolean(),
  remainingTokens: z.number().int(),
  /** Which engine answers; with the local engine no tokens are ever used. */
  engine: z.string(),
  usesTokens: z.boolean(),
});
export type TAiUsage = z.infer<typeof ZAiUsage>;

/** PUT /api/ai/usage/budget (the firm's owner): null returns to the platform's default. */
export const ZAiBudgetUpdate = z.strictObject({
  monthlyTokenBudget: z
    .number({ error: "Enter the number of tokens a month" })
    .int("Enter a whole number of tokens")
    .min(0, "The budget cannot be negative")
    .max(MAX_AI_MONTHLY_TOKEN_BUDGET, "The budget may be at most 1,000,000,000 tokens a month")
    .nullable(),
});
export type TAiBudgetUpdate = z.infer<typeof ZAiBudgetUpdate>;
