import { Anchor, Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { InvoicesCard } from "../modules/billing";
import { MatterThread } from "../modules/client-portal";
import { DeadlineCalculator } from "../modules/deadlines";
import { MatterResearchNotesPanel } from "../modules/legal-research";
import {
  EditMatterDialog,
  MatterNotesPanel,
  MatterOutcomeBadge,
  MatterOverviewPanel,
  MatterStatusMenu,
  useMatter,
} from "../modules/matters";
import { MatterOfficePanel } from "../modules/office";
import { MatterTasksPanel } from "../modules/tasks";
import { MatterTimePanel } from "../modules/time";
import { TrustBalanceCard } from "../modules/trust";
import { UrlTabs, useUrlTab } from "../ui/url-tabs";
import { RecordScreen } from "./record-screen";

const MATTER_TABS = [
  { value: "overview", label: "Overview" },
  { value: "time", label: "Time" },
  { value: "tasks", label: "Tasks & Deadlines" },
  { value: "notes", label: "Notes" },
  { value: "research", label: "Research" },
  { value: "documents", label: "Documents" },
  { value: "portal", label: "Client Portal" },
] as const;

export function MatterPage() {
  const { matterId = "" } = useParams();
  const matterQuery = useMatter(matterId);
  const tabState = useUrlTab(MATTER_TABS);
  const [isEditOpen, editDialog] = useDisclosure(false);

  return (
    <RecordScreen
      backTo="/practice?tab=matters"
      backLabel="All matters"
      recordName="matter"
      query={matterQuery}
    >
      {(matter) => (
        <>
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4}>
              <Text size="sm" ff="monospace" c="dimmed">
                {matter.reference}
              </Text>
              <Title order={1}>{matter.title}</Title>
              <Group gap="sm">
                <Text size="sm">
                  Client:{" "}
                  <Anchor component={Link} to={`/practice/clients/${matter.clientId}`}>
                    {matter.clientName}
                  </Anchor>
                </Text>
                <MatterStatusMenu matter={matter} />
                {matter.outcome ? <MatterOutcomeBadge outcome={matter.outcome.outcome} /> : null}
              </Group>
            </Stack>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={editDialog.open}>
              Edit
            </Button>
          </Group>
          <UrlTabs state={tabState}>
            <Tabs.Panel value="overview">
              <Stack gap="lg">
                <MatterOverviewPanel matter={matter} />
                <TrustBalanceCard clientId={matter.clientId} matterId={matter.id} />
                <InvoicesCard matterId={matter.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="time">
              <MatterTimePanel matterId={matter.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tasks">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <MatterTasksPanel matterId={matter.id} />
                <DeadlineCalculator matterId={matter.id} />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="notes">
              <MatterNotesPanel matterId={matter.id} />
            </Tabs.Panel>
            <Tabs.Panel value="research">
              <MatterResearchNotesPanel matterId={matter.id} />
            </Tabs.Panel>
            <Tabs.Panel value="documents">
              <MatterOfficePanel matterId={matter.id} />
            </Tabs.Panel>
            <Tabs.Panel value="portal">
              <MatterThread side="firm" matterId={matter.id} title="Client portal messages" />
            </Tabs.Panel>
          </UrlTabs>
          <EditMatterDialog opened={isEditOpen} onClose={editDialog.close} matter={matter} />
        </>
      )}
    </RecordScreen>
  );
}
