import { Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSettings } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
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

const PRACTICE_TABS = [
  { value: "overview", label: "Overview" },
  { value: "clients", label: "Clients" },
  { value: "matters", label: "Matters" },
  { value: "time", label: "Time Tracking" },
  { value: "billing", label: "Billing" },
] as const;

type PracticeTab = (typeof PRACTICE_TABS)[number]["value"];

function isPracticeTab(value: string | null): value is PracticeTab {
  return PRACTICE_TABS.some((tab) => tab.value === value);
}

/** Spec §2 "Practice management (/practice)": the tab is kept in the address (?tab=) so it survives a reload. */
export function PracticeManagementPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const activeTab: PracticeTab = isPracticeTab(requested) ? requested : "overview";
  const showTab = (tab: PracticeTab) => setSearchParams(tab === "overview" ? {} : { tab });
  const { user } = useCurrentUser();
  const [isSettingsOpen, settingsDialog] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="dimmed" tt="uppercase" lts={0.5}>
            Core operations
          </Text>
          <Title order={1}>Practice Management</Title>
          <Text c="dimmed">Clients, matters, time and billing in one place</Text>
        </Stack>
        {user?.isFirmOwner ? (
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={settingsDialog.open}>
            Settings
          </Button>
        ) : null}
      </Group>
      <TimerWidget />
      <Tabs
        value={activeTab}
        onChange={(value) => {
          if (isPracticeTab(value)) showTab(value);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {PRACTICE_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
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
      </Tabs>
      {user?.isFirmOwner ? (
        <PracticeSettingsDialog opened={isSettingsOpen} onClose={settingsDialog.close} />
      ) : null}
    </Stack>
  );
}
