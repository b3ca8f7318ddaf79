import { isAnalyticsPlan } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { analyticsError } from "./analytics.errors.ts";

/**
 * Who may read the firm's analytics: any member of a firm on a plan that includes it (spec §6:
 * Professional and up). Every member already reads the same figures in billing's reports (production
 * per fee earner, aged debtors, WIP), so analytics asks no more of the role than billing does; only
 * the settings are the owner's.
 */
export function requireAnalyticsAccess(identity: FirmIdentity): void {
  if (!isAnalyticsPlan(identity.membership.subscriptionPlan)) throw analyticsError("plan_required");
}

/** The analytics settings and targets are the firm owner's to set. */
export function requireAnalyticsOwner(identity: FirmIdentity): void {
  requireAnalyticsAccess(identity);
  if (!identity.membership.isOwner) throw analyticsError("owner_only");
}
