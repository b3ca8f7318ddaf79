import type { TStaffInviteRequest, TStaffRoleUpdateRequest } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readApiErrorCode, readApiErrorMessage } from "../../../lib/api-client";
import { SUBSCRIPTION_QUERY_KEY } from "../../subscriptions";
import { inviteStaff, removeStaff, STAFF_QUERY_KEY, updateStaffRole } from "../staff.api";

/** After each change the list (and its activity feed) is reloaded, and the plan usage with it. */
function useReloadStaff() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STAFF_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    ]);
}

export const USER_LIMIT_REACHED_CODE = "user_limit_reached";

export function useInviteStaff(options: {
  onInvited: () => void;
  onLimitReached: (message: string) => void;
}) {
  const reloadStaff = useReloadStaff();
  return useMutation({
    mutationFn: (request: TStaffInviteRequest) => inviteStaff(request),
    onSuccess: async () => {
      notifications.show({
        title: "Staff Invited",
        message: "Staff member has been invited successfully.",
        color: "green",
      });
      options.onInvited();
      await reloadStaff();
    },
    onError: (error) => {
      const message = readApiErrorMessage(error) ?? "Failed to invite staff member";
      notifications.show({ title: "Invitation Failed", message, color: "red" });
      if (readApiErrorCode(error) === USER_LIMIT_REACHED_CODE) options.onLimitReached(message);
    },
  });
}

export function useUpdateStaffRole(options: { onUpdated: () => void }) {
  const reloadStaff = useReloadStaff();
  return useMutation({
    mutationFn: ({ staffId, request }: { staffId: string; request: TStaffRoleUpdateRequest }) =>
      updateStaffRole(staffId, request),
    onSuccess: async () => {
      notifications.show({
        title: "Role Updated",
        message: "Staff member role has been updated successfully.",
        color: "green",
      });
      options.onUpdated();
      await reloadStaff();
    },
    onError: (error) => {
      notifications.show({
        title: "Update Failed",
        message: readApiErrorMessage(error) ?? "Failed to update staff role",
        color: "red",
      });
    },
  });
}

export function useRemoveStaff(options: { onRemoved: () => void }) {
  const reloadStaff = useReloadStaff();
  return useMutation({
    mutationFn: (staffId: string) => removeStaff(staffId),
    onSuccess: async () => {
      notifications.show({
        title: "Staff Removed",
        message: "Staff member has been removed from the firm.",
        color: "green",
      });
      options.onRemoved();
      await reloadStaff();
    },
    onError: (error) => {
      notifications.show({
        title: "Removal Failed",
        message: readApiErrorMessage(error) ?? "Failed to remove staff member",
        color: "red",
      });
    },
  });
}
