import type { TCurrentUser } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { CURRENT_USER_PATH, fetchCurrentUser } from "../auth.api";

export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_PATH] as const;

interface CurrentUserState {
  user: TCurrentUser | null;
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser, retry: false });
  return { user: query.data ?? null, isLoading: query.isPending };
}
