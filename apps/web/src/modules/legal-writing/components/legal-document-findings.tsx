import type { TLegalWritingDocument } from "@inkundla/shared";
import { Alert, Anchor, Badge, Blockquote, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconBookOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { readerPath } from "../../legal-research";
import { SHOWN_ON_CARD, SUGGESTION_SEVERITY_LABELS, SUGGESTION_TYPE_LABELS } from "../legal-writing-labels";

const WRAP = { overflowWrap: "anywhere" } as const;

type LegalDocumentProps = { document: TLegalWritingDocument };

/** A titled part of a card, with "first 3 of N" when the card shows only some of the items. */
function CardSection({
  title,
  shown,
  total,
  children,
}: {
  title: string;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {total > shown ? (
          <Text size="sm" c="dimmed">
            First {shown} of {total}
          </Text>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/** Spec: the first three suggestions, each with its type, severity, what is wrong and what to do. */
export function LegalDocumentSuggestions({ document }: LegalDocumentProps) {
  const suggestions = document.suggestions.slice(0, SHOWN_ON_CARD);
  return (
    <CardSection title="Suggestions" shown={suggestions.length} total={document.suggestions.length}>
      {suggestions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No suggestions: the checks found nothing to change.
        </Text>
      ) : (
        suggestions.map((suggestion) => {
          const severity = SUGGESTION_SEVERITY_LABELS[suggestion.severity];
          const type = SUGGESTION_TYPE_LABELS[suggestion.type];
          return (
            <Paper
              key={suggestion.id}
              component="article"
              withBorder
              p="sm"
              aria-label={`${type} suggestion, ${severity.label.toLowerCase()} severity`}
            >
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color="blue">
                    {type}
                  </Badge>
                  <Badge variant="light" color={severity.color}>
                    {severity.label}
                  </Badge>
                </Group>
                <Text size="sm" style={WRAP}>
                  {suggestion.text}
                </Text>
                <Text size="sm" style={WRAP}>
                  <Text span inherit fw={600}>
                    Recommendation:
                  </Text>{" "}
                  {suggestion.recommendation}
                </Text>
              </Stack>
            </Paper>
          );
        })
      )}
    </CardSection>
  );
}

/**
 * Spec: the first three citations, with how relevant the passage is and the words relied on. One the
 * research corpus holds opens in its reader.
 */
export function LegalDocumentCitations({ document }: LegalDocumentProps) {
  const citations = document.citations.slice(0, SHOWN_ON_CARD);
  return (
    <CardSection title="Citations" shown={citations.length} total={document.citations.length}>
      {citations.length === 0 ? (
        <Text size="sm" c="dimmed">
          The document cites no authority from the research corpus.
        </Text>
      ) : (
        citations.map((citation) => (
          <Paper key={citation.id} component="article" withBorder p="sm" aria-label={citation.citation}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ ...WRAP, flex: "1 1 200px", minWidth: 0 }}>
                  {citation.documentId ? (
                    <Anchor component={Link} to={readerPath(citation.documentId)} inherit>
                      {citation.citation}
                    </Anchor>
                  ) : (
                    citation.citation
                  )}
                </Text>
                <Badge variant="light" color="teal">
                  Relevance {citation.relevance}%
                </Badge>
              </Group>
              {citation.caseRef && !citation.citation.includes(citation.caseRef) ? (
                <Text size="xs" c="dimmed" style={WRAP}>
                  {citation.caseRef}
                </Text>
              ) : null}
              {citation.context ? (
                <Blockquote p="xs" ml={0} fz="sm" style={WRAP}>
                  {citation.context}
                </Blockquote>
              ) : null}
            </Stack>
          </Paper>
        ))
      )}
    </CardSection>
  );
}

/** Precedents the person named that the corpus does not hold: the document does not cite them. */
export function LegalDocumentNotFound({ document }: LegalDocumentProps) {
  if (document.notFound.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBookOff size={18} aria-hidden />}
      title="Not found in the corpus"
    >
      <Stack gap={6}>
        <Text size="sm">
          These precedents are not in the research corpus, so the document does not cite them. Check them
          yourself before relying on them.
        </Text>
        <List size="sm" aria-label="Precedents not found in the corpus">
          {document.notFound.map((reference) => (
            <List.Item key={reference} style={WRAP}>
              {reference}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}

/** Citations a language model wrote that no retrieved passage supports: taken out of the draft. */
export function LegalDocumentRemovedCitations({ document }: LegalDocumentProps) {
  if (document.removedCitations.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Citations removed"
    >
      <Stack gap={6}>
        <Text size="sm">
          The language model wrote these citations, but no passage in the research corpus supports them, so
          they were removed from the document.
        </Text>
        <List size="sm" aria-label="Citations removed from the document">
          {document.removedCitations.map((removed) => (
            <List.Item key={`${removed.text}|${removed.reason}`} style={WRAP}>
              <Text span inherit fw={600}>
                {removed.text}
              </Text>{" "}
              — {removed.reason}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
