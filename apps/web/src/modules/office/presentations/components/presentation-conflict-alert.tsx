import { formatDateTime, type TPresentationConflict } from "@inkundla/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconCopy, IconRefresh } from "@tabler/icons-react";

interface PresentationConflictAlertProps {
  conflict: TPresentationConflict;
  isReloading: boolean;
  isCopying: boolean;
  onReloadTheirs: () => void;
  onKeepMineAsCopy: () => void;
}

/**
 * Someone saved the deck after it was opened here: nothing is saved until the person chooses to take
 * the newer version or to keep their slides as a new presentation.
 */
export function PresentationConflictAlert({
  conflict,
  isReloading,
  isCopying,
  onReloadTheirs,
  onKeepMineAsCopy,
}: PresentationConflictAlertProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Someone else saved this presentation"
    >
      <Text size="sm">{conflict.message}</Text>
      <Text size="sm" mt={4}>
        Version {conflict.currentVersion} was saved by {conflict.savedBy} on{" "}
        {formatDateTime(conflict.savedAt)}. Your changes have not been saved.
      </Text>
      <Group gap="sm" mt="sm" wrap="wrap">
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
    </Alert>
  );
}
