import type { TTimeEntry } from "@inkundla/shared";
import { formatDate, formatHours } from "@inkundla/shared";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useDeleteTimeEntry } from "../hooks/use-time-entries";

interface DeleteTimeEntryDialogProps {
  /** The entry to delete; null keeps the dialog closed. */
  entry: TTimeEntry | null;
  onClose: () => void;
}

export function DeleteTimeEntryDialog({ entry, onClose }: DeleteTimeEntryDialogProps) {
  const deleteMutation = useDeleteTimeEntry({ onDeleted: onClose });
  return (
    <ConfirmDialog
      opened={entry !== null}
      title="Delete Time Entry"
      message={
        entry
          ? `Delete ${formatHours(entry.hours)} on ${entry.matterTitle} (${formatDate(entry.date)}): "${entry.description}"?`
          : null
      }
      confirmLabel="Delete"
      isDestructive
      isPending={deleteMutation.isPending}
      onConfirm={() => entry && deleteMutation.mutate(entry.id)}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        The entry is removed for good. Billed entries cannot be deleted.
      </Text>
    </ConfirmDialog>
  );
}
