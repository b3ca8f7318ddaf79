import {
  formatDateTime,
  type TSpreadsheet,
  type TSpreadsheetConflict,
  type TSpreadsheetVersionSummary,
} from "@inkundla/shared";
import { Badge, Button, Drawer, Group, Paper, Stack, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useRestoreSpreadsheetVersion, useSpreadsheetVersions } from "../hooks/use-spreadsheet-versions";
import { SPREADSHEET_VERSION_REASON_LABELS } from "../spreadsheet-labels";

interface SpreadsheetVersionsDrawerProps {
  opened: boolean;
  onClose: () => void;
  spreadsheetId: string;
  /** The version the editor is based on (the newest it knows of). */
  currentVersion: number;
  canRestore: boolean;
  hasUnsavedChanges: boolean;
  onRestored: (spreadsheet: TSpreadsheet) => void;
  onConflict: (conflict: TSpreadsheetConflict) => void;
}

function VersionRow({
  version,
  isCurrent,
  canRestore,
  onRestore,
}: {
  version: TSpreadsheetVersionSummary;
  isCurrent: boolean;
  canRestore: boolean;
  onRestore: () => void;
}) {
  return (
    <Paper component="li" withBorder p="sm" aria-label={`Version ${version.version}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>v{version.version}</Text>
          <Badge variant="light" color="gray">
            {SPREADSHEET_VERSION_REASON_LABELS[version.reason]}
          </Badge>
          {isCurrent ? (
            <Badge variant="light" color="green">
              Current
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {version.savedBy.name} · {formatDateTime(version.savedAt)}
        </Text>
        <Text size="sm" c="dimmed">
          {version.title}
        </Text>
        {canRestore && !isCurrent ? (
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRestore size={14} aria-hidden />}
              aria-label={`Restore version ${version.version}`}
              onClick={onRestore}
            >
              Restore
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function VersionsPanel({
  spreadsheetId,
  currentVersion,
  canRestore,
  hasUnsavedChanges,
  onRestored,
  onConflict,
}: Omit<SpreadsheetVersionsDrawerProps, "opened" | "onClose">) {
  const [toRestore, setToRestore] = useState<number | null>(null);
  const versions = useSpreadsheetVersions(spreadsheetId);
  const restore = useRestoreSpreadsheetVersion(spreadsheetId, {
    onRestored: (spreadsheet) => {
      setToRestore(null);
      onRestored(spreadsheet);
    },
    onConflict: (conflict) => {
      setToRestore(null);
      onConflict(conflict);
    },
  });
  return (
    <>
      {versions.isPending ? (
        <ListLoading label="Loading versions" />
      ) : versions.isError ? (
        <ListLoadError title="Versions could not be loaded" onRetry={() => void versions.refetch()} />
      ) : versions.data.length === 0 ? (
        <ListEmpty title="No versions yet" hint="Each save keeps a version here." />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label="Saved versions">
          {versions.data.map((version) => (
            <VersionRow
              key={version.version}
              version={version}
              isCurrent={version.version === currentVersion}
              canRestore={canRestore}
              onRestore={() => setToRestore(version.version)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={toRestore !== null}
        title="Restore version"
        message={`Restore version ${toRestore ?? ""}? It becomes the newest version; the versions after it are kept.`}
        confirmLabel="Restore"
        isPending={restore.isPending}
        onConfirm={() => {
          if (toRestore !== null) restore.mutate({ version: toRestore, baseVersion: currentVersion });
        }}
        onClose={() => setToRestore(null)}
      >
        {hasUnsavedChanges ? (
          <Text size="sm" c="red">
            Your unsaved changes in the sheet will be replaced by the restored version.
          </Text>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** Versions: every save of the sheet, any of which can be restored as the newest. */
export function SpreadsheetVersionsDrawer({ opened, onClose, ...panel }: SpreadsheetVersionsDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Versions" position="right" size="md">
      {opened ? <VersionsPanel {...panel} /> : null}
    </Drawer>
  );
}
