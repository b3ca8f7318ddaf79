import { PRESENTATION_TYPE_LABELS, type TPresentationTemplate } from "@inkundla/shared";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";
import { ListLoadError, ListLoading } from "../../../../ui/list-states";
import { usePresentationTemplates } from "../hooks/use-presentations";

/** Templates: the six built-in decks; choosing one fills Create New with its title, type and slides. */
export function PresentationTemplatesTab({
  onChoose,
}: {
  onChoose: (template: TPresentationTemplate) => void;
}) {
  const templates = usePresentationTemplates();
  if (templates.isPending) return <ListLoading label="Loading templates" />;
  if (templates.isError) {
    return <ListLoadError title="Templates could not be loaded" onRetry={() => void templates.refetch()} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {templates.data.map((template) => (
        <Paper key={template.key} component="article" withBorder p="md" aria-label={template.name}>
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light">{PRESENTATION_TYPE_LABELS[template.presentationType]}</Badge>
                <Badge variant="outline" color="gray">
                  {template.category}
                </Badge>
              </Group>
              <Title order={3} size="h5">
                {template.name}
              </Title>
              <Text size="sm" c="dimmed">
                {template.description}
              </Text>
              <Text size="sm">{template.slides.length} slides</Text>
            </Stack>
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTemplate size={14} aria-hidden />}
                aria-label={`Use template: ${template.name}`}
                onClick={() => onChoose(template)}
              >
                Use Template
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
