import { DEFAULT_AI_MONTHLY_TOKEN_BUDGET, FIRM_TIME_ZONE } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../../platform/db.ts";
import {
  type AiCompletion,
  type AiCompletionRequest,
  type AiProvider,
  type AiUsage,
  aiError,
} from "../provider/index.ts";

export type FirmAiUsage = {
  month: string;
  inputTokens: number;
  outputTokens: number;
  calls: number;
  monthlyTokenBudget: number;
  isDefaultBudget: boolean;
};

/** This month's use by the firm and its budget (the firm's own, else the platform's default). */
export async function readFirmAiUsage(db: DbExecutor, firmId: string): Promise<FirmAiUsage> {
  const [row] = await queryRows<{
    month: string;
    input_tokens: string | null;
    output_tokens: string | null;
    calls: number | null;
    budget: number | null;
  }>(
    db,
    sql`select to_char(date_trunc('month', now() at time zone ${FIRM_TIME_ZONE}), 'YYYY-MM') as month,
               u.input_tokens, u.output_tokens, u.calls, f.ai_monthly_token_budget as budget
          from firm f
          left join ai_usage u
            on u.firm_id = f.id and u.month = date_trunc('month', now() at time zone ${FIRM_TIME_ZONE})::date
         where f.id = ${firmId}::uuid`,
  );
  return {
    month: row?.month ?? "",
    inputTokens: Number(row?.input_tokens ?? 0),
    outputTokens: Number(row?.output_tokens ?? 0),
    calls: row?.calls ?? 0,
    monthlyTokenBudget: row?.budget ?? DEFAULT_AI_MONTHLY_TOKEN_BUDGET,
    isDefaultBudget: row?.budget === null || row?.budget === undefined,
  };
}

/** Adds a call's tokens to the firm's month, in one statement, so concurrent calls all count. */
export async function recordFirmAiUsage(db: DbExecutor, firmId: string, usage: AiUsage): Promise<void> {
  await queryRows(
    db,
    sql`insert into ai_usage (firm_id, month, input_tokens, output_tokens, calls)
        values (${firmId}::uuid, date_trunc('month', now() at time zone ${FIRM_TIME_ZONE})::date,
                ${usage.inputTokens}, ${usage.outputTokens}, 1)
        on conflict (firm_id, month) do update
          set input_tokens = ai_usage.input_tokens + excluded.input_tokens,
              output_tokens = ai_usage.output_tokens + excluded.output_tokens,
              calls = ai_usage.calls + 1`,
  );
}

/**
 * The provider as one firm uses it: a call is refused (429) once the firm's tokens for the month are
 * spent, and every call's usage (retries included) is added to the firm's month. A call already under
 * way when the budget runs out finishes, so a month may end slightly over; the next call is refused.
 * Every AI tool asks the model through this, never the bare provider.
 */
export function withFirmBudget(ai: AiProvider, db: DbExecutor, firmId: string): AiProvider {
  return {
    describe: () => ai.describe(),
    ...(ai.embed ? { embed: ai.embed.bind(ai) } : {}),
    async complete<T>(request: AiCompletionRequest<T>): Promise<AiCompletion<T>> {
      const usage = await readFirmAiUsage(db, firmId);
      const used = usage.inputTokens + usage.outputTokens;
      if (used >= usage.monthlyTokenBudget) {
        throw aiError(
          "ai_budget_spent",
          `Your firm has used its language-model budget for ${usage.month} (${used.toLocaleString("en-ZA")} of ${usage.monthlyTokenBudget.toLocaleString("en-ZA")} tokens). The firm's owner can raise it on the AI Assistant page; it starts again on the 1st.`,
        );
      }
      return ai.complete({
        ...request,
        onUsage: async (callUsage) => {
          await recordFirmAiUsage(db, firmId, callUsage);
          await request.onUsage?.(callUsage);
        },
      });
    },
  };
}
