import type { TResearchInsights } from "@inkundla/shared";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconCpu } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { insightPassageElementId } from "../research-answer-text";
import { AnswerText } from "./answer-text";
import { InsightPassagesList } from "./insight-passages-list";
import { RemovedCitationsNotice } from "./removed-citations-notice";

interface ResearchAnswerProps {
  /** The question as asked: the box above may since have been edited. */
  question: string;
  insights: TResearchInsights;
}

const LIST_STYLE = { listStyle: "none" } as const;

/**
 * An answer to a research question: the key insights, the relevant cases, the recommendations and the
 * passages they rest on. It says which engine made it, and how many invented citations were cut out,
 * so the lawyer knows how far to trust it.
 */
export function ResearchAnswer({ question, insights }: ResearchAnswerProps) {
  const [currentPassageNumber, setCurrentPassageNumber] = useState<number | null>(null);
  const prefersReducedMotion = useReducedMotion();
  const passages = useMemo(
    () => new Map(insights.passages.map((passage) => [passage.number, passage])),
    [insights.passages],
  );

  const showPassage = (passageNumber: number) => {
    setCurrentPassageNumber(passageNumber);
    const element = document.getElementById(insightPassageElementId(passageNumber));
    element?.scrollIntoView({ block: "start", behavior: prefersReducedMotion ? "auto" : "smooth" });
    element?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Key Insights
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            On: {question}
          </Text>
          <Text style={{ overflowWrap: "anywhere" }}>
            <AnswerText text={insights.summary} passages={passages} onShowPassage={showPassage} />
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCpu size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              Answered by:{" "}
              <Text span inherit fw={600}>
                {insights.engine}
              </Text>
            </Text>
          </Group>
          <RemovedCitationsNotice removedCitations={insights.removedCitations} />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Relevant Cases
            </Title>
            {insights.cases.length === 0 ? (
              <Text size="sm" c="dimmed">
                No judgment among the passages.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} p={0} style={LIST_STYLE} aria-label="Relevant cases">
                {insights.cases.map((relevantCase) => (
                  <Group
                    component="li"
                    key={relevantCase.name}
                    justify="space-between"
                    gap="xs"
                    wrap="nowrap"
                  >
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {relevantCase.name}
                    </Text>
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {relevantCase.relevance}% relevant
                    </Badge>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "sm", sm: "md" }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recommendations
            </Title>
            {insights.recommendations.length === 0 ? (
              <Text size="sm" c="dimmed">
                No recommendations for this question.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" m={0} pl="md" aria-label="Recommendations">
                {insights.recommendations.map((recommendation, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two may read alike, and an answer never reorders them.
                  <Text component="li" size="sm" key={`${index}-${recommendation}`}>
                    <AnswerText text={recommendation} passages={passages} onShowPassage={showPassage} />
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Passages
          </Title>
          <Text size="sm" c="dimmed">
            What the answer rests on, from the corpus. Open one to read it in its place.
          </Text>
          <InsightPassagesList passages={insights.passages} currentPassageNumber={currentPassageNumber} />
        </Stack>
      </Paper>
    </Stack>
  );
}
