import { formatCount, formatDate, type TPdfSessionCard } from "@inkundla/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconFileTypePdf, IconTrash } from "@tabler/icons-react";
import { countEdits, PDF_ANNOTATION_TYPE_LABELS, PDF_MODIFICATION_TYPE_LABELS } from "../pdf-session-edits";

interface PdfSessionCardProps {
  session: TPdfSessionCard;
  onOpen: (session: TPdfSessionCard) => void;
  onDelete: (session: TPdfSessionCard) => void;
}

function filedWith(session: TPdfSessionCard): string | null {
  const parts = [session.clientName, session.matterReference].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" — ") : null;
}

/**
 * One session in PDF Sessions (spec: file name, edit count, annotation and modification chips, created
 * and updated dates), with Open and, when the person may, Delete.
 */
export function PdfSessionCard({ session, onOpen, onDelete }: PdfSessionCardProps) {
  const counts = countEdits(session.editCounts);
  const client = filedWith(session);
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={session.fileName} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconFileTypePdf size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
              {session.fileName}
            </Title>
          </Group>
          <Text size="sm" fw={600} data-testid="edit-count">
            {formatCount(counts.total, "edit")} · {formatCount(session.pageCount, "page")}
          </Text>
          {counts.annotations.length + counts.modifications.length > 0 ? (
            <Group gap={6} wrap="wrap" aria-label="Edits by type" role="list">
              {counts.annotations.map(({ type, count }) => (
                <Badge key={type} role="listitem" variant="light" color="yellow">
                  {PDF_ANNOTATION_TYPE_LABELS[type]}: {count}
                </Badge>
              ))}
              {counts.modifications.map(({ type, count }) => (
                <Badge key={type} role="listitem" variant="light" color={type === "redact" ? "dark" : "blue"}>
                  {PDF_MODIFICATION_TYPE_LABELS[type]}: {count}
                </Badge>
              ))}
            </Group>
          ) : null}
          <Text size="sm" c="dimmed">
            Created {formatDate(session.createdAt)} · Updated {formatDate(session.updatedAt)}
          </Text>
          {client ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {client}
            </Text>
          ) : null}
          {session.exportFileName ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              Exported as {session.exportFileName}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Open ${session.fileName}`}
            onClick={() => onOpen(session)}
          >
            Open
          </Button>
          {session.canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${session.fileName}`}
              onClick={() => onDelete(session)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
