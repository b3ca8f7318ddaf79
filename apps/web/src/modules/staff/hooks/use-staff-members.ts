import type { TStaffActivityEntry, TStaffMember } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { STAFF_ACTIVITY_QUERY_KEY, STAFF_QUERY_KEY } from "../staff.api";

/** Spec §6: the staff list is fetched only for the firm owner. */
export function useStaffMembers(isOwner: boolean) {
  return useQuery<TStaffMember[]>({ queryKey: STAFF_QUERY_KEY, enabled: isOwner });
}

export function useStaffActivity(isOwner: boolean) {
  return useQuery<TStaffActivityEntry[]>({ queryKey: STAFF_ACTIVITY_QUERY_KEY, enabled: isOwner });
}
