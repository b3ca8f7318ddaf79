import { formatHours } from "@inkundla/shared";
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClockPlus } from "@tabler/icons-react";
import { useState } from "react";
import { formatCents, LogTimeDialog, TimeEntriesTable, useTimeEntries, useTimeSummary } from "../../time";

const RECENT_ENTRIES = 10;

/**
 * The time logged on all of a client's matters: totals and the most recent entries, and Log Time on
 * one of the client's matters (not for an archived client, whose matters are all closed).
 */
export function ClientTimeCard({ clientId, canLogTime = true }: { clientId: string; canLogTime?: boolean }) {
  const entries = useTimeEntries({ clientId, limit: RECENT_ENTRIES, offset: 0 });
  const summary = useTimeSummary({ clientId });
  const [isLogOpen, setIsLogOpen] = useState(false);

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Time
          </Title>
          {canLogTime ? (
            <Button size="xs" leftSection={<IconClockPlus size={16} />} onClick={() => setIsLogOpen(true)}>
              Log Time
            </Button>
          ) : null}
        </Group>
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
      <LogTimeDialog opened={isLogOpen} clientId={clientId} onClose={() => setIsLogOpen(false)} />
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
