import { Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useProfile } from "../hooks/use-profile";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorPanel } from "./two-factor-panel";

/**
 * The profile's Security tab on its own: the password and two-factor sign-in, for a person who has no
 * firm profile to show (a client on the client portal).
 */
export function AccountSecurityPanel() {
  const profile = useProfile();
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <ChangePasswordForm />
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        {profile.isPending ? (
          <Skeleton height={120} />
        ) : profile.isError ? (
          <Text size="sm" c="red">
            Your sign-in settings could not be loaded. Please try again later.
          </Text>
        ) : (
          <TwoFactorPanel isEnabled={profile.data.twoFactorEnabled} />
        )}
      </Paper>
    </Stack>
  );
}
