import type { TUserProfile } from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  PROFILE_QUERY_KEY,
} from "../profile.api";
import { describeFailure } from "../profile-messages";

function showTwoFactorFailure(error: unknown) {
  notifications.show({
    title: "Update Failed",
    message: describeFailure(error, "Failed to update two-factor authentication"),
    color: "red",
  });
}

function setTwoFactorEnabled(queryClient: QueryClient, twoFactorEnabled: boolean) {
  queryClient.setQueryData<TUserProfile>(PROFILE_QUERY_KEY, (profile) =>
    profile ? { ...profile, twoFactorEnabled } : profile,
  );
}

/** Step 1: the password, answered with the QR code's URI, the secret and the recovery codes. */
export function useBeginTwoFactorSetup() {
  return useMutation({ mutationFn: beginTwoFactorSetup, onError: showTwoFactorFailure });
}

/** Step 2: the first code from the app; only then is two-factor authentication on. */
export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactorSetup,
    onSuccess: () => {
      setTwoFactorEnabled(queryClient, true);
      notifications.show({
        title: "Two-Factor Authentication Enabled",
        message: "From now on, signing in asks for a code from your authenticator app.",
        color: "green",
      });
    },
    onError: showTwoFactorFailure,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      setTwoFactorEnabled(queryClient, false);
      notifications.show({
        title: "Two-Factor Authentication Disabled",
        message: "Signing in now needs only your email and password.",
        color: "green",
      });
    },
    onError: showTwoFactorFailure,
  });
}
