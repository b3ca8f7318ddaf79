import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useFilingTemplates } from "../hooks/use-court-filing";

/** Filing Templates: each document type, the rules it falls under and the deadlines that run from it. */
export function TemplatesTab() {
  const templates = useFilingTemplates();
  if (templates.isPending) return <ListLoading label="Loading the filing templates" />;
  if (templates.isError)
    return (
      <ListLoadError title="The templates could not be loaded" onRetry={() => void templates.refetch()} />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Where each document sits in the Uniform Rules of Court and the Magistrates' Courts Rules (MCR), and
        the deadline presets of the practice module that run from it. A guide: check the Rules as amended and
        any practice directive before relying on it.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {templates.data.map((template) => (
          <Paper key={template.documentType} withBorder p="md">
            <Stack gap={6}>
              <Title order={2} size="h5">
                {template.label}
              </Title>
              {template.rules.map((rule) => (
                <Text key={`${rule.court}-${rule.reference}`} size="sm">
                  <Text span fw={600}>
                    {rule.court}:
                  </Text>{" "}
                  {rule.reference}
                </Text>
              ))}
              {template.deadlinePresets.length > 0 ? (
                template.deadlinePresets.map((preset) => (
                  <Text key={preset.id} size="sm" c="dimmed">
                    Deadline: {preset.label} — {preset.days} days {preset.trigger} ({preset.citation})
                  </Text>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  No deadline preset runs from this document.
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
