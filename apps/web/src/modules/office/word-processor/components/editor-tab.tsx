import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFilePlus, IconFiles, IconPencil } from "@tabler/icons-react";
import { readApiErrorStatus } from "../../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useOfficeDocument } from "../hooks/use-office-documents";
import { DocumentSessionView } from "./document-session-view";

interface EditorTabProps {
  documentId: string | null;
  onClose: () => void;
  onOpenDocument: (documentId: string) => void;
  onShowDocuments: () => void;
  onCreate: () => void;
}

function NoDocumentOpen({ onShowDocuments, onCreate }: Pick<EditorTabProps, "onShowDocuments" | "onCreate">) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconPencil size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No Document Open
        </Title>
        <Text size="sm" c="dimmed">
          Choose a document from My Documents or create a new one
        </Text>
        <Group gap="sm" justify="center">
          <Button variant="light" leftSection={<IconFiles size={16} aria-hidden />} onClick={onShowDocuments}>
            My Documents
          </Button>
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={onCreate}>
            Create New
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Editor: the open document, or a prompt to choose or create one. */
export function EditorTab({
  documentId,
  onClose,
  onOpenDocument,
  onShowDocuments,
  onCreate,
}: EditorTabProps) {
  const document = useOfficeDocument(documentId);
  if (documentId === null) return <NoDocumentOpen onShowDocuments={onShowDocuments} onCreate={onCreate} />;
  if (document.isPending) return <ListLoading label="Loading the document" />;
  if (document.isError) {
    const isMissing = readApiErrorStatus(document.error) === 404;
    return (
      <ListLoadError
        title={
          isMissing
            ? "This document no longer exists, or you may not open it"
            : "The document could not be loaded"
        }
        onRetry={() => void document.refetch()}
      />
    );
  }
  // A new session (a fresh editor and base version) for each document opened.
  return (
    <DocumentSessionView
      key={document.data.id}
      document={document.data}
      onClose={onClose}
      onOpenDocument={onOpenDocument}
    />
  );
}
