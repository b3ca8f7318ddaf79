import type { TUserProfile } from "@inkundla/shared";
import { Alert, Button, Paper, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { useCurrentUser } from "../../auth";
import { SubscriptionPanel } from "../../subscriptions";
import { ChangePasswordForm } from "../components/change-password-form";
import { PersonalInfoForm } from "../components/personal-info-form";
import { PreferencesForm } from "../components/preferences-form";
import { ProfessionalForm } from "../components/professional-form";
import { TwoFactorPanel } from "../components/two-factor-panel";
import { usePreferences } from "../hooks/use-preferences";
import { useProfile } from "../hooks/use-profile";
import { PERSONAL_INFO_FIELDS, PROFESSIONAL_FIELDS } from "../profile-edits";
import { describeFailure } from "../profile-messages";

const PROFILE_TABS = [
  { value: "personal", label: "Personal Info" },
  { value: "professional", label: "Professional" },
  { value: "subscription", label: "Subscription" },
  { value: "security", label: "Security" },
  { value: "preferences", label: "Preferences" },
] as const;

/** A subscription is the firm's: someone without a firm (the platform admin) has none to show. */
function listProfileTabs(hasFirm: boolean) {
  return PROFILE_TABS.filter((tab) => hasFirm || tab.value !== "subscription");
}

/** Remounts a form when the saved values it starts from change (after a save). */
function savedVersion(profile: TUserProfile, fields: readonly (keyof TUserProfile)[]): string {
  return JSON.stringify(fields.map((field) => profile[field]));
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title="Could not load"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeFailure(error, "Failed to load your profile. Please try again.")}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={72} />
    </Stack>
  );
}

function PreferencesTab() {
  const preferencesQuery = usePreferences();
  if (preferencesQuery.isPending) return <FormSkeleton />;
  if (preferencesQuery.isError) {
    return <LoadFailed error={preferencesQuery.error} onRetry={() => preferencesQuery.refetch()} />;
  }
  return <PreferencesForm preferences={preferencesQuery.data} />;
}

export function ProfilePage() {
  const { user } = useCurrentUser();
  const profileQuery = useProfile();
  const tabState = useUrlTab(listProfileTabs(Boolean(user?.firmId)), { replace: true });
  const profile = profileQuery.data;

  function renderProfileForm(render: (loaded: TUserProfile) => ReactNode) {
    if (profileQuery.isPending) return <FormSkeleton />;
    if (profileQuery.isError || !profile) {
      return <LoadFailed error={profileQuery.error} onRetry={() => profileQuery.refetch()} />;
    }
    return render(profile);
  }

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title="Profile"
        description="Your personal and professional details, subscription, security and preferences."
      />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="personal">
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            {renderProfileForm((loaded) => (
              <PersonalInfoForm
                key={savedVersion(loaded, [...PERSONAL_INFO_FIELDS, "pendingEmail"])}
                profile={loaded}
              />
            ))}
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="professional">
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            {renderProfileForm((loaded) => (
              <ProfessionalForm
                key={savedVersion(loaded, [...PROFESSIONAL_FIELDS, "canEditFirmName"])}
                profile={loaded}
              />
            ))}
          </Paper>
        </Tabs.Panel>

        <Tabs.Panel value="subscription">
          <SubscriptionPanel />
        </Tabs.Panel>

        <Tabs.Panel value="security">
          <Stack gap="lg">
            <Paper withBorder p={{ base: "md", sm: "xl" }}>
              <ChangePasswordForm />
            </Paper>
            <Paper withBorder p={{ base: "md", sm: "xl" }}>
              {renderProfileForm((loaded) => (
                <TwoFactorPanel isEnabled={loaded.twoFactorEnabled} />
              ))}
            </Paper>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="preferences">
          <Paper withBorder p={{ base: "md", sm: "xl" }}>
            <PreferencesTab />
          </Paper>
        </Tabs.Panel>
      </UrlTabs>
    </Stack>
  );
}
