import { Anchor, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../ui/page-header";
import { UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { isPlatformAdmin, useCurrentUser } from "../../auth";
import { CorpusTab } from "../components/corpus-tab";
import { EntitySettingsTab } from "../components/entity-settings-tab";
import { FailedJobsTab } from "../components/failed-jobs-tab";
import { FeatureAccessTab } from "../components/feature-access-tab";
import { InterestRatesTab } from "../components/interest-rates-tab";
import { OverviewTab } from "../components/overview-tab";
import { PlansTab } from "../components/plans-tab";
import { PublicHolidaysTab } from "../components/public-holidays-tab";
import { SystemSettingsTab } from "../components/system-settings-tab";
import { UsersTab } from "../components/users-tab";

const ADMIN_TABS = [
  { value: "overview", label: "Overview", Panel: OverviewTab },
  { value: "entity", label: "Entity Settings", Panel: EntitySettingsTab },
  { value: "users", label: "Users", Panel: UsersTab },
  { value: "plans", label: "Subscription Plans", Panel: PlansTab },
  { value: "features", label: "Feature Access", Panel: FeatureAccessTab },
  { value: "system", label: "System Settings", Panel: SystemSettingsTab },
  { value: "holidays", label: "Public Holidays", Panel: PublicHolidaysTab },
  { value: "interest", label: "Interest Rates", Panel: InterestRatesTab },
  { value: "corpus", label: "Corpus", Panel: CorpusTab },
  { value: "jobs", label: "Failed Jobs", Panel: FailedJobsTab },
  { value: "preview", label: "Preview", Panel: null },
] as const;

type AdminDashboardPageProps = {
  /**
   * The Preview tab draws the public pages and the app's footer, which belong to other modules and
   * to the app shell; the composition layer (src/screens) passes it in so that admin need not
   * import them.
   */
  PreviewPanel?: ComponentType;
};

export function AdminDashboardPage({ PreviewPanel }: AdminDashboardPageProps = {}) {
  const { user } = useCurrentUser();
  const tabState = useUrlTab(ADMIN_TABS, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader eyebrow="Platform administration" title="Admin Dashboard" />
      {user && isPlatformAdmin(user) ? (
        <UrlTabs state={tabState}>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.Panel ? <tab.Panel /> : PreviewPanel ? <PreviewPanel /> : null}
            </Tabs.Panel>
          ))}
        </UrlTabs>
      ) : (
        <Paper withBorder p="xl" maw={560}>
          <Stack gap="sm" align="flex-start">
            <IconLock size={28} aria-hidden />
            <Title order={2} size="h3">
              Access Denied
            </Title>
            <Text c="dimmed">Only platform administrators can use the admin dashboard.</Text>
            <Anchor component={Link} to="/">
              Return to Dashboard
            </Anchor>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
