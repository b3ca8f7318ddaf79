import type { TGeneratedDocument } from "@inkundla/shared";
import { Group, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { DocumentActions } from "./document-actions";

/**
 * A document just generated: its HTML as the spec renders it, with Open in editor and the downloads.
 * The server sanitised the HTML; DOMPurify runs again here so this view never depends on that alone.
 */
export function GeneratedDocumentView({
  content,
  document,
}: {
  content: string;
  document: TGeneratedDocument;
}) {
  const safeHtml = useMemo(
    () => DOMPurify.sanitize(content, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] }),
    [content],
  );
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby="generated-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="generated-heading" style={{ overflowWrap: "anywhere" }}>
              {document.name}
            </Title>
            <Text size="sm" c="dimmed">
              Saved to the firm's documents; open it in the editor to make changes.
            </Text>
          </Stack>
          <DocumentActions documentId={document.id} name={document.name} />
        </Group>
        <Typography>
          <article
            aria-label={`${document.name} (generated text)`}
            style={{ overflowWrap: "anywhere" }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
            dangerouslySetInnerHTML={{ __html: safeHtml }}
          />
        </Typography>
      </Stack>
    </Paper>
  );
}
