import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { completeTwoFactorSignIn } from "../auth.api";
import { describeLoginFailure } from "../auth-messages";

export function useTwoFactorSignIn(returnPath: string) {
  return useMutation({
    mutationFn: completeTwoFactorSignIn,
    onSuccess: () => redirectWithFullReload(returnPath),
    onError: (error) => {
      notifications.show({ title: "Login Failed", message: describeLoginFailure(error), color: "red" });
    },
  });
}
