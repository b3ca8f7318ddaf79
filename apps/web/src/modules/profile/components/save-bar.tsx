import { Button, Group, Text } from "@mantine/core";

interface SaveBarProps {
  hasEdits: boolean;
  isSaving: boolean;
  onReset: () => void;
}

export function SaveBar({ hasEdits, isSaving, onReset }: SaveBarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {hasEdits ? "You have unsaved changes." : "All changes saved."}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={onReset} disabled={!hasEdits || isSaving}>
          Discard
        </Button>
        <Button type="submit" disabled={!hasEdits || isSaving}>
          {isSaving ? "Saving..." : "Save Changes"}
        </Button>
      </Group>
    </Group>
  );
}
