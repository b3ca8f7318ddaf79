import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTimeEntries } from "../hooks/use-time-entries";
import { TimeEntriesTable } from "./time-entries-table";

const RECENT_COUNT = 5;

/** The overview's five most recent time entries, with View All switching to the Time Tracking tab. */
export function RecentTimeEntries({ onViewAll }: { onViewAll: () => void }) {
  const entries = useTimeEntries({ limit: RECENT_COUNT, offset: 0 });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Recent Time Entries
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onViewAll}>
            View All
          </Button>
        </Group>
        {entries.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading recent time entries" />
        ) : entries.isError ? (
          <Text c="red" size="sm">
            Failed to load time entries. Please try again.
          </Text>
        ) : entries.data.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            No time logged yet.
          </Text>
        ) : (
          <TimeEntriesTable entries={entries.data.items} />
        )}
      </Stack>
    </Paper>
  );
}
