import { BILLING_MANAGE_ROLES } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";

/**
 * Whether the caller keeps the firm's billing: records payments, applies credit, approves expenses and
 * charges interest. The owner always may; so do the roles in BILLING_MANAGE_ROLES, which are also the
 * trust capture roles, so a payment from trust needs no second check here.
 */
export function canManageBilling(identity: FirmIdentity): boolean {
  const { role, isOwner } = identity.membership;
  return isOwner || (BILLING_MANAGE_ROLES as readonly string[]).includes(role);
}
