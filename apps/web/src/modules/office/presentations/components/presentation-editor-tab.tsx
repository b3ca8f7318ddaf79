import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlus, IconPresentation, IconPresentationAnalytics } from "@tabler/icons-react";
import { readApiErrorStatus } from "../../../../lib/api-client";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { usePresentation } from "../hooks/use-presentations";
import { PresentationSessionView } from "./presentation-session-view";

interface PresentationEditorTabProps {
  presentationId: string | null;
  onClose: () => void;
  onOpenPresentation: (presentationId: string) => void;
  onShowPresentations: () => void;
  onCreate: () => void;
}

/** Editor: the open deck, or a prompt to choose or create one. */
export function PresentationEditorTab({
  presentationId,
  onClose,
  onOpenPresentation,
  onShowPresentations,
  onCreate,
}: PresentationEditorTabProps) {
  const presentation = usePresentation(presentationId);
  if (presentationId === null) {
    return (
      <Paper withBorder p="xl">
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon variant="light" size="xl" aria-hidden>
            <IconPresentation size={24} />
          </ThemeIcon>
          <Title order={2} size="h4">
            No Presentation Open
          </Title>
          <Text size="sm" c="dimmed">
            Choose a presentation from My Presentations or create a new one
          </Text>
          <Group gap="sm" justify="center">
            <Button
              variant="light"
              leftSection={<IconPresentationAnalytics size={16} aria-hidden />}
              onClick={onShowPresentations}
            >
              My Presentations
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
              Create New
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (presentation.isPending) return <ListLoading label="Loading the presentation" />;
  if (presentation.isError) {
    const isMissing = readApiErrorStatus(presentation.error) === 404;
    return (
      <ListLoadError
        title={
          isMissing
            ? "This presentation no longer exists, or you may not open it"
            : "The presentation could not be loaded"
        }
        onRetry={() => void presentation.refetch()}
      />
    );
  }
  // A new session (fresh slides and base version) for each deck opened.
  return (
    <PresentationSessionView
      key={presentation.data.id}
      presentation={presentation.data}
      onClose={onClose}
      onOpenPresentation={onOpenPresentation}
    />
  );
}
