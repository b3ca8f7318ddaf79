import type { TResearchInsights } from "@inkundla/shared";
import { Anchor, Text } from "@mantine/core";
import { Fragment } from "react";
import { insightPassageElementId, REMOVED_CITATION_MARK, splitAnswerText } from "../research-answer-text";
import classes from "./research-answer.module.css";

type InsightPassage = TResearchInsights["passages"][number];

interface AnswerTextProps {
  text: string;
  /** The answer's passages by number: a `[n]` naming one of them leads to it. */
  passages: ReadonlyMap<number, InsightPassage>;
  onShowPassage: (passageNumber: number) => void;
}

/**
 * A piece of the answer (the summary, a recommendation) with each `[n]` a link to the passage it rests
 * on, and each citation the server cut out marked as such.
 */
export function AnswerText({ text, passages, onShowPassage }: AnswerTextProps) {
  const segments = splitAnswerText(text, new Set(passages.keys()));
  return segments.map((segment, index) => {
    // The segments of one text never move, so their position is a stable key.
    const key = `${segment.kind}-${index}`;
    switch (segment.kind) {
      case "text":
        return <Fragment key={key}>{segment.text}</Fragment>;
      case "removed-citation":
        return (
          <Text key={key} span inherit c="dimmed" fs="italic">
            {REMOVED_CITATION_MARK}
          </Text>
        );
      case "reference": {
        const passage = passages.get(segment.passageNumber);
        return (
          <Anchor
            key={key}
            href={`#${insightPassageElementId(segment.passageNumber)}`}
            className={classes.reference}
            title={
              passage ? `Passage ${segment.passageNumber}: ${passage.title}, ${passage.pinpoint}` : undefined
            }
            onClick={(event) => {
              event.preventDefault();
              onShowPassage(segment.passageNumber);
            }}
          >
            [{segment.passageNumber}]
          </Anchor>
        );
      }
      default: {
        const unhandled: never = segment;
        return unhandled;
      }
    }
  });
}
