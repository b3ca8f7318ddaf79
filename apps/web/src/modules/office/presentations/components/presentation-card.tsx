import {
  formatCount,
  formatDate,
  PRESENTATION_TYPE_LABELS,
  summarizeSlideTitles,
  type TPresentationListItem,
} from "@inkundla/shared";
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconEdit, IconTrash, IconUsers } from "@tabler/icons-react";

interface PresentationCardProps {
  presentation: TPresentationListItem;
  onOpen: (presentation: TPresentationListItem) => void;
  onDelete: (presentation: TPresentationListItem) => void;
}

/**
 * One deck in My Presentations (spec section 3): its type, title, slide count, last change, the first
 * three slide titles and "+N more", whether it is shared, Edit, and Delete when the person may.
 */
export function PresentationCard({ presentation, onOpen, onDelete }: PresentationCardProps) {
  const { shown, moreCount } = summarizeSlideTitles(presentation.slides);
  const filedWith = [presentation.clientName, presentation.matterReference].filter(Boolean).join(" — ");
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: "sm", sm: "md" }}
      aria-label={presentation.title}
      h="100%"
    >
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{PRESENTATION_TYPE_LABELS[presentation.type]}</Badge>
            {presentation.isShared ? (
              <Badge color="green" variant="light" leftSection={<IconUsers size={12} aria-hidden />}>
                Shared
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {presentation.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatCount(presentation.slides.total, "slide")} · Updated {formatDate(presentation.updatedAt)}
          </Text>
          <List size="sm" spacing={2} aria-label="Slide titles">
            {shown.map((title, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two slides may share a title
              <List.Item key={index} style={{ overflowWrap: "anywhere" }}>
                {title || "Untitled"}
              </List.Item>
            ))}
          </List>
          {moreCount > 0 ? (
            <Text size="sm" c="dimmed">
              +{moreCount} more
            </Text>
          ) : null}
          {filedWith ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {filedWith}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit ${presentation.title}`}
            onClick={() => onOpen(presentation)}
          >
            Edit
          </Button>
          {presentation.canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${presentation.title}`}
              onClick={() => onDelete(presentation)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
