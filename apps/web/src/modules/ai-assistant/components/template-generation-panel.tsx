import { AI_TEMPLATE_TYPE_LABELS, AI_TEMPLATE_TYPES } from "@inkundla/shared";
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconCircleCheck, IconTemplate } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ListLoading } from "../../../ui/list-states";
import { AiDraftResult, useAssistantTemplate } from "../../document-automation";

type AiTemplateType = (typeof AI_TEMPLATE_TYPES)[number];

const TEMPLATE_TYPE_OPTIONS = AI_TEMPLATE_TYPES.map((value) => ({
  value,
  label: AI_TEMPLATE_TYPE_LABELS[value],
}));

/**
 * Template Generation (spec "AI assistant"): a document type and details, answered with the template as
 * preformatted text, which engine made it, and the stored document to download or open in the editor.
 */
export function TemplateGenerationPanel() {
  const [documentType, setDocumentType] = useState<AiTemplateType>("contract");
  const [details, setDetails] = useState("");
  const generation = useAssistantTemplate();
  const canGenerate = details.trim() !== "" && !generation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canGenerate) generation.mutate({ documentType, details: details.trim() });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <form noValidate onSubmit={submit} aria-label="Generate a template">
          <Stack gap="sm">
            <NativeSelect
              label="Document type"
              data={TEMPLATE_TYPE_OPTIONS}
              value={documentType}
              onChange={(event) => setDocumentType(event.currentTarget.value as AiTemplateType)}
            />
            <Textarea
              label="Details"
              description="The parties, the subject and the terms the template should carry."
              placeholder="A service contract between a software developer and a retailer for a point-of-sale system…"
              rows={6}
              resize="vertical"
              maxLength={10_000}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                disabled={!canGenerate}
                loading={generation.isPending}
                leftSection={<IconTemplate size={16} aria-hidden />}
              >
                Generate Template
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {generation.isPending ? (
        <ListLoading label="Generating the template" />
      ) : generation.isSuccess ? (
        <AiDraftResult
          heading={AI_TEMPLATE_TYPE_LABELS[generation.variables.documentType as AiTemplateType] ?? "Template"}
          text={generation.data.template}
          engine={generation.data.engine}
          note={generation.data.note}
          documentId={generation.data.documentId}
          downloadLabel="Download"
          badge={
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
              Template Ready
            </Badge>
          }
        />
      ) : (
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Text size="sm" c="dimmed">
            The template is saved to the firm's documents, so you can download it as Word or finish it in the
            editor.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
