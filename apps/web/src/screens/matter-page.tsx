import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { readApiErrorMessage } from "../lib/api-client";
import { InvoicesCard } from "../modules/billing";
import { DeadlineCalculator } from "../modules/deadlines";
import {
  EditMatterDialog,
  MatterNotesPanel,
  MatterOverviewPanel,
  MatterStatusMenu,
  useMatter,
} from "../modules/matters";
import { MatterTasksPanel } from "../modules/tasks";
import { MatterTimePanel } from "../modules/time";
import { TrustBalanceCard } from "../modules/trust";

const MATTER_TABS = [
  { value: "overview", label: "Overview" },
  { value: "time", label: "Time" },
  { value: "tasks", label: "Tasks & Deadlines" },
  { value: "notes", label: "Notes" },
] as const;

type MatterTab = (typeof MATTER_TABS)[number]["value"];

function isMatterTab(value: string | null): value is MatterTab {
  return MATTER_TABS.some((tab) => tab.value === value);
}

export function MatterPage() {
  const { matterId = "" } = useParams();
  const matter = useMatter(matterId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const activeTab: MatterTab = isMatterTab(requested) ? requested : "overview";
  const [isEditOpen, editDialog] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/practice?tab=matters" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All matters
        </Group>
      </Anchor>
      {matter.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label="Loading matter" />
        </Center>
      ) : matter.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Matter not available">
          {readApiErrorMessage(matter.error) ?? "The matter could not be loaded. Please try again."}
        </Alert>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Text size="sm" ff="monospace" c="dimmed">
                {matter.data.reference}
              </Text>
              <Title order={1}>{matter.data.title}</Title>
              <Group gap="sm">
                <Text size="sm">
                  Client:{" "}
                  <Anchor component={Link} to={`/practice/clients/${matter.data.clientId}`}>
                    {matter.data.clientName}
                  </Anchor>
                </Text>
                <MatterStatusMenu matterId={matter.data.id} status={matter.data.status} />
              </Group>
            </Stack>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={editDialog.open}>
              Edit
            </Button>
          </Group>
          <Tabs
            value={activeTab}
            onChange={(value) => {
              if (isMatterTab(value)) setSearchParams(value === "overview" ? {} : { tab: value });
            }}
            keepMounted={false}
          >
            <Tabs.List mb="lg" style={{ flexWrap: "nowrap", overflowX: "auto" }}>
              {MATTER_TABS.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value} style={{ flexShrink: 0 }}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview">
              <Stack gap="lg">
                <MatterOverviewPanel matter={matter.data} />
                <TrustBalanceCard clientId={matter.data.clientId} matterId={matter.data.id} />
                <InvoicesCard matterId={matter.data.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="time">
              <MatterTimePanel matterId={matter.data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tasks">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <MatterTasksPanel matterId={matter.data.id} />
                <DeadlineCalculator matterId={matter.data.id} />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="notes">
              <MatterNotesPanel matterId={matter.data.id} />
            </Tabs.Panel>
          </Tabs>
          <EditMatterDialog opened={isEditOpen} onClose={editDialog.close} matter={matter.data} />
        </>
      )}
    </Stack>
  );
}
