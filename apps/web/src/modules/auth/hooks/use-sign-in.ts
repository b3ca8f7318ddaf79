import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { signIn } from "../auth.api";
import { describeLoginFailure } from "../auth-messages";

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    // With two-factor sign-in on, the form asks for the code next; the session starts only after it.
    onSuccess: (result) => {
      if (!("twoFactorRequired" in result)) redirectWithFullReload("/");
    },
    onError: (error) => {
      notifications.show({ title: "Login Failed", message: describeLoginFailure(error), color: "red" });
    },
  });
}
