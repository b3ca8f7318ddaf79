import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_QUERY_KEY } from "../../auth";
import { PROFILE_QUERY_KEY, updateProfile } from "../profile.api";
import { describeFailure } from "../profile-messages";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      notifications.show({
        title: "Profile Updated",
        message: "Your profile has been updated successfully.",
        color: "green",
      });
      // The header shows the first name and the plan badge's firm.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => {
      notifications.show({
        title: "Update Failed",
        message: describeFailure(error, "Failed to update profile"),
        color: "red",
      });
    },
  });
}
