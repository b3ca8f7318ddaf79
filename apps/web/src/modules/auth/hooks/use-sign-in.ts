import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { signIn } from "../auth.api";
import { describeLoginFailure } from "../auth-messages";

/** `returnPath` is where the session starts: the page asked for before signing in, or home. */
export function useSignIn(returnPath: string) {
  return useMutation({
    mutationFn: signIn,
    // With two-factor sign-in on, the form asks for the code next; the session starts only after it.
    onSuccess: (result) => {
      if (!("twoFactorRequired" in result)) redirectWithFullReload(returnPath);
    },
    onError: (error) => {
      notifications.show({ title: "Login Failed", message: describeLoginFailure(error), color: "red" });
    },
  });
}
