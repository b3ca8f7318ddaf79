import { Button, Group, Stack, Tabs } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSettings } from "@tabler/icons-react";
import { useCurrentUser } from "../modules/auth";
import { ClientsTab } from "../modules/clients";
import { MattersTab, RecentMattersCard } from "../modules/matters";
import { PracticeSettingsDialog } from "../modules/practice";
import {
  PracticeStats,
  RecentTimeEntries,
  TimerWidget,
  TimeTrackingTab,
  UnbilledTimeByMatter,
} from "../modules/time";
import { PageHeader } from "../ui/page-header";
import { UrlTabs, useUrlTab } from "../ui/url-tabs";

const PRACTICE_TABS = [
  { value: "overview", label: "Overview" },
  { value: "clients", label: "Clients" },
  { value: "matters", label: "Matters" },
  { value: "time", label: "Time Tracking" },
  { value: "billing", label: "Billing" },
] as const;

/** Spec §2 "Practice management (/practice)": the tab is kept in the address (?tab=) so it survives a reload. */
export function PracticeManagementPage() {
  const tabState = useUrlTab(PRACTICE_TABS);
  const { showTab } = tabState;
  const { user } = useCurrentUser();
  const [isSettingsOpen, settingsDialog] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          eyebrow="Core operations"
          title="Practice Management"
          description="Clients, matters, time and billing in one place"
        />
        {user?.isFirmOwner ? (
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={settingsDialog.open}>
            Settings
          </Button>
        ) : null}
      </Group>
      <TimerWidget />
      <UrlTabs state={tabState}>
        <Tabs.Panel value="overview">
          <Stack gap="lg">
            <PracticeStats />
            <RecentMattersCard onViewAll={() => showTab("matters")} />
            <RecentTimeEntries onViewAll={() => showTab("time")} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="clients">
          <ClientsTab />
        </Tabs.Panel>
        <Tabs.Panel value="matters">
          <MattersTab />
        </Tabs.Panel>
        <Tabs.Panel value="time">
          <TimeTrackingTab />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <UnbilledTimeByMatter />
        </Tabs.Panel>
      </UrlTabs>
      {user?.isFirmOwner ? (
        <PracticeSettingsDialog opened={isSettingsOpen} onClose={settingsDialog.close} />
      ) : null}
    </Stack>
  );
}
