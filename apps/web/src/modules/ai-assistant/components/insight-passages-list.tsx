import type { TResearchInsights } from "@inkundla/shared";
import { Anchor, Badge, Group, Spoiler, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { readerPath } from "../../legal-research";
import { insightPassageElementId } from "../research-answer-text";
import classes from "./research-answer.module.css";

// About six lines of small text: a passage may be a whole judgment where the source gave no paragraphs.
const PASSAGE_PREVIEW_HEIGHT = 130;

interface InsightPassagesListProps {
  passages: TResearchInsights["passages"];
  /** The passage a reference last led to, marked until another is chosen. */
  currentPassageNumber: number | null;
}

/**
 * The passages the answer rests on, numbered as the answer cites them, each linking to the reader at
 * its pinpoint so the lawyer can read it in its place before relying on it.
 */
export function InsightPassagesList({ passages, currentPassageNumber }: InsightPassagesListProps) {
  if (passages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No passage in the corpus answers this question.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="Passages">
      {passages.map((passage) => {
        const isCurrent = passage.number === currentPassageNumber;
        return (
          <li
            key={passage.number}
            id={insightPassageElementId(passage.number)}
            // Focused when a reference leads here, so a keyboard or screen reader user lands on it too.
            tabIndex={-1}
            className={classes.passage}
            data-current={isCurrent || undefined}
            aria-current={isCurrent ? "location" : undefined}
          >
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Text fw={700} size="sm" className={classes.number}>
                [{passage.number}]
              </Text>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={readerPath(passage.documentId, { pinpoint: passage.pinpoint })}
                  fw={600}
                  size="sm"
                  aria-label={`${passage.title}, ${passage.pinpoint}`}
                >
                  {passage.title}
                </Anchor>
                <Group gap="xs">
                  {/* An Act's citation is often its title: said once is enough. */}
                  {passage.citation && passage.citation !== passage.title ? (
                    <Text size="sm" ff="monospace">
                      {passage.citation}
                    </Text>
                  ) : null}
                  <Badge variant="outline" color="gray" size="sm">
                    {passage.pinpoint}
                  </Badge>
                </Group>
                <Spoiler
                  maxHeight={PASSAGE_PREVIEW_HEIGHT}
                  showLabel="Show all"
                  hideLabel="Show less"
                  showAriaLabel={`Show all of passage ${passage.number}`}
                  hideAriaLabel={`Show less of passage ${passage.number}`}
                >
                  <Text size="sm" className={classes.text}>
                    {passage.text}
                  </Text>
                </Spoiler>
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
