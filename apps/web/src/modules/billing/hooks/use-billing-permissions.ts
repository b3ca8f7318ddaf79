import { useCurrentUser } from "../../auth";
import { canManageBilling } from "../billing-format";

/**
 * What the signed-in member may do with billing, from their firm role. Every member records expenses
 * and prepares drafts; issuing, voiding, crediting, payments, approvals and the profile need a manage
 * role. Buttons the member cannot use are hidden; the server still refuses with 403.
 */
export function useBillingPermissions() {
  const { user } = useCurrentUser();
  return { canManage: canManageBilling(user?.role) };
}
