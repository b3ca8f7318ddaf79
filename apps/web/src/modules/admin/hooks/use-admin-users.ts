import type { TAddAdminUserRequest, TAdminUsersQuery } from "@inkundla/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ADMIN_STATS_PATH,
  ADMIN_USERS_PATH,
  addAdminUser,
  fetchAdminStats,
  fetchAdminUsers,
  reactivateAdminUser,
  suspendAdminUser,
} from "../admin.api";

export function useAdminStats() {
  return useQuery({ queryKey: [ADMIN_STATS_PATH], queryFn: fetchAdminStats });
}

export function useAdminUsers(query: TAdminUsersQuery) {
  return useQuery({
    queryKey: [ADMIN_USERS_PATH, query],
    queryFn: () => fetchAdminUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** After any change to people, the list and the totals are read again. */
function useRefreshPeople() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_STATS_PATH] }),
    ]);
  };
}

export function useAddAdminUser() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (request: TAddAdminUserRequest) => addAdminUser(request),
    onSuccess: refresh,
  });
}

export function useSetUserSuspended() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: ({ userId, isSuspended }: { userId: string; isSuspended: boolean }) =>
      isSuspended ? suspendAdminUser(userId) : reactivateAdminUser(userId),
    onSuccess: refresh,
  });
}
