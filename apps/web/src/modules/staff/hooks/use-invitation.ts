import { useMutation, useQuery } from "@tanstack/react-query";
import { acceptInvitation, fetchInvitation, STAFF_PATH } from "../staff.api";

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: [STAFF_PATH, "invitation", token],
    queryFn: () => fetchInvitation(token ?? ""),
    enabled: Boolean(token),
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
