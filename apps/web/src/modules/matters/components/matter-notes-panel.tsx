import { formatDateTime, MATTER_LIMITS } from "@inkundla/shared";
import { Button, Center, Group, Loader, Paper, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useAddMatterNote } from "../hooks/use-matter-changes";
import { useMatterNotes } from "../hooks/use-matters";

export function MatterNotesPanel({ matterId }: { matterId: string }) {
  const notes = useMatterNotes(matterId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddMatterNote(matterId, { onAdded: () => setBody("") });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError("Note text is required");
      return;
    }
    setError(null);
    addNote.mutate(body.trim());
  };

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Textarea
              label="Add a note"
              rows={3}
              maxLength={MATTER_LIMITS.noteMax}
              value={body}
              error={error}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={addNote.isPending}>
                Add Note
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {notes.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading notes" />
        </Center>
      ) : notes.isError ? (
        <Text size="sm" c="red">
          Notes could not be loaded.
        </Text>
      ) : notes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="sm" aria-label="Notes">
          {notes.data.map((note) => (
            <Paper key={note.id} withBorder p="sm">
              <Text size="xs" c="dimmed">
                {note.authorName ?? "A former member"} · {formatDateTime(note.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {note.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
