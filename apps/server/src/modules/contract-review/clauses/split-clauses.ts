import type { ContractClause } from "../clause-categories.ts";
import {
  findPageArtefacts,
  isHeadingLike,
  isOutlineSuccessor,
  type LineMarker,
  readLineMarker,
  readLines,
  type TextLine,
} from "./clause-lines.ts";

/**
 * Splits a contract into clauses: numbered clauses at any depth ("1.", "1.1", "12.3.4"), "Clause 5",
 * "Article IV", "Section 2.1", "ARTICLE 7 — TERM", schedules, annexures and exhibits, and unnumbered
 * headings; sub-items ("(a)", "(i)", "1)") stay inside their clause. Text before the first clause (the
 * title, parties and recitals) is clause 0 without a number, because that is where the document-level
 * facts are.
 *
 * Offsets: `text.slice(clause.start, clause.end) === clause.text`, always. A clause runs from its
 * marker to the last non-blank line before the next clause, so page numbers and running headers that a
 * PDF put between two clauses fall outside both, while one printed in the middle of a clause stays in its
 * text (cutting it out would break the offsets a reviewer is pointed to).
 */
export function splitContractIntoClauses(text: string): ContractClause[] {
  if (text.trim() === "") return [];
  const lines = readLines(text);
  const artefacts = findPageArtefacts(text, lines);
  let starts = dropPreambleHeadings(findClauseStarts(text, lines, artefacts));
  starts = collapseTablesOfContents(text, starts);
  if (starts.filter((start) => start.number !== "" || start.heading !== "").length < 2) {
    starts = findParagraphStarts(lines, artefacts);
  }
  return buildClauses(text, lines, artefacts, starts);
}

type ClauseStart = {
  offset: number;
  lineIndex: number;
  number: string;
  heading: string;
  isHeadingOnly: boolean;
};

/**
 * Party names and titles in a preamble are capitalised lines too; in a numbered contract they belong
 * to the preamble, so bare headings before the first numbered clause are not clause starts.
 */
function dropPreambleHeadings(starts: readonly ClauseStart[]): ClauseStart[] {
  const numbered = starts.filter((start) => start.number !== "");
  if (numbered.length < 2) return [...starts];
  const firstNumbered = numbered[0]!.offset;
  return starts.filter((start) => start.number !== "" || start.offset > firstNumbered);
}

/** Long lines are PDF pages or whole contracts run together; their clause numbers must be found inline. */
const LONG_LINE = 200;
/**
 * A clause number inside a line: after a sentence end or a gap of two spaces (how converters join
 * lines), then a capital. Fixed-length look-behind and bounded repetition keep it linear on any input.
 */
const INLINE_MARKER =
  /(?<=\s\s)((?:ANNEXURE|SCHEDULE|EXHIBIT|APPENDIX)\s{1,4}[A-Z0-9]{1,3})\b|(?<=[.;:!?)"”]\s|\s\s)(\d{1,3}(?:\. ?\d{1,3}){0,3})\.?(?=\s{1,8}[A-Z“"(])/g;
/** A run-in heading in capitals after an inline number, ending where sentence-case text begins. */
const INLINE_HEADING = /^((?:[A-Z][A-Z'’&/-]*\s+){0,6}[A-Z][A-Z'’&/-]+)(?=\s+[A-Z][a-z]|\s*$|\s*[-–—:.])/;

function findClauseStarts(
  text: string,
  lines: readonly TextLine[],
  artefacts: ReadonlySet<number>,
): ClauseStart[] {
  const starts: ClauseStart[] = [];
  let previousParts: number[] = [0];
  let isAfterBreak = true;
  lines.forEach((line, lineIndex) => {
    if (line.contentStart === line.contentEnd || artefacts.has(lineIndex)) {
      isAfterBreak = true;
      return;
    }
    const length = line.contentEnd - line.contentStart;
    const content = text.slice(line.contentStart, line.contentStart + Math.min(length, 400));
    const hasBodyAfter = lines
      .slice(lineIndex + 1, lineIndex + 4)
      .some((next) => next.contentEnd > next.contentStart);
    const marker: LineMarker | undefined =
      length <= 400 || /^\S{1,12}\s/.test(content)
        ? readLineMarker(length <= 400 ? content : content.slice(0, 400), isAfterBreak && hasBodyAfter)
        : undefined;
    if (marker) {
      starts.push({ offset: line.contentStart, lineIndex, ...marker });
      if (marker.parts.length > 0 && marker.number !== "" && !/^[A-Z]/.test(marker.number)) {
        previousParts = marker.parts;
      }
    }
    if (length > LONG_LINE) {
      const lineText = text.slice(line.contentStart, line.contentEnd);
      for (const match of lineText.matchAll(INLINE_MARKER)) {
        const offset = line.contentStart + match.index!;
        if (offset === line.contentStart) continue;
        if (match[1]) {
          // An annexure restarts the numbering of its own paragraphs.
          starts.push({
            offset,
            lineIndex,
            number: match[1].replace(/\s+/g, " "),
            heading: "",
            isHeadingOnly: false,
          });
          previousParts = [0];
          continue;
        }
        const number = match[2]!.replace(/ /g, "");
        const parts = number.split(".").map(Number);
        if (!isOutlineSuccessor(previousParts, parts)) continue;
        const rest = text.slice(offset + match[0].length, offset + match[0].length + 120).trimStart();
        const heading = INLINE_HEADING.exec(rest)?.[1] ?? "";
        starts.push({ offset, lineIndex, number, heading, isHeadingOnly: false });
        previousParts = parts;
      }
    }
    isAfterBreak = false;
  });
  return starts;
}

/**
 * Whether a clause says anything beyond its number and heading. Judged on the text up to the next
 * clause, so it works the same for a heading on its own line and for a heading found inside a long line.
 */
function hasBody(text: string, start: ClauseStart, nextOffset: number): boolean {
  if (nextOffset - start.offset > 200) return true;
  const words = text
    .slice(start.offset, nextOffset)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\S+\s*/, "");
  return words !== "" && !isHeadingLike(words);
}

