import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="lg">
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.isPending}>
            Cancel
          </Button>
          <Button color={props.color} onClick={props.onConfirm} disabled={props.isPending} data-autofocus>
            {props.isPending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
