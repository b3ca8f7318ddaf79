import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useFilingOverview } from "../hooks/use-court-filing";
import { describeMinutes } from "./filing-labels";
import { FilingsTable } from "./filings-table";

function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`stat-${label}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** Overview: the firm's own filings counted, and the latest few. */
export function OverviewTab({ onOpen, onPrepare }: { onOpen: (id: string) => void; onPrepare: () => void }) {
  const overview = useFilingOverview();
  if (overview.isPending) return <ListLoading label="Loading the filing overview" />;
  if (overview.isError)
    return <ListLoadError title="The overview could not be loaded" onRetry={() => void overview.refetch()} />;
  const stats = overview.data;
  if (stats.total === 0)
    return (
      <Stack>
        <ListEmpty
          title="No court filings yet"
          hint="Prepare a filing under Electronic Filings: its bundle, its documents and the fields to copy into CaseLines or Court Online."
        />
        <Group justify="center">
          <Button variant="light" onClick={onPrepare}>
            Prepare a filing
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label="Filings" value={String(stats.total)} hint="Prepared by the firm" />
        <StatCard label="Filed" value={String(stats.filed)} hint="Recorded as filed with the court" />
        <StatCard
          label="Pending"
          value={String(stats.pending)}
          hint={
            stats.rejected ? `Prepared or processing · ${stats.rejected} rejected` : "Prepared or processing"
          }
        />
        <StatCard
          label="Average time to file"
          value={stats.averageMinutesToFile === null ? "—" : describeMinutes(stats.averageMinutesToFile)}
          hint="From prepared to recorded as filed"
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Recent filings
        </Title>
        <FilingsTable filings={stats.recent} onOpen={onOpen} caption="Recent filings" />
      </Stack>
    </Stack>
  );
}
