import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileText, IconPencil } from "@tabler/icons-react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useLegalDocuments } from "../hooks/use-legal-writing";
import { LegalDocumentCard } from "./legal-document-card";

function NoDocumentsYet({ onCompose }: { onCompose: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconFileText size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No Documents Generated Yet
        </Title>
        <Text size="sm" c="dimmed">
          Compose a document: give its type and key points, and it is drafted with South African authority
          from the research corpus.
        </Text>
        <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onCompose}>
          Compose Document
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Generated Documents: the firm's documents, newest first. While any is still queued or being written
 * the list is read again every 2 s, so finished ones appear unasked.
 */
export function GeneratedDocumentsTab({ onCompose }: { onCompose: () => void }) {
  const documents = useLegalDocuments();
  if (documents.isPending) return <ListLoading label="Loading generated documents" />;
  if (documents.isError) {
    return (
      <ListLoadError
        title="Generated documents could not be loaded"
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) return <NoDocumentsYet onCompose={onCompose} />;
  return (
    <Stack gap="lg">
      {documents.data.map((document) => (
        <LegalDocumentCard key={document.id} document={document} />
      ))}
    </Stack>
  );
}
