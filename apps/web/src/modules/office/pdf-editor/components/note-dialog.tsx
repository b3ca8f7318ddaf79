import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";

interface NoteDialogProps {
  opened: boolean;
  page: number;
  isPending: boolean;
  onClose: () => void;
  onSave: (text: string) => void;
}

/** The text of a note being placed on a page. */
export function NoteDialog({ opened, page, isPending, onClose, onSave }: NoteDialogProps) {
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    onSave(text.trim());
    setText("");
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Note on page ${page}`}>
      <form onSubmit={submit} noValidate aria-label="Note">
        <Stack gap="sm">
          <Textarea
            label="Note"
            autosize
            minRows={3}
            maxLength={5000}
            data-autofocus
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={text.trim() === ""} loading={isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
