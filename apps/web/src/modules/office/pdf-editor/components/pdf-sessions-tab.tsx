import type { TPdfSessionCard } from "@inkundla/shared";
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListFooter } from "../../../../ui/list-footer";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { ListSearchInput, OFFICE_ITEMS_PAGE_SIZE } from "../../office-items-tab";
import { useDeletePdfSession, usePdfSessionPages } from "../hooks/use-pdf-sessions";
import { PdfSessionCard } from "./pdf-session-card";

interface PdfSessionsTabProps {
  onOpen: (session: TPdfSessionCard) => void;
  onUpload: () => void;
  onDeleted?: (sessionId: string) => void;
}

/** The tab with no card to show: none at all (with the upload button), or none the search finds. */
function NoSessions({ onUpload }: { onUpload: (() => void) | null }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileTypePdf size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {onUpload ? "No PDF Sessions Yet" : "No PDF Sessions Found"}
        </Title>
        <Text size="sm" c="dimmed">
          {onUpload
            ? "Upload a PDF to annotate, redact, number or rearrange it."
            : "No session's file name matches your search."}
        </Text>
        {onUpload ? (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            Upload PDF
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * PDF Sessions: the sessions the person may see as cards, searchable by file name, a page at a time;
 * each deleted only after asking.
 */
export function PdfSessionsTab({ onOpen, onUpload, onDeleted }: PdfSessionsTabProps) {
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const { sessions, page, setPage, pageCount } = usePdfSessionPages(
    { search: debouncedSearch || undefined },
    OFFICE_ITEMS_PAGE_SIZE,
  );
  const [toDelete, setToDelete] = useState<TPdfSessionCard | null>(null);
  const deletion = useDeletePdfSession({
    onDeleted: (sessionId) => {
      setToDelete(null);
      onDeleted?.(sessionId);
    },
  });

  const list = (() => {
    if (sessions.isPending) return <ListLoading label="Loading PDF sessions" />;
    if (sessions.isError) {
      return (
        <ListLoadError title="PDF sessions could not be loaded" onRetry={() => void sessions.refetch()} />
      );
    }
    const { items, total } = sessions.data;
    if (items.length === 0) {
      // An empty answer kept from another search says nothing about this one, and an emptied later page
      // is about to step back: neither is "nothing here".
      if (sessions.isPlaceholderData || page > 1) return <ListLoading label="Loading PDF sessions" />;
      return <NoSessions onUpload={debouncedSearch === "" ? onUpload : null} />;
    }
    return (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.map((session) => (
            <PdfSessionCard key={session.id} session={session} onOpen={onOpen} onDelete={setToDelete} />
          ))}
        </SimpleGrid>
        <ListFooter
          summary={`${total} ${total === 1 ? "PDF session" : "PDF sessions"}`}
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      </Stack>
    );
  })();

  return (
    <Stack gap="md">
      <ListSearchInput
        label="Search PDF sessions"
        placeholder="Search by file name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {list}
      <ConfirmDialog
        opened={toDelete !== null}
        title="Delete PDF session"
        message={`Delete "${toDelete?.fileName ?? ""}"? Its edits and exports are removed for everyone.`}
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
