import type { TOfficeDocumentListItem } from "@inkundla/shared";
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFilePlus, IconFileText, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListFooter } from "../../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useDeleteOfficeDocument, useOfficeDocumentList } from "../hooks/use-office-documents";
import { OfficeDocumentCard } from "./office-document-card";

export const DOCUMENTS_PAGE_SIZE = 24;

function NoDocumentsYet({ hasSearch, onCreate }: { hasSearch: boolean; onCreate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileText size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {hasSearch ? "No Documents Found" : "No Documents Yet"}
        </Title>
        <Text size="sm" c="dimmed">
          {hasSearch
            ? "No document's title matches your search."
            : "Create a document, start from a template or import a Word file."}
        </Text>
        {hasSearch ? null : (
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={onCreate}>
            Create New Document
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface MyDocumentsTabProps {
  onOpen: (document: TOfficeDocumentListItem) => void;
  onCreate: () => void;
  /** A document was deleted (the editor closes it if it had it open). */
  onDeleted?: (documentId: string) => void;
}

/** My Documents: the documents the person may see, as cards, searchable by title, deleted after asking. */
export function MyDocumentsTab({ onOpen, onCreate, onDeleted }: MyDocumentsTabProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [toDelete, setToDelete] = useState<TOfficeDocumentListItem | null>(null);
  const documents = useOfficeDocumentList({
    search: debouncedSearch || undefined,
    limit: DOCUMENTS_PAGE_SIZE,
    offset: (page - 1) * DOCUMENTS_PAGE_SIZE,
  });
  const deletion = useDeleteOfficeDocument({
    onDeleted: (documentId) => {
      setToDelete(null);
      onDeleted?.(documentId);
    },
  });

  const list = (() => {
    if (documents.isPending) return <ListLoading label="Loading documents" />;
    if (documents.isError) {
      return <ListLoadError title="Documents could not be loaded" onRetry={() => void documents.refetch()} />;
    }
    const { items, total } = documents.data;
    if (items.length === 0 && page === 1) {
      return <NoDocumentsYet hasSearch={debouncedSearch !== ""} onCreate={onCreate} />;
    }
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((document) => (
            <OfficeDocumentCard
              key={document.id}
              document={document}
              onOpen={onOpen}
              onDelete={setToDelete}
            />
          ))}
        </SimpleGrid>
        <ListFooter
          summary={`${total} ${total === 1 ? "document" : "documents"}`}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / DOCUMENTS_PAGE_SIZE))}
          onPageChange={setPage}
        />
      </Stack>
    );
  })();

  return (
    <Stack gap="md">
      <TextInput
        label="Search documents"
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
        title="Delete document"
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
