import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface CloseSpreadsheetDialogProps {
  opened: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSaveAndClose: () => void;
}

/** Closing with changes not yet saved: save them, leave them, or stay. Staying has the focus. */
export function CloseSpreadsheetDialog({
  opened,
  isSaving,
  onCancel,
  onDiscard,
  onSaveAndClose,
}: CloseSpreadsheetDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Unsaved changes" centered>
      <Stack gap="md">
        <Text size="sm">This spreadsheet has changes that are not saved yet. Save them before closing?</Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Keep editing
          </Button>
          <Button variant="light" color="red" onClick={onDiscard} disabled={isSaving}>
            Close without saving
          </Button>
          <Button onClick={onSaveAndClose} loading={isSaving}>
            Save and close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
