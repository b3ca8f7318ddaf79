import { formatDate, type TGeneratedDocument } from "@inkundla/shared";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useGeneratedDocuments } from "../hooks/use-document-generation";
import { DocumentActions } from "./document-actions";

/** The spec shows "completed" plainly and any other status as a warning. */
function StatusBadge({ status }: { status: string }) {
  const isCompleted = status === "completed";
  return (
    <Badge color={isCompleted ? "green" : "yellow"} variant={isCompleted ? "light" : "filled"}>
      {isCompleted ? "Completed" : status}
    </Badge>
  );
}

function filedWith(document: TGeneratedDocument): string {
  const parts = [document.client, document.matterReference].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" · ") : "No client";
}

function GeneratedDocumentCard({ document }: { document: TGeneratedDocument }) {
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={document.name} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
              {document.name}
            </Title>
            <StatusBadge status={document.status} />
          </Group>
          <Text size="sm">Template: {document.template}</Text>
          <Text size="sm">Client: {filedWith(document)}</Text>
          <Text size="sm" c="dimmed">
            Created {formatDate(document.created)}
          </Text>
        </Stack>
        <DocumentActions documentId={document.id} name={document.name} isInList size="xs" />
      </Stack>
    </Paper>
  );
}

/** Generated (spec "Document automation"): the documents made from templates, each to open or download. */
export function GeneratedTab() {
  const documents = useGeneratedDocuments();
  if (documents.isPending) return <ListLoading label="Loading generated documents" />;
  if (documents.isError) {
    return (
      <ListLoadError
        title="Generated documents could not be loaded"
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return (
      <ListEmpty
        title="No Generated Documents Yet"
        hint="Choose a template and generate a document: it will be listed here."
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {documents.data.map((document) => (
        <GeneratedDocumentCard key={document.id} document={document} />
      ))}
    </SimpleGrid>
  );
}
