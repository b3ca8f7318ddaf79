/**
 * Splitting a judgment's text into sentences without breaking inside the abbreviations courts use
 * ("v.", "s. 12(1)(a)", "para. 12", "No. 51", "Pty.", "J.", initials, "S.A." in older law-report
 * citations). A summary quotes these sentences verbatim, so every sentence is a pair of offsets into
 * the caller's text and never a rewritten string.
 */

export type SentenceSpan = { start: number; end: number };

/*
 * Words that end in a full stop without ending a sentence, lower-cased. Titles of judges ("JA", "AR")
 * are here because a judge is named mid-sentence ("per Botha JA. in …" is rare, "Botha J. said" is not).
 */
const ABBREVIATIONS = new Set([
  "v",
  "vs",
  "no",
  "nos",
  "nr",
  "para",
  "paras",
  "par",
  "p",
  "pp",
  "s",
  "ss",
  "sec",
  "secs",
  "sect",
  "art",
  "arts",
  "reg",
  "regs",
  "ch",
  "cl",
  "sch",
  "vol",
  "ed",
  "eds",
  "cf",
  "eg",
  "ie",
  "viz",
  "etc",
  "al",
  "op",
  "cit",
  "loc",
  "ibid",
  "id",
  "fn",
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "adv",
  "hon",
  "st",
  "messrs",
  "pty",
  "co",
  "bpk",
  "edms",
  "jj",
  "ja",
  "jja",
  "aja",
  "aj",
  "cj",
  "dcj",
  "jp",
  "djp",
  "ar",
  "ahr",
  "wnd",
  "mnr",
  "mev",
  "vgl",
  "bl",
  "ens",
  "nl",
  "bv",
]);

