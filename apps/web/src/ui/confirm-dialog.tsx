import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, naming what is about to happen to what. */
  message: ReactNode;
  /** What else to know before confirming (a consequence, a rule), shown beneath the question. */
  children?: ReactNode;
  /** The server's refusal of an earlier attempt, shown above the question. */
  error?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for an action that removes, closes or discards something. */
  isDestructive?: boolean;
  /** The action is running: the confirm button shows a loader and cannot be pressed again. */
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot simply be undone. The safe button takes the focus, so Enter or
 * Space on opening cancels rather than confirms; Escape, the close button and Cancel all close.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  children,
  error,
  confirmLabel,
  cancelLabel = "Cancel",
  isDestructive = false,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {error}
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={isDestructive ? "red" : undefined} loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
