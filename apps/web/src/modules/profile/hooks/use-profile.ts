import type { TUserProfile } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { PROFILE_QUERY_KEY } from "../profile.api";

export function useProfile() {
  return useQuery<TUserProfile>({ queryKey: PROFILE_QUERY_KEY });
}
