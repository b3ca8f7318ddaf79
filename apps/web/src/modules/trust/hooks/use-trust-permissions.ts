import { useCurrentUser } from "../../auth";
import { canCaptureTrust, canManageTrust } from "../trust-format";

/**
 * What the signed-in member may do with the trust books, from their firm role. Buttons the member
 * cannot use are hidden; the server still refuses with 403 and its message is shown if one comes back.
 */
export function useTrustPermissions() {
  const { user } = useCurrentUser();
  return { canCapture: canCaptureTrust(user?.role), canManage: canManageTrust(user?.role) };
}
