import { formatCents, formatDate, SPREADSHEET_TYPE_LABELS } from "@inkundla/shared";
import { Anchor, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconTablePlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useSpreadsheetList } from "../hooks/use-spreadsheets";
import { sheetSizeLabel } from "../spreadsheet-labels";
import { SPREADSHEETS_PATH, spreadsheetEditorPath } from "../spreadsheet-paths";

/** How many of a matter's sheets the tab lists (newest change first). */
const MATTER_SPREADSHEETS_SHOWN = 100;

/** A matter's Documents tab: the sheets filed on it that the person may see, each opening in the editor. */
export function MatterSpreadsheetsList({ matterId }: { matterId: string }) {
  const spreadsheets = useSpreadsheetList({ matterId, limit: MATTER_SPREADSHEETS_SHOWN, offset: 0 });
  if (spreadsheets.isPending) return <ListLoading label="Loading the matter's spreadsheets" />;
  if (spreadsheets.isError) {
    return (
      <ListLoadError
        title="The matter's spreadsheets could not be loaded"
        onRetry={() => void spreadsheets.refetch()}
      />
    );
  }
  const rows = spreadsheets.data.items;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Spreadsheets filed on this matter: calculations, budgets and schedules.
        </Text>
        <Button
          component={Link}
          to={`${SPREADSHEETS_PATH}?tab=create`}
          size="xs"
          variant="light"
          leftSection={<IconTablePlus size={14} aria-hidden />}
        >
          New spreadsheet
        </Button>
      </Group>
      {rows.length === 0 ? (
        <ListEmpty
          title="No spreadsheets on this matter yet"
          hint="Create one in Spreadsheets, from scratch, a template or an Excel file, and choose this matter."
        />
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="The matter's spreadsheets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Spreadsheet</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Revenue</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((spreadsheet) => (
                  <Table.Tr key={spreadsheet.id}>
                    <Table.Td>
                      <Anchor component={Link} to={spreadsheetEditorPath(spreadsheet.id)} fw={600}>
                        {spreadsheet.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{SPREADSHEET_TYPE_LABELS[spreadsheet.type]}</Table.Td>
                    <Table.Td>{sheetSizeLabel(spreadsheet.structure)}</Table.Td>
                    <Table.Td>
                      {spreadsheet.totals.totalRevenue === null
                        ? "—"
                        : formatCents(spreadsheet.totals.totalRevenue)}
                    </Table.Td>
                    <Table.Td>{formatDate(spreadsheet.updatedAt)}</Table.Td>
                    <Table.Td>{spreadsheet.author.name}</Table.Td>
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
