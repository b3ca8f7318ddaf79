import type { TCorpusDocument } from "@inkundla/shared";

type CitableDocument = Pick<TCorpusDocument, "kind" | "title" | "citation">;

const PARAGRAPH_PINPOINT = /^paras? \d+(?:-\d+)?$/;
const SECTION_PINPOINT = /^(?:s|ss|item|Schedule)\b/;

/**
 * An Act is cited as "s 25(1) of the Constitution …": the article goes before a title, but not before
 * a bare number ("s 1 of Act 108 of 1996"), and a title's own "The" becomes "the" after "of".
 */
function ofTheTitle(title: string): string {
  if (/^(?:the\s|Act\s|Wet\s)/i.test(title)) return title.replace(/^The\s/, "the ");
  return `the ${title}`;
}

/**
 * The citation a lawyer pastes into an opinion, in the South African style: a judgment or firm document
 * as "Title Citation para 12"; a provision of an Act as "s 25 of the Title". A pinpoint that names no
 * paragraph or provision (a judgment's heading, a document kept as one passage) is left off.
 */
export function formatCitationForCopy(document: CitableDocument, pinpoint?: string | null): string {
  const title = document.title.replace(/\s+/g, " ").trim();
  const point = pinpoint?.trim() ?? "";
  if (document.kind === "legislation") {
    if (point === "Preamble") return `Preamble to ${ofTheTitle(title)}`;
    if (SECTION_PINPOINT.test(point)) return `${point} of ${ofTheTitle(title)}`;
    return title;
  }
  const citation = document.citation?.trim();
  const cited = citation && citation !== title ? `${title} ${citation}` : title;
  return PARAGRAPH_PINPOINT.test(point) ? `${cited} ${point}` : cited;
}
