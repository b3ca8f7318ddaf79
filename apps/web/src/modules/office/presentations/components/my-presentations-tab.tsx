import type { TPresentationListItem } from "@inkundla/shared";
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconPresentation, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListFooter } from "../../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useDeletePresentation, usePresentationList } from "../hooks/use-presentations";
import { PresentationCard } from "./presentation-card";

export const PRESENTATIONS_PAGE_SIZE = 24;

function NoPresentationsYet({ hasSearch, onCreate }: { hasSearch: boolean; onCreate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconPresentation size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {hasSearch ? "No Presentations Found" : "No Presentations Yet"}
        </Title>
        <Text size="sm" c="dimmed">
          {hasSearch
            ? "No presentation's title matches your search."
            : "Create a presentation or start from a template."}
        </Text>
        {hasSearch ? null : (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            Create New Presentation
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface MyPresentationsTabProps {
  onOpen: (presentation: TPresentationListItem) => void;
  onCreate: () => void;
  onDeleted?: (presentationId: string) => void;
}

/** My Presentations: the decks the person may see, as cards, searchable by title, deleted after asking. */
export function MyPresentationsTab({ onOpen, onCreate, onDeleted }: MyPresentationsTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [toDelete, setToDelete] = useState<TPresentationListItem | null>(null);
  const presentations = usePresentationList({
    search: debouncedSearch || undefined,
    limit: PRESENTATIONS_PAGE_SIZE,
    offset: (page - 1) * PRESENTATIONS_PAGE_SIZE,
  });
  const deletion = useDeletePresentation({
    onDeleted: (presentationId) => {
      setToDelete(null);
      onDeleted?.(presentationId);
    },
  });

  const list = (() => {
    if (presentations.isPending) return <ListLoading label="Loading presentations" />;
    if (presentations.isError) {
      return (
        <ListLoadError
          title="Presentations could not be loaded"
          onRetry={() => void presentations.refetch()}
        />
      );
    }
    const { items, total } = presentations.data;
    if (items.length === 0 && page === 1) {
      return <NoPresentationsYet hasSearch={debouncedSearch !== ""} onCreate={onCreate} />;
    }
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((presentation) => (
            <PresentationCard
              key={presentation.id}
              presentation={presentation}
              onOpen={onOpen}
              onDelete={setToDelete}
            />
          ))}
        </SimpleGrid>
        <ListFooter
          summary={`${total} ${total === 1 ? "presentation" : "presentations"}`}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / PRESENTATIONS_PAGE_SIZE))}
          onPageChange={setPage}
        />
      </Stack>
    );
  })();

  return (
    <Stack gap="md">
      <TextInput
        label="Search presentations"
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
        title="Delete presentation"
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
