import {
  ActionIcon,
  Button,
  Collapse,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconChevronDown, IconChevronUp, IconCopy, IconX } from "@tabler/icons-react";
import { useState } from "react";

interface KeptTextBoxProps {
  /** The person's unsaved text, as plain paragraphs. */
  text: string;
  onDismiss: () => void;
}

/**
 * After the person reloaded a colleague's version, their own unsaved text stays here, read-only,
 * to copy what they still need into the document.
 */
export function KeptTextBox({ text, onDismiss }: KeptTextBoxProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Your unsaved text">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            Your unsaved text was kept aside
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              aria-expanded={isOpen}
              rightSection={
                isOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
              onClick={() => setOpen((open) => !open)}
            >
              {isOpen ? "Hide" : "Show"}
            </Button>
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
            <Tooltip label="Dismiss">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Dismiss your unsaved text"
                onClick={onDismiss}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Collapse expanded={isOpen} keepMounted={false}>
          <Textarea label="Your unsaved text" readOnly rows={10} resize="vertical" value={text} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
