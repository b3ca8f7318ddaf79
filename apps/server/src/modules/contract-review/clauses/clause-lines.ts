/**
 * Line-level reading of contract text for the splitter: where each line is, whether it is a page
 * artefact of a PDF conversion, and whether it opens a clause. Every pattern here is applied to at most
 * the first few hundred characters of a line and has bounded repetition, so a 10 MB line without a
 * break costs one pass, not a regex backtracking storm.
 */

export type TextLine = {
  /** Offset of the line's first non-blank character (the line's end when it is blank). */
  contentStart: number;
  /** Offset just after its last non-blank character. */
  contentEnd: number;
};

/** What a line says about clause structure. */
export type LineMarker = {
  /** The clause number as written, without a trailing dot ("12.3", "Article IV", "Schedule 2"); "" for a bare heading. */
  number: string;
  heading: string;
  /** True when nothing but the number and heading is on the line (a table of contents looks like this). */
  isHeadingOnly: boolean;
  /** The number's parts for sequence checks ([12, 3]); empty when not numeric. */
  parts: number[];
};

const MAX_PROBE = 240;
const MAX_HEADING_LENGTH = 80;

function isBlankCode(code: number): boolean {
  return (
    code === 32 || code === 9 || code === 13 || code === 10 || code === 12 || code === 11 || code === 160
  );
}

/** Splits text into lines (LF, CRLF or lone CR), with the offsets of each line's non-blank content. */
export function readLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let lineStart = 0;
  const addLine = (lineEnd: number) => {
    let contentStart = lineStart;
    while (contentStart < lineEnd && isBlankCode(text.charCodeAt(contentStart))) contentStart += 1;
    let contentEnd = lineEnd;
    while (contentEnd > contentStart && isBlankCode(text.charCodeAt(contentEnd - 1))) contentEnd -= 1;
    lines.push({ contentStart, contentEnd });
  };
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10 || code === 13) {
      addLine(index);
      if (code === 13 && text.charCodeAt(index + 1) === 10) index += 1;
      lineStart = index + 1;
    }
  }
  addLine(text.length);
  return lines;
}

const PAGE_NUMBER = /^(?:page\s+)?[-–—(]?\s*\d{1,4}\s*[-–—)]?(?:\s+of\s+\d{1,4})?$/i;
const PAGE_LABEL =
  /^(?:page\s+\d{1,4}(?:\s+of\s+\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—].{0,60}|\[?\s*(?:logo|graphic|signature page follows)\s*\]?)$/i;

/**
 * Lines a PDF conversion repeats on every page (running headers, "Confidential", "Page 3 of 9", bare page
 * numbers). They must not open clauses or be taken for headings. A short line seen three or more times is
 * treated as a running header, since a real heading is written once.
 */
export function findPageArtefacts(text: string, lines: readonly TextLine[]): Set<number> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const length = line.contentEnd - line.contentStart;
    if (length === 0 || length > MAX_HEADING_LENGTH) continue;
    const key = text.slice(line.contentStart, line.contentEnd).replace(/\d+/g, "#").replace(/\s+/g, " ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const artefacts = new Set<number>();
  lines.forEach((line, lineIndex) => {
    const length = line.contentEnd - line.contentStart;
    if (length === 0 || length > MAX_HEADING_LENGTH) return;
    const content = text.slice(line.contentStart, line.contentEnd);
    const key = content.replace(/\d+/g, "#").replace(/\s+/g, " ");
    const isRunningHeader = (counts.get(key) ?? 0) >= 3 && !/^#(?:\.#)*\.?\s+\S/.test(key) && key !== "#";
    if (PAGE_NUMBER.test(content) || PAGE_LABEL.test(content) || isRunningHeader) artefacts.add(lineIndex);
  });
  return artefacts;
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "from",
  "upon",
  "under",
  "its",
  "their",
  "not",
  "no",
  "et",
]);

