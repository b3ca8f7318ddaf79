import type { TTimeEntry } from "@inkundla/shared";
import { formatHours } from "@inkundla/shared";
import { Button, Group, Loader, Pagination, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconClockPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTimeEntries, useTimeSummary } from "../hooks/use-time-entries";
import { formatCents } from "../time-format";
import { DeleteTimeEntryDialog } from "./delete-time-entry-dialog";
import { LogTimeDialog } from "./log-time-dialog";
import { TimeEntriesTable } from "./time-entries-table";

const PAGE_SIZE = 20;

/** A matter's time: totals, its entries and Log Time on this matter. */
export function MatterTimePanel({ matterId }: { matterId: string }) {
  const [page, setPage] = useState(1);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [editing, setEditing] = useState<TTimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TTimeEntry | null>(null);
  const entries = useTimeEntries({ matterId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const summary = useTimeSummary({ matterId });
  const pageCount = Math.max(1, Math.ceil((entries.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ flex: 1 }}>
          <Total label="Total hours" value={summary.data ? formatHours(summary.data.hours) : null} />
          <Total label="Total value" value={summary.data ? formatCents(summary.data.amountCents) : null} />
          <Total
            label="Unbilled"
            value={summary.data ? formatCents(summary.data.unbilledAmountCents) : null}
          />
        </SimpleGrid>
        <Button leftSection={<IconClockPlus size={18} />} onClick={() => setIsLogOpen(true)}>
          Log Time
        </Button>
      </Group>
      {entries.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading time entries" />
      ) : entries.isError ? (
        <Text c="red">Failed to load time entries. Please try again.</Text>
      ) : entries.data.items.length === 0 ? (
        <Text c="dimmed">No time logged on this matter yet.</Text>
      ) : (
        <>
          <TimeEntriesTable
            entries={entries.data.items}
            showMatter={false}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
        </>
      )}
      <LogTimeDialog opened={isLogOpen} fixedMatterId={matterId} onClose={() => setIsLogOpen(false)} />
      <LogTimeDialog
        opened={editing !== null}
        entry={editing}
        fixedMatterId={matterId}
        onClose={() => setEditing(null)}
      />
      <DeleteTimeEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Stack>
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
