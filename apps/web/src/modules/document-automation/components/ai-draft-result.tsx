import { Alert, Code, Group, Paper, Stack, Title } from "@mantine/core";
import { IconCpu } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { DocumentActions } from "./document-actions";

interface AiDraftResultProps {
  heading: string;
  /** The plain text the engine wrote (the spec's answer). */
  text: string;
  /** Which engine wrote it. */
  engine: string;
  /** What it did, e.g. "assembled the built-in Letter of demand with your description as its details". */
  note: string;
  /** The firm document it was stored as. */
  documentId: string;
  /** A badge beside the heading (the assistant's "Template Ready"). */
  badge?: ReactNode;
  /** The download button's label; it downloads the stored document as Word. */
  downloadLabel?: string;
}

/**
 * A document drafted from a description: which engine made it and what it did (a template assembled
 * without a language model is not a lawyer's draft, and says so), the text, and the stored document to
 * open in the editor or download.
 */
export function AiDraftResult({
  heading,
  text,
  engine,
  note,
  documentId,
  badge,
  downloadLabel,
}: AiDraftResultProps) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label={heading}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              {heading}
            </Title>
            {badge}
          </Group>
          <DocumentActions
            documentId={documentId}
            name={heading}
            formats={["docx"]}
            downloadLabel={downloadLabel}
          />
        </Group>
        <Alert
          color="blue"
          variant="light"
          icon={<IconCpu size={18} aria-hidden />}
          title={`Made by: ${engine}`}
        >
          {note}
        </Alert>
        <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {text}
        </Code>
      </Stack>
    </Paper>
  );
}
