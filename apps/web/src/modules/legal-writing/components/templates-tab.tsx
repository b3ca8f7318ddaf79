import {
  LEGAL_WRITING_DOCUMENT_TYPE_LABELS,
  type TLegalWritingDocumentType,
  type TLegalWritingTemplate,
} from "@inkundla/shared";
import { Accordion, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { DocumentHtmlView } from "../../office";
import { useLegalWritingTemplates } from "../hooks/use-legal-writing";

function TemplateCard({
  template,
  onUseType,
}: {
  template: TLegalWritingTemplate;
  onUseType: (documentType: TLegalWritingDocumentType) => void;
}) {
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={template.name}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere", minWidth: 0, flex: "1 1 180px" }}>
              {template.name}
            </Title>
            <Badge variant="light" color="indigo">
              {LEGAL_WRITING_DOCUMENT_TYPE_LABELS[template.documentType]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h6">
            Sections
          </Title>
          <List type="ordered" size="sm" aria-label={`Sections of ${template.name}`}>
            {template.sections.map((section) => (
              <List.Item key={section}>{section}</List.Item>
            ))}
          </List>
        </Stack>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="example">
            <Accordion.Control aria-label={`Example: ${template.name}`}>Example</Accordion.Control>
            <Accordion.Panel>
              <DocumentHtmlView html={template.exampleHtml} label={`Example ${template.name}`} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Use this type: ${template.name}`}
            onClick={() => onUseType(template.documentType)}
          >
            Use this type
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Templates & Examples: each document type's outline as the drafting rules write it, with an example
 * draft. "Use this type" chooses the type on Compose Document and opens it.
 */
export function TemplatesTab({
  onUseType,
}: {
  onUseType: (documentType: TLegalWritingDocumentType) => void;
}) {
  const templates = useLegalWritingTemplates();
  if (templates.isPending) return <ListLoading label="Loading templates" />;
  if (templates.isError) {
    return <ListLoadError title="Templates could not be loaded" onRetry={() => void templates.refetch()} />;
  }
  if (templates.data.length === 0) {
    return <ListEmpty title="No templates" hint="There are no document outlines to show." />;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {templates.data.map((template) => (
        <TemplateCard key={template.documentType} template={template} onUseType={onUseType} />
      ))}
    </SimpleGrid>
  );
}
