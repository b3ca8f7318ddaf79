import { canManageBilling } from "@inkundla/shared";
import { firmAuthorityOf, useCurrentUser } from "../../auth";

/**
 * What the signed-in member may do with billing, by the rules the server applies (their firm role, or
 * owning the firm). Every member records expenses and prepares drafts; issuing, voiding, crediting,
 * payments, approvals and the profile need a manage role. Buttons the member cannot use are hidden;
 * the server still refuses with 403.
 */
export function useBillingPermissions() {
  const { user } = useCurrentUser();
  return { canManage: canManageBilling(firmAuthorityOf(user)) };
}
