import type { PdfRect } from "./pdf-coordinates";

/** One run of text on a page as pdf.js reads it, with where it sits in PDF points. */
export interface PageTextRun {
  text: string;
  rect: PdfRect;
  /** The run ends a line: a space stands between it and the next, so words do not join across lines. */
  endsLine: boolean;
}

/** One match of the search term: its page, and the rectangles (one per run it spans) it covers. */
export interface SearchHit {
  page: number;
  text: string;
  rects: PdfRect[];
}

/** Where each character of a page's searchable text came from. */
interface CharacterSource {
  run: number;
  offset: number;
}

/**
 * A page's text as one string for searching, lower-cased with every stretch of whitespace made one
 * space (a PDF often spaces words with several blanks or none between runs), and the run and offset
 * each character came from.
 */
function searchableText(runs: readonly PageTextRun[]): { text: string; sources: (CharacterSource | null)[] } {
  let text = "";
  const sources: (CharacterSource | null)[] = [];
  const pushSpace = (source: CharacterSource | null) => {
    if (text.length > 0 && !text.endsWith(" ")) {
      text += " ";
      sources.push(source);
    }
  };
  runs.forEach((run, runIndex) => {
    Array.from(run.text.toLocaleLowerCase("en-ZA")).forEach((character, offset) => {
      if (/\s/.test(character)) {
        pushSpace({ run: runIndex, offset });
        return;
      }
      text += character;
      sources.push({ run: runIndex, offset });
    });
    if (run.endsLine) pushSpace(null);
  });
  return { text, sources };
}

/** The search term as the page text is searched: lower case, whitespace collapsed, ends trimmed. */
export function normaliseSearchTerm(term: string): string {
  return term.toLocaleLowerCase("en-ZA").replace(/\s+/g, " ").trim();
}

/**
 * The part of a run a match covers. pdf.js gives a run's box, not each glyph's, so the part is
 * estimated by character count; that is close for the body fonts of legal documents, and a redaction
 * drawn from it is padded (see `SEARCH_REDACTION_PADDING_POINTS`) to cover the rest.
 */
function partOfRun(run: PageTextRun, firstOffset: number, lastOffset: number): PdfRect {
  const length = Array.from(run.text).length;
  if (length === 0) return run.rect;
  const characterWidth = run.rect.width / length;
  return {
    x: run.rect.x + characterWidth * firstOffset,
    y: run.rect.y,
    width: characterWidth * (lastOffset - firstOffset + 1),
    height: run.rect.height,
  };
}

/** Every match of `term` on one page, in reading order. */
export function findHitsOnPage(page: number, runs: readonly PageTextRun[], term: string): SearchHit[] {
  const needle = normaliseSearchTerm(term);
  if (needle === "") return [];
  const { text, sources } = searchableText(runs);
  const hits: SearchHit[] = [];
  for (let start = text.indexOf(needle); start !== -1; start = text.indexOf(needle, start + needle.length)) {
    // The characters of the match grouped by the run they came from: one rectangle per run.
    const spans = new Map<number, { first: number; last: number }>();
    for (let index = start; index < start + needle.length; index += 1) {
      const source = sources[index];
      // A space between words covers no glyph: it must not stretch a word's rectangle.
      if (!source || text[index] === " ") continue;
      const span = spans.get(source.run);
      if (span) span.last = source.offset;
      else spans.set(source.run, { first: source.offset, last: source.offset });
    }
    const rects = [...spans].flatMap(([runIndex, span]) => {
      const run = runs[runIndex];
      return run ? [partOfRun(run, span.first, span.last)] : [];
    });
    hits.push({ page, text: text.slice(start, start + needle.length), rects });
  }
  return hits;
}

/** Every match of `term` in the document, page by page (pages given as 1-based numbers and their runs). */
export function findHits(pages: ReadonlyMap<number, readonly PageTextRun[]>, term: string): SearchHit[] {
  return [...pages.keys()]
    .sort((first, second) => first - second)
    .flatMap((page) => findHitsOnPage(page, pages.get(page) ?? [], term));
}

/**
 * The hit after (or before) the current one, going round from the last to the first; with none
 * current, the first (or last). Null when there are no hits.
 */
export function stepHit(current: number | null, hitCount: number, direction: 1 | -1): number | null {
  if (hitCount === 0) return null;
  if (current === null) return direction === 1 ? 0 : hitCount - 1;
  return (((current + direction) % hitCount) + hitCount) % hitCount;
}

/**
 * The first hit on or after `page` (Find next from a page with no hit goes to the next one that has).
 * Null when there are no hits; wraps to the first hit when none is on or after the page.
 */
export function firstHitFromPage(hits: readonly SearchHit[], page: number): number | null {
  if (hits.length === 0) return null;
  const index = hits.findIndex((hit) => hit.page >= page);
  return index === -1 ? 0 : index;
}

/**
 * Points added around each searched word before it is redacted: the estimate of a word's box by its
 * characters may fall short of its glyphs by a little, and a sliver of a name left showing defeats
 * the redaction.
 */
export const SEARCH_REDACTION_PADDING_POINTS = 1.5;

/** The redaction rectangles for every hit (each padded), with the page each lies on. */
export function hitsToRedactionRects(hits: readonly SearchHit[]): (PdfRect & { page: number })[] {
  const padding = SEARCH_REDACTION_PADDING_POINTS;
  const round = (value: number) => Math.round(value * 100) / 100;
  return hits.flatMap((hit) =>
    hit.rects.map((rect) => ({
      page: hit.page,
      x: round(rect.x - padding),
      y: round(rect.y - padding),
      width: round(rect.width + padding * 2),
      height: round(rect.height + padding * 2),
    })),
  );
}

function overlaps(first: PdfRect, second: PdfRect): boolean {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The text of the runs a rectangle touches (a highlight keeps the words it covers), whitespace collapsed. */
export function textWithin(runs: readonly PageTextRun[], rect: PdfRect): string {
  return runs
    .filter((run) => overlaps(run.rect, rect))
    .map((run) => run.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
