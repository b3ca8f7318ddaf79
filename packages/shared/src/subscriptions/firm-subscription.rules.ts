import { centsToRand } from "../money.ts";

/** True when a firm with this many memberships (pending included) may not add another one. */
export function isAtUserLimit(memberCount: number, userLimit: number | null): boolean {
  return userLimit !== null && memberCount >= userLimit;
}

/** The refusal shown when an invitation would take a firm past its plan's user limit. */
export function describeUserLimitReached(planName: string, userLimit: number): string {
  const users = userLimit === 1 ? "1 user" : `${userLimit} users`;
  return `Your ${planName} plan allows ${users}. Upgrade your plan to invite more staff.`;
}

/** A plan's monthly price as the API answers it: rand, or "Custom" when it has no list price. */
export function toPlanPrice(priceCents: number | null): number | "Custom" {
  return priceCents === null ? "Custom" : centsToRand(priceCents);
}
