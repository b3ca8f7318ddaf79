import type { TAdminUserStatus } from "@inkundla/shared";

export type AdminUserFacts = {
  suspendedAt: Date | null;
  /** The person's firm, or null (platform admins belong to none). */
  firm: { planName: string; trialEndsAt: Date | null } | null;
};

/** Whether a firm's free trial is still running at `now`. */
export function isInTrial(trialEndsAt: Date | null, now: Date): boolean {
  return trialEndsAt !== null && trialEndsAt.getTime() > now.getTime();
}

/**
 * suspended: suspended by a platform admin, whatever else holds;
 * trial: the firm's free trial is still running;
 * active: everyone else (a firm past its trial, or no firm at all).
 * The users query filters with the same rules in SQL (admin.repository.ts).
 */
export function deriveAdminUserStatus(facts: AdminUserFacts, now: Date): TAdminUserStatus {
  if (facts.suspendedAt) return "suspended";
  if (facts.firm && isInTrial(facts.firm.trialEndsAt, now)) return "trial";
  return "active";
}

/** "Trial" while the firm's trial runs, then the plan's name; null without a firm. */
export function deriveAdminUserPlan(facts: AdminUserFacts, now: Date): string | null {
  if (!facts.firm) return null;
  return isInTrial(facts.firm.trialEndsAt, now) ? "Trial" : facts.firm.planName;
}
