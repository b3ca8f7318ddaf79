import { formatDate, type TCaseSummary } from "@inkundla/shared";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EngineLine } from "../../contract-review";
import { readerPath } from "../../legal-research";
import { paragraphLabel, paragraphReaderPath, partiesLine } from "../case-summary-paragraphs";
import { RemovedCitationsNotice } from "./removed-citations-notice";

const NOT_FOUND = "Not found in the text";
const WRAP = { overflowWrap: "anywhere" } as const;
const SUMMARY_PARTS = [
  { key: "facts", title: "Facts" },
  { key: "issues", title: "Issues" },
  { key: "holding", title: "Holding" },
  { key: "order", title: "Order" },
] as const;

type SummaryPartKey = (typeof SUMMARY_PARTS)[number]["key"];

function NotFound() {
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      {NOT_FOUND}
    </Text>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {value ? (
        <Text size="sm" style={WRAP}>
          {value}
        </Text>
      ) : (
        <NotFound />
      )}
    </div>
  );
}

/** Where a sentence comes from: "[12]", a link into the reader when the judgment is in the corpus. */
function ParagraphReference({
  paragraph,
  documentId,
}: {
  paragraph: string | null;
  documentId: string | null;
}) {
  const label = paragraphLabel(paragraph);
  if (label === null) return null;
  if (documentId === null) {
    return (
      <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
    );
  }
  return (
    <Anchor
      component={Link}
      to={paragraphReaderPath(documentId, paragraph)}
      size="sm"
      fw={600}
      aria-label={`Read paragraph ${label} in the judgment`}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Anchor>
  );
}

function SummaryPart({
  title,
  sentences,
  isMissing,
  documentId,
}: {
  title: string;
  sentences: TCaseSummary["facts"];
  isMissing: boolean;
  documentId: string | null;
}) {
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {isMissing || sentences.length === 0 ? (
          <NotFound />
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
            {sentences.map((sentence, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the court's sentences in its order; they never move.
              <li key={`${index}-${sentence.paragraph}`}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ParagraphReference paragraph={sentence.paragraph} documentId={documentId} />
                  <Text size="sm" style={WRAP}>
                    {sentence.text}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CitedAuthorities({ citations }: { citations: TCaseSummary["citations"] }) {
  if (citations.length === 0) return <NotFound />;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} aria-label="Cited authorities">
      {citations.map((authority) => (
        <Group component="li" key={authority.citation} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" style={WRAP}>
            {authority.documentId ? (
              <Anchor component={Link} to={readerPath(authority.documentId)} inherit>
                {authority.citation}
              </Anchor>
            ) : (
              authority.citation
            )}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {authority.count} {authority.count === 1 ? "time" : "times"}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A judgment's summary: its details, then its facts, issues, holding and order, each sentence the
 * court's own with the paragraph it comes from; what could not be found is said to be missing, never
 * guessed. For a judgment in the corpus each paragraph opens the reader there.
 */
export function CaseSummaryResult({ summary }: { summary: TCaseSummary }) {
  const isMissing = (part: string) => summary.missing.includes(part);
  const partsOf: Record<SummaryPartKey, TCaseSummary["facts"]> = {
    facts: summary.facts,
    issues: summary.issues,
    holding: summary.holding,
    order: summary.order,
  };
  const title: ReactNode = summary.title ?? "Untitled judgment";
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h3" style={WRAP}>
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label="Applicants" value={partiesLine(summary.parties.applicants)} />
            <Detail label="Respondents" value={partiesLine(summary.parties.respondents)} />
            <Detail label="Court" value={summary.court} />
            <Detail label="Citation" value={summary.neutralCitation} />
            <Detail
              label="Date of judgment"
              value={summary.judgmentDate ? formatDate(summary.judgmentDate) : null}
            />
          </SimpleGrid>
          {summary.documentId ? (
            <Anchor component={Link} to={readerPath(summary.documentId)} size="sm">
              Read the whole judgment
            </Anchor>
          ) : null}
          <EngineLine engine={summary.engine} verb="Summarised by" />
          <RemovedCitationsNotice removedCitations={summary.removedCitations} />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {SUMMARY_PARTS.map((part) => (
          <SummaryPart
            key={part.key}
            title={part.title}
            sentences={partsOf[part.key]}
            isMissing={isMissing(part.key)}
            documentId={summary.documentId}
          />
        ))}
      </SimpleGrid>
      <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label="Cited authorities">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Cited authorities
          </Title>
          <CitedAuthorities citations={summary.citations} />
        </Stack>
      </Paper>
    </Stack>
  );
}
