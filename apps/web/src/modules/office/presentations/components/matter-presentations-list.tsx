import { formatCount, formatDate, PRESENTATION_TYPE_LABELS } from "@inkundla/shared";
import { Anchor, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconPresentation } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { usePresentationList } from "../hooks/use-presentations";
import { PRESENTATIONS_PATH, presentationEditorPath } from "../presentation-paths";

/** How many of a matter's decks are listed (newest change first). */
const MATTER_PRESENTATIONS_SHOWN = 100;

/** A matter's presentations that the person may see, each opening in the slide editor. */
export function MatterPresentationsList({ matterId }: { matterId: string }) {
  const presentations = usePresentationList({ matterId, limit: MATTER_PRESENTATIONS_SHOWN, offset: 0 });
  if (presentations.isPending) return <ListLoading label="Loading the matter's presentations" />;
  if (presentations.isError) {
    return (
      <ListLoadError
        title="The matter's presentations could not be loaded"
        onRetry={() => void presentations.refetch()}
      />
    );
  }
  const rows = presentations.data.items;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Presentations filed on this matter.
        </Text>
        <Button
          component={Link}
          to={`${PRESENTATIONS_PATH}?tab=create`}
          size="xs"
          variant="light"
          leftSection={<IconPresentation size={14} aria-hidden />}
        >
          New presentation
        </Button>
      </Group>
      {rows.length === 0 ? (
        <ListEmpty
          title="No presentations on this matter yet"
          hint="Create one under Presentations and choose this matter."
        />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label="The matter's presentations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Presentation</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Slides</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((presentation) => (
                  <Table.Tr key={presentation.id}>
                    <Table.Td>
                      <Anchor component={Link} to={presentationEditorPath(presentation.id)} fw={600}>
                        {presentation.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{PRESENTATION_TYPE_LABELS[presentation.type]}</Table.Td>
                    <Table.Td>{formatCount(presentation.slides.total, "slide")}</Table.Td>
                    <Table.Td>{formatDate(presentation.updatedAt)}</Table.Td>
                    <Table.Td>{presentation.author.name}</Table.Td>
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
