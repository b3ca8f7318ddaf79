import { formatDateTime, type TSpreadsheetConflict } from "@inkundla/shared";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCopy, IconRefresh } from "@tabler/icons-react";

interface ConflictChoiceProps {
  conflict: TSpreadsheetConflict;
  isReloading: boolean;
  isCopying: boolean;
  onReloadTheirs: () => void;
  onKeepMineAsCopy: () => void;
}

function ConflictText({ conflict }: { conflict: TSpreadsheetConflict }) {
  return (
    <>
      <Text size="sm">{conflict.message}</Text>
      <Text size="sm">
        Version {conflict.currentVersion} was saved by {conflict.savedBy} on{" "}
        {formatDateTime(conflict.savedAt)}. Your changes have not been saved; they stay on screen until you
        choose.
      </Text>
    </>
  );
}

function ConflictButtons({
  isReloading,
  isCopying,
  onReloadTheirs,
  onKeepMineAsCopy,
}: Omit<ConflictChoiceProps, "conflict">) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        size="xs"
        color="orange"
        leftSection={<IconRefresh size={14} aria-hidden />}
        loading={isReloading}
        disabled={isCopying}
        onClick={onReloadTheirs}
      >
        Reload their version
      </Button>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconCopy size={14} aria-hidden />}
        loading={isCopying}
        disabled={isReloading}
        onClick={onKeepMineAsCopy}
      >
        Keep mine as a copy
      </Button>
    </Group>
  );
}

interface SpreadsheetConflictDialogProps extends ConflictChoiceProps {
  opened: boolean;
  /** "Decide later": the dialog goes, the banner stays, nothing is saved meanwhile. */
  onDecideLater: () => void;
}

/**
 * A colleague saved the sheet after it was opened here: nothing is saved until the person takes the
 * newer version (their own changes listed for copying) or keeps theirs as a new sheet.
 */
export function SpreadsheetConflictDialog({
  opened,
  onDecideLater,
  ...choice
}: SpreadsheetConflictDialogProps) {
  return (
    <Modal opened={opened} onClose={onDecideLater} title="Someone else saved this spreadsheet" centered>
      <Stack gap="sm">
        <ConflictText conflict={choice.conflict} />
        <ConflictButtons {...choice} />
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" color="gray" onClick={onDecideLater} data-autofocus>
            Decide later
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The same choice, kept above the grid once the dialog is put aside. */
export function SpreadsheetConflictBanner(choice: ConflictChoiceProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Someone else saved this spreadsheet"
    >
      <Stack gap="xs">
        <ConflictText conflict={choice.conflict} />
        <ConflictButtons {...choice} />
      </Stack>
    </Alert>
  );
}
