import { Anchor, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { Link, useSearchParams } from "react-router";
import { isPlatformAdmin, useCurrentUser } from "../../auth";
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
  { value: "jobs", label: "Failed Jobs", Panel: FailedJobsTab },
  { value: "preview", label: "Preview", Panel: null },
] as const;

type AdminTab = (typeof ADMIN_TABS)[number]["value"];

function isAdminTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

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
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const activeTab: AdminTab = isAdminTab(requested) ? requested : "overview";

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
          Platform administration
        </Text>
        <Title order={1}>Admin Dashboard</Title>
      </Stack>
      {user && isPlatformAdmin(user) ? (
        <Tabs
          value={activeTab}
          onChange={(value) => {
            if (isAdminTab(value))
              setSearchParams(value === "overview" ? {} : { tab: value }, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
            {ADMIN_TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.Panel ? <tab.Panel /> : PreviewPanel ? <PreviewPanel /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
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
