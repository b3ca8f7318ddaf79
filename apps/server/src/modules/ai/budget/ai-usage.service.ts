import type { TAiBudgetUpdate, TAiUsage } from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { Db } from "../../../platform/db.ts";
import { AppError } from "../../../platform/errors.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { setFirmAiTokenBudget } from "../../firms/index.ts";
import type { AiProvider } from "../provider/index.ts";
import { readFirmAiUsage } from "./firm-ai-budget.ts";

export type AiUsageDeps = { db: Db; ai: AiProvider };

/** This month's use of the language model by the member's firm, and the budget it is counted against. */
export async function readAiUsage(deps: AiUsageDeps, identity: FirmIdentity): Promise<TAiUsage> {
  const usage = await readFirmAiUsage(deps.db, identity.membership.firmId);
  const usedTokens = usage.inputTokens + usage.outputTokens;
  const description = deps.ai.describe();
  return {
    month: usage.month,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    usedTokens,
    calls: usage.calls,
    monthlyTokenBudget: usage.monthlyTokenBudget,
    isDefaultBudget: usage.isDefaultBudget,
    remainingTokens: Math.max(0, usage.monthlyTokenBudget - usedTokens),
    engine: description.label,
    usesTokens: description.capabilities.completion,
  };
}

/** The firm's owner sets the firm's monthly budget (null: back to the platform's default). */
export async function setAiBudget(
  deps: AiUsageDeps,
  identity: FirmIdentity,
  update: TAiBudgetUpdate,
): Promise<TAiUsage> {
  if (!identity.membership.isOwner) {
    throw new AppError(403, "owner_only", "Only the firm's owner may change the firm's AI budget.");
  }
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    await setFirmAiTokenBudget(tx, firmId, update.monthlyTokenBudget);
    await recordAuditEvent(tx, {
      action: "ai.budget_changed",
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { monthlyTokenBudget: update.monthlyTokenBudget },
    });
  });
  return readAiUsage(deps, identity);
}
