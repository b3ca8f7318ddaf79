import {
  formatCount,
  formatDate,
  OFFICE_DOCUMENT_TYPE_LABELS,
  type TOfficeDocumentListItem,
} from "@inkundla/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconEye, IconTrash, IconUsers } from "@tabler/icons-react";
import {
  OFFICE_DOCUMENT_ORIGIN_LABELS,
  OFFICE_DOCUMENT_TYPE_COLORS,
  versionLabel,
} from "../office-document-labels";

interface OfficeDocumentCardProps {
  document: TOfficeDocumentListItem;
  onOpen: (document: TOfficeDocumentListItem) => void;
  onDelete: (document: TOfficeDocumentListItem) => void;
}

function filedWith(document: TOfficeDocumentListItem): string | null {
  const matter = document.matterReference
    ? [document.matterReference, document.matterTitle].filter(Boolean).join(" · ")
    : null;
  const parts = [document.clientName, matter].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" — ") : null;
}

/**
 * One document in My Documents: its type, title, version, size and last change, whether it is shared
 * and where it came from, with Edit (View when the person may not change it) and Delete when allowed.
 */
export function OfficeDocumentCard({ document, onOpen, onDelete }: OfficeDocumentCardProps) {
  const client = filedWith(document);
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={document.title} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={OFFICE_DOCUMENT_TYPE_COLORS[document.type]} variant="light">
              {OFFICE_DOCUMENT_TYPE_LABELS[document.type]}
            </Badge>
            <Badge color="gray" variant="outline" aria-label={`Version ${document.version}`}>
              {versionLabel(document.version)}
            </Badge>
            {document.isShared ? (
              <Badge color="green" variant="light" leftSection={<IconUsers size={12} aria-hidden />}>
                Shared
              </Badge>
            ) : null}
            {document.origin !== "word_processor" ? (
              <Badge color="gray" variant="light">
                {OFFICE_DOCUMENT_ORIGIN_LABELS[document.origin]}
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {document.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatCount(document.metadata.wordCount, "word")} ·{" "}
            {formatCount(document.metadata.pages, "page")}
          </Text>
          <Text size="sm" c="dimmed">
            Updated {formatDate(document.updatedAt)}
          </Text>
          {client ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {client}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={
              document.canEdit ? <IconEdit size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
            }
            aria-label={`${document.canEdit ? "Edit" : "View"} ${document.title}`}
            onClick={() => onOpen(document)}
          >
            {document.canEdit ? "Edit" : "View"}
          </Button>
          {document.canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${document.title}`}
              onClick={() => onDelete(document)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
