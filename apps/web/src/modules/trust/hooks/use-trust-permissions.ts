import { canCaptureTrust, canManageTrust } from "@inkundla/shared";
import { firmAuthorityOf, useCurrentUser } from "../../auth";

/**
 * What the signed-in member may do with the trust books, by the rules the server applies (their firm
 * role, or owning the firm). Buttons the member cannot use are hidden; the server still refuses with
 * 403 and its message is shown if one comes back.
 */
export function useTrustPermissions() {
  const { user } = useCurrentUser();
  const member = firmAuthorityOf(user);
  return { canCapture: canCaptureTrust(member), canManage: canManageTrust(member) };
}
