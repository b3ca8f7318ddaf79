import type { TPdfSessionConflict } from "@inkundla/shared";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";

interface SessionConflictDialogProps {
  conflict: TPdfSessionConflict | null;
  onReload: () => Promise<void>;
}

/**
 * Someone changed the session after it was shown here: the change just made was not saved, and nothing
 * more is sent until the newer version is loaded.
 */
export function SessionConflictDialog({ conflict, onReload }: SessionConflictDialogProps) {
  const [isReloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Someone else changed this PDF"
    >
      <Stack gap="sm">
        <Text size="sm">{conflict?.message}</Text>
        <Text size="sm">
          Version {conflict?.currentVersion} is now the newest. Your last change was not saved: reload to see
          theirs, then make it again.
        </Text>
        <Group justify="flex-end">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={isReloading}
            onClick={() => void reload()}
          >
            Reload the session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
