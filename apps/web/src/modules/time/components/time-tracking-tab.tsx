import type { TTimeEntry } from "@inkundla/shared";
import { formatHours } from "@inkundla/shared";
import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconClockPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { useCurrentUser } from "../../auth";
import { useTimeEntries, useTimeSummary } from "../hooks/use-time-entries";
import type { TimeEntryFilters } from "../time.api";
import { formatCents } from "../time-format";
import { DeleteTimeEntryDialog } from "./delete-time-entry-dialog";
import { LogTimeDialog } from "./log-time-dialog";
import { TimeEntriesTable } from "./time-entries-table";

const PAGE_SIZE = 25;
type BilledFilter = "all" | "false" | "true";

/** The Time Tracking tab: every time entry of the firm, filtered and paged, with Log Time. */
export function TimeTrackingTab() {
  const { user } = useCurrentUser();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [billed, setBilled] = useState<BilledFilter>("all");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [isMineOnly, setIsMineOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [editing, setEditing] = useState<TTimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TTimeEntry | null>(null);

  const filters: TimeEntryFilters = {
    search: debouncedSearch || undefined,
    billed: billed === "all" ? undefined : billed,
    from: from || undefined,
    to: to || undefined,
    userId: isMineOnly && user ? user.id : undefined,
  };
  const entries = useTimeEntries({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const summary = useTimeSummary(filters);
  const pageCount = Math.max(1, Math.ceil((entries.data?.total ?? 0) / PAGE_SIZE));
  const hasFilters = Boolean(debouncedSearch || billed !== "all" || from || to || isMineOnly);

  const changeFilter =
    <TValue,>(setter: (value: TValue) => void) =>
    (value: TValue) => {
      setter(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2} size="h3">
            Time Tracking
          </Title>
          {summary.data ? (
            <Text size="sm" c="dimmed">
              {formatHours(summary.data.hours)} · {formatCents(summary.data.amountCents)} ·{" "}
              {formatCents(summary.data.unbilledAmountCents)} unbilled
            </Text>
          ) : null}
        </Stack>
        <Button leftSection={<IconClockPlus size={18} />} onClick={() => setIsLogOpen(true)}>
          Log Time
        </Button>
      </Group>

      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Description or matter"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: "1 1 220px" }}
          />
          <TextInput
            label="From"
            type="date"
            value={from}
            onChange={(event) => changeFilter(setFrom)(event.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={to}
            onChange={(event) => changeFilter(setTo)(event.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="Billing status"
            value={billed}
            onChange={(value) => changeFilter(setBilled)(value as BilledFilter)}
            data={[
              { value: "all", label: "All" },
              { value: "false", label: "Unbilled" },
              { value: "true", label: "Billed" },
            ]}
          />
          <Switch
            label="Only my time"
            checked={isMineOnly}
            onChange={(event) => changeFilter(setIsMineOnly)(event.currentTarget.checked)}
          />
        </Group>
      </Paper>

      {entries.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading time entries" />
        </Center>
      ) : entries.isError ? (
        <Text c="red">Failed to load time entries. Please try again.</Text>
      ) : entries.data.items.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs">
            <Text fw={500}>{hasFilters ? "No time entries match these filters" : "No time logged yet"}</Text>
            <Text size="sm" c="dimmed">
              {hasFilters
                ? "Change the search or filters to see more."
                : "Log time against a matter, or start the timer while you work."}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <TimeEntriesTable entries={entries.data.items} onEdit={setEditing} onDelete={setDeleting} />
          <ListFooter
            summary={`${entries.data.total} ${entries.data.total === 1 ? "entry" : "entries"}`}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}

      <LogTimeDialog opened={isLogOpen} onClose={() => setIsLogOpen(false)} />
      <LogTimeDialog opened={editing !== null} entry={editing} onClose={() => setEditing(null)} />
      <DeleteTimeEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
