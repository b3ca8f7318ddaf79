/** A run of a passage's text, marked when it is one of the words the search matched. */
export type TextSegment = { text: string; isHit: boolean };

/**
 * Cuts a passage at the server's [start, end) offsets of its matched words, so the words can be drawn
 * as <mark> elements (React nodes, never HTML from the server). Offsets out of range, overlapping or
 * out of order are clamped and merged rather than trusted.
 */
export function splitByHighlights(
  text: string,
  highlights: readonly (readonly [number, number])[],
): TextSegment[] {
  const ranges = highlights
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const segments: TextSegment[] = [];
  let position = 0;
  for (const [start, end] of ranges) {
    if (end <= position) continue;
    const from = Math.max(start, position);
    if (from > position) segments.push({ text: text.slice(position, from), isHit: false });
    segments.push({ text: text.slice(from, end), isHit: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), isHit: false });
  return segments;
}

// Words a search of the law ignores: they would make nearly every paragraph a hit.
const STOP_WORDS: ReadonlySet<string> = new Set(
  "a an and are as at be by for from in into is it its of on or that the this to v vs was were which with".split(
    " ",
  ),
);

// The server stems English words; a rough cut of the common endings finds the same paragraphs
// ("dismissal" also marks "dismissed", "reinstatement" also "reinstated").
const ENDINGS = ["ations", "ation", "ments", "ment", "ings", "ing", "als", "al", "ies", "ed", "es", "s"];
const SHORTEST_STEM = 4;

function stemOf(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= SHORTEST_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a query a paragraph must contain to answer it, as stems: stop words left out. */
export function queryStemsOf(query: string): string[] {
  const words = (query.toLowerCase().match(WORD) ?? []).filter((word) => !STOP_WORDS.has(word));
  return [...new Set(words.map(stemOf))];
}

/** The [start, end) offsets of the words in `text` that begin with one of `stems`. */
export function findStemHighlights(text: string, stems: readonly string[]): [number, number][] {
  if (stems.length === 0) return [];
  const highlights: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (stems.some((stem) => word.startsWith(stem))) {
      highlights.push([match.index, match.index + match[0].length]);
    }
  }
  return highlights;
}

/** Whether a paragraph answers the query: it holds every one of its words, as the server's search asks. */
export function containsEveryStem(text: string, stems: readonly string[]): boolean {
  if (stems.length === 0) return false;
  const words = (text.toLowerCase().match(WORD) ?? []) as string[];
  return stems.every((stem) => words.some((word) => word.startsWith(stem)));
}
