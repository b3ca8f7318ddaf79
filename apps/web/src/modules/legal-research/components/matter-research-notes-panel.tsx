import { formatDateTime, type TResearchNote } from "@inkundla/shared";
import { Anchor, Blockquote, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { readApiErrorMessage } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useMatterResearchNotes, useRemoveResearchNote } from "../hooks/use-research-notes";
import { readerPath } from "../research-search-params";

function ResearchNoteCard({ note, onRemove }: { note: TResearchNote; onRemove: () => void }) {
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={note.documentTitle}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={readerPath(note.documentId, { query: note.query, pinpoint: note.pinpoint })}
              fw={600}
            >
              {note.documentTitle}
            </Anchor>
            <Text size="sm">{[note.citation, note.pinpoint].filter(Boolean).join(" · ")}</Text>
          </Stack>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={`Remove ${note.pinpoint ? `${note.pinpoint} of ` : ""}${note.documentTitle}`}
            style={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        </Group>
        {note.passage ? (
          <Blockquote p="xs" color="gray" style={{ whiteSpace: "pre-wrap" }}>
            <Text size="sm" lineClamp={6}>
              {note.passage}
            </Text>
          </Blockquote>
        ) : null}
        {note.comment ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {note.comment}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Saved by {note.createdBy} · {formatDateTime(note.createdAt)}
          {note.query ? ` · found searching “${note.query}”` : ""}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * A matter's Research tab: the passages kept on it from Legal research, newest first, each linking back
 * to the reader at its passage.
 */
export function MatterResearchNotesPanel({ matterId }: { matterId: string }) {
  const notes = useMatterResearchNotes(matterId);
  const remove = useRemoveResearchNote(matterId);
  const [noteToRemove, setNoteToRemove] = useState<TResearchNote | null>(null);

  const closeConfirm = () => {
    setNoteToRemove(null);
    remove.reset();
  };

  const confirmRemove = () => {
    if (!noteToRemove) return;
    remove.mutate(noteToRemove.id, {
      onSuccess: () => {
        notifications.show({
          title: "Research removed",
          message: `${noteToRemove.documentTitle} is no longer on this matter.`,
          color: "green",
        });
        closeConfirm();
      },
    });
  };

  if (notes.isPending) return <ListLoading label="Loading research" />;
  if (notes.isError)
    return <ListLoadError title="Research could not be loaded" onRetry={() => void notes.refetch()} />;
  return (
    <Stack gap="sm">
      {notes.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>No research saved yet</Text>
          <Text size="sm" c="dimmed">
            Search judgments and legislation in{" "}
            <Anchor component={Link} to="/legal-research">
              Legal research
            </Anchor>{" "}
            and save a passage to this matter from the reader.
          </Text>
        </Paper>
      ) : (
        notes.data.map((note) => (
          <ResearchNoteCard key={note.id} note={note} onRemove={() => setNoteToRemove(note)} />
        ))
      )}
      <ConfirmDialog
        opened={noteToRemove !== null}
        title="Remove research"
        message={
          noteToRemove
            ? `Remove ${noteToRemove.pinpoint ? `${noteToRemove.pinpoint} of ` : ""}${noteToRemove.documentTitle} from this matter?`
            : ""
        }
        error={
          remove.isError ? (
            <Text size="sm" c="red">
              {readApiErrorMessage(remove.error) ?? "The research could not be removed. Please try again."}
            </Text>
          ) : undefined
        }
        confirmLabel="Remove"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeConfirm}
      >
        <Text size="sm" c="dimmed">
          The document stays in Legal research; only this note and its comment are removed.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
