import { Button, CopyButton, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconCheck, IconCopy, IconX } from "@tabler/icons-react";

/**
 * After the person took a colleague's newer version: the cells they had changed (reference and what
 * they typed), kept in view to copy back in, until they dismiss it.
 */
export function KeptChangesBox({ lines, onDismiss }: { lines: string[]; onDismiss: () => void }) {
  const text = lines.join("\n");
  return (
    <Paper withBorder p="sm" component="section" aria-label="Your unsaved changes">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Your unsaved changes
        </Text>
        <Text size="sm" c="dimmed">
          The sheet now shows the newer version. These are the cells you had changed; type them in again where
          they still apply.
        </Text>
        <Textarea
          aria-label="Your unsaved changes"
          value={text}
          readOnly
          rows={Math.min(10, Math.max(2, lines.length))}
        />
        <Group gap="xs">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onDismiss}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
