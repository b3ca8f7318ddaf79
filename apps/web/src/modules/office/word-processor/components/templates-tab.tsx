import { OFFICE_DOCUMENT_TYPE_LABELS } from "@inkundla/shared";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconTemplate } from "@tabler/icons-react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../../ui/list-states";
import { useOfficeTemplates } from "../hooks/use-office-documents";
import { OFFICE_DOCUMENT_TYPE_COLORS } from "../office-document-labels";
import type { TOfficeTemplate } from "../office-documents.api";

/** Templates: the word processor's built-in documents; choosing one starts a new document from it. */
export function TemplatesTab({ onChoose }: { onChoose: (template: TOfficeTemplate) => void }) {
  const templates = useOfficeTemplates();
  if (templates.isPending) return <ListLoading label="Loading templates" />;
  if (templates.isError) {
    return <ListLoadError title="Templates could not be loaded" onRetry={() => void templates.refetch()} />;
  }
  if (templates.data.length === 0) {
    return <ListEmpty title="No templates" hint="There are no document templates to start from." />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {templates.data.map((template) => (
        <Paper key={template.key} component="article" withBorder p="md" aria-label={template.name}>
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Badge color={OFFICE_DOCUMENT_TYPE_COLORS[template.documentType]} variant="light">
                  {OFFICE_DOCUMENT_TYPE_LABELS[template.documentType]}
                </Badge>
                <Badge color="gray" variant="outline">
                  {template.category}
                </Badge>
              </Group>
              <Title order={3} size="h5">
                {template.name}
              </Title>
              <Text size="sm" c="dimmed">
                {template.description}
              </Text>
            </Stack>
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconTemplate size={14} aria-hidden />}
                aria-label={`Use template: ${template.name}`}
                onClick={() => onChoose(template)}
              >
                Use template
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
