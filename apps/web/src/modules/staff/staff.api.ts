import type {
  TStaffAcceptRequest,
  TStaffAcceptResponse,
  TStaffInvitationPreview,
  TStaffInviteRequest,
  TStaffMember,
  TStaffRoleUpdateRequest,
} from "@inkundla/shared";
import { apiJson } from "../../lib/api-client";

export const STAFF_PATH = "/api/staff";
/** Read with the default query function: GET /api/staff. */
export const STAFF_QUERY_KEY = [STAFF_PATH] as const;
/** GET /api/staff/activity; shares the /api/staff prefix, so reloading the staff list reloads it too. */
export const STAFF_ACTIVITY_QUERY_KEY = [STAFF_PATH, "activity"] as const;

export function inviteStaff(request: TStaffInviteRequest): Promise<TStaffMember> {
  return apiJson("POST", `${STAFF_PATH}/invite`, request);
}

export function updateStaffRole(staffId: string, request: TStaffRoleUpdateRequest): Promise<TStaffMember> {
  return apiJson("PUT", `${STAFF_PATH}/${encodeURIComponent(staffId)}/role`, request);
}

export async function removeStaff(staffId: string): Promise<void> {
  await apiJson("DELETE", `${STAFF_PATH}/${encodeURIComponent(staffId)}`);
}

export function fetchInvitation(token: string): Promise<TStaffInvitationPreview> {
  return apiJson("GET", `${STAFF_PATH}/invitation?token=${encodeURIComponent(token)}`);
}

export function acceptInvitation(request: TStaffAcceptRequest): Promise<TStaffAcceptResponse> {
  return apiJson("POST", `${STAFF_PATH}/accept`, request);
}