/**
 * A heading as contracts write one: short, no sentence punctuation at the end, and either ALL CAPS
 * or Title Case (small joining words excepted). A trailing page number, as in a table of contents,
 * is allowed.
 */
export function isHeadingLike(candidate: string): boolean {
  const words = candidate
    .replace(/[\s.·…_-]*\d{1,4}$/, "")
    .replace(/[.:]$/, "")
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0 || words.length > 12 || candidate.length > MAX_HEADING_LENGTH) return false;
  if (/[,;]$/.test(candidate) || /[.!?]\s+[A-Za-z]/.test(candidate) || candidate.includes("__")) return false;
  const first = words[0]!;
  if (!/^["'“(]?[A-Z]/.test(first)) return false;
  const letters = candidate.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3) return false;
  if (letters === letters.toUpperCase()) return true;
  return words.every((word) => {
    const bare = word.replace(/^["'“(]+|["'”),:;.]+$/g, "");
    if (bare === "" || !/[A-Za-z]/.test(bare)) return true;
    return /^[A-Z]/.test(bare) || SMALL_WORDS.has(bare.toLowerCase()) || /^[a-z]\)$/.test(word);
  });
}

const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

function romanToNumber(roman: string): number | undefined {
  let total = 0;
  const lowered = roman.toLowerCase();
  for (let index = 0; index < lowered.length; index += 1) {
    const value = ROMAN_VALUES[lowered[index]!];
    const next = ROMAN_VALUES[lowered[index + 1] ?? ""] ?? 0;
    if (value === undefined) return undefined;
    total += value < next ? -value : value;
  }
  return total > 0 ? total : undefined;
}

function partsOf(number: string): number[] {
  if (/^\d+(?:\.\d+)*$/.test(number)) return number.split(".").map(Number);
  const roman = romanToNumber(number);
  if (roman !== undefined && /^[ivxlc]+$/i.test(number)) return [roman];
  if (/^[a-z]$/i.test(number)) return [number.toUpperCase().charCodeAt(0) - 64];
  return [];
}

/** Splits what follows a clause number into its heading and the body text on the same line. */
function splitInlineHeading(rest: string): { heading: string; isHeadingOnly: boolean } {
  const trimmed = rest.trim();
  if (trimmed === "") return { heading: "", isHeadingOnly: true };
  if (isHeadingLike(trimmed)) return { heading: trimmed.replace(/[\s.:]+$/, ""), isHeadingOnly: true };
  // "1.1. Appointment. Subject to ..." and "11.6. COUNTERPARTS. This Agreement ..." carry a run-in heading.
  const runIn = /^([A-Z][^.:\n]{1,60}?)[.:]\s+(?=\S)/.exec(trimmed);
  if (runIn && isHeadingLike(runIn[1]!)) return { heading: runIn[1]!.trim(), isHeadingOnly: false };
  // "ARTICLE 7 — TERM" with a dash, or "12. GOVERNING LAW This Agreement ..." in capitals then text.
  const capitals = /^((?:[A-Z][A-Z'’&/-]*\s+){0,6}[A-Z][A-Z'’&/-]+)\s+(?=[A-Z][a-z])/.exec(trimmed);
  if (capitals && capitals[1]!.length >= 4) return { heading: capitals[1]!, isHeadingOnly: false };
  return { heading: "", isHeadingOnly: false };
}

const NUMBERED = /^(\d{1,3}(?:\.\d{1,3}){0,4})(\.?)(?:\s+|$)/;
const KEYWORDED =
  /^(article|section|clause|part|chapter|schedule|annexure|annex|exhibit|appendix|addendum)\s+(\d{1,3}(?:\.\d{1,3}){0,3}|[IVXLC]{1,7}|[A-Z])\b\.?\s*(?:[-–—:.]\s*)?/i;
const ROMAN = /^([IVXLC]{1,7})\.\s+(?=[A-Z])/;
const KEYWORD_ONLY =
  /^(schedule|annexure|annex|exhibit|appendix|addendum|table of contents|contents|index)$/i;

/**
 * Reads a clause-opening marker at the start of a line: "12.3", "1.", "Clause 5", "Article IV",
 * "ARTICLE 7 — TERM", "Schedule 2", "IV. TERM", or a bare heading line. "(a)", "(1)", "1)" and "A."
 * are sub-items and stay inside their clause.
 */
export function readLineMarker(content: string, canBeBareHeading: boolean): LineMarker | undefined {
  const probe = content.slice(0, MAX_PROBE);
  const keyworded = KEYWORDED.exec(probe);
  if (keyworded) {
    const rest = content.slice(keyworded[0].length);
    // "Section 2.1 of the Agreement is amended" is a sentence that mentions a section, not its start.
    if (/^[a-z]/.test(rest) || /^\d/.test(rest)) return undefined;
    const keyword = keyworded[1]!;
    const label = keyword[0]!.toUpperCase() + keyword.slice(1).toLowerCase();
    const inline = splitInlineHeading(rest);
    // After "Clause 5" a short line is its heading even in sentence case ("Governing law").
    const isShortTitle = inline.heading === "" && rest.length <= 60 && /^[A-Z][^.;,]*$/.test(rest.trim());
    const heading = isShortTitle ? rest.trim() : inline.heading;
    const isHeadingOnly = isShortTitle || inline.isHeadingOnly;
    return { number: `${label} ${keyworded[2]}`, heading, isHeadingOnly, parts: partsOf(keyworded[2]!) };
  }
  const numbered = NUMBERED.exec(probe);
  if (numbered) {
    const number = numbered[1]!;
    const rest = content.slice(numbered[0].length);
    const isDotted = number.includes(".") || numbered[2] === ".";
    if (Number(number.split(".")[0]) === 0) return undefined;
    if (isDotted) {
      if (rest !== "" && !/^["'“([A-Z]/.test(rest)) return undefined;
      const { heading, isHeadingOnly } = splitInlineHeading(rest);
      return { number, heading, isHeadingOnly, parts: partsOf(number) };
    }
    // A bare "5 Definitions" only opens a clause as a short heading line; "30 days after ..." does not.
    if (content.length <= MAX_HEADING_LENGTH && isHeadingLike(rest)) {
      return { number, heading: rest.replace(/[\s.:]+$/, ""), isHeadingOnly: true, parts: partsOf(number) };
    }
    return undefined;
  }
  const roman = ROMAN.exec(probe);
  if (roman) {
    const { heading, isHeadingOnly } = splitInlineHeading(content.slice(roman[0].length));
    return { number: roman[1]!, heading, isHeadingOnly, parts: partsOf(roman[1]!) };
  }
  if (KEYWORD_ONLY.test(content)) return { number: "", heading: content, isHeadingOnly: true, parts: [] };
  if (canBeBareHeading && isHeadingLike(content) && !/[:]$/.test(content)) {
    return { number: "", heading: content.replace(/[\s.]+$/, ""), isHeadingOnly: true, parts: [] };
  }
  return undefined;
}

/**
 * Whether `next` can follow `previous` in an outline: the next sibling (2.3 → 2.4), the first child
 * (2.3 → 2.3.1), or the next item at a higher level (2.3.4 → 2.4, 2.3 → 3, 2.3 → 3.1). Used for numbers
 * found inside a long line, where a number could as easily be an amount or a cross-reference.
 */
export function isOutlineSuccessor(previous: readonly number[], next: readonly number[]): boolean {
  if (next.length === 0) return false;
  if (next.length === previous.length + 1 && next[next.length - 1] === 1) {
    if (previous.every((part, index) => next[index] === part)) return true;
  }
  for (let level = 0; level < Math.min(previous.length, next.length); level += 1) {
    const isSamePrefix = previous.slice(0, level).every((part, index) => next[index] === part);
    if (!isSamePrefix) return false;
    if (next[level] === previous[level]! + 1) return next.slice(level + 1).every((part) => part === 1);
  }
  return false;
}
