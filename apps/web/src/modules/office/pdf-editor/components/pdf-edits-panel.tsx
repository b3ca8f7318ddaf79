import type { TPdfSession } from "@inkundla/shared";
import { ActionIcon, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  describeAnnotation,
  describeModification,
  documentModifications,
  editsByPage,
  PDF_MODIFICATION_TYPE_LABELS,
} from "../pdf-session-edits";

interface PdfEditsPanelProps {
  session: TPdfSession;
  /** How many pages the export will have, or null when the changes do not fit together. */
  resultPageCount: number | null;
  isDisabled: boolean;
  onGoToPage: (page: number) => void;
  onRemove: (editId: string, description: string) => void;
}

function EditLine({
  text,
  removeLabel,
  isDisabled,
  onRemove,
}: {
  text: string;
  removeLabel: string;
  isDisabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" style={{ overflowWrap: "anywhere" }} lineClamp={2}>
        {text}
      </Text>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={removeLabel}
        disabled={isDisabled}
        onClick={onRemove}
      >
        <IconTrash size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

const LIST_STYLE = { listStyle: "none", padding: 0, margin: 0 } as const;

/** The spec's list of annotations and modifications per page, each removable. */
export function PdfEditsPanel({
  session,
  resultPageCount,
  isDisabled,
  onGoToPage,
  onRemove,
}: PdfEditsPanelProps) {
  const pages = editsByPage(session);
  const changes = documentModifications(session.modifications);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pdf-edits-heading">
      <Stack gap="sm">
        <Title order={3} size="h6" id="pdf-edits-heading">
          Edits
        </Title>
        {pages.length === 0 && changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No edits yet. Choose a tool and draw on the page.
          </Text>
        ) : null}
        {pages.map((entry) => (
          <Stack key={entry.page} gap={2} component="section" aria-label={`Edits on page ${entry.page}`}>
            <Text
              size="xs"
              fw={700}
              c="dimmed"
              component="button"
              type="button"
              style={{ background: "none", border: 0, padding: 0, textAlign: "left", cursor: "pointer" }}
              onClick={() => onGoToPage(entry.page)}
            >
              Page {entry.page}
            </Text>
            <Stack gap={2} component="ul" style={LIST_STYLE}>
              {entry.annotations.map((annotation) => {
                const text = describeAnnotation(annotation);
                return (
                  <EditLine
                    key={annotation.id}
                    text={text}
                    removeLabel={`Remove ${annotation.type} on page ${entry.page}`}
                    isDisabled={isDisabled}
                    onRemove={() => onRemove(annotation.id, text)}
                  />
                );
              })}
              {entry.redactions.map((redaction) => {
                const text = describeModification(redaction);
                return (
                  <EditLine
                    key={redaction.id}
                    text={text}
                    removeLabel={`Remove redaction on page ${entry.page}`}
                    isDisabled={isDisabled}
                    onRemove={() => onRemove(redaction.id, text)}
                  />
                );
              })}
            </Stack>
          </Stack>
        ))}
        {changes.length > 0 ? (
          <Stack gap={2} component="section" aria-label="Page and document changes">
            <Text size="xs" fw={700} c="dimmed">
              Page and document changes (in order)
            </Text>
            <Stack gap={2} component="ol" style={LIST_STYLE}>
              {changes.map((modification) => {
                const text = describeModification(modification);
                return (
                  <EditLine
                    key={modification.id}
                    text={text}
                    removeLabel={`Remove ${PDF_MODIFICATION_TYPE_LABELS[modification.type].toLowerCase()}: ${text}`}
                    isDisabled={isDisabled}
                    onRemove={() => onRemove(modification.id, text)}
                  />
                );
              })}
            </Stack>
          </Stack>
        ) : null}
        {resultPageCount !== null ? (
          <Text size="xs" c="dimmed">
            The export will have {resultPageCount} {resultPageCount === 1 ? "page" : "pages"} (the original
            has {session.pageCount}).
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