/** A sentence ends in one of these, then any closing quotes or brackets. */
const TERMINAL = /[.?!]/;
const CLOSING = /[”"’')\]@]/;
/** A sentence starts with a capital, a digit of a list ("1."), or an opening quote or bracket. */
const OPENING = /[\p{Lu}“"‘'([]/u;

function isLetter(character: string | undefined): boolean {
  return character !== undefined && /\p{L}/u.test(character);
}

/** The word immediately before `position` (letters only), e.g. "para" for "para." */
function wordBefore(text: string, position: number): string {
  let start = position;
  while (start > 0 && isLetter(text[start - 1])) start -= 1;
  return text.slice(start, position);
}

/*
 * A full stop after a single capital letter is an initial ("W. Vivier JA", "P.J.J. Olivier", "S.A."),
 * and one after a letter that is itself preceded by a full stop is part of "e.g." or "i.e.".
 */
function isInitialOrDottedAbbreviation(text: string, periodAt: number): boolean {
  const word = wordBefore(text, periodAt);
  if (word.length !== 1) return false;
  const before = text[periodAt - 2];
  if (before === ".") return true;
  if (!/\p{Lu}/u.test(word)) return false;
  // "at 257 E-F." and "at 728 D.)" end on a page letter, not an initial.
  if (before === "-" || CLOSING.test(text[periodAt + 1] ?? "")) return false;
  return !/\d[ \t]*$/.test(text.slice(Math.max(0, periodAt - 8), periodAt - 1));
}

function isAbbreviation(text: string, periodAt: number): boolean {
  const word = wordBefore(text, periodAt);
  if (word.length === 0) return false;
  if (isInitialOrDottedAbbreviation(text, periodAt)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** The offset after the terminal punctuation and any closing quotes or brackets that follow it. */
function skipClosing(text: string, from: number): number {
  let position = from;
  while (position < text.length && (TERMINAL.test(text[position]!) || CLOSING.test(text[position]!)))
    position += 1;
  return position;
}

/**
 * A list number at the start of a line ("1.", "(a)", "2)"), after a line that closed a sentence or
 * introduced a list, starts an item: a sentence never runs across it. The condition on the line
 * before keeps "1995\n(3) SA 391" together; after an unfinished line (an item without a full stop)
 * "2." or "(b)" followed by a capital still starts the next item.
 */
const LIST_MARKER =
  /\n[ \t]*[“"‘]?(?:\(?\d{1,2}[.)]|\(\d{1,2}\)|\([a-z]{1,4}\)|[a-z]\))(?:[ \t]*(?=\n)|[ \t]+(?=\S))/y;
const UNBRACKETED_ITEM = /^\n[ \t]*[“"‘]?(?:\d{1,2}[.)]|\([a-z]{1,4}\)|[a-z]\))[ \t]+$/;
const ITEM_INTRODUCING_END = /[.:;?!”"’'@)\]]/;

function listMarkerLength(text: string, newlineAt: number, from: number): number {
  LIST_MARKER.lastIndex = newlineAt;
  const marker = LIST_MARKER.exec(text);
  if (!marker) return 0;
  let before = newlineAt;
  while (before > from && /\s/.test(text[before - 1]!)) before -= 1;
  if (before === from || ITEM_INTRODUCING_END.test(text[before - 1]!)) return marker[0].length;
  // After an unfinished line, only a marker that cannot be a wrapped "(3) SA" and starts a capitalised item.
  return UNBRACKETED_ITEM.test(marker[0]) && /\p{Lu}/u.test(text[newlineAt + marker[0].length] ?? "")
    ? marker[0].length
    : 0;
}

function trimSpan(text: string, start: number, end: number): SentenceSpan | null {
  let trimmedStart = start;
  let trimmedEnd = end;
  while (trimmedStart < trimmedEnd && /\s/.test(text[trimmedStart]!)) trimmedStart += 1;
  while (trimmedEnd > trimmedStart && /\s/.test(text[trimmedEnd - 1]!)) trimmedEnd -= 1;
  return trimmedEnd > trimmedStart ? { start: trimmedStart, end: trimmedEnd } : null;
}

/*
 * A short line without closing punctuation, standing on its own and followed by a capital, is a
 * heading ("Background", "THE ISSUES") and not the start of the next sentence.
 */
function headingEnd(text: string, start: number, end: number): number | null {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (text.slice(lineStart, start).trim() !== "") return null;
  const lineEnd = text.indexOf("\n", start);
  if (lineEnd < 0 || lineEnd >= end) return null;
  const line = text.slice(start, lineEnd).trim();
  if (line.length === 0 || line.length > 60 || /[.,;:?!”"’)]$/.test(line)) return null;
  if (line.split(/\s+/).length > 6) return null;
  const next = text.slice(lineEnd, end).match(/^\s*(\S)/);
  if (!next || !OPENING.test(next[1]!)) return null;
  return lineEnd;
}

/**
 * The sentences of `text` between `from` and `to`, trimmed of surrounding white space. Line breaks
 * inside a sentence (text from PDFs wraps and breaks pages mid-sentence) do not end it; a full stop
 * ends it only when what follows starts a sentence and what precedes is not an abbreviation.
 */
export function splitSentences(text: string, from = 0, to = text.length): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  let sentenceStart = from;
  const push = (end: number) => {
    const heading = headingEnd(text, skipSpace(text, sentenceStart, end), end);
    if (heading !== null) {
      const headingSpan = trimSpan(text, sentenceStart, heading);
      if (headingSpan) sentences.push(headingSpan);
      sentenceStart = heading;
    }
    const span = trimSpan(text, sentenceStart, end);
    if (span) sentences.push(span);
    sentenceStart = end;
  };
  let position = from;
  while (position < to) {
    const character = text[position]!;
    if (character === "\n") {
      const markerLength = listMarkerLength(text, position, from);
      if (markerLength > 0 && position + markerLength <= to) {
        push(position);
        position += markerLength;
        sentenceStart = position;
        continue;
      }
    }
    if (!TERMINAL.test(character)) {
      position += 1;
      continue;
    }
    const afterClosing = Math.min(skipClosing(text, position), to);
    const next = skipSpace(text, afterClosing, to);
    const hasSpace = next > afterClosing;
    const isBoundary =
      next >= to ||
      (hasSpace &&
        OPENING.test(text[next]!) &&
        !(character === "." && isAbbreviation(text, position)) &&
        !isEllipsis(text, position));
    if (isBoundary) push(afterClosing);
    position = afterClosing > position ? afterClosing : position + 1;
  }
  if (sentenceStart < to) push(to);
  return sentences;
}

function skipSpace(text: string, from: number, to: number): number {
  let position = from;
  while (position < to && /\s/.test(text[position]!)) position += 1;
  return position;
}

/** "..." and ". . ." leave out words inside a quotation; the sentence goes on. */
function isEllipsis(text: string, periodAt: number): boolean {
  return (
    text.startsWith("..", periodAt) ||
    text.startsWith(". .", periodAt) ||
    text.slice(Math.max(0, periodAt - 2), periodAt) === ". "
  );
}
