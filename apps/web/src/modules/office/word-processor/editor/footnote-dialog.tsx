import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";

interface FootnoteDialogProps {
  opened: boolean;
  onClose: () => void;
  onInsert: (text: string) => void;
}

/** Asks for a footnote's text; a blank one is not inserted. */
export function FootnoteDialog({ opened, onClose, onInsert }: FootnoteDialogProps) {
  const [text, setText] = useState("");
  const close = () => {
    setText("");
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onInsert(trimmed);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Insert footnote" centered>
      <form onSubmit={submit} aria-label="Insert footnote">
        <Stack gap="md">
          <Textarea
            label="Footnote text"
            description="Shown as a numbered note at the foot of the page when exported."
            autosize
            minRows={2}
            maxLength={2000}
            data-autofocus
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={text.trim() === ""}>
              Insert footnote
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
