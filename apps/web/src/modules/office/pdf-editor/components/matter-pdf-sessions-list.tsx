import { formatDate } from "@inkundla/shared";
import { Anchor, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListFooter } from "../../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { OFFICE_ITEMS_PAGE_SIZE } from "../../office-items-tab";
import { usePdfSessionPages } from "../hooks/use-pdf-sessions";
import { PDF_EDITOR_PATH, pdfEditorSessionPath } from "../pdf-editor-paths";
import { countEdits } from "../pdf-session-edits";

/** A matter's PDF sessions (for its Documents tab) a page at a time, each opening in the PDF editor. */
export function MatterPdfSessionsList({ matterId }: { matterId: string }) {
  const { sessions, page, setPage, pageCount } = usePdfSessionPages({ matterId }, OFFICE_ITEMS_PAGE_SIZE);
  if (sessions.isPending) return <ListLoading label="Loading the matter's PDFs" />;
  if (sessions.isError) {
    return (
      <ListLoadError title="The matter's PDFs could not be loaded" onRetry={() => void sessions.refetch()} />
    );
  }
  const { items: rows, total } = sessions.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          PDFs edited for this matter: annotated, redacted, numbered or bundled.
        </Text>
        <Button
          component={Link}
          to={`${PDF_EDITOR_PATH}?tab=upload`}
          size="xs"
          variant="light"
          leftSection={<IconFileTypePdf size={14} aria-hidden />}
        >
          Upload PDF
        </Button>
      </Group>
      {rows.length === 0 && page > 1 ? (
        // The page emptied and is stepping back to the last one with PDFs.
        <ListLoading label="Loading the matter's PDFs" />
      ) : rows.length === 0 ? (
        <ListEmpty
          title="No PDFs on this matter yet"
          hint="Upload a PDF in the PDF editor and choose this matter."
        />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label="The matter's PDFs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>File</Table.Th>
                  <Table.Th>Pages</Table.Th>
                  <Table.Th>Edits</Table.Th>
                  <Table.Th>Exported</Table.Th>
                  <Table.Th>Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((session) => (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={pdfEditorSessionPath(session.id)}
                        fw={600}
                        style={{ overflowWrap: "anywhere" }}
                      >
                        {session.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{session.pageCount}</Table.Td>
                    <Table.Td>{countEdits(session.editCounts).total}</Table.Td>
                    <Table.Td>{session.exportedAt ? formatDate(session.exportedAt) : "—"}</Table.Td>
                    <Table.Td>{formatDate(session.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {rows.length > 0 ? (
        <ListFooter
          summary={`${total} ${total === 1 ? "PDF" : "PDFs"}`}
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
        />
      ) : null}
    </Stack>
  );
}
