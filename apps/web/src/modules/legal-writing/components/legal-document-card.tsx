import {
  formatDateTime,
  formatNumber,
  LEGAL_WRITING_COMPLEXITY_LABELS,
  LEGAL_WRITING_DOCUMENT_TYPE_LABELS,
  LEGAL_WRITING_PRACTICE_AREA_LABELS,
  type TLegalWritingDocument,
} from "@inkundla/shared";
import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { EngineLine } from "../../contract-review";
import { previewOf } from "../legal-writing-labels";
import { LegalDocumentActions } from "./legal-document-actions";
import {
  LegalDocumentCitations,
  LegalDocumentNotFound,
  LegalDocumentRemovedCitations,
  LegalDocumentSuggestions,
} from "./legal-document-findings";

const WRAP = { overflowWrap: "anywhere" } as const;

const UNFINISHED_BADGES = {
  queued: { label: "Queued", color: "gray", progress: "Waiting to start…" },
  running: { label: "Writing", color: "blue", progress: "Finding the law and writing the document…" },
} as const;

/** One count of the document, as a term and its value of the figures' description list. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} size="md" m={0} style={WRAP}>
        {value}
      </Text>
    </Paper>
  );
}

function DocumentPreview({ content }: { content: string }) {
  const preview = previewOf(content);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Preview
      </Title>
      <Text
        size="sm"
        data-testid="legal-document-preview"
        style={{ ...WRAP, whiteSpace: "pre-line" }}
        p="sm"
        bg="var(--mantine-color-default-hover)"
        bdrs="sm"
      >
        {preview.text}
        {preview.isCut ? "…" : null}
      </Text>
    </Stack>
  );
}

function CompletedLegalDocument({ document }: { document: TLegalWritingDocument }) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
        <Figure label="Words" value={formatNumber(document.wordCount, 0)} />
        <Figure label="Citations" value={String(document.citations.length)} />
        <Figure label="Suggestions" value={String(document.suggestions.length)} />
        <Figure label="Complexity" value={LEGAL_WRITING_COMPLEXITY_LABELS[document.metadata.complexity]} />
      </SimpleGrid>
      {document.engine ? <EngineLine engine={document.engine} verb="Written by" /> : null}
      <DocumentPreview content={document.content} />
      <LegalDocumentNotFound document={document} />
      <LegalDocumentRemovedCitations document={document} />
      <LegalDocumentSuggestions document={document} />
      <LegalDocumentCitations document={document} />
      <LegalDocumentActions document={document} />
    </Stack>
  );
}

/**
 * One generated document: its title and type, then what fits its status — a loader while it is being
 * written, the reason if it failed, and once written its counts, a preview, the first suggestions and
 * citations, what could not be cited, and what to do with it.
 */
export function LegalDocumentCard({ document }: { document: TLegalWritingDocument }) {
  const { status } = document;
  const unfinished = status === "queued" || status === "running" ? UNFINISHED_BADGES[status] : null;
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label={document.title}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title order={2} size="h4" style={{ ...WRAP, minWidth: 0, flex: "1 1 200px" }}>
              {document.title}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="indigo">
                {LEGAL_WRITING_DOCUMENT_TYPE_LABELS[document.documentType]}
              </Badge>
              {unfinished ? (
                <Badge variant="light" color={unfinished.color}>
                  {unfinished.label}
                </Badge>
              ) : null}
              {status === "failed" ? (
                <Badge variant="light" color="red">
                  Failed
                </Badge>
              ) : null}
            </Group>
          </Group>
          <Text size="sm" c="dimmed" style={WRAP}>
            {LEGAL_WRITING_PRACTICE_AREA_LABELS[document.metadata.practiceArea]} ·{" "}
            {status === "completed" && document.completedAt
              ? `Written ${formatDateTime(document.completedAt)}`
              : `Requested ${formatDateTime(document.createdDate)}`}
          </Text>
        </Stack>
        {status === "completed" ? (
          <CompletedLegalDocument document={document} />
        ) : status === "failed" ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title="Generation failed"
          >
            {document.error ?? "The document could not be written. Please compose it again."}
          </Alert>
        ) : unfinished ? (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{unfinished.progress}</Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
