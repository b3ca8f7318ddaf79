import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFilePlus, IconFiles, IconTable } from "@tabler/icons-react";
import { readApiErrorStatus } from "../../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useSpreadsheet } from "../hooks/use-spreadsheets";
import { SpreadsheetSessionView } from "./spreadsheet-session-view";

interface SpreadsheetEditorTabProps {
  spreadsheetId: string | null;
  onClose: () => void;
  onOpenSpreadsheet: (spreadsheetId: string) => void;
  onShowSpreadsheets: () => void;
  onCreate: () => void;
}

function NoSpreadsheetOpen({
  onShowSpreadsheets,
  onCreate,
}: Pick<SpreadsheetEditorTabProps, "onShowSpreadsheets" | "onCreate">) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon variant="light" size="xl" aria-hidden>
          <IconTable size={24} />
        </ThemeIcon>
        <Title order={2} size="h4">
          No Spreadsheet Open
        </Title>
        <Text size="sm" c="dimmed">
          Choose a spreadsheet from My Spreadsheets or create a new one
        </Text>
        <Group gap="sm" justify="center">
          <Button
            variant="light"
            leftSection={<IconFiles size={16} aria-hidden />}
            onClick={onShowSpreadsheets}
          >
            My Spreadsheets
          </Button>
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={onCreate}>
            Create New
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Editor: the open sheet, or a prompt to choose or create one. */
export function SpreadsheetEditorTab({
  spreadsheetId,
  onClose,
  onOpenSpreadsheet,
  onShowSpreadsheets,
  onCreate,
}: SpreadsheetEditorTabProps) {
  const spreadsheet = useSpreadsheet(spreadsheetId);
  if (spreadsheetId === null)
    return <NoSpreadsheetOpen onShowSpreadsheets={onShowSpreadsheets} onCreate={onCreate} />;
  if (spreadsheet.isPending) return <ListLoading label="Loading the spreadsheet" />;
  if (spreadsheet.isError) {
    const isMissing = readApiErrorStatus(spreadsheet.error) === 404;
    return (
      <ListLoadError
        title={
          isMissing
            ? "This spreadsheet no longer exists, or you may not open it"
            : "The spreadsheet could not be loaded"
        }
        onRetry={() => void spreadsheet.refetch()}
      />
    );
  }
  // A new session (a fresh engine and base version) for each sheet opened.
  return (
    <SpreadsheetSessionView
      key={spreadsheet.data.id}
      spreadsheet={spreadsheet.data}
      onClose={onClose}
      onOpenSpreadsheet={onOpenSpreadsheet}
    />
  );
}