/**
 * A table of contents is a run of headings with nothing under them. Three or more bodiless clauses in
 * a row become one "Contents" clause instead of dozens of empty ones; a single bodiless heading (an
 * article title above its first sub-clause) is kept.
 */
function collapseTablesOfContents(text: string, starts: readonly ClauseStart[]): ClauseStart[] {
  const isEmpty = starts.map((start, position) => {
    const nextOffset = starts[position + 1]?.offset ?? text.length;
    return !hasBody(text, start, nextOffset);
  });
  const kept: ClauseStart[] = [];
  let position = 0;
  while (position < starts.length) {
    let runEnd = position;
    while (runEnd < starts.length && isEmpty[runEnd]) runEnd += 1;
    const runLength = runEnd - position;
    if (runLength >= 3) {
      const first = starts[position]!;
      const isTitledContents = /^(?:table of )?contents|index$/i.test(first.heading);
      kept.push({ ...first, number: "", heading: isTitledContents ? first.heading : "Contents" });
      // The entry after the run is the first real clause unless it is the last line of the list.
      position = runEnd;
      continue;
    }
    kept.push(starts[position]!);
    position += 1;
  }
  return kept;
}

/** The fallback for unnumbered contracts: each block of text between blank lines is a clause. */
function findParagraphStarts(lines: readonly TextLine[], artefacts: ReadonlySet<number>): ClauseStart[] {
  const starts: ClauseStart[] = [];
  let isAfterBreak = true;
  lines.forEach((line, lineIndex) => {
    const isBlank = line.contentEnd === line.contentStart || artefacts.has(lineIndex);
    if (isBlank) {
      isAfterBreak = true;
      return;
    }
    if (isAfterBreak) {
      starts.push({ offset: line.contentStart, lineIndex, number: "", heading: "", isHeadingOnly: false });
    }
    isAfterBreak = false;
  });
  return starts;
}

function buildClauses(
  text: string,
  lines: readonly TextLine[],
  artefacts: ReadonlySet<number>,
  starts: readonly ClauseStart[],
): ContractClause[] {
  const boundaries: ClauseStart[] = [...starts];
  const firstContent = lines.find(
    (line, index) => line.contentEnd > line.contentStart && !artefacts.has(index),
  );
  if (firstContent && (boundaries.length === 0 || boundaries[0]!.offset > firstContent.contentStart)) {
    const lineIndex = lines.indexOf(firstContent);
    boundaries.unshift({
      offset: firstContent.contentStart,
      lineIndex,
      number: "",
      heading: "",
      isHeadingOnly: false,
    });
  }
  const clauses: ContractClause[] = [];
  boundaries.forEach((start, position) => {
    const next = boundaries[position + 1];
    const end = lastContentEnd(text, lines, artefacts, start, next);
    if (end <= start.offset) return;
    clauses.push({
      index: clauses.length,
      number: start.number,
      heading: start.heading.replace(/\s+/g, " "),
      text: text.slice(start.offset, end),
      start: start.offset,
      end,
    });
  });
  return clauses;
}

/** The end of the clause's last real line before `limit`, skipping trailing page artefacts. */
/** The end of the clause's last real line before the next clause, skipping trailing page artefacts. */
function lastContentEnd(
  text: string,
  lines: readonly TextLine[],
  artefacts: ReadonlySet<number>,
  start: ClauseStart,
  next: ClauseStart | undefined,
): number {
  // The next clause starts inside a line (inline numbering): end at the last non-blank before it.
  if (next && next.offset > lines[next.lineIndex]!.contentStart)
    return trimEnd(text, next.offset, start.offset);
  const lastLineIndex = (next?.lineIndex ?? lines.length) - 1;
  for (let lineIndex = lastLineIndex; lineIndex >= start.lineIndex; lineIndex -= 1) {
    const line = lines[lineIndex]!;
    if (line.contentEnd === line.contentStart) continue;
    if (artefacts.has(lineIndex) && lineIndex !== start.lineIndex) continue;
    return trimEnd(text, line.contentEnd, start.offset);
  }
  return start.offset;
}

function trimEnd(text: string, end: number, floor: number): number {
  let position = end;
  while (position > floor && /\s/.test(text[position - 1]!)) position -= 1;
  return position;
}
