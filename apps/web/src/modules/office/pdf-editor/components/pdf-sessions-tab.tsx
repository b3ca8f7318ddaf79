import type { TPdfSession } from "@inkundla/shared";
import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useDeletePdfSession, usePdfSessionList } from "../hooks/use-pdf-sessions";
import { PdfSessionCard } from "./pdf-session-card";

interface PdfSessionsTabProps {
  onOpen: (session: TPdfSession) => void;
  onUpload: () => void;
  onDeleted?: (sessionId: string) => void;
}

function NoSessionsYet({ onUpload }: { onUpload: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileTypePdf size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No PDF Sessions Yet
        </Title>
        <Text size="sm" c="dimmed">
          Upload a PDF to annotate, redact, number or rearrange it.
        </Text>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
          Upload PDF
        </Button>
      </Stack>
    </Paper>
  );
}

/** PDF Sessions: every session the person may see, as cards; deleted after asking. */
export function PdfSessionsTab({ onOpen, onUpload, onDeleted }: PdfSessionsTabProps) {
  const sessions = usePdfSessionList();
  const [toDelete, setToDelete] = useState<TPdfSession | null>(null);
  const deletion = useDeletePdfSession({
    onDeleted: (sessionId) => {
      setToDelete(null);
      onDeleted?.(sessionId);
    },
  });

  if (sessions.isPending) return <ListLoading label="Loading PDF sessions" />;
  if (sessions.isError) {
    return <ListLoadError title="PDF sessions could not be loaded" onRetry={() => void sessions.refetch()} />;
  }
  if (sessions.data.length === 0) return <NoSessionsYet onUpload={onUpload} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sessions.data.map((session) => (
          <PdfSessionCard key={session.id} session={session} onOpen={onOpen} onDelete={setToDelete} />
        ))}
      </SimpleGrid>
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
