import { SUBSCRIPTION_PLAN_LABELS, type TCurrentUser } from "@inkundla/shared";

type UserNames = Pick<TCurrentUser, "firstName" | "email">;

const PLAN_LABELS = new Map<string, string>(Object.entries(SUBSCRIPTION_PLAN_LABELS));

/** Spec §3: a missing or unknown plan is shown as Solo. */
export function labelSubscriptionPlan(plan: string | null | undefined): string {
  return PLAN_LABELS.get(plan ?? "") ?? SUBSCRIPTION_PLAN_LABELS.solo;
}

export function getDisplayName(user: UserNames): string {
  return user.firstName?.trim() || user.email;
}

export function getAvatarInitial(user: UserNames): string {
  return getDisplayName(user).charAt(0).toUpperCase();
}

export function isPlatformAdmin(user: Pick<TCurrentUser, "role">): boolean {
  return user.role === "admin";
}
