import { formatDate, OFFICE_DOCUMENT_TYPE_LABELS, type TDocumentTemplateSummary } from "@inkundla/shared";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArchive, IconEdit, IconFileText } from "@tabler/icons-react";

interface TemplateCardProps {
  template: TDocumentTemplateSummary;
  /** The member may edit and retire the firm's own templates. */
  canManage: boolean;
  onUse: (template: TDocumentTemplateSummary) => void;
  onEdit: (template: TDocumentTemplateSummary) => void;
  onRetire: (template: TDocumentTemplateSummary) => void;
}

/**
 * One template: the spec's name, description, category, language and last update, whether it is the
 * firm's own or retired, and Use template (with Edit and Retire on the firm's own, for those who may).
 */
export function TemplateCard({ template, canManage, onUse, onEdit, onRetire }: TemplateCardProps) {
  const isFirmTemplate = template.source === "firm";
  const canChange = canManage && isFirmTemplate && !template.retired;
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-label={template.name} h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{template.category}</Badge>
            <Badge variant="outline" color="gray">
              {OFFICE_DOCUMENT_TYPE_LABELS[template.documentType]}
            </Badge>
            {isFirmTemplate ? (
              <Badge color="teal" variant="light">
                Firm
              </Badge>
            ) : null}
            {template.retired ? (
              <Badge color="orange" variant="filled">
                Retired
              </Badge>
            ) : null}
          </Group>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {template.name}
          </Title>
          {template.description ? (
            <Text size="sm" c="dimmed">
              {template.description}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {template.language} · Updated {formatDate(template.lastUpdated)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {template.retired ? null : (
            <Button
              size="xs"
              leftSection={<IconFileText size={14} aria-hidden />}
              aria-label={`Use template ${template.name}`}
              onClick={() => onUse(template)}
            >
              Use template
            </Button>
          )}
          {canChange ? (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconEdit size={14} aria-hidden />}
                aria-label={`Edit ${template.name}`}
                onClick={() => onEdit(template)}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconArchive size={14} aria-hidden />}
                aria-label={`Retire ${template.name}`}
                onClick={() => onRetire(template)}
              >
                Retire
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
