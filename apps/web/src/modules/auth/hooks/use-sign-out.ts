import { useMutation } from "@tanstack/react-query";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { signOut } from "../auth.api";

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => redirectWithFullReload("/"),
    // Spec §8: a failed logout is only logged.
    onError: (error) => console.error("Logout failed", error),
  });
}
