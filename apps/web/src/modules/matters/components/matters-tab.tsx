import { MATTER_STATUS_LABELS, MATTER_STATUSES } from "@inkundla/shared";
import { Button, Group, NativeSelect, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { IconFolderPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useMatterList } from "../hooks/use-matters";
import { MattersTable } from "./matters-table";
import { NewMatterDialog } from "./new-matter-dialog";

const PAGE_SIZE = 20;

export function MattersTab() {
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [isNewOpen, newDialog] = useDisclosure(false);
  const matters = useMatterList({
    search: debouncedSearch,
    status,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const total = matters.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isFiltered = Boolean(debouncedSearch || status);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label="Search matters"
            placeholder="Search title, reference or client"
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={200}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <NativeSelect
            aria-label="Filter by status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: "", label: "All statuses" },
              ...MATTER_STATUSES.map((value) => ({ value, label: MATTER_STATUS_LABELS[value] })),
            ]}
          />
        </Group>
        <Button leftSection={<IconFolderPlus size={18} />} onClick={newDialog.open}>
          New Matter
        </Button>
      </Group>

      {matters.isPending ? (
        <ListLoading label="Loading matters" />
      ) : matters.isError ? (
        <ListLoadError title="Matters could not be loaded" onRetry={() => void matters.refetch()} />
      ) : matters.data.items.length === 0 ? (
        <ListEmpty
          title={isFiltered ? "No matters found" : "No matters yet"}
          hint={isFiltered ? "Try another search or status." : "Open a matter for one of your clients."}
        />
      ) : (
        <MattersTable matters={matters.data.items} />
      )}
      {pageCount > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} matters
          </Text>
          <Pagination total={pageCount} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
      <NewMatterDialog
        opened={isNewOpen}
        onClose={newDialog.close}
        onCreated={(matter) => navigate(`/practice/matters/${matter.id}`)}
      />
    </Stack>
  );
}
