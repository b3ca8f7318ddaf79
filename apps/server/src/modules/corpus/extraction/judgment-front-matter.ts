import { findAuthorLine } from "./judgment-judges.ts";
import type { JudgmentParagraph } from "./judgment-paragraphs.ts";

/**
 * Where a judgment's header ends: at its first numbered paragraph or at the line introducing the
 * judgment ("VIVIER JA:"), whichever comes first. Header fields are read only above that point, so
 * that the body's references to other cases, courts and dates are not taken for this one's.
 */

/** A header longer than this is a judgment without paragraph numbers or an author line: read no further. */
const LONGEST_HEADER = 12_000;

export function findFrontMatterEnd(text: string, paragraphs: JudgmentParagraph[]): number {
  const candidates = [text.length, LONGEST_HEADER];
  const firstParagraph = paragraphs[0];
  if (firstParagraph) candidates.push(firstParagraph.start);
  const author = findAuthorLine(text.slice(0, LONGEST_HEADER));
  if (author) candidates.push(author.index);
  return Math.min(...candidates);
}
