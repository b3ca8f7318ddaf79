/** What the server writes in place of a citation it cut out of a language model's answer. */
export const REMOVED_CITATION_MARK = "[unverified citation removed]";

/** A run of an answer's text: plain words, a reference to one of its passages, or a removed citation. */
export type AnswerSegment =
  | { kind: "text"; text: string }
  | { kind: "reference"; passageNumber: number }
  | { kind: "removed-citation" };

// "[2]" or "[1, 3]". Neutral citations ("[2019] ZACC 3") have four digits, so they never match.
const REFERENCE_OR_REMOVED = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]|\[unverified citation removed\]/g;

/**
 * Splits an answer's text (the summary, a recommendation) into its words and its `[n]` references, so
 * each reference can lead to its passage. A bracket naming a number that is not one of the answer's
 * passages stays text: the reader must never be sent to a passage that is not there. "[1, 3]" becomes
 * two references.
 */
export function splitAnswerText(text: string, passageNumbers: ReadonlySet<number>): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  const pushText = (words: string) => {
    if (words) segments.push({ kind: "text", text: words });
  };
  let position = 0;
  for (const match of text.matchAll(REFERENCE_OR_REMOVED)) {
    const numbers = match[1]?.split(",").map((part) => Number(part.trim())) ?? null;
    if (numbers !== null && !numbers.every((number) => passageNumbers.has(number))) continue;
    pushText(text.slice(position, match.index));
    if (numbers === null) segments.push({ kind: "removed-citation" });
    else for (const passageNumber of numbers) segments.push({ kind: "reference", passageNumber });
    position = match.index + match[0].length;
  }
  pushText(text.slice(position));
  return segments;
}

/** The element id of an answer's passage, the target its `[n]` references lead to. */
export function insightPassageElementId(passageNumber: number): string {
  return `insight-passage-${passageNumber}`;
}

/** "1 unverified citation removed", "3 unverified citations removed". */
export function removedCitationsLabel(count: number): string {
  return `${count} unverified citation${count === 1 ? "" : "s"} removed`;
}
