import type { TCorpusDocument } from "@inkundla/shared";
import { Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconBookmarkPlus } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { formatCitationForCopy } from "../research-citation";
import { containsEveryStem, findStemHighlights, queryStemsOf } from "../research-highlights";
import { CopyCitationButton } from "./copy-citation-button";
import classes from "./document-passages.module.css";
import { HighlightedText } from "./highlighted-text";
import type { PassageToSave } from "./save-to-matter-dialog";

type Paragraph = TCorpusDocument["paragraphs"][number];

/** The element id of a passage, so the reader can be opened (and scrolled) at it. */
export function passageElementId(pinpoint: string): string {
  return `passage-${pinpoint.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}

interface DocumentPassagesProps {
  document: TCorpusDocument;
  /** The search that led here: passages holding its words are marked. */
  query: string;
  /** The passage the search result pointed at: scrolled into view, and marked as a hit. */
  at: string | null;
  onSave: (passage: PassageToSave) => void;
}

function PassageText({ paragraph, stems, isHit }: { paragraph: Paragraph; stems: string[]; isHit: boolean }) {
  return (
    <Text size="sm" className={classes.text}>
      {isHit ? (
        <HighlightedText text={paragraph.text} highlights={findStemHighlights(paragraph.text, stems)} />
      ) : (
        paragraph.text
      )}
    </Text>
  );
}

/**
 * A document's passages as the court numbered them (or an Act's sections), each with its citation to
 * copy and a way to keep it on a matter.
 */
export function DocumentPassages({ document, query, at, onSave }: DocumentPassagesProps) {
  const stems = useMemo(() => queryStemsOf(query), [query]);
  const hits = useMemo(
    () =>
      new Set(
        document.paragraphs
          .filter((paragraph) => paragraph.pinpoint === at || containsEveryStem(paragraph.text, stems))
          .map((paragraph) => paragraph.id),
      ),
    [document.paragraphs, at, stems],
  );

  useEffect(() => {
    if (at) window.document.getElementById(passageElementId(at))?.scrollIntoView({ block: "start" });
  }, [at]);

  return (
    <Stack gap="xs">
      {query.trim() ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {hits.size === 1 ? "1 passage holds" : `${hits.size} passages hold`} the words of “{query.trim()}”.
        </Text>
      ) : null}
      {document.paragraphs.map((paragraph) => {
        const isHit = hits.has(paragraph.id);
        const isCurrent = paragraph.pinpoint === at;
        return (
          <Box
            key={paragraph.id}
            id={passageElementId(paragraph.pinpoint)}
            className={classes.passage}
            data-pinpoint={paragraph.pinpoint}
            data-hit={isHit ? "true" : undefined}
            data-current={isCurrent ? "true" : undefined}
            aria-current={isCurrent ? "location" : undefined}
          >
            {paragraph.heading ? (
              <Title order={3} size="h6" mb={4}>
                {paragraph.heading}
              </Title>
            ) : null}
            <Group gap="xs" align="flex-start" wrap="nowrap">
              {paragraph.label ? (
                <Text size="sm" fw={600} className={classes.label}>
                  {paragraph.label}
                </Text>
              ) : null}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <PassageText paragraph={paragraph} stems={stems} isHit={isHit} />
                <Group gap={4} mt={4}>
                  <CopyCitationButton
                    citation={formatCitationForCopy(document, paragraph.pinpoint)}
                    ariaLabel={`Copy citation: ${paragraph.pinpoint}`}
                  />
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconBookmarkPlus size={14} aria-hidden />}
                    aria-label={`Save to matter: ${paragraph.pinpoint}`}
                    onClick={() => onSave({ pinpoint: paragraph.pinpoint, text: paragraph.text })}
                  >
                    Save to matter
                  </Button>
                </Group>
              </Box>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
