import { Mark } from "@mantine/core";
import { splitByHighlights } from "../research-highlights";

/**
 * A passage with its matched words drawn as <mark>, built as React nodes from the offsets: the text is
 * never read as HTML, whatever the document holds.
 */
export function HighlightedText({
  text,
  highlights,
}: {
  text: string;
  highlights: readonly (readonly [number, number])[];
}) {
  let offset = 0;
  return (
    <>
      {splitByHighlights(text, highlights).map((segment) => {
        const start = offset;
        offset += segment.text.length;
        return segment.isHit ? (
          <Mark key={start}>{segment.text}</Mark>
        ) : (
          <span key={start}>{segment.text}</span>
        );
      })}
    </>
  );
}
