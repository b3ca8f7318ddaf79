import type { TResearchResult } from "@inkundla/shared";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconBulb } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { caseTypeLabel, documentKindLabel } from "../research-labels";
import { readerPath } from "../research-search-params";
import { HighlightedText } from "./highlighted-text";

interface ResearchResultCardProps {
  result: TResearchResult;
  query: string;
  /** What wrote the result's insight (the search's `engine`), shown small beside it. */
  engine: string;
}

/** One hit: what the document is, how well it answers, and its best passages with the matched words marked. */
export function ResearchResultCard({ result, query, engine }: ResearchResultCardProps) {
  const titleId = useId();
  const firstPinpoint = result.fragments[0]?.pinpoint ?? null;
  const details = [result.court, result.year === null ? null : String(result.year)]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper component="article" withBorder p={{ base: "sm", sm: "md" }} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Anchor
            id={titleId}
            component={Link}
            to={readerPath(result.documentId, { query, pinpoint: firstPinpoint })}
            fw={600}
          >
            {result.title}
          </Anchor>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {result.relevance}% relevant
          </Badge>
        </Group>
        <Group gap="xs">
          {details ? (
            <Text size="sm" c="dimmed">
              {details}
            </Text>
          ) : null}
          <Badge variant="outline" color="gray" size="sm">
            {documentKindLabel(result.kind)}
          </Badge>
          {result.caseType ? (
            <Badge variant="light" color="teal" size="sm">
              {caseTypeLabel(result.caseType)}
            </Badge>
          ) : null}
        </Group>
        {result.citation ? (
          <Text size="sm" ff="monospace">
            {result.citation}
          </Text>
        ) : null}
        <Text size="sm">{result.summary}</Text>
        {result.fragments.length > 0 ? (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="Matching passages"
          >
            {result.fragments.map((fragment) => (
              <li key={fragment.pinpoint}>
                <Text size="sm">
                  <Anchor
                    component={Link}
                    to={readerPath(result.documentId, { query, pinpoint: fragment.pinpoint })}
                    fw={600}
                    mr={6}
                    aria-label={`${fragment.pinpoint} of ${result.title}`}
                  >
                    {fragment.pinpoint}
                  </Anchor>
                  <HighlightedText text={fragment.text} highlights={fragment.highlights} />
                </Text>
              </li>
            ))}
          </Stack>
        ) : null}
        {result.aiInsights ? (
          <Group gap={6} align="flex-start" wrap="nowrap">
            <IconBulb size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0}>
              <Text size="sm">{result.aiInsights}</Text>
              <Text size="xs" c="dimmed">
                {engine}
              </Text>
            </Stack>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
