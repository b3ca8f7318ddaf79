import { Stack, Text, VisuallyHidden } from "@mantine/core";
import { Fragment } from "react";
import { type DiffSegment, hasDifferences, type ParagraphDiff } from "../document-diff";
import classes from "../editor/document-content.module.css";

function Inserted({ text }: { text: string }) {
  return (
    <ins>
      <VisuallyHidden>Added: </VisuallyHidden>
      {text}
    </ins>
  );
}

function Deleted({ text }: { text: string }) {
  return (
    <del>
      <VisuallyHidden>Removed: </VisuallyHidden>
      {text}
    </del>
  );
}

function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((segment, index) => (
    // Segments have no identity of their own; their order is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered.
    <Fragment key={index}>
      {index > 0 ? " " : null}
      {segment.kind === "inserted" ? (
        <Inserted text={segment.text} />
      ) : segment.kind === "deleted" ? (
        <Deleted text={segment.text} />
      ) : (
        segment.text
      )}
    </Fragment>
  ));
}

function ParagraphLine({ paragraph }: { paragraph: ParagraphDiff }) {
  switch (paragraph.kind) {
    case "unchanged":
      return <p>{paragraph.text}</p>;
    case "inserted":
      return (
        <p>
          <Inserted text={paragraph.text} />
        </p>
      );
    case "deleted":
      return (
        <p>
          <Deleted text={paragraph.text} />
        </p>
      );
    case "changed":
      return (
        <p>
          <Segments segments={paragraph.segments} />
        </p>
      );
    default: {
      const unexpected: never = paragraph;
      return unexpected;
    }
  }
}

/**
 * Two versions compared: added words underlined (and green), removed ones struck through (and red),
 * each also named for screen readers, so no difference is told by colour alone.
 */
export function DocumentDiffView({ diff, label }: { diff: ParagraphDiff[]; label: string }) {
  const counts = {
    changed: diff.filter((paragraph) => paragraph.kind === "changed").length,
    inserted: diff.filter((paragraph) => paragraph.kind === "inserted").length,
    deleted: diff.filter((paragraph) => paragraph.kind === "deleted").length,
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {hasDifferences(diff)
          ? `${counts.changed} changed, ${counts.inserted} added and ${counts.deleted} removed paragraphs. Added text is underlined; removed text is struck through.`
          : "The two versions have the same text."}
      </Text>
      <section className={classes.sheet} aria-label={label}>
        {diff.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are compared by position; the list is rebuilt whole.
          <ParagraphLine key={index} paragraph={paragraph} />
        ))}
      </section>
    </Stack>
  );
}
