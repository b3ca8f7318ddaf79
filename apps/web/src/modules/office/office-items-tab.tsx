import { Button, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { ListPage } from "../../lib/api-client";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ListFooter } from "../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../ui/list-states";

/** How many cards a page of My Documents, My Spreadsheets or My Presentations shows. */
export const OFFICE_ITEMS_PAGE_SIZE = 24;

/** What a tab calls its items: "spreadsheet", "spreadsheets", "Spreadsheets" (in headings and buttons). */
export type OfficeItemWords = { one: string; many: string; Many: string; One: string };

export type OfficeItemsQuery = { search: string | undefined; limit: number; offset: number };

/** The search box above an office list's cards: what the server matches, at most 200 characters. */
export function ListSearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      maxLength={200}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ maxWidth: 420 }}
    />
  );
}

interface OfficeItemsTabProps<Item extends { id: string; title: string }> {
  words: OfficeItemWords;
  /** The empty state's picture and its create button's icon. */
  icons: { empty: ReactNode; create: ReactNode };
  /** What the empty state suggests when the person has nothing yet. */
  emptyHint: string;
  useList: (query: OfficeItemsQuery) => UseQueryResult<ListPage<Item>>;
  useDelete: (options: { onDeleted: (id: string) => void }) => {
    mutate: (id: string) => void;
    isPending: boolean;
  };
  renderCard: (item: Item, onDelete: (item: Item) => void) => ReactNode;
  onCreate: () => void;
  /** An item was deleted (the editor closes it if it had it open). */
  onDeleted?: (id: string) => void;
}

/**
 * The office suite's "My …" tab (documents, spreadsheets, presentations): the items the person may
 * see as cards, searchable by title, a page at a time, each deleted only after asking. Each editor
 * gives its words, its list and delete hooks and its card.
 */
export function OfficeItemsTab<Item extends { id: string; title: string }>({
  words,
  icons,
  emptyHint,
  useList,
  useDelete,
  renderCard,
  onCreate,
  onDeleted,
}: OfficeItemsTabProps<Item>) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const items = useList({
    search: debouncedSearch || undefined,
    limit: OFFICE_ITEMS_PAGE_SIZE,
    offset: (page - 1) * OFFICE_ITEMS_PAGE_SIZE,
  });
  const deletion = useDelete({
    onDeleted: (id) => {
      setToDelete(null);
      onDeleted?.(id);
    },
  });

  const list = (() => {
    if (items.isPending) return <ListLoading label={`Loading ${words.many}`} />;
    if (items.isError) {
      return (
        <ListLoadError title={`${words.Many} could not be loaded`} onRetry={() => void items.refetch()} />
      );
    }
    const { items: shown, total } = items.data;
    if (shown.length === 0 && page === 1) {
      const hasSearch = debouncedSearch !== "";
      return (
        <Paper withBorder p="xl">
          <Stack gap="sm" align="center" ta="center">
            <ThemeIcon variant="light" size="xl" aria-hidden>
              {icons.empty}
            </ThemeIcon>
            <Title order={2} size="h4">
              {hasSearch ? `No ${words.Many} Found` : `No ${words.Many} Yet`}
            </Title>
            <Text size="sm" c="dimmed">
              {hasSearch ? `No ${words.one}'s title matches your search.` : emptyHint}
            </Text>
            {hasSearch ? null : (
              <Button leftSection={icons.create} onClick={onCreate}>
                Create New {words.One}
              </Button>
            )}
          </Stack>
        </Paper>
      );
    }
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((item) => renderCard(item, setToDelete))}
        </SimpleGrid>
        <ListFooter
          summary={`${total} ${total === 1 ? words.one : words.many}`}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / OFFICE_ITEMS_PAGE_SIZE))}
          onPageChange={setPage}
        />
      </Stack>
    );
  })();

  return (
    <Stack gap="md">
      <ListSearchInput
        label={`Search ${words.many}`}
        placeholder="Search by title"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list}
      <ConfirmDialog
        opened={toDelete !== null}
        title={`Delete ${words.one}`}
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
