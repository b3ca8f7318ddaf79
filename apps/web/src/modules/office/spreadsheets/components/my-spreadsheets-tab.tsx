import type { TSpreadsheetListItem } from "@inkundla/shared";
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconTable, IconTablePlus } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListFooter } from "../../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useDeleteSpreadsheet, useSpreadsheetList } from "../hooks/use-spreadsheets";
import { SpreadsheetCard } from "./spreadsheet-card";

export const SPREADSHEETS_PAGE_SIZE = 24;

function NoSpreadsheetsYet({ hasSearch, onCreate }: { hasSearch: boolean; onCreate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconTable size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {hasSearch ? "No Spreadsheets Found" : "No Spreadsheets Yet"}
        </Title>
        <Text size="sm" c="dimmed">
          {hasSearch
            ? "No spreadsheet's title matches your search."
            : "Create a spreadsheet, start from a template or import an Excel workbook."}
        </Text>
        {hasSearch ? null : (
          <Button leftSection={<IconTablePlus size={16} aria-hidden />} onClick={onCreate}>
            Create New Spreadsheet
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface MySpreadsheetsTabProps {
  onOpen: (spreadsheet: TSpreadsheetListItem) => void;
  onCreate: () => void;
  /** A sheet was deleted (the editor closes it if it had it open). */
  onDeleted?: (spreadsheetId: string) => void;
}

/** My Spreadsheets: the sheets the person may see, as cards, searchable by title, deleted after asking. */
export function MySpreadsheetsTab({ onOpen, onCreate, onDeleted }: MySpreadsheetsTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [toDelete, setToDelete] = useState<TSpreadsheetListItem | null>(null);
  const spreadsheets = useSpreadsheetList({
    search: debouncedSearch || undefined,
    limit: SPREADSHEETS_PAGE_SIZE,
    offset: (page - 1) * SPREADSHEETS_PAGE_SIZE,
  });
  const deletion = useDeleteSpreadsheet({
    onDeleted: (spreadsheetId) => {
      setToDelete(null);
      onDeleted?.(spreadsheetId);
    },
  });

  const list = (() => {
    if (spreadsheets.isPending) return <ListLoading label="Loading spreadsheets" />;
    if (spreadsheets.isError) {
      return (
        <ListLoadError title="Spreadsheets could not be loaded" onRetry={() => void spreadsheets.refetch()} />
      );
    }
    const { items, total } = spreadsheets.data;
    if (items.length === 0 && page === 1) {
      return <NoSpreadsheetsYet hasSearch={debouncedSearch !== ""} onCreate={onCreate} />;
    }
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((spreadsheet) => (
            <SpreadsheetCard
              key={spreadsheet.id}
              spreadsheet={spreadsheet}
              onOpen={onOpen}
              onDelete={setToDelete}
            />
          ))}
        </SimpleGrid>
        <ListFooter
          summary={`${total} ${total === 1 ? "spreadsheet" : "spreadsheets"}`}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / SPREADSHEETS_PAGE_SIZE))}
          onPageChange={setPage}
        />
      </Stack>
    );
  })();

  return (
    <Stack gap="md">
      <TextInput
        label="Search spreadsheets"
        placeholder="Search by title"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={200}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      {list}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete spreadsheet"
        message={`Delete "${toDelete?.title ?? ""}"? It and all its versions are removed for everyone.`}
        confirmLabel="Delete"
        isDestructive
        isPending={deletion.isPending}
        onConfirm={() => {
          if (toDelete) deletion.mutate(toDelete.id);
        }}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
