import { findLawReportCitations, findNeutralCitations } from "./case-citation-scanner.ts";
import type { FoundCitation } from "./citation.types.ts";
import { findLegislationCitations } from "./legislation-scanner.ts";

export type { CitationKind, FoundCitation } from "./citation.types.ts";

/** Index of the first citation in `sorted` (by start) that starts at or after `position`. */
function firstStartingAtOrAfter(sorted: FoundCitation[], position: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.start < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Adds candidates to `kept` (sorted by start, none overlapping), earliest then longest first, skipping any
 * that overlaps a citation already kept: those passed in first win every clash.
 */
function addWithoutOverlaps(kept: FoundCitation[], candidates: FoundCitation[]): FoundCitation[] {
  const result = [...kept];
  const sorted = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  for (const candidate of sorted) {
    const index = firstStartingAtOrAfter(result, candidate.start);
    const before = result[index - 1];
    const after = result[index];
    const overlaps =
      (before !== undefined && before.end > candidate.start) ||
      (after !== undefined && after.start < candidate.end);
    if (!overlaps) result.splice(index, 0, candidate);
  }
  return result;
}

/**
 * Every case and legislation citation in a judgment or opinion, sorted by `start`, none overlapping.
 * Case citations win a clash with a legislation reading of the same words, being the more exact patterns.
 * Runs in time linear in the text: each pattern is bounded and scanned once.
 */
export function findCitations(text: string): FoundCitation[] {
  const caseCitations = addWithoutOverlaps(
    [],
    [...findNeutralCitations(text), ...findLawReportCitations(text)],
  );
  return addWithoutOverlaps(caseCitations, findLegislationCitations(text));
}
