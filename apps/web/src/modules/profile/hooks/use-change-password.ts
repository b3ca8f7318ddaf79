import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { changePassword } from "../profile.api";
import { describeFailure } from "../profile-messages";

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      notifications.show({
        title: "Password Updated",
        message: "Your password has been changed. Any other devices have been signed out.",
        color: "green",
      });
    },
    onError: (error) => {
      notifications.show({
        title: "Update Failed",
        message: describeFailure(error, "Failed to update password"),
        color: "red",
      });
    },
  });
}
