import { Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { TimeEntriesTable } from "../../time/components/time-entries-table";
import { useTimeEntries, useTimeSummary } from "../../time/hooks/use-time-entries";
import { formatCents, formatHours } from "../../time/time-format";

const RECENT_ENTRIES = 10;

/** The time logged on all of a client's matters: totals and the most recent entries. */
export function ClientTimeCard({ clientId }: { clientId: string }) {
  const entries = useTimeEntries({ clientId, limit: RECENT_ENTRIES, offset: 0 });
  const summary = useTimeSummary({ clientId });

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Time
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Total label="Total hours" value={summary.data ? formatHours(summary.data.hours) : null} />
          <Total label="Total value" value={summary.data ? formatCents(summary.data.amountCents) : null} />
          <Total
            label="Unbilled"
            value={summary.data ? formatCents(summary.data.unbilledAmountCents) : null}
          />
        </SimpleGrid>
        {entries.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading time entries" />
        ) : entries.isError ? (
          <Text size="sm" c="red">
            Time entries could not be loaded.
          </Text>
        ) : entries.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No time logged for this client yet.
          </Text>
        ) : (
          <>
            <TimeEntriesTable entries={entries.data.items} />
            {entries.data.total > entries.data.items.length ? (
              <Text size="xs" c="dimmed">
                The {entries.data.items.length} most recent of {entries.data.total} entries. Each matter's
                page lists all of its time.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Total({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} aria-label={`${label}: ${value ?? "loading"}`}>
        {value ?? "–"}
      </Text>
    </Paper>
  );
}
