import { formatCount, formatDate, OFFICE_DOCUMENT_TYPE_LABELS } from "@inkundla/shared";
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useOfficeDocumentList } from "../hooks/use-office-documents";
import { OFFICE_DOCUMENT_ORIGIN_LABELS, versionLabel } from "../office-document-labels";
import { WORD_PROCESSOR_PATH, wordProcessorEditorPath } from "../word-processor-paths";

/** How many of a matter's documents the tab lists (newest change first). */
const MATTER_DOCUMENTS_SHOWN = 100;

/**
 * A matter's Documents tab: every firm document filed on it that the person may see — written in the
 * word processor, imported, generated from a template or drafted by the writing assistant — each
 * opening in the editor.
 */
export function MatterDocumentsPanel({ matterId }: { matterId: string }) {
  const documents = useOfficeDocumentList({ matterId, limit: MATTER_DOCUMENTS_SHOWN, offset: 0 });
  if (documents.isPending) return <ListLoading label="Loading the matter's documents" />;
  if (documents.isError) {
    return (
      <ListLoadError title="The matter's documents could not be loaded" onRetry={() => documents.refetch()} />
    );
  }
  const rows = documents.data.items;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Documents filed on this matter: written, imported, generated from templates or drafted.
        </Text>
        <Button
          component={Link}
          to={`${WORD_PROCESSOR_PATH}?tab=create`}
          size="xs"
          variant="light"
          leftSection={<IconFileText size={14} aria-hidden />}
        >
          New document
        </Button>
      </Group>
      {rows.length === 0 ? (
        <ListEmpty
          title="No documents on this matter yet"
          hint="Create one in the word processor, generate one from a template or draft one with the writing assistant, and choose this matter."
        />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="The matter's documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Words</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Anchor component={Link} to={wordProcessorEditorPath(document.id)} fw={600}>
                          {document.title}
                        </Anchor>
                        {document.origin !== "word_processor" ? (
                          <Badge size="xs" color="gray" variant="light">
                            {OFFICE_DOCUMENT_ORIGIN_LABELS[document.origin]}
                          </Badge>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{OFFICE_DOCUMENT_TYPE_LABELS[document.type]}</Table.Td>
                    <Table.Td>{versionLabel(document.version)}</Table.Td>
                    <Table.Td>{formatCount(document.metadata.wordCount, "word")}</Table.Td>
                    <Table.Td>{formatDate(document.updatedAt)}</Table.Td>
                    <Table.Td>{document.author.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
