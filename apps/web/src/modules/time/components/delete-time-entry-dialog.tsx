import type { TTimeEntry } from "@inkundla/shared";
import { formatDate, formatHours } from "@inkundla/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDeleteTimeEntry } from "../hooks/use-time-entries";

interface DeleteTimeEntryDialogProps {
  /** The entry to delete; null keeps the dialog closed. */
  entry: TTimeEntry | null;
  onClose: () => void;
}

export function DeleteTimeEntryDialog({ entry, onClose }: DeleteTimeEntryDialogProps) {
  const deleteMutation = useDeleteTimeEntry({ onDeleted: onClose });
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Delete Time Entry">
      <Stack gap="md">
        <Text>
          {entry
            ? `Delete ${formatHours(entry.hours)} on ${entry.matterTitle} (${formatDate(entry.date)}): "${entry.description}"?`
            : null}
        </Text>
        <Text size="sm" c="dimmed">
          The entry is removed for good. Billed entries cannot be deleted.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={deleteMutation.isPending}
            onClick={() => entry && deleteMutation.mutate(entry.id)}
          >
            {deleteMutation.isPending ? "Deleting..." : "Delete"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
